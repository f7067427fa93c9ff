#include "rulesets/tsr/summary.hpp"

#include <sstream>

#include "core/seed.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

std::string describe(const Setup& s) {
  std::ostringstream out;
  out << s.scenario << " (Terrible Swift Rules), seed " << seed_text(s.seed) << "\n";
  out << "  start " << clock(s.timeline.start_hour) << ", dusk " << clock(s.timeline.dusk_hour) << ": "
      << s.timeline.daylight_turns() << " daylight turns\n";
  out << "  board " << s.columns << " x " << s.rows << " offset squares; liquor store at " << square_name(s.terrain.objective) << "\n";
  out << "  hills:";
  for (const auto& h : s.terrain.hills) {
    out << " " << h.squares.size() << " squares (peak";
    for (Square p : h.peak) out << " " << square_name(p);
    out << ");";
  }
  int trees = 0;
  for (const auto& f : s.terrain.forest) trees += f.trees;
  out << "\n  forest: " << trees << " trees in " << s.terrain.forest.size() << " squares\n";
  for (Side side : both_sides) {
    const SideSetup& own = s.side(side);
    int brigades = 0, guns = 0;
    bool on_contact = false;
    for (const auto& d : own.divisions) {
      if (d.brigades) brigades += *d.brigades;
      else on_contact = true;
      guns += d.artillery;
    }
    out << "  " << side_key(side) << " (" << own.name << "): " << own.divisions.size() << " divisions";
    if (!on_contact) out << ", " << brigades << " brigades";
    out << ", " << guns << " artillery battalions\n";
  }
  return out.str();
}

}  // namespace muster::tsr
