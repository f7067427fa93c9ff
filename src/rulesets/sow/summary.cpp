#include "rulesets/sow/summary.hpp"

#include "core/counted.hpp"
#include "core/table_unit.hpp"
#include "rulesets/sow/tables.hpp"
#include "rulesets/summary_heading.hpp"

namespace muster::sow {

namespace {

std::string zone_text(const Zone& zone) {
  return zone.half ? "the " + edge_name(zone.edge) + " half" : "within 20 cm of the " + edge_name(zone.edge) + " edge";
}

}  // namespace

std::string describe(const Setup& s) {
  const TableUnit cm = TableUnit::centimetres();
  std::string out = summary_heading(s.scenario, ruleset_title, s.seed);
  out += "  table: " + unit_text(s.table.width, cm) + " x " + unit_text(s.table.depth, cm) + ", " + counted(static_cast<std::int64_t>(s.features.size()), "feature");
  if (!s.dropped.empty()) out += " (" + std::to_string(s.dropped.size()) + " found no room)";
  for (const AnimalRate& animal : s.other_animals) out += "; " + animal.name + " " + unit_text(animal.move, cm) + " an action";
  out += "\n  initiative:";
  for (const auto& pair : s.deployment.initiative) out += " " + std::to_string(pair[0]) + "-" + std::to_string(pair[1]);
  out += "; " + s.sides[s.deployment.attacker].key + " attacks, deployment roll " + std::to_string(s.deployment.table_roll) + "\n";
  for (std::size_t i = 0; i < 2; ++i) {
    const SideSetup& side = s.sides[i];
    out += "  " + side.key + " (" + side.name + "): " + counted(figure_count(side.force), "figure") + " in " + counted(static_cast<std::int64_t>(side.force.units.size()), "unit") + ", " + std::to_string(cost_of(side.force)) + (side.recipe ? " of " + std::to_string(side.recipe->points) : std::string()) + " points; deploys " +
           zone_text(s.deployment.zones[i]) + (s.solo && s.solo->side == i ? " (run by the game)" : "") + "\n";
  }
  return out;
}

}  // namespace muster::sow
