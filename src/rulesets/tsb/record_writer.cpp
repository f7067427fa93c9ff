#include "rulesets/tsb/battlefield_reader.hpp"
#include "rulesets/tsb/record.hpp"
#include "rulesets/tsb/tables.hpp"
#include "spec/roll_off_reader.hpp"
#include "spec/side_reader.hpp"
#include "spec/square_list.hpp"

namespace muster::tsb {

namespace {

using spec::square_list;

Record paths_record(const std::vector<AreaPath>& paths) {
  Record list = Record::list();
  for (const AreaPath& path : paths) list.push(square_list(path.areas));
  return list;
}

Record battlefield_record(const Battlefield& field) {
  Record r = Record::map(true).add("grid", Record::value(grid_key(field.grid.shape)));
  if (field.grid.is_hex()) r.add("hex-top", Record::value(field.grid.shape == AreaShape::hex_flat_top ? "flat" : "pointy"));
  return r.add("columns", Record::value(field.grid.columns))
      .add("rows", Record::value(field.grid.rows))
      .add("area", Record::value(length_text(field.area)));
}

Record terrain_record(const Battlefield& field) {
  Record r = Record::map();
  for (const std::string& key : terrain_kind_keys()) {
    if (key == "open") continue;
    std::vector<Square> areas;
    for (Square area : field.grid.all_areas())
      if (key_of(field.kind_at(area)) == key) areas.push_back(area);
    if (!areas.empty()) r.add(key, square_list(areas));
  }
  if (!field.roads.empty()) r.add("roads", paths_record(field.roads));
  if (field.railway) r.add("railway", square_list(field.railway->areas));
  return r.add("objectives", square_list(field.objectives));
}

Record unit_record(const Unit& unit) {
  Record r = Record::map(true)
                 .add("name", Record::value(unit.name, true))
                 .add("type", Record::value(key_of(unit.type)))
                 .add("class", Record::value(key_of(unit.unit_class)))
                 .add("weapon", Record::value(key_of(unit.weapon)));
  if (unit.firepower != Firepower::normal) r.add("firepower", Record::value(key_of(unit.firepower)));
  if (unit.heavy) r.add("heavy", Record::value("yes"));
  if (unit.irregular) r.add("irregular", Record::value("yes"));
  if (unit.indirect_fire) r.add("indirect-fire", Record::value("yes")).add("observer", Record::value(unit.observer, true));
  if (unit.running > 0) r.add("running", Record::value(unit.running));
  return r;
}

Record side_record(const SideSetup& side) {
  Record r = Record::map();
  spec::add_side_identity(r, side);
  r.add("deployment-depth", Record::value(side.deployment_depth)).add("orbat", Record::value(side.orbat_file, true));
  if (!side.telephone_lines.empty()) {
    Record lines = Record::list();
    for (const TelephoneLine& line : side.telephone_lines)
      lines.push(line.battery.empty() ? square_list(line.path.areas)
                                      : Record::map(true)
                                            .add("battery", Record::value(line.battery, true))
                                            .add("observer", Record::value(line.observer, true))
                                            .add("areas", square_list(line.path.areas)));
    r.add("telephone-lines", lines);
  }
  if (side.radio) r.add("radio", Record::value("yes"));
  r.add("general", Record::value(side.army.general, true));
  if (!side.army.general_units.empty()) {
    Record own = Record::list();
    for (const Unit& unit : side.army.general_units) own.push(unit_record(unit));
    r.add("general-units", own);
  }
  Record commands = Record::list();
  for (const Command& command : side.army.commands) {
    Record units = Record::list();
    for (const Unit& unit : command.units) units.push(unit_record(unit));
    commands.push(Record::map().add("name", Record::value(command.name, true)).add("commander", Record::value(command.commander, true)).add("units", units));
  }
  return r.add("commands", commands);
}

Record first_player_record(const Setup& s) {
  Record r = Record::map(true).add("side", Record::value(s.sides[s.first.side].key)).add("by", Record::value(s.first.by_dice ? "dice" : "attacker"));
  if (s.first.by_dice) {
    r.add("rolls", spec::roll_off_record(s.first.rolls));
  }
  return r;
}

}  // namespace

Record to_record(const Setup& s) {
  Record sides = Record::map();
  for (const SideSetup& side : s.sides) sides.add(side.key, side_record(side));
  return record_start(s, "tsb", print_rules)
      .add("period", Record::value(key_of(s.period)))
      .add("battlefield", battlefield_record(s.battlefield))
      .add("terrain", terrain_record(s.battlefield))
      .add("first-player", first_player_record(s))
      .add("sides", sides);
}

}  // namespace muster::tsb
