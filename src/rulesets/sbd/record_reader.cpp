// Reads a setup record back, checking it as strictly as a scenario: a record
// edited by hand must still keep the zone limits and the rules of the week.
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <utility>

#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/format.hpp"
#include "rulesets/sbd/record.hpp"
#include "rulesets/sbd/record_checks.hpp"
#include "rulesets/sbd/scenario_reader.hpp"
#include "rulesets/sbd/tables.hpp"
#include "spec/print_reader.hpp"
#include "spec/side_reader.hpp"

namespace muster::sbd {

namespace {
using spec::MapReader;
using spec::Node;

std::vector<int> read_numbers(MapReader& r, const std::string& key, int low, int high, std::size_t at_most = 200) {
  std::vector<int> values;
  auto node = r.take(key);
  if (!node) return values;
  if (!node->is_sequence() || node->items().size() > at_most) {
    r.diagnostics().error(node->where(), "'" + key + "' should be a list of up to " + std::to_string(at_most) + " numbers", "write it like [6, 4, 1]");
    return values;
  }
  for (const Node& item : node->items())
    if (auto v = spec::read_integer(item, r.diagnostics(), low, high, "'" + key + "'")) values.push_back(static_cast<int>(*v));
  return values;
}

std::optional<Square> read_zone(MapReader& r, const std::string& key, const Battlefield& field, bool off_table_allowed) {
  auto node = r.require(key);
  if (!node) return std::nullopt;
  if (off_table_allowed && spec::is_word(*node, "off-table")) return std::nullopt;
  return spec::read_square(*node, r.diagnostics(), field.columns, field.rows);
}

// Where a mapping's value under `key` was written, or the mapping itself when the key is absent.
SourceLocation where_is(const Node& map, const std::string& key) {
  auto value = map.child(key);
  return value ? value->where() : map.where();
}

Side read_side_key(MapReader& r, const std::string& key) {
  return r.choice(key, "USA", {"USA", "CSA"}) == "USA" ? Side::usa : Side::csa;
}

void check_day(const SideDay& s, const Node& where, Diagnostics& d) {
  const int sixes = static_cast<int>(std::count(s.dice.begin(), s.dice.end(), 6));
  if (s.rolled() != s.allocated + s.from_sixes + s.from_skirmish)
    d.error(where.where(), "a day rolls " + std::to_string(s.rolled()) + " dice but its allocation and extra dice come to " +
                               std::to_string(s.allocated + s.from_sixes + s.from_skirmish), "the dice list holds every die rolled that day");
  if (s.sixes != sixes || s.banked + s.converted != s.sixes)
    d.error(where.where(), "a day's sixes, banked and converted do not add up to the sixes in its dice",
            "'sixes' counts the 6s in 'dice'; 'banked' plus 'converted' equals 'sixes'");
}

Week read_week(MapReader& root) {
  Week week;
  Diagnostics& d = root.diagnostics();
  auto node = root.require("prebattle");
  if (!node) return week;
  MapReader pre(*node, d, "'prebattle'");
  if (auto days = pre.require("days")) {
    const auto items = days->items();
    if (items.size() != 7) d.error(days->where(), "the week has 7 days, Monday to Sunday; this lists " + std::to_string(items.size()));
    for (std::size_t i = 0; i < std::min<std::size_t>(7, items.size()); ++i) {
      MapReader day(items[i], d, "a day");
      Day& out = week.days[i];
      // Any day's name is a day; the week is written Monday to Sunday, so each stands in its place.
      const std::vector<std::string> week_days(day_names.begin(), day_names.end());
      out.name = day.choice("day", day_names[i], week_days);
      if (out.name != day_names[i])
        d.error(items[i].where(), "day " + std::to_string(i + 1) + " of the week is " + day_names[i] + ", not " + out.name, "list the days Monday to Sunday, in order");
      for (Side side : both_sides) {
        auto entry = day.require(side_key(side));
        if (!entry) continue;
        MapReader s(*entry, d, side_key(side) + "'s " + day_names[i]);
        SideDay& sd = out.sides[index_of(side)];
        sd.allocated = s.integer("allocated", 1, min_dice_a_day, max_dice_a_day);
        sd.from_sixes = s.integer("from-sixes", 0, 0, 300);
        sd.from_skirmish = s.integer("from-skirmish", 0, 0, dice_for_skirmish);
        sd.dice = read_numbers(s, "dice", 1, 6, 400);
        sd.sixes = s.integer("sixes", 0, 0, 400);
        sd.banked = s.integer("banked", 0, 0, 400);
        sd.converted = s.integer("converted", 0, 0, 400);
        sd.skirmish_wins = s.integer("skirmish-wins", 0, 0, 400);
        sd.won_skirmish = s.flag("won", false);
        s.integer("earned-dice", 0, 0, 1200);
        s.integer("earned-cards", 0, 0, 400);
        check_day(sd, *entry, d);
      }
    }
  }
  if (auto sunday = pre.take("sunday-bonus")) {
    MapReader s(*sunday, d, "'sunday-bonus'");
    const std::string winner = s.choice("winner", "none", {"USA", "CSA", "none"});
    if (winner != "none") week.sunday_winner = winner == "USA" ? Side::usa : Side::csa;
    week.sunday_bonus_dice = read_numbers(s, "dice", 1, 6, sunday_bonus_dice);
    week.sunday_bonus_sixes = s.integer("sixes", 0, 0, sunday_bonus_dice);
  }
  for (const char* key : {"banked", "cavalry"}) {
    auto per_side = pre.require(key);
    if (!per_side) continue;
    MapReader r(*per_side, d, "'" + std::string(key) + "'");
    for (Side side : both_sides) (std::string(key) == "banked" ? week.banked : week.cavalry)[index_of(side)] = r.integer(side_key(side), 0, 0, 1000);
  }
  week.attacker = read_side_key(pre, "attacker");
  const std::string reason = pre.choice("decided-by", "banked-sixes", {"banked-sixes", "sunday-skirmish", "cavalry", "confederates"});
  for (AttackerReason r : {AttackerReason::banked_sixes, AttackerReason::sunday_skirmish, AttackerReason::cavalry, AttackerReason::confederates})
    if (attacker_reason_key(r) == reason) week.reason = r;
  std::optional<std::pair<int, SourceLocation>> total_written;
  if (auto margin = pre.require("margin")) {
    MapReader m(*margin, d, "'margin'");
    week.sixes_margin = m.integer("sixes", 0, 0, 1000);
    m.integer("cavalry", 0, 0, 1000);
    total_written = {{m.integer("total", 0, 0, 2000), where_is(*margin, "total")}};
  }
  pre.text("table-row", "");
  Week check = week;
  decide_attacker(check);
  if (d.empty() && (check.attacker != week.attacker || check.sixes_margin != week.sixes_margin))
    d.error(node->where(), "the attacker and margin do not follow from the banked sixes, Sunday's skirmish and the cavalry",
            "section 12.3 decides them; correct 'banked', 'attacker' or 'margin'");
  // The total is printed from the sixes and the cavalry: an edited total would be silently dropped.
  if (d.empty() && total_written && total_written->first != week.margin())
    d.error(total_written->second, "the margin's total is " + std::to_string(total_written->first) + ", but " + std::to_string(week.sixes_margin) +
                                       " sixes and " + std::to_string(week.cavalry[index_of(week.attacker)]) + " cavalry make " + std::to_string(week.margin()),
            "write 'total: " + std::to_string(week.margin()) + "', or change the sixes or the cavalry");
  return week;
}

std::vector<QualityRoll> read_quality(MapReader& root, const Battlefield& field, std::vector<QualityPlaces>& places) {
  std::vector<QualityRoll> rolls;
  auto node = root.take("quality");
  if (!node) return rolls;
  for (const Node& item : node->items()) {
    MapReader r(item, root.diagnostics(), "a quality roll");
    QualityRoll q;
    places.push_back({item.where(), {}});
    q.zone = read_zone(r, "zone", field, false).value_or(Square{});
    q.side = read_side_key(r, "side");
    q.red = r.integer("red", 1, 1, 6);
    q.green = r.integer("green", 1, 1, 6);
    q.branch = parse_branch(r.choice("branch", branch_key(branch_for(q.red, q.green)), {"red-double", "red-high", "green-high"})).value();
    q.veterans = r.integer("veterans", 0, 0, 4);
    q.experienced = r.integer("experienced", 0, 0, 4);
    q.greens = r.integer("greens", 0, 0, 4);
    if (auto codes = r.take("regiments"))
      for (const Node& c : codes->items()) {
        q.regiments.push_back(c.scalar());
        places.back().regiments.push_back(c.where());
      }
    q.stands_moved = r.integer("stands-moved", 0, 0, 40);
    const QualityCounts expected = allocate_quality(q.red, q.green, static_cast<int>(q.regiments.size()));
    if (q.branch != branch_for(q.red, q.green) || expected.veterans != q.veterans || expected.experienced != q.experienced ||
        expected.greens != q.greens)
      root.diagnostics().error(item.where(), "the quality roll in " + square_name(q.zone) + " does not follow section 13's flowchart",
                               "red " + std::to_string(q.red) + " and green " + std::to_string(q.green) + " give branch " +
                                   branch_key(branch_for(q.red, q.green)) + ": " + std::to_string(expected.veterans) + " veteran, " +
                                   std::to_string(expected.experienced) + " experienced, " + std::to_string(expected.greens) + " green");
    rolls.push_back(q);
  }
  return rolls;
}

UnitSetup read_unit(const Node& item, Diagnostics& d, const Battlefield& field) {
  MapReader r(item, d, "a unit");
  UnitSetup u;
  u.code = r.text("code", "?", 8);
  u.name = r.text("name", "unnamed", 48);
  u.command = r.text("command", "", 48);
  u.type = orbat::parse_unit_type(r.choice("type", "infantry", orbat::unit_type_keys)).value();
  if (!u.is_regiment()) {
    u.guns = r.integer("guns", 4, 4, 6);
    if (u.guns != 4 && u.guns != 6)
      d.error(where_is(item, "guns"), "a battery has 4 or 6 guns, not " + std::to_string(u.guns), "write 'guns: 4' or 'guns: 6'");
    u.ordnance = r.choice("ordnance", "rifled", {"rifled", "smoothbore"}) == "rifled" ? orbat::Ordnance::rifled : orbat::Ordnance::smoothbore;
    u.weight = r.choice("weight", "light", {"light", "heavy"}) == "light" ? orbat::Weight::light : orbat::Weight::heavy;
  }
  u.quality = orbat::parse_quality(r.choice("quality", "experienced", orbat::quality_keys)).value();
  u.quality_rolled = r.flag("rolled", false);
  const int low = u.is_regiment() ? orbat::min_stands : 1, high = u.is_regiment() ? orbat::max_stands : 2;
  u.mustered = r.integer("mustered", low, low, high);
  u.stands = r.integer("stands", low, low, high);
  if (!u.is_regiment() && u.mustered != battery_stands(u.guns))
    d.error(where_is(item, "mustered"), "a battery of " + std::to_string(u.guns) + " guns musters " + std::to_string(battery_stands(u.guns)) +
                                            " gun models, not " + std::to_string(u.mustered),
            "section 4.2: 1 model for 4 guns, 2 for 6");
  u.zone = read_zone(r, "zone", field, false).value_or(Square{});
  u.straggler_dice = read_numbers(r, "straggler-dice", 1, 6, 12);
  u.straggled = r.integer("straggled", 0, 0, high);
  u.reinforcement = r.flag("reinforcement", false);
  const int sixes = static_cast<int>(std::count(u.straggler_dice.begin(), u.straggler_dice.end(), straggler_face));
  if (u.straggled != std::min(sixes, u.stands))
    d.error(item.where(), u.name + " has " + std::to_string(u.straggled) + " straggled stands but " + std::to_string(sixes) + " sixes in its dice",
            "each six rolled is one stand straggled, up to the unit's stands");
  if (!u.is_regiment() && u.quality != orbat::Quality::veteran)
    d.error(item.where(), u.name + " is a battery rated " + orbat::quality_key(u.quality), "artillery is always veteran");
  return u;
}

SideSetup read_side(const Node& node, Diagnostics& d, Side side, const Battlefield& field, RecordPlaces& places) {
  const std::size_t s = index_of(side);
  places.baselines[s] = where_is(node, "baseline");
  MapReader r(node, d, "'" + side_key(side) + "'");
  SideSetup out;
  static_cast<SideIdentity&>(out) = acw::default_identity(side);
  spec::read_side_identity(r, out, spec::north_or_south);
  places.roles[s] = {r.choice("role", "attacker", {"attacker", "defender"}), where_is(node, "role")};
  out.orbat_file = r.text("orbat", "recipe", 200);
  const auto allocation = read_numbers(r, "allocation", min_dice_a_day, max_dice_a_day, 7);
  for (std::size_t i = 0; i < std::min<std::size_t>(7, allocation.size()); ++i) out.plan.allocation[i] = allocation[i];
  out.plan.allocation_name = r.text("allocation-plan", "custom", 24);
  out.plan.sixes = parse_sixes(r.choice("sixes", "half", sixes_keys())).value();
  r.integer("bonus-cards", 0, 0, 1000);
  if (auto commands = r.require("commands"))
    for (const Node& item : commands->items()) {
      MapReader c(item, d, "a command");
      CommandSetup command;
      command.name = c.text("name", "unnamed", 48);
      command.parent = c.text("parent", "", 48);
      command.leader.name = c.text("leader", "unnamed", 48);
      command.leader.rating = orbat::parse_rating(c.choice("rating", "normal", orbat::rating_keys)).value();
      command.zone = read_zone(c, "zone", field, true);
      places.commands[s].push_back({where_is(item, "name"), where_is(item, "parent")});
      // Depth follows from the parents, which come before their children.
      for (const CommandSetup& earlier : out.commands)
        if (earlier.name == command.parent) command.depth = earlier.depth + 1;
      out.commands.push_back(command);
    }
  if (auto units = r.require("units"))
    for (const Node& item : units->items()) {
      out.units.push_back(read_unit(item, d, field));
      places.units[s].push_back({item.where(), where_is(item, "command"), where_is(item, "stands"), where_is(item, "zone")});
    }
  return out;
}
}  // namespace

Setup read_record(MapReader& root, const SetupHead& head) {
  Diagnostics& d = root.diagnostics();
  Setup setup;
  read_record_start(root, setup, head, print_rules);
  if (auto field = root.require("battlefield")) {
    MapReader b(*field, d, "'battlefield'");
    format::read_fields(b, battlefield_fields(), setup.battlefield);
  }
  setup.battlefield.kinds.assign(static_cast<std::size_t>(setup.battlefield.columns * setup.battlefield.rows), TerrainKind::open);
  if (auto terrain = root.require("terrain")) {
    MapReader t(*terrain, d, "'terrain'");
    if (auto zones = t.take("zones")) read_zone_kinds(*zones, setup.battlefield, d);
    if (auto roads = t.take("roads")) read_roads(*roads, setup.battlefield, d);
  }
  if (auto day = root.take("day-of-battle")) {
    MapReader r(*day, d, "'day-of-battle'");
    setup.quality_source = r.choice("troop-quality", "flowchart", {"flowchart", "orbat"}) == "flowchart" ? QualitySource::flowchart : QualitySource::orbat;
    setup.hold_back = parse_hold_back(r.choice("hold-back", "half", hold_back_keys())).value();
  }
  setup.week = read_week(root);
  for (int d_index = 0; d_index < 7; ++d_index) setup.week.days[static_cast<std::size_t>(d_index)].name = day_names[static_cast<std::size_t>(d_index)];
  RecordPlaces places;
  setup.quality = read_quality(root, setup.battlefield, places.quality);
  int sides_read = 0;
  if (auto sides = root.require("sides")) {
    MapReader reader(*sides, d, "'sides'");
    for (Side side : both_sides)
      if (auto node = reader.require(side_key(side))) {
        setup.sides[index_of(side)] = read_side(*node, d, side, setup.battlefield, places);
        ++sides_read;
      }
  }
  // A missing side has been reported; checking it against the other would only add noise.
  if (sides_read == 2) check_armies(setup, places, d);
  // A zone that failed to read stands in as A1: its limits are checked only when every zone read.
  if (d.empty()) check_zones(setup, places, d);
  return setup;
}

}  // namespace muster::sbd
