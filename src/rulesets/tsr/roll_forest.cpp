// Forest: enough squares of trees to hold at least the scenario's tree count,
// in two or three separate areas, all in the rows the US must cross between
// its first echelon and the store.
#include <algorithm>

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

struct Field {
  const OffsetGrid grid;
  // In the march rows, not a peak, not the store; column by column, then row
  // by row, the order in which the first square of an area is drawn.
  std::vector<Square> allowed;
  SquareSet allowed_set;
};

// The squares already in an area and every square touching one: a new area
// may not use them, so that areas stay separate.
struct Taken {
  SquareSet near;
  void add(const OffsetGrid& grid, Square s) {
    near.insert(s);
    for (Square n : grid.neighbours(s)) near.insert(n);
  }
};

// Scratch vectors kept across attempts, so that growing an area allocates nothing.
struct Growth {
  std::vector<Square> starts, area, frontier;
};

bool holds(const std::vector<Square>& squares, Square s) { return std::find(squares.begin(), squares.end(), s) != squares.end(); }

bool grow_area(const Field& field, int size, const Taken& taken, RandomStream& stream, Growth& g) {
  g.starts.clear();
  for (Square s : field.allowed)
    if (!taken.near.contains(s)) g.starts.push_back(s);
  if (g.starts.empty()) return false;
  g.area.assign(1, g.starts[stream.below(static_cast<std::uint32_t>(g.starts.size()))]);
  while (static_cast<int>(g.area.size()) < size) {
    // An area is a few squares: looking through it is quicker than keeping a set.
    g.frontier.clear();
    for (Square a : g.area)
      for (Square n : field.grid.neighbours(a))
        if (field.allowed_set.contains(n) && !taken.near.contains(n) && !holds(g.area, n) && !holds(g.frontier, n))
          g.frontier.push_back(n);
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

std::vector<ForestSquare> roll_forest(const Scenario& scenario, Square objective, const std::vector<Hill>& hills,
                                      RandomStream& stream, RollLog& log) {
  Field field{grid_of(scenario), {}, {}};
  // Column by column, each column's rows upwards: the order of Square's comparison.
  const std::vector<int> rows = march_rows(scenario, objective);
  const SquareSet peaks = peak_squares(hills);
  for (int c = 0; c < scenario.columns; ++c)
    for (int row : rows)
      if (Square s{c, row}; s != objective && !peaks.contains(s)) {
        field.allowed.push_back(s);
        field.allowed_set.insert(s);
      }

  const int squares = squares_needed(scenario);
  const int most_areas = std::max(1, std::min(scenario.forest_areas.high, squares));
  const int areas = stream.between(std::min(scenario.forest_areas.low, most_areas), most_areas);
  const std::vector<int> sizes = area_sizes(squares, areas);
  Growth growth;
  std::vector<ForestSquare> forest;
  forest.reserve(static_cast<std::size_t>(squares));
  for (int attempt = 0; attempt < attempts; ++attempt) {
    Taken taken;
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
