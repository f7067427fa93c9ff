#include "rulesets/tsb/scenario_reader.hpp"

#include <algorithm>

#include "rulesets/tsb/army_reader.hpp"
#include "rulesets/tsb/battlefield_reader.hpp"
#include "rulesets/tsb/fault_places.hpp"
#include "rulesets/tsb/observed_fire.hpp"
#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/tables.hpp"
#include "spec/print_reader.hpp"
#include "spec/side_reader.hpp"
#include "spec/key_probe.hpp"

namespace muster::tsb {

using spec::MapReader;
using spec::Node;

namespace {

std::array<SideIdentity, 2> default_sides() {
  return {SideIdentity{"Red", "Red army", "#a0322d", Edge::south}, SideIdentity{"Blue", "Blue army", "#2f4f8f", Edge::north}};
}

void read_army(MapReader& reader, const Scenario& scenario, SideSpec& side) {
  Diagnostics& d = reader.diagnostics();
  auto orbat = reader.take("orbat");
  auto army = reader.take("army");
  if (orbat && army) d.error(army->where(), "a side has an orbat file or an army recipe, not both", "remove 'army' or 'orbat'");
  if (orbat) {
    if (!orbat->is_scalar()) {
      d.error(orbat->where(), "'orbat' should be the path of an orbat file", "write 'orbat: orbats/union.yaml'");
      return;
    }
    // The record keeps the path as the scenario wrote it, so it does not depend on where muster ran.
    side.orbat_file = orbat->scalar();
    const auto root = spec::detail::load_orbat_node(scenario.file, *orbat, d);
    if (root) side.orbat = spec::read_command_tree(*root, d, unit_fields_reader(scenario.period));
    if (!side.orbat) return;
    check_officer_names(*root, d);
    check_observers(army_from_orbat(*side.orbat), orbat_unit_places(*root), d);
    warn_of_command_sizes(army_from_orbat(*side.orbat), *orbat, d);
  } else if (army) {
    side.recipe = read_army_recipe(*army, scenario.period, d);
  } else {
    d.error(reader.node().where(), "side '" + side.key + "' has no army", "give it 'orbat: FILE' or an 'army:' recipe such as 'army: {infantry: 6, cavalry: 2, artillery: 1}'");
  }
}

// A named line is held against the side's orbat army; a recipe army is rolled in secret, after the
// scenario is read, so its lines can name no battery.
void read_side_line(const Node& node, const Scenario& scenario, SideSpec& side, Diagnostics& d) {
  auto line = read_telephone_line(node, scenario.battlefield.grid, d);
  if (!line) return;
  if (!line->battery.empty() && !side.orbat) {
    d.error(node.where(), "a recipe army is rolled in secret, so its telephone line can name no battery", "give the side an orbat file, or list only the line's areas");
    return;
  }
  if (side.orbat) check_telephone_line(*line, army_from_orbat(*side.orbat), deployment_zone(scenario.battlefield.grid, side.baseline, side.deployment_depth), node, d);
  side.telephone_lines.push_back(*line);
}

void read_side_rest(MapReader& reader, Scenario& scenario, std::size_t index) {
  SideSpec& side = scenario.sides[index];
  read_army(reader, scenario, side);
  side.deployment_depth = reader.integer("deployment-depth", default_deployment_depth, 1, max_rows / 2);
  if (auto lines = reader.take("telephone-lines")) {
    // The lines are read in either period, so that one reading reports every mistake in them.
    if (scenario.period != Period::early_20th)
      reader.diagnostics().error(lines->where(), "telephone lines belong to 1900-1918, and this scenario is mid-19th century", "write 'period: early-20th' or remove them");
    if (!lines->is_sequence())
      reader.diagnostics().error(lines->where(), "'telephone-lines' should be a list of lines", "write e.g. 'telephone-lines: [{battery: 46th Battery, observer: 2nd KRRC, areas: [A4, B4]}]'");
    else
      for (const Node& node : lines->items()) read_side_line(node, scenario, side, reader.diagnostics());
  }
  side.radio = reader.flag("radio", false);
  if (side.radio && scenario.period != Period::early_20th)
    reader.diagnostics().error(reader.node().child("radio")->where(), "radios belong to 1900-1918, and this scenario is mid-19th century",
                               "write 'period: early-20th' or remove it");
}

void read_sides(MapReader& root, Scenario& scenario) {
  spec::report_key(root.node(), "sides");
  if (!root.node().child("sides")) {
    root.diagnostics().error(root.node().where(), "the scenario names no sides", "add 'sides:' with a block for each army, e.g. 'Union:' and 'Confederate:'");
    return;
  }
  const auto identities = spec::read_named_sides(root, default_sides(), [&scenario](MapReader& reader, const SideIdentity& side, std::size_t index) {
    static_cast<SideIdentity&>(scenario.sides[index]) = side;
    read_side_rest(reader, scenario, index);
  });
  for (std::size_t i = 0; i < 2; ++i) static_cast<SideIdentity&>(scenario.sides[i]) = identities[i];
}

void read_terrain_recipe(MapReader& reader, Scenario& s) {
  TerrainRecipe& t = s.terrain;
  t.woods = reader.range("woods", t.woods, 0, 12);
  t.towns = reader.range("towns", t.towns, 0, 8);
  t.steep_slopes = reader.range("steep-slopes", t.steep_slopes, 0, 8);
  const std::string river = reader.choice("river", "fordable", {"none", "fordable", "impassable"});
  t.river = river == "none" ? TerrainRecipe::River::none : river == "fordable" ? TerrainRecipe::River::fordable : TerrainRecipe::River::impassable;
  t.roads = reader.integer("roads", t.roads, 0, 4);
  t.railway = reader.flag("railway", s.period == Period::early_20th);
  t.objectives = reader.range("objectives", t.objectives, 1, most_objectives);
  if (t.railway && s.period != Period::early_20th)
    reader.diagnostics().error(reader.node().child("railway")->where(), "a railway belongs to 1900-1918, and this scenario is mid-19th century",
                               "write 'period: early-20th' or 'railway: no'");
}

void read_terrain(MapReader& root, Scenario& s) {
  // An early-20th battlefield has its railway whether or not the scenario writes a 'terrain' block.
  s.terrain.railway = s.period == Period::early_20th;
  auto node = root.take("terrain");
  if (!node) return;
  MapReader terrain(*node, root.diagnostics(), "'terrain'");
  if (auto placed = terrain.take("placed")) {
    s.terrain_by_hand = true;
    read_placed_terrain(*placed, s.battlefield, root.diagnostics());
    if (s.battlefield.railway && s.period != Period::early_20th)
      root.diagnostics().error(placed->child("railway")->where(), "a railway belongs to 1900-1918, and this scenario is mid-19th century",
                               "write 'period: early-20th' or remove it");
    return;
  }
  read_terrain_recipe(terrain, s);
}

void read_attacker(MapReader& root, Scenario& s) {
  auto node = root.take("attacker");
  if (!node) return;
  const auto key = spec::read_choice(*node, root.diagnostics(), {s.sides[0].key, s.sides[1].key}, "'attacker'");
  if (key) s.attacker = *key == s.sides[0].key ? 0 : 1;
}

// Objectives are placed between the armies, an area each: a recipe asking for more than
// there are areas outside both deployment zones would get fewer, or one inside a zone.
void check_room_for_objectives(const Scenario& s, const std::array<std::vector<Square>, 2>& zones, const Node& where, Diagnostics& d) {
  const int between = static_cast<int>(s.battlefield.grid.all_areas().size() - zones[0].size() - zones[1].size());
  if (s.terrain.objectives.high <= between) return;
  auto located = where.child("terrain");
  if (located) located = located->child("objectives");
  d.error((located ? *located : where).where(),
          "'objectives' asks for up to " + std::to_string(s.terrain.objectives.high) + ", but only " + std::to_string(between) +
              (between == 1 ? " area lies" : " areas lie") + " between the two deployment zones",
          "lower 'objectives' or a side's 'deployment-depth', or enlarge the battlefield");
}

int trains_of(const SideSpec& side) {
  if (side.orbat) {
    int trains = 0;
    for (const auto& placed : orbat::units_of(*side.orbat)) trains += moves_on_rails(placed.unit->type) ? 1 : 0;
    return trains;
  }
  return side.recipe.units[static_cast<std::size_t>(UnitType::train)] + side.recipe.units[static_cast<std::size_t>(UnitType::armoured_train)];
}

// Trains move only on rails: a side that brings them needs a railway, and a rolled one is sure of no
// more areas in a zone than the zone is deep (it comes in from the baseline, an area a row at least).
bool check_railway_for_trains(const Scenario& s, const FaultPlaces& places, Diagnostics& d) {
  for (std::size_t i = 0; i < 2; ++i) {
    const int trains = trains_of(s.sides[i]);
    if (trains == 0) continue;
    const bool railway = s.terrain_by_hand ? s.battlefield.railway.has_value() : s.terrain.railway;
    if (!railway) {
      auto terrain = places.root.child("terrain");
      auto key = terrain && terrain->is_map() ? terrain->child("railway") : std::nullopt;
      d.error(key ? key->where() : place_in_side(places, i, {"army", "orbat"}),
              s.sides[i].key + " brings " + std::to_string(trains) + (trains == 1 ? " train" : " trains") + ", but the battlefield has no railway",
              s.terrain_by_hand ? "place a railway through its deployment zone, or bring no trains" : "write 'railway: yes', or bring no trains");
      return false;
    }
    if (!s.terrain_by_hand && trains > s.sides[i].deployment_depth) {
      d.error(place_in_side(places, i, {"deployment-depth", "army", "orbat"}),
              s.sides[i].key + " brings " + std::to_string(trains) + " trains, but a rolled railway is sure of only " +
                  std::to_string(s.sides[i].deployment_depth) + " areas in its deployment zone",
              "raise its 'deployment-depth' to " + std::to_string(trains) + ", or bring fewer trains");
      return false;
    }
  }
  return true;
}

void check_deployment(const Scenario& s, const Node& where, Diagnostics& d) {
  const AreaGrid& grid = s.battlefield.grid;
  std::optional<Node> placed;
  if (auto terrain = where.child("terrain"); terrain && terrain->is_map()) placed = terrain->child("placed");
  const FaultPlaces places = fault_places(where, placed, {s.sides[0].key, s.sides[1].key}, {"army", "orbat"});
  if (auto meet = where_zones_meet(grid, {std::pair{s.sides[0].baseline, s.sides[0].deployment_depth}, std::pair{s.sides[1].baseline, s.sides[1].deployment_depth}})) {
    report_zones_meet(*meet, places, d);
    return;
  }
  std::array<std::vector<Square>, 2> zones;
  for (std::size_t i = 0; i < 2; ++i) zones[i] = deployment_zone(grid, s.sides[i].baseline, s.sides[i].deployment_depth);
  for (std::size_t i = 0; i < 2; ++i) {
    const int units = army_size(s.sides[i]);
    if (units > static_cast<int>(zones[i].size())) {
      d.error(place_in_side(places, i, {"deployment-depth", "army", "orbat"}),
              s.sides[i].key + " brings " + std::to_string(units) + " units but its deployment zone has only " + std::to_string(zones[i].size()) +
                  " areas, one unit to an area",
              "raise its 'deployment-depth', widen the battlefield, or bring fewer units");
      return;
    }
  }
  if (!check_railway_for_trains(s, places, d)) return;
  if (s.terrain_by_hand) {
    if (auto why = unplayable(s.battlefield, deployment_needs(s))) report_unplayable(*why, places, d);
    return;
  }
  check_room_for_objectives(s, zones, where, d);
}

}  // namespace

std::vector<Square> deployment_zone(const AreaGrid& grid, Edge baseline, int depth) {
  std::vector<Square> zone;
  for (Square area : grid.all_areas())
    if (grid.distance_from_edge(area, baseline) < depth) zone.push_back(area);
  return zone;
}

std::optional<Square> where_zones_meet(const AreaGrid& grid, const std::array<std::pair<Edge, int>, 2>& zones) {
  for (Square area : grid.all_areas())
    if (grid.distance_from_edge(area, zones[0].first) < zones[0].second && grid.distance_from_edge(area, zones[1].first) < zones[1].second) return area;
  return std::nullopt;
}

int army_size(const SideSpec& side) {
  if (side.orbat) return static_cast<int>(orbat::units_of(*side.orbat).size());
  return side.recipe.total();
}

Scenario read_scenario(MapReader& root, const spec::ScenarioHeader& header) {
  Scenario scenario;
  static_cast<ScenarioHead&>(scenario) = scenario_head(header);
  scenario.period = parse_period(root.choice("period", "mid-19th", period_keys())).value();
  if (auto field = root.take("battlefield")) {
    MapReader reader(*field, root.diagnostics(), "'battlefield'");
    scenario.battlefield = read_battlefield(reader);
  } else {
    scenario.battlefield = default_battlefield(AreaShape::square);
    scenario.battlefield.kinds.assign(static_cast<std::size_t>(scenario.battlefield.grid.columns * scenario.battlefield.grid.rows), TerrainKind::open);
  }
  read_terrain(root, scenario);
  read_sides(root, scenario);
  read_attacker(root, scenario);
  spec::read_print(root, scenario.print, print_rules, spec::PaperKey::in_header);
  if (root.diagnostics().empty()) check_deployment(scenario, root.node(), root.diagnostics());
  return scenario;
}

}  // namespace muster::tsb
