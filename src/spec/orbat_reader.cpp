#include "spec/orbat_reader.hpp"

#include <filesystem>
#include <set>

#include "spec/map_reader.hpp"

namespace muster::spec {

namespace {
using namespace orbat;

struct ReadState {
  Diagnostics& d;
  int units = 0;
  std::set<std::string> unit_names;
};

orbat::Leader read_leader(const Node& node, Diagnostics& d) {
  MapReader reader(node, d, "a leader");
  orbat::Leader leader;
  leader.name = reader.text("name", "unnamed leader", 48);
  leader.rating = parse_rating(reader.choice("rating", "normal", rating_keys)).value_or(Rating::normal);
  return leader;
}

void read_battery_fields(MapReader& reader, Unit& unit, Diagnostics& d) {
  if (auto stands = reader.take("stands"))
    d.error(stands->where(), "a battery is counted in guns, not stands", "write 'guns: 4' or 'guns: 6'");
  if (auto guns = reader.require("guns")) {
    if (auto n = read_integer(*guns, d, 1, 99, "'guns'")) {
      if (*n != 4 && *n != 6) d.error(guns->where(), "a battery has 4 or 6 guns, not " + std::to_string(*n), "write 'guns: 4' or 'guns: 6'");
      unit.guns = static_cast<int>(*n);
    }
  }
  unit.ordnance = reader.choice("ordnance", "rifled", {"rifled", "smoothbore"}) == "rifled" ? Ordnance::rifled : Ordnance::smoothbore;
  unit.weight = reader.choice("weight", "light", {"light", "heavy"}) == "light" ? Weight::light : Weight::heavy;
}

Unit read_unit(const Node& item, ReadState& state) {
  Diagnostics& d = state.d;
  MapReader reader(item, d, "a unit");
  Unit unit;
  unit.name = reader.text("name", "unnamed unit", 48);
  if (auto type = reader.require("type")) unit.type = parse_unit_type(read_choice(*type, d, unit_type_keys, "'type'").value_or("infantry")).value();
  if (unit.type == UnitType::battery) {
    read_battery_fields(reader, unit, d);
  } else {
    for (const char* key : {"guns", "ordnance", "weight"})
      if (auto gun_field = reader.take(key))
        d.error(gun_field->where(), "'" + std::string(key) + "' belongs to batteries, and this unit is " + unit_type_key(unit.type),
                "use 'type: battery' for guns, or remove the line");
    if (auto stands = reader.require("stands"))
      unit.stands = static_cast<int>(read_integer(*stands, d, min_stands, max_stands, "a regiment's 'stands'").value_or(min_stands));
  }
  if (auto quality = reader.take("quality")) unit.quality = parse_quality(read_choice(*quality, d, quality_keys, "'quality'").value_or("experienced"));
  if (!state.unit_names.insert(unit.name).second)
    d.error(item.where(), "two units are called '" + unit.name + "'", "give every unit its own name: rosters and records find units by name");
  if (++state.units == max_orbat_units + 1)
    d.error(item.where(), "this orbat has more than " + std::to_string(max_orbat_units) + " units", "a zone battlefield holds far fewer; split the army");
  return unit;
}

Command read_command(const Node& node, ReadState& state, int depth) {
  Diagnostics& d = state.d;
  MapReader reader(node, d, depth == 0 ? "the orbat" : "a command");
  Command command;
  command.name = reader.text("name", "unnamed command", 48);
  if (auto leader = reader.require("leader")) command.leader = read_leader(*leader, d);
  if (auto commands = reader.take("commands")) {
    if (depth + 1 > max_orbat_depth)
      d.error(commands->where(), "commands nest deeper than " + std::to_string(max_orbat_depth) + " levels", "army, corps, division, brigade is plenty");
    else if (!commands->is_sequence())
      d.error(commands->where(), "'commands' should be a list of commands, not " + commands->kind_name(), "start each command with '- name: ...'");
    else
      for (const Node& child : commands->items()) command.commands.push_back(read_command(child, state, depth + 1));
  }
  if (auto units = reader.take("units")) {
    if (!units->is_sequence())
      d.error(units->where(), "'units' should be a list of units, not " + units->kind_name(), "start each unit with '- name: ...'");
    else
      for (const Node& item : units->items()) command.units.push_back(read_unit(item, state));
  }
  if (reader.valid() && command.commands.empty() && command.units.empty())
    d.error(node.where(), "command '" + command.name + "' has neither commands nor units", "add a 'units:' list or a 'commands:' list");
  return command;
}
}  // namespace

orbat::Orbat read_orbat(const Node& root, Diagnostics& diagnostics) {
  ReadState state{diagnostics, 0, {}};
  orbat::Orbat result;
  result.file = root.file();
  result.top = read_command(root, state, 0);
  return result;
}

std::optional<orbat::Orbat> read_orbat_file(const std::string& path, const Node& referenced_from, Diagnostics& diagnostics) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) {
    diagnostics.error(referenced_from.where(), "cannot find the orbat file '" + path + "'",
                      "orbat paths are relative to the scenario file's folder; check the spelling");
    return std::nullopt;
  }
  try {
    return read_orbat(load_yaml_file(path), diagnostics);
  } catch (const InputError& e) {
    for (const auto& problem : e.diagnostics()) diagnostics.error(problem.where, problem.message, problem.hint);
    return std::nullopt;
  }
}

}  // namespace muster::spec
