#include "core/length.hpp"
#include "rulesets/tsatf/boat_reader.hpp"
#include "rulesets/tsatf/record.hpp"
#include "rulesets/tsatf/scenario_reader.hpp"
#include "rulesets/tsatf/terrain_reader.hpp"
#include "spec/open_table_reader.hpp"
#include "spec/side_reader.hpp"

namespace muster::tsatf {

namespace {

Record unit_record(const Unit& unit) {
  Record r = Record::map(true).add("name", Record::value(unit.name, true)).add("kind", Record::value(key_of(unit.kind)));
  if (unit.lancers) r.add("lancers", Record::value("yes"));
  if (!unit.nationality.empty()) r.add("nationality", Record::value(unit.nationality, true));
  if (!unit.arms.empty()) {
    Record arms = Record::list(true);
    for (Weapon w : unit.arms) arms.push(Record::value(key_of(w)));
    r.add("arms", arms);
  }
  if (!formations_of(unit).empty()) r.add("formation", Record::value(key_of(unit.formation)));
  if (unit.scouts > 0) r.add("scouts", Record::value(unit.scouts));
  return r;
}

Record ratio_record(const RatioRequest& ratio) {
  return Record::map(true)
      .add("infantry", Record::value(ratio.base))
      .add("cavalry", Record::value(ratio.cavalry ? "yes" : "no"))
      .add("artillery", Record::value(ratio.artillery ? "yes" : "no"));
}

Record boat_record(const Boat& boat) {
  Record r = Record::map(true).add("name", Record::value(boat.name, true)).add("kind", Record::value(key_of(boat.kind))).add("crew", Record::value(boat.crew));
  if (!boat.carries.empty()) {
    Record carries = Record::list(true);
    for (const std::string& unit : boat.carries) carries.push(Record::value(unit, true));
    r.add("carries", carries);
  }
  return r;
}

Record commander_record(const Commander& commander) {
  Record r = Record::map(true).add("name", Record::value(commander.name, true));
  if (commander.senior) r.add("senior", Record::value("yes"));
  if (!commander.attached.empty()) r.add("attached", Record::value(commander.attached, true));
  return r;
}

Record side_record(const SideSetup& side) {
  Record r = Record::map();
  spec::add_side_identity(r, side);
  r.add("allegiance", Record::value(key_of(side.allegiance)));
  if (!side.list_file.empty()) r.add("list-file", Record::value(side.list_file, true));
  r.add("units", force_list_record(side.force));
  if (!side.boats.empty()) {
    Record boats = Record::list();
    for (const Boat& boat : side.boats) boats.push(boat_record(boat));
    r.add("boats", boats);
  }
  if (!side.commanders.empty()) {
    Record commanders = Record::list();
    for (const Commander& commander : side.commanders) commanders.push(commander_record(commander));
    r.add("commanders", commanders);
  }
  return r;
}

Record deployment_record(const Setup& s) {
  Record r = Record::map(true).add("depth", Record::value(spec::table_length_text(s.zone_depth, TableUnit::inches())));
  if (s.edges_roll) r.add("edges-roll", Record::value(*s.edges_roll));
  return r;
}

Record first_player_record(const Setup& s) {
  Record r = Record::map(true);
  if (!s.first_roll.empty()) r.add("roll-off", spec::roll_off_record(s.first_roll));
  return r.add("side", Record::value(s.sides[s.first_player].key));
}

Record camels_record(const Setup& s) {
  Record units = Record::list();
  for (const CamelFamiliarity& c : s.camels) {
    Record entry = Record::map(true)
                       .add("side", Record::value(s.sides[static_cast<std::size_t>(c.side)].key))
                       .add("unit", Record::value(c.name, true));
    if (c.roll) entry.add("roll", Record::value(*c.roll));
    units.push(entry.add("unfamiliar", Record::value(c.unfamiliar ? "yes" : "no")));
  }
  return Record::map().add("named", Record::value(s.unfamiliar_named ? "yes" : "no")).add("units", units);
}

Record decks_record(const DeckCounts& decks) {
  return Record::map(true)
      .add("movement-per-unit", Record::value(decks.movement_per_unit))
      .add("casualty", Record::value(decks.casualty))
      .add("key-figure", Record::value(decks.key_figure));
}

}  // namespace

Record force_list_record(const Force& force) {
  Record units = Record::list();
  for (const Unit& unit : force.units) units.push(unit_record(unit));
  return units;
}

Record organisation_record(const Organisations& organisations) {
  Record r = Record::map();
  for (UnitKind kind : all_unit_kinds) {
    const Organisation& o = organisations.of(kind);
    if (o == default_organisation(kind)) continue;
    r.add(key_of(kind), Record::map(true).add("rank-and-file", Record::value(o.rank_and_file)).add("leaders", Record::value(o.leaders)));
  }
  return r;
}

Record to_record(const Setup& s) {
  Record r = record_start(s, "tsatf", print_rules);
  r.add("campaign", Record::value(key_of(s.campaign)));
  const Record organisation = organisation_record(s.organisations);
  if (!organisation.fields.empty()) r.add("organisation", organisation);
  if (s.ratio) r.add("ratio", ratio_record(*s.ratio));
  add_table_record(r, s.battlefield);
  r.add("deployment", deployment_record(s));
  r.add("first-player", first_player_record(s));
  r.add("decks", decks_record(s.decks));
  Record sides = Record::map();
  for (const SideSetup& side : s.sides) sides.add(side.key, side_record(side));
  r.add("sides", sides);
  if (!s.camels.empty()) r.add("camels", camels_record(s));
  return r;
}

}  // namespace muster::tsatf
