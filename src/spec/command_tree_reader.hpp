#pragma once
// Reads the tree every orbat file shares (README, "Orbat files"): 'name',
// 'leader', 'commands' and 'units', whatever a unit holds. The rule set reads
// each unit's own keys; this reader checks the tree: depth, size, units with
// one name each, commands that hold something. Every problem is reported at
// its place in the file.

#include <filesystem>
#include <functional>
#include <optional>
#include <set>
#include <string>

#include "orbat/command_tree.hpp"
#include "spec/map_reader.hpp"

namespace muster::spec {

// Limits that keep a file from asking for more than a table could hold.
inline constexpr int max_orbat_units = 120;
inline constexpr int max_orbat_depth = 5;

// Reads one unit's keys after its name. `unit_item` is where the unit stands in the file.
template <typename Unit>
using UnitFieldsReader = std::function<void(MapReader& reader, const Node& unit_item, Unit& unit)>;

orbat::Leader read_leader(const Node& node, Diagnostics& d);

namespace detail {

template <typename Unit>
struct TreeReadState {
  Diagnostics& d;
  const UnitFieldsReader<Unit>& read_fields;
  int units = 0;
  std::set<std::string> unit_names;
};

template <typename Unit>
Unit read_tree_unit(const Node& item, TreeReadState<Unit>& state) {
  Diagnostics& d = state.d;
  MapReader reader(item, d, "a unit");
  Unit unit;
  unit.name = reader.text("name", "unnamed unit", 48);
  state.read_fields(reader, item, unit);
  if (!state.unit_names.insert(unit.name).second)
    d.error(item.where(), "two units are called '" + unit.name + "'", "give every unit its own name: rosters and records find units by name");
  if (++state.units == max_orbat_units + 1)
    d.error(item.where(), "this orbat has more than " + std::to_string(max_orbat_units) + " units", "a table holds far fewer; split the army");
  return unit;
}

template <typename Unit>
orbat::CommandOf<Unit> read_tree_command(const Node& node, TreeReadState<Unit>& state, int depth) {
  Diagnostics& d = state.d;
  MapReader reader(node, d, depth == 0 ? "the orbat" : "a command");
  orbat::CommandOf<Unit> command;
  command.name = reader.text("name", "unnamed command", 48);
  if (auto leader = reader.require("leader")) command.leader = read_leader(*leader, d);
  if (auto commands = reader.take("commands")) {
    if (depth + 1 > max_orbat_depth)
      d.error(commands->where(), "commands nest deeper than " + std::to_string(max_orbat_depth) + " levels", "army, corps, division, brigade is plenty");
    else if (!commands->is_sequence())
      d.error(commands->where(), "'commands' should be a list of commands, not " + commands->kind_name(), "start each command with '- name: ...'");
    else
      for (const Node& child : commands->items()) command.commands.push_back(read_tree_command(child, state, depth + 1));
  }
  if (auto units = reader.take("units")) {
    if (!units->is_sequence())
      d.error(units->where(), "'units' should be a list of units, not " + units->kind_name(), "start each unit with '- name: ...'");
    else
      for (const Node& item : units->items()) command.units.push_back(read_tree_unit(item, state));
  }
  if (reader.valid() && command.commands.empty() && command.units.empty())
    d.error(node.where(), "command '" + command.name + "' has neither commands nor units", "add a 'units:' list or a 'commands:' list");
  return command;
}

// The orbat file a scenario's `reference` names (see muster_file.hpp). A missing file, or one
// that is no orbat file, is reported at `reference`; the tree's own problems at their places.
std::optional<Node> load_orbat_node(const std::string& scenario_file, const Node& reference, Diagnostics& d);

}  // namespace detail

template <typename Unit>
orbat::CommandOf<Unit> read_command_tree(const Node& root, Diagnostics& d, const UnitFieldsReader<Unit>& read_fields) {
  detail::TreeReadState<Unit> state{d, read_fields, 0, {}};
  return detail::read_tree_command(root, state, 0);
}

// Loads the orbat file `reference` names, relative to `scenario_file`, and reads its tree.
template <typename Unit>
std::optional<orbat::CommandOf<Unit>> read_command_tree_file(const std::string& scenario_file, const Node& reference, Diagnostics& d,
                                                             const UnitFieldsReader<Unit>& read_fields) {
  auto root = detail::load_orbat_node(scenario_file, reference, d);
  if (!root) return std::nullopt;
  return read_command_tree(*root, d, read_fields);
}

}  // namespace muster::spec
