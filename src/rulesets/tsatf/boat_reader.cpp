#include "rulesets/tsatf/boat_reader.hpp"

#include <algorithm>
#include <set>

#include "core/enum_keys.hpp"
#include "core/suggest.hpp"
#include "spec/key_shape.hpp"
#include "spec/key_probe.hpp"
#include "spec/map_reader.hpp"

namespace muster::tsatf {

using spec::MapReader;
using spec::Node;

namespace {

inline constexpr std::size_t most_boat_name = 48;

bool has_unit(const Force& force, const std::string& name) {
  return std::any_of(force.units.begin(), force.units.end(), [&](const Unit& u) { return u.name == name; });
}

// "did you mean '...'?" among the side's unit names, else what to name.
std::string unit_hint(const Force& force, const std::string& name) {
  std::vector<std::string> names;
  for (const Unit& unit : force.units) names.push_back(unit.name);
  if (const auto near = nearest_word(name, names)) return "did you mean '" + *near + "'?";
  return "name a unit of the side's own force, as its roster prints it";
}

// The units aboard: each a unit of the side's, none in two boats (`aboard` holds those already placed).
std::vector<std::string> read_carried(const Node& node, const Force* force, std::set<std::string>& aboard, Diagnostics& d) {
  std::vector<std::string> carried;
  if (!node.is_sequence()) {
    d.error(node.where(), "'carries' should be a list of the side's unit names, found " + node.kind_name(),
            "write e.g. 'carries: [\"1st Company, Black Watch\"]'");
    return carried;
  }
  for (const Node& item : node.items()) {
    spec::report_value(item, {spec::ValueKind::text, 0, 0, {}, 48});
    const std::string name = item.is_scalar() ? item.scalar() : "";
    if (force && !has_unit(*force, name)) {
      d.error(item.where(), "no unit of this side is called '" + name + "'", unit_hint(*force, name));
      continue;
    }
    if (!aboard.insert(name).second) {
      d.error(item.where(), "unit '" + name + "' is already aboard a boat", "put each unit in one boat");
      continue;
    }
    carried.push_back(name);
  }
  return carried;
}

std::optional<Boat> read_boat(const Node& node, const Force* force, Allegiance allegiance, std::set<std::string>& aboard, Diagnostics& d) {
  if (!node.is_map()) {
    d.error(node.where(), "a boat should be a mapping with 'name' and 'kind', found " + node.kind_name(), "write e.g. '- {name: The Ruby, kind: river-boat}'");
    return std::nullopt;
  }
  MapReader reader(node, d, "a boat");
  Boat boat;
  boat.name = reader.text("name", "", most_boat_name);
  if (boat.name.empty() && spec::absent_or_scalar(node, "name")) d.error(node.where(), "this boat has no name", "give it one: 'name: The Ruby'");
  const auto kind_node = reader.require("kind");
  const auto kind = kind_node ? spec::read_choice(*kind_node, d, boat_kind_keys(), "'kind'") : std::nullopt;
  if (kind) boat.kind = *parse_key<BoatKind>(boat_kind_keys(), *kind);
  if (kind && boat.kind == BoatKind::river_boat && allegiance == Allegiance::native)
    d.error(kind_node->where(), "natives cannot work a river boat: in one they can only drift, stop it dead or beach it", "give the native side a 'dhow'");
  boat.crew = reader.integer("crew", default_crew, 0, most_crew);
  if (const auto carries = reader.take("carries")) boat.carries = read_carried(*carries, force, aboard, d);
  if (!kind) return std::nullopt;
  return boat;
}

}  // namespace

const std::vector<std::string>& boat_kind_keys() {
  static const std::vector<std::string> keys = {"river-boat", "dhow"};
  return keys;
}
std::string key_of(BoatKind kind) { return key_in(boat_kind_keys(), kind); }
std::string label_of(BoatKind kind) { return kind == BoatKind::dhow ? "Dhow" : "River boat"; }

std::vector<Boat> read_boats(const Node& node, const Force* force, Allegiance allegiance, const RiverForBoats& river, Diagnostics& d) {
  std::vector<Boat> boats;
  if (!node.is_sequence() || node.items().empty()) {
    d.error(node.where(), "'boats' should be a list of boats, found " + node.kind_name(), "write a '- {name: ..., kind: river-boat}' line per boat");
    return boats;
  }
  if (node.items().size() > static_cast<std::size_t>(most_boats_on_a_side)) {
    d.error(node.where(), "the side has " + std::to_string(node.items().size()) + " boats; muster takes " + std::to_string(most_boats_on_a_side) + " a side",
            "play a smaller flotilla");
    return boats;
  }
  if (!river.certain) d.error(node.where(), "boats need a river, and " + river.problem, river.hint);
  std::set<std::string> names, aboard;
  for (const Node& item : node.items()) {
    auto boat = read_boat(item, force, allegiance, aboard, d);
    if (!boat) continue;
    if (!boat->name.empty() && !names.insert(boat->name).second)
      d.error(item.where(), "two boats are called '" + boat->name + "'", "give every boat its own name: its markers and roster find it by name");
    boats.push_back(std::move(*boat));
  }
  return boats;
}

}  // namespace muster::tsatf
