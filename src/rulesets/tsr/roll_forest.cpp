// Forest: enough squares of trees to hold at least the scenario's tree count,
// in two or three separate areas, all in the rows the US must cross between
// its first echelon and the store.
#include <algorithm>
#include <set>

#include "core/diagnostic.hpp"
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
  const Scenario& scenario;
  const OffsetGrid grid;
  std::set<Square> allowed;  // in the march rows, not a peak, not the store
};

bool touches_other_area(const Field& field, Square s, const std::set<Square>& others) {
  for (Square n : field.grid.neighbours(s))
    if (others.count(n)) return true;
  return others.count(s) > 0;
}

std::optional<std::vector<Square>> grow_area(const Field& field, int size, const std::set<Square>& taken, RandomStream& stream) {
  std::vector<Square> starts;
  for (Square s : field.allowed)
    if (!touches_other_area(field, s, taken)) starts.push_back(s);
  if (starts.empty()) return std::nullopt;
  std::vector<Square> area{starts[stream.below(static_cast<std::uint32_t>(starts.size()))]};
  while (static_cast<int>(area.size()) < size) {
    std::vector<Square> frontier;
    for (Square a : area)
      for (Square n : field.grid.neighbours(a))
        if (field.allowed.count(n) && !touches_other_area(field, n, taken) &&
            std::find(area.begin(), area.end(), n) == area.end() &&
            std::find(frontier.begin(), frontier.end(), n) == frontier.end())
          frontier.push_back(n);
    if (frontier.empty()) return std::nullopt;
    area.push_back(frontier[stream.below(static_cast<std::uint32_t>(frontier.size()))]);
  }
  return area;
}
}  // namespace

std::vector<ForestSquare> roll_forest(const Scenario& scenario, Square objective, const std::vector<Hill>& hills,
                                      RandomStream& stream, std::vector<RollRecord>& rolls) {
  Field field{scenario, grid_of(scenario), {}};
  for (int row : march_rows(scenario, objective))
    for (int c = 0; c < scenario.columns; ++c)
      if (Square s{c, row}; s != objective && !on_peak(hills, s)) field.allowed.insert(s);

  const int squares = squares_needed(scenario);
  const int most_areas = std::max(1, std::min(scenario.forest_areas.high, squares));
  const int areas = stream.between(std::min(scenario.forest_areas.low, most_areas), most_areas);
  for (int attempt = 0; attempt < attempts; ++attempt) {
    std::set<Square> taken;
    std::vector<ForestSquare> forest;
    bool grown = true;
    int area_number = 0;
    for (int size : area_sizes(squares, areas)) {
      auto area = grow_area(field, size, taken, stream);
      if (!area) {
        grown = false;
        break;
      }
      ++area_number;
      std::string where;
      for (Square s : *area) {
        taken.insert(s);
        forest.push_back({s, scenario.trees_per_square});
        where += (where.empty() ? "" : " ") + square_name(s);
      }
      rolls.push_back({"forest area " + std::to_string(area_number), "grow", std::to_string(size) + " squares", where});
    }
    if (grown) return forest;
    rolls.resize(rolls.size() - static_cast<std::size_t>(area_number));
  }
  throw InputError({scenario.file, 0, 0},
                   "cannot fit " + std::to_string(squares) + " forest squares in " + std::to_string(areas) +
                       " separate areas between the US first echelon and the store",
                   "use fewer trees, more trees per square, or more rows on the board");
}

}  // namespace muster::tsr
