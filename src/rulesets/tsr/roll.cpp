#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

namespace {
// Every stream a roll opens, derived side by side before it starts (the
// procedures open them by these names; one missing here is derived when opened).
Streams with_roll_streams_derived(const Streams& streams) {
  const std::string usa = side_key(Side::usa), csa = side_key(Side::csa);
  const std::string usa_placement = "placement " + usa, csa_placement = "placement " + csa;
  const std::array<std::string_view, 6> procedures = {"timeline", "objective", "hills", "forest", usa_placement, csa_placement};
  const std::array<std::string_view, 2> sides = {usa, csa};
  const std::array<std::string_view, 3> side_procedures = {"marker codes", "blind draw", "brigades"};
  return streams.derived_ahead(procedures, sides, side_procedures);
}
}  // namespace

Setup roll(const Scenario& scenario, const Streams& given_streams, RollDetail detail) {
  const Streams streams = with_roll_streams_derived(given_streams);
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
