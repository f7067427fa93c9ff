#include "rulesets/tsr/statistics.hpp"

#include <algorithm>

namespace muster::tsr {

namespace {
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
  long long trees = 0;
  for (const ForestSquare& f : setup.terrain.forest) trees += f.trees;
  out.count("Terrain", "forest squares", static_cast<long long>(setup.terrain.forest.size()));
  out.count("Terrain", "trees", trees);
  out.count("Terrain", "objective rows from the CSA baseline",
            acw::distance_from_edge(setup.side(Side::csa).baseline, setup.terrain.objective.row, setup.rows));
  return out;
}

}  // namespace muster::tsr
