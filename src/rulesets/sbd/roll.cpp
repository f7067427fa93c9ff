#include "rulesets/sbd/procedures.hpp"

namespace muster::sbd {

Setup roll(const Scenario& scenario, const Streams& streams) {
  Setup setup;
  static_cast<SetupHead&>(setup) = setup_head(scenario, streams);
  setup.quality_source = scenario.quality;
  setup.hold_back = scenario.hold_back;

  const auto armies = muster_armies(scenario, streams);
  std::array<int, 2> cavalry{};
  std::array<WeekPlan, 2> plans;
  for (Side side : both_sides) {
    const SideSpec& spec = scenario.sides[index_of(side)];
    SideSetup& out = setup.sides[index_of(side)];
    static_cast<SideIdentity&>(out) = spec;
    out.plan = spec.plan;
    plans[index_of(side)] = spec.plan;
    enlist(armies[index_of(side)], side, out);
    cavalry[index_of(side)] = count_regiments(out.units, orbat::UnitType::cavalry);
  }

  if (scenario.terrain_by_hand) {
    setup.battlefield = scenario.battlefield;
  } else {
    std::array<RowNeed, 2> needs;
    for (Side side : both_sides) {
      const SideSetup& s = setup.side(side);
      needs[index_of(side)] = {s.baseline, static_cast<int>(s.units.size()), count_regiments(s.units, orbat::UnitType::battery)};
    }
    auto terrain = streams.open("terrain");
    setup.battlefield = roll_terrain(scenario.battlefield, scenario.terrain, needs, terrain);
  }

  auto week = streams.open("pre-battle week");
  setup.week = roll_week(plans, cavalry, week);
  deploy(setup, scenario.per_zone);
  settle_unrolled_quality(setup);
  if (scenario.quality == QualitySource::flowchart) setup.quality = roll_quality(setup, streams);
  roll_stragglers(setup, streams);
  place_leaders(setup);
  return setup;
}

}  // namespace muster::sbd
