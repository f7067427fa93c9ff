#include "rulesets/sow/summary.hpp"

#include "core/seed.hpp"
#include "core/table_unit.hpp"
#include "rulesets/sow/tables.hpp"

namespace muster::sow {

namespace {

std::string zone_text(const Zone& zone) {
  return zone.half ? "the " + edge_name(zone.edge) + " half" : "within 20 cm of the " + edge_name(zone.edge) + " edge";
}

}  // namespace

std::string describe(const Setup& s) {
  const TableUnit cm = TableUnit::centimetres();
  std::string out = s.scenario + " (" + ruleset_title + ", seed " + seed_text(s.seed) + ")\n";
  out += "  table: " + unit_text(s.table.width, cm) + " x " + unit_text(s.table.depth, cm) + ", " + std::to_string(s.features.size()) + " features";
  if (!s.dropped.empty()) out += " (" + std::to_string(s.dropped.size()) + " found no room)";
  out += "\n  initiative:";
  for (const auto& pair : s.deployment.initiative) out += " " + std::to_string(pair[0]) + "-" + std::to_string(pair[1]);
  out += "; " + s.sides[s.deployment.attacker].key + " attacks, deployment roll " + std::to_string(s.deployment.table_roll) + "\n";
  for (std::size_t i = 0; i < 2; ++i) {
    const SideSetup& side = s.sides[i];
    out += "  " + side.key + " (" + side.name + "): " + std::to_string(figure_count(side.force)) + " figures in " + std::to_string(side.force.units.size()) +
           " units, " + std::to_string(cost_of(side.force)) + (side.recipe ? " of " + std::to_string(side.recipe->points) : std::string()) + " points; deploys " +
           zone_text(s.deployment.zones[i]) + (s.solo && s.solo->side == i ? " (run by the game)" : "") + "\n";
  }
  return out;
}

}  // namespace muster::sow
