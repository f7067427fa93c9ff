#include "rulesets/sbd/format.hpp"
#include "rulesets/sbd/record.hpp"
#include "rulesets/sbd/tables.hpp"
#include "spec/side_reader.hpp"
#include "spec/square_list.hpp"

namespace muster::sbd {

namespace {
Record numbers(const std::vector<int>& values) {
  Record list = Record::list(true);
  for (int v : values) list.push(Record::value(v));
  return list;
}

const auto& zone_list = spec::square_list;

Record yes_no(bool value) { return Record::value(value ? "true" : "false"); }

Record terrain_record(const Battlefield& field) {
  Record zones = Record::map();
  for (int row = 0; row < field.rows; ++row)
    for (int column = 0; column < field.columns; ++column)
      if (field.kind_at({column, row}) != TerrainKind::open)
        zones.add(square_name({column, row}), Record::value(rule_for(field.kind_at({column, row})).key));
  Record roads = Record::list();
  for (const Road& road : field.roads) roads.push(zone_list(road.zones));
  return Record::map().add("zones", zones).add("roads", roads);
}

Record side_day(const SideDay& s, bool last_day) {
  return Record::map(true)
      .add("allocated", Record::value(s.allocated))
      .add("from-sixes", Record::value(s.from_sixes))
      .add("from-skirmish", Record::value(s.from_skirmish))
      .add("dice", numbers(s.dice))
      .add("sixes", Record::value(s.sixes))
      .add("banked", Record::value(s.banked))
      .add("converted", Record::value(s.converted))
      .add("skirmish-wins", Record::value(s.skirmish_wins))
      .add("won", yes_no(s.won_skirmish))
      .add("earned-dice", Record::value(last_day ? 0 : dice_per_six * s.converted + (s.won_skirmish ? dice_for_skirmish : 0)))
      .add("earned-cards", Record::value(s.bonus_cards()));
}

Record prebattle_record(const Week& week) {
  Record days = Record::list();
  for (std::size_t d = 0; d < week.days.size(); ++d) {
    Record day = Record::map().add("day", Record::value(week.days[d].name));
    for (Side side : both_sides) day.add(side_key(side), side_day(week.days[d].side(side), d + 1 == week.days.size()));
    days.push(day);
  }
  Record per_side_banked = Record::map(true), per_side_cavalry = Record::map(true);
  for (Side side : both_sides) {
    per_side_banked.add(side_key(side), Record::value(week.banked[index_of(side)]));
    per_side_cavalry.add(side_key(side), Record::value(week.cavalry[index_of(side)]));
  }
  Record sunday = Record::map(true).add("winner", Record::value(week.sunday_winner ? side_key(*week.sunday_winner) : "none"));
  if (week.sunday_winner) sunday.add("dice", numbers(week.sunday_bonus_dice)).add("sixes", Record::value(week.sunday_bonus_sixes));
  return Record::map()
      .add("days", days)
      .add("sunday-bonus", sunday)
      .add("banked", per_side_banked)
      .add("cavalry", per_side_cavalry)
      .add("attacker", Record::value(side_key(week.attacker)))
      .add("decided-by", Record::value(attacker_reason_key(week.reason)))
      .add("margin", Record::map(true)
                         .add("sixes", Record::value(week.sixes_margin))
                         .add("cavalry", Record::value(week.cavalry[index_of(week.attacker)]))
                         .add("total", Record::value(week.margin())))
      .add("table-row", Record::value(margin_band(straggler_row(week.margin())), true));
}

Record quality_record(const std::vector<QualityRoll>& rolls) {
  Record list = Record::list();
  for (const QualityRoll& q : rolls) {
    Record codes = Record::list(true);
    for (const auto& c : q.regiments) codes.push(Record::value(c));
    list.push(Record::map(true)
                  .add("zone", Record::value(square_name(q.zone)))
                  .add("side", Record::value(side_key(q.side)))
                  .add("red", Record::value(q.red))
                  .add("green", Record::value(q.green))
                  .add("branch", Record::value(branch_key(q.branch)))
                  .add("veterans", Record::value(q.veterans))
                  .add("experienced", Record::value(q.experienced))
                  .add("greens", Record::value(q.greens))
                  .add("regiments", codes)
                  .add("stands-moved", Record::value(q.stands_moved)));
  }
  return list;
}

Record unit_record(const UnitSetup& u) {
  Record r = Record::map(true);
  r.add("code", Record::value(u.code)).add("name", Record::value(u.name, true)).add("command", Record::value(u.command, true));
  r.add("type", Record::value(orbat::unit_type_key(u.type)));
  if (!u.is_regiment())
    r.add("guns", Record::value(u.guns)).add("ordnance", Record::value(orbat::ordnance_key(u.ordnance))).add("weight", Record::value(orbat::weight_key(u.weight)));
  r.add("quality", Record::value(orbat::quality_key(u.quality)))
      .add("rolled", yes_no(u.quality_rolled))
      .add("mustered", Record::value(u.mustered))
      .add("stands", Record::value(u.stands))
      .add("zone", Record::value(square_name(u.zone)))
      .add("straggler-dice", numbers(u.straggler_dice))
      .add("straggled", Record::value(u.straggled))
      .add("reinforcement", yes_no(u.reinforcement));
  return r;
}

Record side_record(const SideSetup& side, const Setup& setup, Side which) {
  Record allocation = numbers({side.plan.allocation.begin(), side.plan.allocation.end()});
  Record commands = Record::list();
  for (const CommandSetup& c : side.commands)
    commands.push(Record::map(true)
                      .add("name", Record::value(c.name, true))
                      .add("parent", Record::value(c.parent, true))
                      .add("leader", Record::value(c.leader.name, true))
                      .add("rating", Record::value(orbat::rating_key(c.leader.rating)))
                      .add("zone", Record::value(c.zone ? square_name(*c.zone) : "off-table")));
  Record units = Record::list();
  for (const UnitSetup& u : side.units) units.push(unit_record(u));
  Record record = Record::map();
  spec::add_side_identity(record, side);
  return record.add("role", Record::value(setup.attacker() == which ? "attacker" : "defender"))
      .add("orbat", Record::value(side.orbat_file, true))
      .add("allocation", allocation)
      .add("allocation-plan", Record::value(side.plan.allocation_name))
      .add("sixes", Record::value(sixes_key(side.plan.sixes)))
      .add("bonus-cards", Record::value(setup.week.bonus_cards(which)))
      .add("commands", commands)
      .add("units", units);
}
}  // namespace

Record to_record(const Setup& s) {
  Record sides = Record::map();
  for (Side side : both_sides) sides.add(side_key(side), side_record(s.side(side), s, side));
  return record_start(s, "sbd", print_rules)
      .add("battlefield", format::write_fields(Record::map(true), battlefield_fields(), s.battlefield))
      .add("terrain", terrain_record(s.battlefield))
      .add("day-of-battle", Record::map(true)
                                .add("troop-quality", Record::value(s.quality_source == QualitySource::flowchart ? "flowchart" : "orbat"))
                                .add("hold-back", Record::value(hold_back_key(s.hold_back))))
      .add("prebattle", prebattle_record(s.week))
      .add("quality", quality_record(s.quality))
      .add("sides", sides);
}

}  // namespace muster::sbd
