#include "rulesets/tsatf/commander_reader.hpp"

#include <algorithm>
#include <set>

#include "core/suggest.hpp"
#include "spec/key_shape.hpp"
#include "spec/map_reader.hpp"

namespace muster::tsatf {

using spec::MapReader;
using spec::Node;

namespace {

inline constexpr std::size_t most_commander_name = 48;

std::string attached_hint(const Force& force, const std::string& name) {
  std::vector<std::string> names;
  for (const Unit& unit : force.units) names.push_back(unit.name);
  if (const auto near = nearest_word(name, names)) return "did you mean '" + *near + "'?";
  return "name a unit of the side's own force, or leave 'attached' out";
}

std::optional<Commander> read_commander(const Node& node, const Force* force, Allegiance allegiance, bool senior_named, Diagnostics& d) {
  if (!node.is_map()) {
    d.error(node.where(), "a commander should be a mapping with a 'name', found " + node.kind_name(), "write e.g. '- {name: Musa wad Helu, senior: yes}'");
    return std::nullopt;
  }
  MapReader reader(node, d, "a commander");
  Commander commander;
  commander.name = reader.text("name", "", most_commander_name);
  if (commander.name.empty() && spec::absent_or_scalar(node, "name")) d.error(node.where(), "this commander has no name", "give him one: 'name: Musa wad Helu'");
  const auto senior = node.child("senior");
  commander.senior = reader.flag("senior", false);
  if (commander.senior && allegiance != Allegiance::native)
    d.error(senior->where(), "the senior leader is the native commander of the 1885 rules; this side is imperial",
            "leave 'senior' out: any commander of this side may lead a unit he is not attached to");
  else if (commander.senior && senior_named)
    d.error(senior->where(), "the side already has its senior leader", "give 'senior: yes' to one commander");
  commander.attached = reader.text("attached", "", 48);
  if (!commander.attached.empty() && force &&
      std::none_of(force->units.begin(), force->units.end(), [&](const Unit& u) { return u.name == commander.attached; }))
    d.error(node.child("attached")->where(), "no unit of this side is called '" + commander.attached + "'", attached_hint(*force, commander.attached));
  return commander;
}

}  // namespace

std::vector<Commander> read_commanders(const Node& node, const Force* force, Allegiance allegiance, Diagnostics& d) {
  std::vector<Commander> commanders;
  if (!node.is_sequence() || node.items().empty()) {
    d.error(node.where(), "'commanders' should be a list of leaders, found " + node.kind_name(), "write a '- {name: ...}' line per commander");
    return commanders;
  }
  if (node.items().size() > static_cast<std::size_t>(most_commanders_on_a_side)) {
    d.error(node.where(), "the side has " + std::to_string(node.items().size()) + " commanders; muster takes " + std::to_string(most_commanders_on_a_side) + " a side",
            "name the leaders a player needs: the senior and those who lead units");
    return commanders;
  }
  std::set<std::string> names;
  bool senior_named = false;
  for (const Node& item : node.items()) {
    auto commander = read_commander(item, force, allegiance, senior_named, d);
    if (!commander) continue;
    if (!commander->name.empty() && !names.insert(commander->name).second)
      d.error(item.where(), "two commanders are called '" + commander->name + "'", "give every commander his own name");
    senior_named = senior_named || (commander->senior && allegiance == Allegiance::native);
    commanders.push_back(std::move(*commander));
  }
  return commanders;
}

}  // namespace muster::tsatf
