// Leaders go where their troops are: a brigadier with the most of his
// regiments on the table, a higher commander with the most of his whole
// command. A leader whose whole command is off table waits with it.
#include <algorithm>
#include <map>

#include "rulesets/sbd/procedures.hpp"

namespace muster::sbd {

namespace {
bool within(const SideSetup& side, const std::string& command, const std::string& ancestor) {
  for (std::string name = command; !name.empty();) {
    if (name == ancestor) return true;
    auto parent = std::find_if(side.commands.begin(), side.commands.end(), [&](const CommandSetup& c) { return c.name == name; });
    name = parent == side.commands.end() ? std::string() : parent->parent;
  }
  return false;
}
}  // namespace

void place_leaders(Setup& setup) {
  for (SideSetup& side : setup.sides)
    for (CommandSetup& command : side.commands) {
      std::map<Square, int> strength;
      std::vector<Square> first_seen;
      for (const UnitSetup& u : side.units) {
        if (!u.on_table() || !within(side, u.command, command.name)) continue;
        if (strength[u.zone]++ == 0) first_seen.push_back(u.zone);
      }
      command.zone.reset();
      int best = 0;
      for (Square zone : first_seen)
        if (strength[zone] > best) best = strength[zone], command.zone = zone;
    }
}

}  // namespace muster::sbd
