#include "rulesets/tsb/summary.hpp"

#include <algorithm>

#include "core/counted.hpp"
#include "rulesets/summary_heading.hpp"
#include "rulesets/tsb/battlefield_reader.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

std::string describe(const Setup& s) {
  const Battlefield& field = s.battlefield;
  std::string out = summary_heading(s.scenario, "The Square Brigadier", s.seed);
  out += "  battlefield: " + grid_key(field.grid.shape) + ", " + std::to_string(field.grid.columns) + " x " + std::to_string(field.grid.rows) +
         " areas of " + length_text(field.area) + "\n  terrain:";
  for (TerrainKind kind : {TerrainKind::woods, TerrainKind::town, TerrainKind::steep_slope, TerrainKind::river, TerrainKind::water})
    out += " " + std::to_string(std::count(field.kinds.begin(), field.kinds.end(), kind)) + " " + key_of(kind) + ",";
  out += " " + counted(static_cast<std::int64_t>(field.roads.size()), "road") + (field.railway ? ", a railway" : "") + "\n";
  out += "  objectives:";
  for (Square objective : field.objectives) out += " " + square_name(objective);
  out += "\n  first move: " + s.sides[s.first.side].key + (s.first.by_dice ? " (by dice)" : " (attacker)") + "\n";
  for (const SideSetup& side : s.sides) {
    const int units = unit_count(side.army);
    out += "  " + side.key + " (" + side.name + ", " + edge_name(side.baseline) + "): " + counted(units, "unit") + " in " +
           counted(static_cast<std::int64_t>(side.army.commands.size()), "command") +
           (side.army.general_units.empty() ? "" : " and " + std::to_string(side.army.general_units.size()) + " under the General") + ", breaks at " + std::to_string(break_point(units)) + " lost\n";
  }
  return out;
}

}  // namespace muster::tsb
