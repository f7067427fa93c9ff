// Where things are on the TSR board, shared by the procedures and their tests.
#include <algorithm>

#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

OffsetGrid grid_of(const Scenario& scenario) { return {scenario.columns, scenario.rows}; }

bool on_peak(const std::vector<Hill>& hills, Square square) {
  return std::any_of(hills.begin(), hills.end(), [&](const Hill& hill) {
    return std::find(hill.peak.begin(), hill.peak.end(), square) != hill.peak.end();
  });
}

SquareSet peak_squares(const std::vector<Hill>& hills) {
  SquareSet peaks;
  for (const Hill& hill : hills)
    for (Square s : hill.peak) peaks.insert(s);
  return peaks;
}

int echelon_row(const Scenario& scenario, Side side) {
  return row_from_edge(scenario.sides[index_of(side)].baseline, scenario.echelon_distance, scenario.rows);
}

int baseline_row(const Scenario& scenario, Side side) {
  return row_from_edge(scenario.sides[index_of(side)].baseline, 0, scenario.rows);
}

IntRange march_rows(const Scenario& scenario, Square objective) {
  const int start = echelon_row(scenario, Side::usa);
  return {std::min(start, objective.row) + 1, std::max(start, objective.row) - 1};
}

}  // namespace muster::tsr
