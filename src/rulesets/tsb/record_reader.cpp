#include <algorithm>
#include <set>

#include "rulesets/tsb/army_reader.hpp"
#include "rulesets/tsb/battlefield_reader.hpp"
#include "rulesets/tsb/fault_places.hpp"
#include "rulesets/tsb/observed_fire.hpp"
#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/record.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "rulesets/tsb/tables.hpp"
#include "spec/print_reader.hpp"
#include "spec/roll_off_reader.hpp"
#include "spec/side_reader.hpp"

namespace muster::tsb {

using spec::MapReader;
using spec::Node;

namespace {

std::vector<Unit> read_units(const Node& node, Period period, std::set<std::string>& names, Diagnostics& d) {
  std::vector<Unit> units;
  if (!node.is_sequence()) {
    d.error(node.where(), "'units' should be a list of units, not " + node.kind_name(), "start each unit with '- {name: ...}'");
    return units;
  }
  const auto read_fields = unit_fields_reader(period);
  for (const Node& item : node.items()) {
    MapReader reader(item, d, "a unit");
    Unit unit;
    unit.name = reader.text("name", "unnamed unit", 48);
    read_fields(reader, item, unit);
    if (!names.insert(unit.name).second) d.error(item.where(), "two units are called '" + unit.name + "'", "give every unit its own name");
    units.push_back(unit);
  }
  return units;
}

// Officers give orders, each with his own die: two of one name could not be told apart on the
// orders tracker or the table. At the second of the name.
void check_officer(const std::string& name, const Node& where, std::set<std::string>& officers, Diagnostics& d) {
  if (!officers.insert(name).second)
    d.error(where.where(), "two officers are called '" + name + "'", "give every commander his own name: each rolls his own order die");
}

void read_command(const Node& item, Period period, Army& army, std::set<std::string>& names, std::set<std::string>& officers, Diagnostics& d) {
  MapReader reader(item, d, "a command");
  Command command{reader.text("name", "unnamed command", 48), reader.text("commander", "unnamed commander", 48), {}};
  if (auto units = reader.require("units")) command.units = read_units(*units, period, names, d);
  if (command.units.empty()) d.error(item.where(), "command '" + command.name + "' has no units", "give it units or remove it");
  // Records written before the General's own units had a key of their own held them as a command
  // under the General himself: read so, they are his own again, with no second die.
  if (command.commander == army.general) {
    army.general_units.insert(army.general_units.end(), command.units.begin(), command.units.end());
    return;
  }
  if (auto commander = item.child("commander")) check_officer(command.commander, *commander, officers, d);
  army.commands.push_back(command);
}

Army read_army(MapReader& side, Period period) {
  Diagnostics& d = side.diagnostics();
  Army army;
  army.general = side.text("general", "the General", 48);
  std::set<std::string> names, officers{army.general};
  if (auto own = side.take("general-units")) army.general_units = read_units(*own, period, names, d);
  if (auto commands = side.require("commands")) {
    if (!commands->is_sequence())
      d.error(commands->where(), "'commands' should be a list of commands, not " + commands->kind_name(), "start each command with '- name: ...'");
    else
      for (const Node& item : commands->items()) read_command(item, period, army, names, officers, d);
    if (d.empty() && unit_count(army) == 0) d.error(commands->where(), "the army has no units", "list its commands and their units");
  }
  return army;
}

void read_side_rest(MapReader& reader, Setup& setup, const SideIdentity& identity, std::size_t index) {
  SideSetup& side = setup.sides[index];
  side.deployment_depth = reader.integer("deployment-depth", default_deployment_depth, 1, max_rows / 2);
  side.orbat_file = reader.text("orbat", "recipe", 400);
  auto lines = reader.take("telephone-lines");
  side.radio = reader.flag("radio", false);
  side.army = read_army(reader, setup.period);
  Diagnostics& d = reader.diagnostics();
  if (!d.empty()) return;  // observers and lines are held against an army read whole
  check_observers(side.army, record_unit_places(reader.node()), d);
  if (!lines) return;
  if (!lines->is_sequence()) {
    d.error(lines->where(), "'telephone-lines' should be a list of lines", "write e.g. 'telephone-lines: [{battery: B, observer: O, areas: [A4, B4]}]'");
    return;
  }
  const std::vector<Square> zone = deployment_zone(setup.battlefield.grid, identity.baseline, side.deployment_depth);
  for (const Node& node : lines->items())
    if (auto line = read_telephone_line(node, setup.battlefield.grid, d)) {
      check_telephone_line(*line, side.army, zone, node, d);
      side.telephone_lines.push_back(*line);
    }
}

void read_first_player(MapReader& root, Setup& setup) {
  auto node = root.require("first-player");
  if (!node) return;
  Diagnostics& d = root.diagnostics();
  const std::size_t problems = d.list().size();
  MapReader reader(*node, d, "'first-player'");
  const std::string side = reader.choice("side", setup.sides[0].key, {setup.sides[0].key, setup.sides[1].key});
  setup.first.side = side == setup.sides[0].key ? 0 : 1;
  setup.first.by_dice = reader.choice("by", "attacker", {"attacker", "dice"}) == "dice";
  const auto rolls = reader.take("rolls");
  if (rolls) setup.first.rolls = spec::read_roll_off(*rolls, d);
  // A side or dice that could not be read have been reported: the roll-off is not held against a stand-in.
  if (d.list().size() != problems) return;
  if (!setup.first.by_dice && rolls)
    d.error(rolls->where(), "the first move went to the attacker, so no dice were rolled for it", "remove 'rolls', or write 'by: dice'");
  else if (setup.first.by_dice && spec::roll_off_winner(setup.first.rolls) != setup.first.side)
    d.error(rolls ? rolls->where() : node->where(), "the roll-off does not give the first move to " + side, "the higher die of the last, unequal roll moves first");
}

DeploymentNeeds needs_of(const SideSetup& side) {
  DeploymentNeeds needs{side.baseline, side.deployment_depth, unit_count(side.army), 0, 0};
  for (const Unit* unit : units_of(side.army)) {
    needs.road_bound += keeps_to_roads_in_difficult_terrain(*unit) ? 1 : 0;
    needs.trains += moves_on_rails(unit->type) ? 1 : 0;
  }
  return needs;
}

// What only the period allows: a railway and telephone lines, at the key that gives them.
bool check_period(const Setup& setup, const FaultPlaces& places, Diagnostics& d) {
  if (setup.period == Period::early_20th) return true;
  const std::string hint = "write 'period: early-20th' or remove it";
  if (setup.battlefield.railway && places.terrain) {
    d.error(places.terrain->child("railway")->where(), "a railway belongs to 1900-1918, and this setup is mid-19th century", hint);
    return false;
  }
  for (std::size_t i = 0; i < 2; ++i) {
    if (!setup.sides[i].telephone_lines.empty()) {
      d.error(place_in_side(places, i, {"telephone-lines"}), "a telephone line belongs to 1900-1918, and this setup is mid-19th century", hint);
      return false;
    }
    if (setup.sides[i].radio) {
      d.error(place_in_side(places, i, {"radio"}), "radios belong to 1900-1918, and this setup is mid-19th century", hint);
      return false;
    }
  }
  return true;
}

// Every rule the roll obeys, each reported at the key at fault, the first only: one mistake is one message.
void check_setup(const Setup& setup, const Node& root, Diagnostics& d) {
  const FaultPlaces places = fault_places(root, root.child("terrain"), {setup.sides[0].key, setup.sides[1].key}, {"commands"});
  if (!check_period(setup, places, d)) return;
  const std::array<DeploymentNeeds, 2> needs{needs_of(setup.sides[0]), needs_of(setup.sides[1])};
  const auto zone = [&](std::size_t i) { return std::pair{setup.sides[i].baseline, setup.sides[i].deployment_depth}; };
  if (auto meet = where_zones_meet(setup.battlefield.grid, {zone(0), zone(1)}))
    report_zones_meet(*meet, places, d);
  else if (auto why = unplayable(setup.battlefield, needs))
    report_unplayable(*why, places, d);
}

}  // namespace

Setup read_record(MapReader& root, const SetupHead& head) {
  Diagnostics& d = root.diagnostics();
  Setup setup;
  read_record_start(root, setup, head, print_rules);
  setup.period = parse_period(root.choice("period", "mid-19th", period_keys())).value();
  if (auto field = root.require("battlefield")) {
    MapReader reader(*field, d, "'battlefield'");
    setup.battlefield = read_battlefield(reader);
  }
  // Without its battlefield (reported missing above) there is no grid to place terrain on.
  if (auto terrain = root.require("terrain"); terrain && !setup.battlefield.kinds.empty()) read_placed_terrain(*terrain, setup.battlefield, d);
  const auto identities = spec::read_named_sides(root, {}, [&setup](MapReader& reader, const SideIdentity& identity, std::size_t index) {
    read_side_rest(reader, setup, identity, index);
  });
  for (std::size_t i = 0; i < 2; ++i) static_cast<SideIdentity&>(setup.sides[i]) = identities[i];
  read_first_player(root, setup);
  if (d.empty()) check_setup(setup, root.node(), d);
  return setup;
}

}  // namespace muster::tsb
