#include "rulesets/tsr/statistics.hpp"

#include <algorithm>

#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

namespace {
// Squares a US unit enters on the shortest way from its baseline to the store, going round
// the peaks: how far the hills push the Union's march beyond the rows it must cross.
long long us_route_steps(const Setup& setup) {
  const OffsetGrid grid{setup.columns, setup.rows};
  const SquareSet peaks = peak_squares(setup.terrain.hills);
  const int baseline = acw::row_from_edge(setup.side(Side::usa).baseline, 0, setup.rows);
  // The hills are rolled until such a route exists, so there always is one.
  return grid.steps_around(grid.row_squares(baseline), setup.terrain.objective, peaks).value_or(-1);
}

void side_statistics(const SideSetup& side, SetupStatistics& out) {
  out.count(side.name, "real divisions", static_cast<long long>(side.divisions.size()));
  const auto with_guns = std::count_if(side.divisions.begin(), side.divisions.end(), [](const Division& d) { return d.artillery > 0; });
  out.count(side.name, "divisions with artillery", with_guns);
  // Brigades are known only when pre-rolled; rolled on contact, the table decides them at play.
  if (std::all_of(side.divisions.begin(), side.divisions.end(), [](const Division& d) { return d.brigades.has_value(); })) {
    int brigades = 0;
    for (const Division& d : side.divisions) brigades += *d.brigades;
    out.count(side.name, "brigades", brigades);
  }
}
}  // namespace

SetupStatistics statistics_of(const Setup& setup) {
  SetupStatistics out;
  out.count("Timeline", "start hour", setup.timeline.start_hour);
  out.count("Timeline", "dusk hour", setup.timeline.dusk_hour);
  out.count("Timeline", "daylight turns", setup.timeline.daylight_turns());
  for (const SideSetup& side : setup.sides) side_statistics(side, out);
  out.count("Terrain", "hills", static_cast<long long>(setup.terrain.hills.size()));
  long long hill_squares = 0;
  for (const Hill& hill : setup.terrain.hills) hill_squares += static_cast<long long>(hill.squares.size());
  out.count("Terrain", "squares of hill", hill_squares);
  long long trees = 0;
  for (const ForestSquare& f : setup.terrain.forest) trees += f.trees;
  out.count("Terrain", "forest squares", static_cast<long long>(setup.terrain.forest.size()));
  out.count("Terrain", "trees", trees);
  out.count("Terrain", "objective rows from the CSA baseline",
            acw::distance_from_edge(setup.side(Side::csa).baseline, setup.terrain.objective.row, setup.rows));
  out.count("Terrain", "US route to the store, squares", us_route_steps(setup));
  return out;
}

}  // namespace muster::tsr
