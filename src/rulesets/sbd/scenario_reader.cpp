#include "rulesets/sbd/scenario_reader.hpp"

#include "rulesets/sbd/format.hpp"

#include <numeric>

#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/tables.hpp"
#include "spec/key_place.hpp"
#include "spec/print_reader.hpp"
#include "spec/side_reader.hpp"
#include "spec/orbat_reader.hpp"

namespace muster::sbd {

namespace {
using spec::MapReader;
using spec::Node;

SideSpec default_side(Side side) {
  SideSpec spec;
  static_cast<SideIdentity&>(spec) = acw::default_identity(side);
  spec.plan = {"even", *allocation_named("even"), SixesPolicy::half};
  return spec;
}

void read_allocation(const Node& node, WeekPlan& plan, Diagnostics& d) {
  if (node.is_scalar()) {
    if (auto key = spec::read_choice(node, d, allocation_keys(), "'allocation'")) {
      plan.allocation_name = *key;
      plan.allocation = *allocation_named(*key);
    }
    return;
  }
  const auto items = node.items();
  if (!node.is_sequence() || items.size() != 7) {
    d.error(node.where(), "'allocation' should name a plan or list 7 numbers, Monday to Sunday",
            "write 'allocation: even' or 'allocation: [3, 3, 3, 3, 3, 3, 4]'");
    // The numbers a list holds are checked all the same, so that one reading reports every mistake.
    for (const Node& item : items) spec::read_integer(item, d, min_dice_a_day, max_dice_a_day, "a day's dice");
    return;
  }
  std::array<int, 7> dice{};
  for (std::size_t i = 0; i < 7; ++i)
    dice[i] = static_cast<int>(spec::read_integer(items[i], d, min_dice_a_day, max_dice_a_day, day_names[i] + "'s dice").value_or(0));
  const int total = std::accumulate(dice.begin(), dice.end(), 0);
  if (total != week_dice)
    d.error(node.where(), "the allocation spreads " + std::to_string(total) + " dice; the week has " + std::to_string(week_dice),
            "move dice between days until they add up to " + std::to_string(week_dice));
  plan.allocation_name = "custom";
  plan.allocation = dice;
}

void read_side(MapReader& reader, const std::string& scenario_file, SideSpec& spec) {
  Diagnostics& d = reader.diagnostics();
  spec::read_side_identity(reader, spec, spec::north_or_south);
  if (auto orbat = reader.take("orbat")) {
    if (!orbat->is_scalar()) d.error(orbat->where(), "'orbat' should be the path of an orbat file", "write 'orbat: orbats/union.yaml'");
    else spec.orbat = spec::read_orbat_file(scenario_file, *orbat, d);
    // The record keeps the path as the scenario wrote it, so it does not depend on where muster ran.
    if (spec.orbat) spec.orbat->file = orbat->scalar();
  }
  reader.describe("allocation", {spec::ValueKind::choice, 0, 0, allocation_keys(), 0}, spec.plan.allocation_name);
  if (auto allocation = reader.take("allocation")) read_allocation(*allocation, spec.plan, d);
  spec.plan.sixes = parse_sixes(reader.choice("sixes", sixes_key(spec.plan.sixes), sixes_keys())).value_or(spec.plan.sixes);
}

void read_sides(MapReader& root, Scenario& scenario) {
  for (Side side : both_sides) scenario.sides[index_of(side)] = default_side(side);
  auto node = root.take("sides");
  if (!node) return;
  MapReader sides(*node, root.diagnostics(), "'sides'");
  for (Side side : both_sides)
    if (auto entry = sides.take(side_key(side))) {
      MapReader reader(*entry, root.diagnostics(), "'" + side_key(side) + "'");
      read_side(reader, scenario.file, scenario.sides[index_of(side)]);
    }
}

void read_battlefield(MapReader& root, Scenario& s) {
  auto node = root.take("battlefield");
  if (!node) return;
  MapReader field(*node, root.diagnostics(), "'battlefield'");
  format::read_fields(field, battlefield_fields(), s.battlefield);
}

// How many zones of one terrain kind the generator places: at most half the
// board's zones. Read first against the largest board, which is the bound the
// schema can state, then held to this board's half.
IntRange read_terrain_count(MapReader& terrain, const std::string& key, IntRange fallback, const Battlefield& field) {
  const IntRange count = terrain.range(key, fallback, 0, max_zones_across * max_zones_across / 2);
  const int half = field.columns * field.rows / 2;
  if (count.high > half) {
    const auto value = terrain.node().child(key);
    terrain.diagnostics().error(value ? value->where() : terrain.node().where(),
                                "'" + key + "' asks for up to " + std::to_string(count.high) + " zones, more than half of this " +
                                    std::to_string(field.columns) + " x " + std::to_string(field.rows) + " battlefield (" +
                                    std::to_string(half) + ")",
                                "use at most " + std::to_string(half) + ", or a larger 'battlefield'");
    return fallback;
  }
  return count;
}

void read_terrain(MapReader& root, Scenario& s) {
  auto node = root.take("terrain");
  if (!node) return;
  Diagnostics& d = root.diagnostics();
  MapReader terrain(*node, d, "'terrain'");
  auto zones = terrain.take("zones");
  auto roads = terrain.take("roads");
  if (zones) {
    s.terrain_by_hand = true;
    read_zone_kinds(*zones, s.battlefield, d);
    if (roads) read_roads(*roads, s.battlefield, d);
    for (const char* key : {"woods", "hills", "walls", "very-difficult"})
      if (auto mixed = terrain.take(key))
        d.error(mixed->where(), "'" + std::string(key) + "' counts zones for the terrain generator, but 'zones' places them by hand",
                "use either 'zones' or the counts, not both");
    return;
  }
  s.terrain.woods = read_terrain_count(terrain, "woods", s.terrain.woods, s.battlefield);
  s.terrain.hills = read_terrain_count(terrain, "hills", s.terrain.hills, s.battlefield);
  s.terrain.walls = read_terrain_count(terrain, "walls", s.terrain.walls, s.battlefield);
  s.terrain.very_difficult = read_terrain_count(terrain, "very-difficult", s.terrain.very_difficult, s.battlefield);
  s.terrain.roads = terrain.range("roads", s.terrain.roads, 0, 4);
  // Each count is at most half the board, but together they could still ask for more
  // zones than there are, and the generator would quietly place fewer.
  const int asked = s.terrain.woods.high + s.terrain.hills.high + s.terrain.walls.high + s.terrain.very_difficult.high;
  const int zones_in_all = s.battlefield.columns * s.battlefield.rows;
  if (asked > zones_in_all)
    d.error(terrain.node().where(),
            "the terrain counts ask for up to " + std::to_string(asked) + " zones, more than the " + std::to_string(zones_in_all) + " of this " +
                std::to_string(s.battlefield.columns) + " x " + std::to_string(s.battlefield.rows) + " battlefield",
            "lower 'woods', 'hills', 'walls' or 'very-difficult' (the highest of each range counts), or a larger 'battlefield'");
}

void read_armies(MapReader& root, Scenario& s) {
  auto node = root.take("armies");
  if (!node) return;
  MapReader recipe(*node, root.diagnostics(), "'armies'");
  OrbatRecipe& r = s.army_recipe;
  r.brigades = recipe.integer("brigades", r.brigades, 1, 12);
  r.regiments = recipe.range("regiments-per-brigade", r.regiments, 1, 8);
  r.stands = recipe.range("stands", r.stands, orbat::min_stands, orbat::max_stands);
  r.batteries = recipe.integer("batteries", r.batteries, 0, 24);
  r.cavalry_percent = recipe.integer("cavalry-share", r.cavalry_percent, 0, 50);
}

void read_day_of_battle(MapReader& root, Scenario& s) {
  auto node = root.take("day-of-battle");
  if (!node) return;
  MapReader day(*node, root.diagnostics(), "'day-of-battle'");
  s.quality = day.choice("troop-quality", "flowchart", {"flowchart", "orbat"}) == "flowchart" ? QualitySource::flowchart : QualitySource::orbat;
  s.hold_back = parse_hold_back(day.choice("hold-back", hold_back_key(s.hold_back), hold_back_keys())).value_or(s.hold_back);
  s.per_zone = day.integer("per-zone", s.per_zone, 1, most_units_in_a_zone);
}

}  // namespace

void read_zone_kinds(const Node& node, Battlefield& field, Diagnostics& d) {
  field.kinds.assign(static_cast<std::size_t>(field.columns * field.rows), TerrainKind::open);
  if (!node.is_map()) {
    d.error(node.where(), "'zones' should map zones to terrain, like 'C3: woods', not " + node.kind_name(), "write one 'ZONE: kind' a line");
    return;
  }
  for (const auto& [key, value] : node.entries()) {
    auto zone = spec::read_square(key, d, field.columns, field.rows);
    auto kind = spec::read_choice(value, d, terrain_keys(), "a zone's terrain");
    if (zone && kind) field.kinds[static_cast<std::size_t>(zone->row * field.columns + zone->column)] = *parse_terrain_kind(*kind);
  }
}

void read_roads(const Node& node, Battlefield& field, Diagnostics& d) {
  if (!node.is_sequence()) {
    d.error(node.where(), "'roads' should be a list of roads, each a list of zones", "write 'roads: [[A3, B3, C3]]'");
    return;
  }
  for (const Node& item : node.items()) {
    Road road;
    if (!item.is_sequence()) {
      d.error(item.where(), "a road should be a list of zones like [A3, B3, C3], not " + item.kind_name());
      continue;
    }
    for (const Node& z : item.items())
      if (auto s = spec::read_square(z, d, field.columns, field.rows)) road.zones.push_back(*s);
    if (road.zones.empty()) continue;
    const Square first = road.zones.front();
    if (first.column != 0 && first.row != 0 && first.column != field.columns - 1 && first.row != field.rows - 1)
      d.error(item.where(), "road starts at " + square_name(first) + ", which is not on a table edge", "roads enter from a table edge: start at an edge zone");
    for (std::size_t i = 1; i < road.zones.size(); ++i) {
      const Square a = road.zones[i - 1], b = road.zones[i];
      if (std::abs(a.column - b.column) + std::abs(a.row - b.row) != 1)
        d.error(item.where(), "road jumps from " + square_name(a) + " to " + square_name(b), "each zone of a road must be beside the one before it");
    }
    field.roads.push_back(road);
  }
}

std::pair<int, int> largest_army(const Scenario& s, Side side) {
  const SideSpec& spec = s.sides[index_of(side)];
  if (spec.orbat) {
    const auto units = orbat::units_of(spec.orbat->top);
    return {static_cast<int>(units.size()), orbat::count_units(spec.orbat->top, orbat::UnitType::battery)};
  }
  const OrbatRecipe& r = s.army_recipe;
  return {r.brigades * r.regiments.high + r.batteries, r.batteries};
}

Scenario read_scenario(MapReader& root, const spec::ScenarioHeader& header) {
  Scenario scenario;
  static_cast<ScenarioHead&>(scenario) = scenario_head(header);
  read_battlefield(root, scenario);
  read_terrain(root, scenario);
  read_armies(root, scenario);
  read_sides(root, scenario);
  read_day_of_battle(root, scenario);
  spec::read_print(root, scenario.print, print_rules, spec::PaperKey::in_header);
  if (root.diagnostics().empty()) check_consistency(scenario, root.node(), root.diagnostics());
  return scenario;
}

void check_consistency(const Scenario& s, const spec::Node& where, Diagnostics& d) {
  // Each problem points at the first of the keys behind it that the file gives.
  auto fail = [&](std::initializer_list<spec::KeyPath> keys, std::string message, std::string hint) {
    d.error(spec::first_given(where, keys), std::move(message), std::move(hint));
  };
  if (s.sides[0].baseline == s.sides[1].baseline)
    fail({{"sides", "CSA", "baseline"}, {"sides", "USA", "baseline"}}, "both sides have their baseline on the " + edge_name(s.sides[0].baseline) + " edge",
         "give one side 'baseline: south' and the other 'baseline: north'");
  for (Side side : both_sides) {
    const auto [units, batteries] = largest_army(s, side);
    Battlefield open = s.battlefield;
    if (!s.terrain_by_hand) open.kinds.clear();
    const int row = acw::row_from_edge(s.sides[index_of(side)].baseline, 0, s.battlefield.rows);
    if (!row_can_hold(open, row, {s.sides[index_of(side)].baseline, units, batteries}))
      fail({{"sides", side_key(side), "orbat"}, {"armies"}, {"battlefield", "columns"}, {"sides", side_key(side)}}, side_key(side) + " can bring " + std::to_string(units) + " units (" + std::to_string(batteries) +
               " batteries), more than its first row of zones holds",
           "if it attacks, its whole army deploys in its first row: widen the battlefield, clear difficult terrain from that row or bring fewer units");
  }
}

}  // namespace muster::sbd
