#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

// The liquor store, the US objective, stands 2 or 3 rows in from the CSA baseline.
Square roll_objective(const Scenario& scenario, RandomStream& stream, RollLog& log) {
  const int distance = stream.between(scenario.objective_distance.low, scenario.objective_distance.high);
  const int column = stream.between(0, scenario.columns - 1);
  const Square store{column, row_from_edge(scenario.sides[index_of(Side::csa)].baseline, distance, scenario.rows)};
  log.add([&] {
    return RollRecord{"liquor store",
                      "distance " + std::to_string(scenario.objective_distance.low) + "-" + std::to_string(scenario.objective_distance.high) + ", column",
                      std::to_string(distance) + ", " + std::string(1, static_cast<char>('A' + column)), square_name(store)};
  });
  return store;
}

}  // namespace muster::tsr
