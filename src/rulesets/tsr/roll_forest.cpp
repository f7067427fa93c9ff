// Forest: enough squares of trees to hold at least the scenario's tree count,
// in two or three separate areas, all in the rows the US must cross between
// its first echelon and the store.
#include <algorithm>
#include <array>
#include <optional>

#include "core/diagnostic.hpp"
#include "generate/square_set.hpp"
#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

namespace {
constexpr int attempts = 2000;

int squares_needed(const Scenario& scenario) {
  return (scenario.trees + scenario.trees_per_square - 1) / scenario.trees_per_square;
}

// Area sizes as even as possible, the larger ones first.
std::vector<int> area_sizes(int squares, int areas) {
  std::vector<int> sizes(static_cast<std::size_t>(areas), squares / areas);
  for (int i = 0; i < squares % areas; ++i) ++sizes[static_cast<std::size_t>(i)];
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

// Scratch vectors kept across attempts, sized once, so that growing an area allocates nothing.
struct Growth {
  std::vector<Square> area, frontier;
  explicit Growth(int largest_area) {
    area.reserve(static_cast<std::size_t>(largest_area));
    frontier.reserve(static_cast<std::size_t>(largest_area) * 6);  // six neighbours to a square
  }
};

bool holds(const std::vector<Square>& squares, Square s) { return std::find(squares.begin(), squares.end(), s) != squares.end(); }

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

bool grow_area(const Field& field, int size, const Taken& taken, RandomStream& stream, Growth& g) {
  const std::optional<Square> first = first_square(field, taken, stream);
  if (!first) return false;
  g.area.assign(1, *first);
  while (static_cast<int>(g.area.size()) < size) {
    // An area is a few squares: looking through it is quicker than keeping a set.
    g.frontier.clear();
    for (Square a : g.area)
      for (Square n : field.grid.neighbours(a))
        if (field.allowed.contains(n) && !taken.near.contains(n) && !holds(g.area, n) && !holds(g.frontier, n)) g.frontier.push_back(n);
    if (g.frontier.empty()) return false;
    g.area.push_back(g.frontier[stream.below(static_cast<std::uint32_t>(g.frontier.size()))]);
  }
  return true;
}

void record_areas(const std::vector<int>& sizes, const std::vector<ForestSquare>& forest, RollLog& log) {
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
  const Field field = field_for(scenario, objective, peaks);
  const int squares = squares_needed(scenario);
  const int most_areas = std::max(1, std::min(scenario.forest_areas.high, squares));
  const int areas = stream.between(std::min(scenario.forest_areas.low, most_areas), most_areas);
  const std::vector<int> sizes = area_sizes(squares, areas);
  Growth growth(sizes.front());
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
      if (!grow_area(field, size, taken, stream, growth)) {
        grown = false;
        break;
      }
      for (Square s : growth.area) {
        taken.add(field.grid, s);
        forest.push_back({s, scenario.trees_per_square});
      }
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
