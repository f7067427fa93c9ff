#include "rulesets/tsb/army_reader.hpp"

#include <set>

#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

using spec::MapReader;
using spec::Node;

namespace {

void check_period(UnitType type, Period period, const Node& where, Diagnostics& d) {
  if (is_early_20th_only(type) && period != Period::early_20th)
    d.error(where.where(), label_of(type) + " belong to 1900-1918, and this scenario is mid-19th century",
            "write 'period: early-20th' in the scenario, or choose another type");
}

bool can_fire_indirectly(UnitType type) { return type == UnitType::artillery || type == UnitType::horse_artillery; }

// What a unit is at the start beyond its arms: irregular infantry, guns able to fire indirectly with
// their observer, a train already running. Each key belongs to some types only: at the key otherwise.
void read_start_fields(MapReader& reader, Unit& unit, Period period, bool type_known) {
  Diagnostics& d = reader.diagnostics();
  unit.irregular = reader.flag("irregular", false);
  unit.indirect_fire = reader.flag("indirect-fire", false);
  unit.observer = reader.text("observer", "", 48);
  unit.running = reader.integer("running", 0, 0, 4);
  if (!type_known) return;
  const Node& node = reader.node();
  if (unit.irregular && unit.type != UnitType::infantry)
    d.error(node.child("irregular")->where(), "only infantry can be irregular, and " + unit.name + " is " + label_of(unit.type),
            "remove 'irregular: yes'");
  if (unit.indirect_fire && !can_fire_indirectly(unit.type))
    d.error(node.child("indirect-fire")->where(), "only artillery can fire indirectly, and " + unit.name + " is " + label_of(unit.type),
            "remove 'indirect-fire: yes'");
  else if (unit.indirect_fire && period != Period::early_20th)
    d.error(node.child("indirect-fire")->where(), "indirect fire belongs to 1900-1918, and this scenario is mid-19th century",
            "write 'period: early-20th' or remove it");
  else if (unit.indirect_fire && unit.observer.empty())
    d.error(node.child("indirect-fire")->where(), unit.name + " fires indirectly but names no observer",
            "write 'observer: NAME', a unit or officer of its own side");
  if (!unit.observer.empty() && !unit.indirect_fire)
    d.error(node.child("observer")->where(), unit.name + " has an observer but does not fire indirectly", "write 'indirect-fire: yes' or remove 'observer'");
  if (unit.running > 0 && !moves_on_rails(unit.type))
    d.error(node.child("running")->where(), "only trains run on rails, and " + unit.name + " is " + label_of(unit.type), "remove 'running'");
}

void read_unit_fields(MapReader& reader, const Node& item, Unit& unit, Period period) {
  Diagnostics& d = reader.diagnostics();
  // Without a type read there is nothing to hold the weapon and heaviness against: a second message
  // about the stand-in type would only repeat the first.
  bool type_known = false;
  if (auto type = reader.require("type")) {
    const auto key = spec::read_choice(*type, d, unit_type_keys(), "'type'");
    type_known = key.has_value();
    unit.type = parse_unit_type(key.value_or("infantry")).value();
    if (type_known) check_period(unit.type, period, *type, d);
  }
  unit.unit_class = *parse_unit_class(reader.choice("class", "regular", unit_class_keys()));
  unit.weapon = default_weapon(unit.type, period);
  if (auto weapon = reader.take("weapon")) {
    unit.weapon = parse_weapon(spec::read_choice(*weapon, d, weapon_keys(), "'weapon'").value_or(key_of(unit.weapon))).value();
    if (type_known && !can_carry(unit.type, unit.weapon))
      d.error(weapon->where(), label_of(unit.type) + " cannot carry a " + label_of(unit.weapon),
              "leave 'weapon' out for the usual one (" + label_of(default_weapon(unit.type, period)) + ")");
  }
  unit.firepower = *parse_firepower(reader.choice("firepower", "normal", firepower_keys()));
  unit.heavy = reader.flag("heavy", false);
  read_start_fields(reader, unit, period, type_known);
  if (!type_known) return;
  if (unit.heavy && unit.type != UnitType::artillery && unit.type != UnitType::armoured_train)
    d.error(item.where(), "only artillery can be heavy, and " + unit.name + " is " + label_of(unit.type), "remove 'heavy: yes'");
  else if (unit.heavy && unit.type == UnitType::armoured_train && unit.weapon == Weapon::machine_gun)
    d.error(item.where(), "only artillery can be heavy, and " + unit.name + " carries a " + label_of(unit.weapon),
            "give it a gun ('weapon: other-artillery') or remove 'heavy: yes'");
}

void add_commands(const OrbatCommand& command, Army& army) {
  if (!command.units.empty()) army.commands.push_back({command.name, command.leader.name, command.units});
  for (const OrbatCommand& child : command.commands) add_commands(child, army);
}

bool holds_units(const Node& command) {
  const auto units = command.child("units");
  return units && units->is_sequence() && !units->items().empty();
}

// The leaders' names in the order army_from_orbat makes commands of them: the General, then each command holding units.
void collect_officers(const Node& command, bool top, std::vector<Node>& names) {
  if (!command.is_map()) return;
  const auto leader = command.child("leader");
  const auto name = leader && leader->is_map() ? leader->child("name") : std::nullopt;
  if (name && name->is_scalar() && (top || holds_units(command))) names.push_back(*name);
  if (const auto commands = command.child("commands"); commands && commands->is_sequence())
    for (const Node& child : commands->items()) collect_officers(child, false, names);
}

}  // namespace

void check_officer_names(const Node& orbat, Diagnostics& d) {
  std::vector<Node> names;
  collect_officers(orbat, true, names);
  std::set<std::string> seen;
  for (const Node& name : names)
    if (!seen.insert(name.scalar()).second) {
      d.error(name.where(), "two officers are called '" + name.scalar() + "'", "give every commander his own name: each rolls his own order die");
      return;
    }
}

spec::UnitFieldsReader<Unit> unit_fields_reader(Period period) {
  return [period](MapReader& reader, const Node& item, Unit& unit) { read_unit_fields(reader, item, unit, period); };
}

ArmyRecipe read_army_recipe(const Node& node, Period period, Diagnostics& d) {
  MapReader reader(node, d, "'army'");
  ArmyRecipe recipe;
  for (std::size_t i = 0; i < unit_type_keys().size(); ++i) {
    const auto type = static_cast<UnitType>(i);
    if (auto count = reader.take(unit_type_keys()[i])) {
      recipe.units[i] = static_cast<int>(spec::read_integer(*count, d, 0, 40, "'" + unit_type_keys()[i] + "'").value_or(0));
      if (recipe.units[i] > 0) check_period(type, period, *count, d);
    }
  }
  recipe.militia = reader.integer("militia", 0, 0, 40);
  recipe.elite = reader.integer("elite", 0, 0, 40);
  recipe.irregular = reader.integer("irregular", 0, 0, 40);
  recipe.small_arms = parse_weapon(reader.choice("small-arms", "rifle", {"musket", "rifle", "superior-rifle"})).value();
  recipe.guns = parse_weapon(reader.choice("guns", "other-artillery", {"smoothbore-artillery", "pack-artillery", "other-artillery"})).value();
  if (recipe.total() == 0) d.error(node.where(), "the army has no units", "give a count, e.g. 'infantry: 6'");
  const int infantry = recipe.units[static_cast<std::size_t>(UnitType::infantry)];
  if (recipe.irregular > infantry)
    d.error(node.child("irregular")->where(), "the army has " + std::to_string(infantry) + " infantry units, fewer than its " +
                                                  std::to_string(recipe.irregular) + " irregular", "lower 'irregular': only infantry can be irregular");
  if (recipe.militia + recipe.elite > recipe.total())
    d.error(node.where(), "the army has " + std::to_string(recipe.total()) + " units, fewer than its " + std::to_string(recipe.militia + recipe.elite) +
                              " militia and elite", "lower 'militia' or 'elite'");
  return recipe;
}

Army army_from_orbat(const OrbatCommand& top) {
  Army army;
  army.general = top.leader.name;
  army.general_units = top.units;
  for (const OrbatCommand& child : top.commands) add_commands(child, army);
  return army;
}

void warn_of_command_sizes(const Army& army, const Node& where, Diagnostics& d) {
  for (const Command& command : army.commands) {
    const int units = static_cast<int>(command.units.size());
    if (units < fewest_units_a_command || units > most_units_a_command)
      d.warning(where.where(), command.name + " has " + std::to_string(units) + " unit" + (units == 1 ? "" : "s") +
                                   "; the rules want a commander for roughly every 3 to 6",
                "split or merge commands, or play it as it is");
  }
}

}  // namespace muster::tsb
