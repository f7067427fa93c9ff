#include "rulesets/sbd/statistics.hpp"

#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

namespace {
// Short enough for a chart's bar label; the summary gives the full reason.
std::string reason_name(AttackerReason reason) {
  switch (reason) {
    case AttackerReason::banked_sixes: return "more sixes";
    case AttackerReason::sunday_skirmish: return "Sunday's skirmish";
    case AttackerReason::cavalry: return "more cavalry";
    case AttackerReason::confederates: return "all level";
  }
  return "?";
}

void week_statistics(const Setup& setup, SetupStatistics& out) {
  const Week& week = setup.week;
  out.category("Pre-battle week", "attacker", setup.side(week.attacker).name);
  out.category("Pre-battle week", "decided by", reason_name(week.reason));
  out.category("Pre-battle week", "attacker, and why", setup.side(week.attacker).name + ", " + reason_name(week.reason));
  out.count("Pre-battle week", "winning margin", week.margin());
  out.category("Pre-battle week", "straggler table row", margin_band(straggler_row(week.margin())));
  for (Side side : both_sides) out.count(setup.side(side).name, "sixes banked", week.banked[index_of(side)]);
}

// Only the defender rolls for stragglers (section 12.4), so its losses are counted as the
// defender's, whichever side that is: per side, half the rolls would add a zero. A unit held
// back arrives whole, so its straggling stands are not lost.
void defender_statistics(const Setup& setup, SetupStatistics& out) {
  const std::string group = "Day of battle: the defender";
  int straggled = 0, reinforcements = 0, on_table = 0;
  for (const UnitSetup& unit : setup.side(setup.defender()).units) {
    if (unit.reinforcement) ++reinforcements;
    else straggled += unit.straggled;
    on_table += unit.stands_on_table();
  }
  out.count(group, "stands lost to straggling", straggled);
  out.count(group, "units held back as reinforcements", reinforcements);
  out.count(group, "stands on the table", on_table);
}

void side_statistics(const Setup& setup, Side side, SetupStatistics& out) {
  const SideSetup& s = setup.side(side);
  int veterans = 0, experienced = 0, greens = 0, on_table = 0;
  for (const UnitSetup& unit : s.units) {
    on_table += unit.stands_on_table();
    if (!unit.is_regiment()) continue;
    if (unit.quality == orbat::Quality::veteran) ++veterans;
    else if (unit.quality == orbat::Quality::green) ++greens;
    else ++experienced;
  }
  out.count(s.name, "veteran regiments", veterans);
  out.count(s.name, "experienced regiments", experienced);
  out.count(s.name, "green regiments", greens);
  out.count(s.name, "stands on the table", on_table);
}
}  // namespace

SetupStatistics statistics_of(const Setup& setup) {
  SetupStatistics out;
  week_statistics(setup, out);
  defender_statistics(setup, out);
  for (Side side : both_sides) side_statistics(setup, side, out);
  return out;
}

}  // namespace muster::sbd
