#include "rulesets/sbd/summary.hpp"

#include "core/seed.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

std::string describe(const Setup& s) {
  const Side attacker = s.attacker(), defender = s.defender();
  std::string out = s.scenario + " (Short But Desperate, seed " + seed_text(s.seed) + ")\n";
  out += "  battlefield " + std::to_string(s.battlefield.columns) + " x " + std::to_string(s.battlefield.rows) + " zones of " +
         std::to_string(static_cast<int>(s.battlefield.zone.millimetres() + 0.5)) + " mm\n";
  out += "  week: " + side_key(Side::usa) + " banked " + std::to_string(s.week.banked[0]) + " sixes, " + side_key(Side::csa) + " " +
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
           std::to_string(own.units.size()) + " units, " + std::to_string(stands) + " stands on table, " + std::to_string(s.week.bonus_cards(side)) +
           (s.week.bonus_cards(side) == 1 ? " bonus card" : " bonus cards");
    if (side == defender) out += ", " + std::to_string(straggled) + " stands straggled, " + std::to_string(reinforcements) + " units held back";
    out += "\n";
  }
  out += "  " + std::to_string(s.quality.size()) + " zones rolled for troop quality\n";
  return out;
}

}  // namespace muster::sbd
