#include "rulesets/sow/statistics.hpp"

#include "rulesets/feature_statistics.hpp"
#include "rulesets/sow/tables.hpp"
#include "rulesets/sow/terrain_kinds.hpp"

namespace muster::sow {

namespace {
// In words, as a report reads; the record's keys ("defend-feature") are for files.
std::string tactics_words(SoloTactics tactics) {
  switch (tactics) {
    case SoloTactics::defend_feature: return "defend the feature";
    case SoloTactics::hold: return "hold";
    case SoloTactics::advance: return "advance";
  }
  return "?";
}

void force_statistics(const SideSetup& side, SetupStatistics& out) {
  long long figures = 0, mounted = 0;
  for (const Unit& unit : side.force.units)
    for (const Figure& figure : unit.figures) {
      ++figures;
      mounted += figure.horse ? 1 : 0;
    }
  out.count(side.name, "units", static_cast<long long>(side.force.units.size()));
  out.count(side.name, "figures", figures);
  out.count(side.name, "mounted figures", mounted);
}
}  // namespace

SetupStatistics statistics_of(const Setup& setup) {
  SetupStatistics out;
  const Deployment& deployment = setup.deployment;
  out.category("Deployment", "attacker", setup.sides[deployment.attacker].name);
  out.category("Deployment", "attacker's deployment", label_of(deployment_result(deployment.table_roll)));
  out.count("Deployment", "initiative rolls", static_cast<long long>(deployment.initiative.size()));
  for (const SideSetup& side : setup.sides) force_statistics(side, out);
  count_features(setup.features, terrain_kinds(), setup.dropped.size(), out);
  if (setup.solo) out.category("Solo side", "tactics", tactics_words(setup.solo->tactics));
  return out;
}

}  // namespace muster::sow
