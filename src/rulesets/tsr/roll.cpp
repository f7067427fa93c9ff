#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

Setup roll(const Scenario& scenario, const Streams& streams, RollDetail detail) {
  Setup setup;
  static_cast<SetupHead&>(setup) = setup_head(scenario, streams);
  setup.columns = scenario.columns;
  setup.rows = scenario.rows;
  setup.cell = scenario.cell;
  setup.first_echelon = scenario.first_echelon;
  setup.echelon_distance = scenario.echelon_distance;
  setup.brigades = scenario.brigades;

  // Room for a default roll's log, so that it is not moved as it grows.
  if (detail == RollDetail::with_log) setup.rolls.reserve(32);
  RollLog log(detail, setup.rolls);
  auto stream = [&streams](const char* procedure) { return streams.open(procedure); };
  auto timeline_stream = stream("timeline");
  setup.timeline = roll_timeline(timeline_stream, log);
  auto objective_stream = stream("objective");
  setup.terrain.objective = roll_objective(scenario, objective_stream, log);
  auto hill_stream = stream("hills");
  setup.terrain.hills = roll_hills(scenario, setup.terrain.objective, hill_stream, log);
  auto forest_stream = stream("forest");
  setup.terrain.forest = roll_forest(scenario, setup.terrain.objective, setup.terrain.hills, forest_stream, log);

  for (Side side : both_sides) {
    const SideSpec& spec = scenario.sides[index_of(side)];
    SideSetup& out = setup.sides[index_of(side)];
    static_cast<SideIdentity&>(out) = spec;
    const SideStreams secrets = streams.secrets(side_key(side));
    out.markers = roll_markers(scenario, side, setup.terrain.hills, streams, secrets, log);
    auto brigade_stream = secrets.open("brigades");
    out.divisions = roll_divisions(scenario, side, out.markers, brigade_stream, log);
  }
  return setup;
}

}  // namespace muster::tsr
