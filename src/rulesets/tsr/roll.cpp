#include <array>
#include <string>

#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

namespace {
// The streams of one side's markers and divisions.
struct SideRollStreams {
  MarkerStreams markers;
  RandomStream brigades;
};

// Every stream a roll draws from, opened together (Streams::open_together).
struct RollStreams {
  RandomStream timeline, objective, hills, forest;
  std::array<SideRollStreams, 2> sides;  // by index_of(side)
};

RollStreams open_roll_streams(const Streams& streams) {
  const std::string usa = side_key(Side::usa), csa = side_key(Side::csa);
  const std::string usa_placement = "placement " + usa, csa_placement = "placement " + csa;
  auto [timeline, objective, hills, forest, usa_place, csa_place, usa_codes, usa_draw, usa_brigades, csa_codes, csa_draw, csa_brigades] =
      streams.open_together(std::array<StreamName, 12>{{{{}, "timeline"},
                                                        {{}, "objective"},
                                                        {{}, "hills"},
                                                        {{}, "forest"},
                                                        {{}, usa_placement},
                                                        {{}, csa_placement},
                                                        {usa, "marker codes"},
                                                        {usa, "blind draw"},
                                                        {usa, "brigades"},
                                                        {csa, "marker codes"},
                                                        {csa, "blind draw"},
                                                        {csa, "brigades"}}});
  static_assert(static_cast<int>(Side::usa) == 0 && static_cast<int>(Side::csa) == 1, "sides listed by index_of");
  return {timeline, objective, hills, forest,
          {SideRollStreams{{usa_codes, usa_draw, usa_place}, usa_brigades}, SideRollStreams{{csa_codes, csa_draw, csa_place}, csa_brigades}}};
}
}  // namespace

Setup roll(const Scenario& scenario, const Streams& streams, RollDetail detail) {
  RollStreams opened = open_roll_streams(streams);
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
  setup.timeline = roll_timeline(opened.timeline, log);
  setup.terrain.objective = roll_objective(scenario, opened.objective, log);
  setup.terrain.hills = roll_hills(scenario, setup.terrain.objective, opened.hills, log);
  const SquareSet peaks = peak_squares(setup.terrain.hills);
  setup.terrain.forest = roll_forest(scenario, setup.terrain.objective, peaks, opened.forest, log);

  for (Side side : both_sides) {
    const SideSpec& spec = scenario.sides[index_of(side)];
    SideSetup& out = setup.sides[index_of(side)];
    static_cast<SideIdentity&>(out) = spec;
    SideRollStreams& side_streams = opened.sides[index_of(side)];
    RolledMarkers rolled = roll_markers(scenario, side, peaks, side_streams.markers, log);
    out.divisions = roll_divisions(scenario, side, rolled, side_streams.brigades, log);
    out.markers = std::move(rolled.markers);
  }
  return setup;
}

}  // namespace muster::tsr
