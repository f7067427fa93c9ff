#include "rulesets/tsr/summary.hpp"

#include <sstream>

#include "core/counted.hpp"
#include "rulesets/summary_heading.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

std::string describe(const Setup& s) {
  std::ostringstream out;
  out << summary_heading(s.scenario, "Terrible Swift Rules", s.seed);
  out << "  start " << clock(s.timeline.start_hour) << ", dusk " << clock(s.timeline.dusk_hour) << ": "
      << counted(s.timeline.daylight_turns(), "daylight turn") << "\n";
  out << "  board " << s.columns << " x " << s.rows << " offset squares; liquor store at " << square_name(s.terrain.objective) << "\n";
  out << "  hills:";
  const char* between = " ";
  for (const auto& h : s.terrain.hills) {
    out << between << counted(static_cast<std::int64_t>(h.squares.size()), "square") << " (peak";
    for (Square p : h.peak) out << " " << square_name(p);
    out << ")";
    between = "; ";
  }
  if (s.terrain.hills.empty()) out << " none";
  int trees = 0;
  for (const auto& f : s.terrain.forest) trees += f.trees;
  out << "\n  forest: " << counted(trees, "tree") << " in " << counted(static_cast<std::int64_t>(s.terrain.forest.size()), "square") << "\n";
  for (Side side : both_sides) {
    const SideSetup& own = s.side(side);
    int brigades = 0, guns = 0;
    bool on_contact = false;
    for (const auto& d : own.divisions) {
      if (d.brigades) brigades += *d.brigades;
      else on_contact = true;
      guns += d.artillery;
    }
    out << "  " << side_key(side) << " (" << own.name << "): " << counted(static_cast<std::int64_t>(own.divisions.size()), "division");
    if (!on_contact) out << ", " << counted(brigades, "brigade");
    out << ", " << counted(guns, "artillery battalion") << "\n";
  }
  return out.str();
}

}  // namespace muster::tsr
