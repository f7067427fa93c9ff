#include "rulesets/tsatf/statistics.hpp"

#include "rulesets/feature_statistics.hpp"
#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/terrain_kinds.hpp"

namespace muster::tsatf {

namespace {
void force_statistics(const SideSetup& side, SetupStatistics& out) {
  out.count(side.name, "units", static_cast<long long>(side.force.units.size()));
  out.count(side.name, "figures", figure_count(side.force));
}
}  // namespace

SetupStatistics statistics_of(const Setup& setup) {
  SetupStatistics out;
  out.category("First player", "moves first", setup.sides[setup.first_player].name);
  out.category("First player", "decided by", setup.first_roll.empty() ? "the scenario" : "a roll-off");
  if (!setup.first_roll.empty()) out.count("First player", "roll-off rounds", static_cast<long long>(setup.first_roll.size()));
  if (setup.edges_roll) out.category("Deployment", "edges", *setup.edges_roll <= 3 ? "as given" : "changed");
  for (const SideSetup& side : setup.sides) force_statistics(side, out);
  count_features(setup.battlefield.features, terrain_kinds(), setup.battlefield.dropped.size(), out);
  if (const auto& current = setup.battlefield.current) {
    out.count("River", "current dice", current->dice);
    if (const Feature* river = river_of(setup.battlefield.features); river && river->course())
      out.category("River", "current flows", flow_direction(*river->course(), current->to_last_point));
  }
  // Whose horses shy matters: each side's are counted apart.
  if (!setup.camels.empty())
    for (std::size_t side = 0; side < setup.sides.size(); ++side) {
      long long unfamiliar = 0;
      for (const CamelFamiliarity& camel : setup.camels) unfamiliar += camel.unfamiliar && static_cast<std::size_t>(camel.side) == side ? 1 : 0;
      out.count(setup.sides[side].name, "horsed units unfamiliar with camels", unfamiliar);
    }
  return out;
}

}  // namespace muster::tsatf
