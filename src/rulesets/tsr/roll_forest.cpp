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
  void add(const OffsetGrid& grid, Square s) { grid.add_with_neighbours(near, s); }
};

// The squares an area may grow into next, in the order found: the draw picks
// from this list. It is kept as the area grows, not looked for again: the square
// drawn leaves the list and its own neighbours join the end, which is the list a
// fresh look through the whole area would give, in the same order. Every square
// the area or the list holds is also in a set, so a square found again is known
// at once. Kept across areas and sized once: on the stack for any forest a table
// sees, on the heap only for a huge one, so that growing allocates nothing.
class Frontier {
 public:
  explicit Frontier(int largest_area) {
    const auto room = static_cast<std::size_t>(largest_area) * 6;  // six neighbours to a square
    if (room > in_place_.size()) on_heap_.resize(room);
    room_ = room > in_place_.size() ? std::span<Square>(on_heap_) : std::span<Square>(in_place_);
  }
  Frontier(const Frontier&) = delete;  // room_ may point into the object itself
  Frontier& operator=(const Frontier&) = delete;

  // A new area begins at `first`, a square of the field.
  void restart(const Field& field, Square first) {
    count_ = 0;
    seen_.clear_rows(field.rows.low, field.rows.high);  // only the field's squares are ever seen
    seen_.insert(first);
  }
  // Adds the neighbours of `s`, the square the area took last, that an area may take and that are new.
  void add_neighbours(const Field& field, const Taken& taken, Square s) {
    for (Square n : field.grid.neighbours(s)) {
      if (!field.allowed.contains(n) || taken.near.contains(n) || seen_.contains(n)) continue;
      room_[count_++] = n;
      seen_.insert(n);
    }
  }
  std::size_t size() const { return count_; }
  // Takes the i-th square out for the area; the ones behind it move up.
  Square take(std::size_t i) {
    const Square taken = room_[i];
    std::copy(room_.begin() + static_cast<std::ptrdiff_t>(i) + 1, room_.begin() + static_cast<std::ptrdiff_t>(count_),
              room_.begin() + static_cast<std::ptrdiff_t>(i));
    --count_;
    return taken;
  }

 private:
  std::array<Square, 64> in_place_;
  std::vector<Square> on_heap_;
  std::span<Square> room_;
  std::size_t count_ = 0;
  SquareSet seen_;  // the area and the list
};

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
  frontier.restart(field, *first);
  Square last = *first;
  for (int grown = 1;; ++grown) {
    forest.push_back({last, trees});
    if (grown == size) return true;
    frontier.add_neighbours(field, taken, last);
    if (frontier.size() == 0) return false;
    last = frontier.take(stream.below(static_cast<std::uint32_t>(frontier.size())));
  }
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
