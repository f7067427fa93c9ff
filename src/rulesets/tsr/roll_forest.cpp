// Forest: enough squares of trees to hold at least the scenario's tree count,
// in two or three separate areas, all in the rows the US must cross between
// its first echelon and the store.
#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <stdexcept>

#include "core/diagnostic.hpp"
#include "generate/few_items.hpp"
#include "generate/square_set.hpp"
#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

namespace {
constexpr int attempts = 2000;

int squares_needed(const Scenario& scenario) {
  return (scenario.trees + scenario.trees_per_square - 1) / scenario.trees_per_square;
}

// Area sizes as even as possible, the larger ones first.
using AreaSizes = FewItems<int, most_forest_areas>;
AreaSizes area_sizes(int squares, int areas) {
  AreaSizes sizes;
  for (int i = 0; i < areas; ++i) sizes.add(squares / areas + (i < squares % areas ? 1 : 0));
  return sizes;
}

// Where trees may stand: in the march rows, not a peak, not the store.
struct Field {
  OffsetGrid grid;
  IntRange rows;
  SquareSet allowed;
};

Field field_for(const Scenario& scenario, Square objective, const SquareSet& peaks) {
  Field field{grid_of(scenario), march_rows(scenario, objective), {}};
  for (int r = field.rows.low; r <= field.rows.high; ++r) {
    SquareSet::RowMask open = SquareSet::first_columns(scenario.columns) & ~peaks.row(r);
    if (r == objective.row) open &= ~SquareSet::column_bit(objective.column);
    field.allowed.insert_row(r, open);
  }
  return field;
}

// The squares already in an area and every square touching one: a new area
// may not use them, so that areas stay separate.
struct Taken {
  SquareSet near;
  void add(const OffsetGrid& grid, Square s) {
    near.insert(s);
    for (Square n : grid.neighbours(s)) near.insert(n);
  }
};

// The squares an area may grow into next, in the order found. Kept across
// attempts and sized once: on the stack for any forest a table sees, on the heap
// only for a huge one, so that growing an area allocates nothing.
class Frontier {
 public:
  explicit Frontier(int largest_area) {
    const auto room = static_cast<std::size_t>(largest_area) * 6;  // six neighbours to a square
    if (room > in_place_.size()) on_heap_.resize(room);
    room_ = room > in_place_.size() ? std::span<Square>(on_heap_) : std::span<Square>(in_place_);
  }
  Frontier(const Frontier&) = delete;  // room_ may point into the object itself
  Frontier& operator=(const Frontier&) = delete;

  void clear() { count_ = 0; }
  void add(Square s) { room_[count_++] = s; }
  std::span<const Square> squares() const { return room_.first(count_); }
  bool contains(Square s) const { return std::ranges::find(squares(), s) != squares().end(); }

 private:
  std::array<Square, 64> in_place_;
  std::vector<Square> on_heap_;
  std::span<Square> room_;
  std::size_t count_ = 0;
};

// Is `s` in the area grown so far, the forest's last squares from `first`?
bool in_area(const std::vector<ForestSquare>& forest, std::size_t first, Square s) {
  return std::any_of(forest.begin() + static_cast<std::ptrdiff_t>(first), forest.end(), [&](const ForestSquare& f) { return f.square == s; });
}

// The first square of an area: drawn among the allowed squares no area touches,
// counted column by column, each column's rows upwards. They are counted on the
// rows' masks and walked to the one drawn, never listed.
std::optional<Square> first_square(const Field& field, const Taken& taken, RandomStream& stream) {
  std::array<SquareSet::RowMask, max_board_rows> open;  // only the march rows are read
  std::uint32_t count = 0;
  for (int r = field.rows.low; r <= field.rows.high; ++r) {
    open[static_cast<std::size_t>(r)] = field.allowed.row(r) & ~taken.near.row(r);
    count += static_cast<std::uint32_t>(SquareSet::count(open[static_cast<std::size_t>(r)]));
  }
  if (count == 0) return std::nullopt;
  std::uint32_t skip = stream.below(count);
  // Whole columns are skipped by their count, and only the column drawn is walked:
  // counted without branches, since which squares are open is random.
  auto column_bits = [&](int c, int r) { return (open[static_cast<std::size_t>(r)] >> static_cast<unsigned>(c)) & 1U; };
  for (int c = 0; c < field.grid.columns; ++c) {
    std::uint32_t in_column = 0;
    for (int r = field.rows.low; r <= field.rows.high; ++r) in_column += column_bits(c, r);
    if (skip >= in_column) {
      skip -= in_column;
      continue;
    }
    for (int r = field.rows.low; r <= field.rows.high; ++r)
      if (column_bits(c, r) != 0 && skip-- == 0) return Square{c, r};
  }
  return std::nullopt;  // not reached: skip < count
}

// Grows an area of `size` squares onto the end of `forest`; false if it cannot.
bool grow_area(const Field& field, int size, int trees, const Taken& taken, RandomStream& stream, std::vector<ForestSquare>& forest,
               Frontier& frontier) {
  const std::optional<Square> first = first_square(field, taken, stream);
  if (!first) return false;
  const std::size_t start = forest.size();
  forest.push_back({*first, trees});
  while (forest.size() - start < static_cast<std::size_t>(size)) {
    // An area is a few squares: looking through it is quicker than keeping a set.
    frontier.clear();
    for (std::size_t a = start; a < forest.size(); ++a)
      for (Square n : field.grid.neighbours(forest[a].square))
        if (field.allowed.contains(n) && !taken.near.contains(n) && !in_area(forest, start, n) && !frontier.contains(n)) frontier.add(n);
    const std::span<const Square> next = frontier.squares();
    if (next.empty()) return false;
    forest.push_back({next[stream.below(static_cast<std::uint32_t>(next.size()))], trees});
  }
  return true;
}

void record_areas(const AreaSizes& sizes, const std::vector<ForestSquare>& forest, RollLog& log) {
  auto square = forest.begin();
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    log.add([&] {
      std::string where;
      for (int k = 0; k < sizes[i]; ++k, ++square) {
        if (!where.empty()) where += ' ';
        where += square_name(square->square);
      }
      return RollRecord{"forest area " + std::to_string(i + 1), "grow", std::to_string(sizes[i]) + " squares", std::move(where)};
    });
  }
}
}  // namespace

std::vector<ForestSquare> roll_forest(const Scenario& scenario, Square objective, const SquareSet& peaks, RandomStream& stream,
                                      RollLog& log) {
  // The reader allows no more; a scenario built in code must not either, since the sizes are kept in place.
  if (scenario.forest_areas.high > most_forest_areas) throw std::invalid_argument("roll_forest: more than most_forest_areas areas");
  const Field field = field_for(scenario, objective, peaks);
  const int squares = squares_needed(scenario);
  const int most_areas = std::max(1, std::min(scenario.forest_areas.high, squares));
  const int areas = stream.between(std::min(scenario.forest_areas.low, most_areas), most_areas);
  const AreaSizes sizes = area_sizes(squares, areas);
  Frontier frontier(sizes.front());
  std::vector<ForestSquare> forest;
  forest.reserve(static_cast<std::size_t>(squares));
  // Kept across attempts: an area and what it touches stay within a row of the march rows,
  // so clearing those is clearing all.
  Taken taken;
  for (int attempt = 0; attempt < attempts; ++attempt) {
    taken.near.clear_rows(field.rows.low - 1, field.rows.high + 1);
    forest.clear();
    bool grown = true;
    for (int size : sizes) {
      const std::size_t start = forest.size();
      if (!grow_area(field, size, scenario.trees_per_square, taken, stream, forest, frontier)) {
        grown = false;
        break;
      }
      for (std::size_t i = start; i < forest.size(); ++i) taken.add(field.grid, forest[i].square);
    }
    if (grown) {
      record_areas(sizes, forest, log);
      return forest;
    }
  }
  throw InputError({scenario.file, 0, 0},
                   "cannot fit " + std::to_string(squares) + " forest squares in " + std::to_string(areas) +
                       " separate areas between the US first echelon and the store",
                   "use fewer trees, more trees per square, or more rows on the board");
}

}  // namespace muster::tsr
