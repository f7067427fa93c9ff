#include "rulesets/tsatf/scenario_reader.hpp"

#include "core/table_unit.hpp"
#include <algorithm>

#include "rulesets/tsatf/berserk.hpp"
#include "rulesets/tsatf/boat_reader.hpp"
#include "rulesets/tsatf/commander_reader.hpp"
#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/deck_reader.hpp"
#include "rulesets/tsatf/default_sides.hpp"
#include "rulesets/tsatf/force_builder.hpp"
#include "rulesets/tsatf/force_reader.hpp"
#include "rulesets/tsatf/terrain_reader.hpp"
#include "rulesets/tsatf/zone_depth_reader.hpp"
#include "spec/print_reader.hpp"
#include "spec/side_reader.hpp"
#include "spec/key_probe.hpp"

namespace muster::tsatf {

using spec::MapReader;
using spec::Node;

namespace {

// `ratio_given`: the scenario writes a 'ratio', read or refused; a refused one is told once, where it is written.
void read_side_units(MapReader& reader, const Scenario& scenario, bool ratio_given, SideSpec& side) {
  Diagnostics& d = reader.diagnostics();
  auto units = reader.take("units");
  auto counts = reader.take("counts");
  if (units && counts) d.error(counts->where(), "a side gives its 'units' or their 'counts', not both", "remove one of them");
  if (scenario.ratio && (units || counts)) {
    d.error((units ? units : counts)->where(), "the scenario's 'ratio' builds both forces, so side '" + side.key + "' cannot give its own",
            "remove 'ratio' to give each side's units, or remove this side's '" + std::string(units ? "units" : "counts") + "'");
    return;
  }
  if (units) {
    // The record keeps a file's name as the scenario wrote it, so it does not depend on where muster ran.
    if (units->is_scalar()) side.list_file = units->scalar();
    side.list = read_force_list(*units, scenario.file, scenario.campaign, side.allegiance, scenario.organisations, d);
  } else if (counts) {
    side.counts = read_unit_counts(*counts, scenario.campaign, side.allegiance, d);
  } else if (!ratio_given) {
    d.error(reader.node().where(), "side '" + side.key + "' has no force",
            has_ratios(scenario.campaign) ? "give the scenario a 'ratio: {infantry: 3}', or this side 'counts' or 'units'"
                                          : "give it 'counts: {british-infantry: 3}' or a list of 'units'");
  }
}

// Whether the scenario's table will have a river for boats to float on, whatever is rolled.
RiverForBoats river_for_boats(const TableScenario& table) {
  if (table.terrain_by_hand)
    return river_of(table.placed_features) ? RiverForBoats{} : RiverForBoats{false, "this table has no river", "place a river in 'terrain', or remove 'boats'"};
  if (table.terrain.rivers.low >= 1) return {};
  if (table.terrain.rivers.high == 0) return {false, "this table has no river", "write 'river: 1' in 'terrain', or remove 'boats'"};
  return {false, "this table may roll none", "write 'river: 1' in 'terrain', so that one always runs"};
}

// The side's force as the roll will build it, where it can be built: what its boats carry and its commanders lead.
std::optional<Force> side_force(const Scenario& scenario, const SideSpec& side) {
  if (side.list) return side.list;
  if (side.counts) return build_force(*side.counts, scenario.campaign, side.allegiance, scenario.organisations);
  if (!scenario.ratio) return std::nullopt;
  const SideForces forces = build_ratio_forces(*scenario.ratio, scenario.organisations);
  return side.allegiance == Allegiance::imperial ? forces.imperial : forces.native;
}

void read_side_force(MapReader& reader, const Scenario& scenario, bool ratio_given, SideSpec& side) {
  Diagnostics& d = reader.diagnostics();
  if (auto word = reader.take("allegiance"))
    if (const auto key = spec::read_choice(*word, d, allegiance_keys(), "'allegiance'")) side.allegiance = *key == "imperial" ? Allegiance::imperial : Allegiance::native;
  read_side_units(reader, scenario, ratio_given, side);
  const auto boats = reader.take("boats");
  const auto commanders = reader.take("commanders");
  const auto force = side_force(scenario, side);
  if (boats) side.boats = read_boats(*boats, force ? &*force : nullptr, side.allegiance, river_for_boats(scenario.table), d);
  if (commanders) side.commanders = read_commanders(*commanders, force ? &*force : nullptr, side.allegiance, d);
  // The berserk rules turn on the native commander's fall: a game that has them should say who he is.
  if (force && has_berserk_units(scenario.campaign, *force) && std::none_of(side.commanders.begin(), side.commanders.end(), [](const Commander& c) { return c.senior; }))
    d.warning(reader.node().where(), "the 1885 berserk rules turn on the native commander, the senior leader, and side '" + side.key + "' names none",
              "add e.g. 'commanders: [{name: The Emir, senior: yes}]' to it; its roster says none is named");
}

void read_sides(MapReader& root, Scenario& scenario, bool ratio_given) {
  const auto defaults = default_sides(scenario.campaign);
  for (std::size_t i = 0; i < 2; ++i) {
    static_cast<SideIdentity&>(scenario.sides[i]) = defaults[i];
    scenario.sides[i].allegiance = i == 0 ? Allegiance::imperial : Allegiance::native;
  }
  spec::report_key(root.node(), "sides");
  if (!root.node().child("sides")) {
    if (!ratio_given)
      root.diagnostics().error(root.node().where(), "the scenario gives no forces",
                               has_ratios(scenario.campaign) ? "add 'ratio: {infantry: 3}' to build both by the update's ratios, or 'sides:' with each side's 'counts'"
                                                             : "add 'sides:' with a block for each side holding its 'counts' or 'units'");
    return;
  }
  const auto identities = spec::read_named_sides(root, defaults, [&](MapReader& reader, const SideIdentity& side, std::size_t index) {
    static_cast<SideIdentity&>(scenario.sides[index]) = side;
    read_side_force(reader, scenario, ratio_given, scenario.sides[index]);
  });
  for (std::size_t i = 0; i < 2; ++i) static_cast<SideIdentity&>(scenario.sides[i]) = identities[i];
  if (scenario.ratio && scenario.sides[0].allegiance == scenario.sides[1].allegiance)
    root.diagnostics().error(root.node().child("sides")->where(), "the ratio needs an imperial and a native side; both are " + key_of(scenario.sides[0].allegiance),
                             "give one side 'allegiance: imperial' and the other 'allegiance: native'");
}

void read_deployment(MapReader& root, Scenario& scenario) {
  auto node = root.take("deployment");
  if (!node) return;
  MapReader reader(*node, root.diagnostics(), "'deployment'");
  scenario.zone_depth = read_zone_depth(reader, "depth", scenario.zone_depth);
  const auto half_depth = std::min(scenario.table.table.width, scenario.table.table.depth) / 2;
  if (scenario.zone_depth > half_depth)
    root.diagnostics().warning(node->where(),
                               "zones " + unit_text(scenario.zone_depth, TableUnit::inches()) + " deep are cut to half the table, " +
                                   unit_text(half_depth, TableUnit::inches()),
                               "give a shallower 'depth' or a larger table");
  scenario.edges = reader.choice("edges", key_of(scenario.edges), edge_choice_keys()) == "rolled" ? EdgeChoice::rolled : EdgeChoice::as_given;
}

void read_first_player(MapReader& root, Scenario& scenario) {
  auto node = root.take("first-player");
  if (!node) return;
  const auto word = spec::read_choice(*node, root.diagnostics(), {"roll", scenario.sides[0].key, scenario.sides[1].key}, "'first-player'");
  if (word && *word != "roll") scenario.first_player = *word == scenario.sides[0].key ? 0 : 1;
}

void read_decks(MapReader& root, Scenario& scenario) {
  if (auto node = root.take("decks")) scenario.decks = tsatf::read_decks(*node, root.diagnostics(), scenario.decks);
}

void read_camels(MapReader& root, Scenario& scenario) {
  auto node = root.take("unfamiliar-with-camels");
  if (!node || !root.diagnostics().empty()) return;
  const auto forces = scenario_forces(scenario);
  scenario.unfamiliar_named = read_named_unfamiliar(*node, forces[0], forces[1], root.diagnostics());
  if (scenario.unfamiliar_named && !has_camels(forces[0]) && !has_camels(forces[1]))
    root.diagnostics().warning(node->where(), "neither force has camels, so no horses are spooked", "add camel units, or leave 'unfamiliar-with-camels' out");
}

}  // namespace

const std::vector<std::string>& allegiance_keys() {
  static const std::vector<std::string> keys = {"imperial", "native"};
  return keys;
}
std::string key_of(Allegiance allegiance) { return allegiance == Allegiance::native ? "native" : "imperial"; }
const std::vector<std::string>& edge_choice_keys() {
  static const std::vector<std::string> keys = {"as-given", "rolled"};
  return keys;
}
std::string key_of(EdgeChoice choice) { return choice == EdgeChoice::rolled ? "rolled" : "as-given"; }

CampaignRead read_campaign(MapReader& root) {
  const std::size_t problems = root.diagnostics().list().size();
  const Campaign campaign = *parse_campaign(root.choice("campaign", key_of(Campaign::indian_mutiny), campaign_keys()));
  if (root.diagnostics().list().size() > problems) return {Campaign::free, false};
  return {campaign, true};
}

std::array<Force, 2> scenario_forces(const Scenario& scenario) {
  std::array<Force, 2> forces;
  const auto ratio_forces = scenario.ratio ? std::optional<SideForces>(build_ratio_forces(*scenario.ratio, scenario.organisations)) : std::nullopt;
  for (std::size_t i = 0; i < 2; ++i) {
    const SideSpec& side = scenario.sides[i];
    if (ratio_forces)
      forces[i] = side.allegiance == Allegiance::imperial ? ratio_forces->imperial : ratio_forces->native;
    else if (side.list)
      forces[i] = *side.list;
    else if (side.counts)
      forces[i] = build_force(*side.counts, scenario.campaign, side.allegiance, scenario.organisations);
  }
  return forces;
}

Scenario read_scenario(MapReader& root, const spec::ScenarioHeader& header) {
  Scenario scenario;
  static_cast<ScenarioHead&>(scenario) = scenario_head(header);
  scenario.print.map_tiles = false;  // a 6 x 4 ft table takes dozens of sheets at 1:1: only on request
  const CampaignRead campaign = read_campaign(root);
  scenario.campaign = campaign.campaign;
  read_table_and_terrain(root, scenario.table);
  if (auto node = root.take("organisation")) scenario.organisations = read_organisations(*node, root.diagnostics());
  const auto ratio = root.take("ratio");
  // A ratio belongs to its campaign: without one muster can read, it is left for the next reading.
  if (ratio && campaign.readable) scenario.ratio = read_ratio_request(*ratio, scenario.campaign, root.diagnostics());
  read_sides(root, scenario, ratio.has_value());
  read_deployment(root, scenario);
  read_first_player(root, scenario);
  read_decks(root, scenario);
  read_camels(root, scenario);
  spec::read_print(root, scenario.print, print_rules, spec::PaperKey::in_header);
  return scenario;
}

}  // namespace muster::tsatf
