#include "rulesets/tsb/observed_fire.hpp"

#include <algorithm>
#include <set>

#include "rulesets/tsb/battlefield_reader.hpp"
#include "rulesets/tsb/tables.hpp"
#include "spec/map_reader.hpp"

namespace muster::tsb {

using spec::Node;

namespace {

void add_units(const std::optional<Node>& list, UnitPlaces& places) {
  if (!list || !list->is_sequence()) return;
  for (const Node& unit : list->items())
    if (unit.is_map())
      if (auto name = unit.child("name"); name && name->is_scalar()) places.emplace(name->scalar(), unit);
}

void add_command(const Node& command, UnitPlaces& places) {
  if (!command.is_map()) return;
  add_units(command.child("units"), places);
  if (auto commands = command.child("commands"); commands && commands->is_sequence())
    for (const Node& child : commands->items()) add_command(child, places);
}

std::set<std::string> names_in(const Army& army) {
  std::set<std::string> names{army.general};
  for (const Command& command : army.commands) names.insert(command.commander);
  for (const Unit* unit : units_of(army)) names.insert(unit->name);
  return names;
}

const Unit* unit_named(const Army& army, const std::string& name) {
  for (const Unit* unit : units_of(army))
    if (unit->name == name) return unit;
  return nullptr;
}

SourceLocation place_of(const Node& node, const std::string& key) {
  auto value = node.is_map() ? node.child(key) : std::nullopt;
  return value ? value->where() : node.where();
}

}  // namespace

UnitPlaces orbat_unit_places(const Node& orbat) {
  UnitPlaces places;
  add_command(orbat, places);
  return places;
}

UnitPlaces record_unit_places(const Node& side) {
  UnitPlaces places;
  if (!side.is_map()) return places;
  add_units(side.child("general-units"), places);
  if (auto commands = side.child("commands"); commands && commands->is_sequence())
    for (const Node& command : commands->items())
      if (command.is_map()) add_units(command.child("units"), places);
  return places;
}

void check_observers(const Army& army, const UnitPlaces& places, Diagnostics& d) {
  const std::set<std::string> names = names_in(army);
  for (const Unit* unit : units_of(army)) {
    if (unit->observer.empty()) continue;
    if (unit->observer != unit->name && names.count(unit->observer)) continue;
    const auto place = places.find(unit->name);
    const SourceLocation where = place == places.end() ? SourceLocation{} : place_of(place->second, "observer");
    d.error(where, unit->name + "'s observer '" + unit->observer + "' is " + (unit->observer == unit->name ? "the battery itself" : "no unit or officer of its army"),
            "name another unit, a commander or the General of the same side");
  }
}

std::optional<TelephoneLine> read_telephone_line(const Node& node, const AreaGrid& grid, Diagnostics& d) {
  if (node.is_sequence()) {
    auto path = read_area_path(node, grid, d, "a telephone line");
    if (!path) return std::nullopt;
    return TelephoneLine{"", "", *path};
  }
  spec::MapReader reader(node, d, "a telephone line");
  TelephoneLine line;
  line.battery = reader.text("battery", "", 48);
  line.observer = reader.text("observer", "", 48);
  // The areas are read before the names are held to account, so that each mistake is found in one reading.
  auto areas = reader.require("areas");
  auto path = areas ? read_area_path(*areas, grid, d, "a telephone line") : std::nullopt;
  if (line.battery.empty() || line.observer.empty()) {
    d.error(node.where(), "a telephone line names its battery and its observer", "write e.g. '{battery: 46th Battery, observer: 2nd KRRC, areas: [A4, B4]}'");
    return std::nullopt;
  }
  if (!path) return std::nullopt;
  line.path = *path;
  return line;
}

void check_telephone_line(const TelephoneLine& line, const Army& army, const std::vector<Square>& zone, const Node& node, Diagnostics& d) {
  if (line.battery.empty()) return;  // an old line, its ends unnamed
  const Unit* battery = unit_named(army, line.battery);
  if (!battery || !battery->indirect_fire) {
    d.error(place_of(node, "battery"), "a telephone line runs from '" + line.battery + "', which is no battery of its side able to fire indirectly",
            "name a unit with 'indirect-fire: yes'");
    return;
  }
  if (battery->observer != line.observer) {
    d.error(place_of(node, "observer"), "the line's observer '" + line.observer + "' is not " + line.battery + "'s, " + battery->observer,
            "write 'observer: " + battery->observer + "'");
    return;
  }
  const auto in_zone = [&](Square area) { return std::find(zone.begin(), zone.end(), area) != zone.end(); };
  if (!in_zone(line.path.areas.front()) || !in_zone(line.path.areas.back()))
    d.error(place_of(node, "areas"), "the line's ends, where battery and observer stand at the start, must lie in the side's deployment zone",
            "start and end it within the zone");
}

}  // namespace muster::tsb
