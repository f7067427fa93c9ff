#include "rulesets/sbd/summary.hpp"

#include "core/counted.hpp"
#include "rulesets/sbd/tables.hpp"
#include "rulesets/summary_heading.hpp"

namespace muster::sbd {

std::string describe(const Setup& s) {
  const Side attacker = s.attacker(), defender = s.defender();
  std::string out = summary_heading(s.scenario, "Short But Desperate", s.seed);
  out += "  battlefield " + std::to_string(s.battlefield.columns) + " x " + std::to_string(s.battlefield.rows) + " zones of " +
         std::to_string(static_cast<int>(s.battlefield.zone.millimetres() + 0.5)) + " mm\n";
  out += "  week: " + side_key(Side::usa) + " banked " + counted(s.week.banked[0], "six", "sixes") + ", " + side_key(Side::csa) + " " +
         std::to_string(s.week.banked[1]) + "; " + side_key(attacker) + " attacks (" + attacker_reason_text(s.week.reason) + ")\n";
  out += "  margin " + std::to_string(s.week.sixes_margin) + " + " + std::to_string(s.week.cavalry[index_of(attacker)]) +
         " cavalry = " + std::to_string(s.week.margin()) + ": day-of-battle row " + margin_band(straggler_row(s.week.margin())) + "\n";
  for (Side side : both_sides) {
    const SideSetup& own = s.side(side);
    int stands = 0, straggled = 0, reinforcements = 0;
    for (const UnitSetup& u : own.units) {
      stands += u.stands_on_table();
      straggled += u.reinforcement ? 0 : u.straggled;
      reinforcements += u.reinforcement ? 1 : 0;
    }
    out += "  " + side_key(side) + " (" + own.name + ", " + (side == attacker ? "attacker" : "defender") + "): " +
           counted(static_cast<std::int64_t>(own.units.size()), "unit") + ", " + counted(stands, "stand") + " on table, " + counted(s.week.bonus_cards(side), "bonus card");
    if (side == defender) out += ", " + counted(straggled, "stand") + " straggled, " + counted(reinforcements, "unit") + " held back";
    out += "\n";
  }
  out += "  " + counted(static_cast<std::int64_t>(s.quality.size()), "zone") + " rolled for troop quality\n";
  return out;
}

}  // namespace muster::sbd
