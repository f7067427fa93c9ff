#include "core/random.hpp"
#include "rulesets/acw_names.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

std::array<orbat::Orbat, 2> muster_armies(const Scenario& scenario, const Streams& streams) {
  std::array<orbat::Orbat, 2> armies;
  // One shape for every recipe army, so that both sides start evenly matched.
  auto shape_stream = streams.open("orbat recipe");
  const ArmyShape shape = roll_army_shape(scenario.army_recipe, shape_stream);
  for (Side side : both_sides) {
    const SideSpec& spec = scenario.sides[index_of(side)];
    if (spec.orbat) {
      armies[index_of(side)] = *spec.orbat;
      continue;
    }
    auto names = streams.secret(side_key(side), "orbat names");
    armies[index_of(side)] = dress_army(shape, acw::naming_style(side, spec.name), names);
  }
  return armies;
}

void enlist(const orbat::Orbat& army, Side side, SideSetup& out) {
  out.orbat_file = army.file;
  for (const auto& [command, depth] : orbat::commands_of(army.top)) {
    CommandSetup c;
    c.name = command->name;
    c.depth = depth;
    c.leader = command->leader;
    out.commands.push_back(c);
  }
  // Parents: the nearest shallower command before it in depth-first order.
  for (std::size_t i = 1; i < out.commands.size(); ++i)
    for (std::size_t j = i; j-- > 0;)
      if (out.commands[j].depth == out.commands[i].depth - 1) {
        out.commands[i].parent = out.commands[j].name;
        break;
      }
  int number = 0;
  for (const auto& [unit, command] : orbat::units_of(army.top)) {
    UnitSetup u;
    u.code = (side == Side::usa ? "US" : "CS") + std::to_string(++number);
    u.name = unit->name;
    u.command = command->name;
    u.type = unit->type;
    u.guns = unit->guns;
    u.ordnance = unit->ordnance;
    u.weight = unit->weight;
    u.mustered = unit->is_regiment() ? unit->stands : battery_stands(unit->guns);
    u.stands = u.mustered;
    if (unit->quality) u.quality = *unit->quality;
    u.quality_rolled = !unit->quality && unit->is_regiment();
    out.units.push_back(u);
  }
}

}  // namespace muster::sbd
