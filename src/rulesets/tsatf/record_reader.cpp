// Reads a Sword and the Flame record back, checking a hand edit as strictly as
// a scenario: the units against the campaign's organisation and sides, the
// zones against the table, the roll-off against the side it names, and each
// camel-shy die against its result and the forces.
#include <algorithm>
#include <array>

#include "rulesets/tsatf/deployment_zone.hpp"
#include "rulesets/tsatf/boat_reader.hpp"
#include "rulesets/tsatf/commander_reader.hpp"
#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/deck_reader.hpp"
#include "rulesets/tsatf/default_sides.hpp"
#include "rulesets/tsatf/force_reader.hpp"
#include "rulesets/tsatf/procedures.hpp"
#include "rulesets/tsatf/ratio_departure.hpp"
#include "rulesets/tsatf/record.hpp"
#include "rulesets/tsatf/scenario_reader.hpp"
#include "rulesets/tsatf/terrain_reader.hpp"
#include "rulesets/tsatf/zone_depth_reader.hpp"
#include "spec/side_reader.hpp"

namespace muster::tsatf {

using spec::MapReader;
using spec::Node;

namespace {

// A ratio gives one side its imperial half and the other its native half. Where a hand edit makes
// both sides one allegiance, that is told once, at the second side's, and the units are then checked
// as either side's, so that the half on the wrong side is not refused unit by unit.
bool ratio_sides_clash(const Node& root, const Setup& setup, Diagnostics& d) {
  const auto sides = root.child("sides");
  if (!setup.ratio || !sides || !sides->is_map()) return false;
  const auto entries = sides->entries();
  if (entries.size() != 2) return false;
  std::array<Allegiance, 2> allegiances{Allegiance::imperial, Allegiance::native};
  std::optional<Node> second;
  for (std::size_t i = 0; i < 2; ++i) {
    const Node& side = entries[i].second;
    const auto word = side.is_map() ? side.child("allegiance") : std::nullopt;
    if (word && word->is_scalar() && (word->scalar() == "imperial" || word->scalar() == "native"))
      allegiances[i] = word->scalar() == "native" ? Allegiance::native : Allegiance::imperial;
    if (i == 1) second = word ? *word : entries[i].first;
  }
  if (allegiances[0] != allegiances[1]) return false;
  d.error(second->where(), "the ratio needs an imperial and a native side; both are " + key_of(allegiances[0]),
          "give one side 'allegiance: imperial' and the other 'allegiance: native'");
  return true;
}

void read_side_rest(MapReader& reader, Setup& setup, std::size_t index, bool sides_clash) {
  SideSetup& side = setup.sides[index];
  Diagnostics& d = reader.diagnostics();
  side.allegiance = reader.choice("allegiance", key_of(side.allegiance), allegiance_keys()) == "native" ? Allegiance::native : Allegiance::imperial;
  side.list_file = reader.text("list-file", "", 400);
  auto units = reader.require("units");
  if (!units) return;
  if (units->is_scalar()) {
    d.error(units->where(), "a record lists the units themselves, not a file", "roll the scenario again to write them out");
    return;
  }
  const auto force = read_force_list(*units, "", setup.campaign, sides_clash ? Allegiance::either : side.allegiance, setup.organisations, d);
  side.force = force.value_or(Force{});
  const RiverForBoats river = river_of(setup.battlefield.features) ? RiverForBoats{}
                                                                   : RiverForBoats{false, "this table has no river", "remove 'boats', or place a river in 'terrain'"};
  if (const auto boats = reader.take("boats")) side.boats = read_boats(*boats, force ? &*force : nullptr, side.allegiance, river, d);
  if (const auto commanders = reader.take("commanders")) side.commanders = read_commanders(*commanders, force ? &*force : nullptr, side.allegiance, d);
}

// A hand edit may change units the ratio built; the rules call the ratios what "should" be formed, so it is worth a word, not an error.
void check_ratio(const Node& where, const Setup& setup, Diagnostics& d) {
  if (!setup.ratio) return;
  const auto departure = ratio_departure(setup);
  if (!departure) return;
  for (const RatioRow& row : departure->rows) {
    if (!row.departs()) continue;
    d.warning(where.where(), setup.sides[row.side].key + " has " + std::to_string(row.game) + " " + label_of(row.kind) + " units where the ratio builds " +
                                 std::to_string(row.text),
              "the pack prints the units as listed, and says where they depart from the ratio");
    return;
  }
}

void read_deployment(MapReader& root, Setup& setup) {
  if (auto node = root.require("deployment")) {
    MapReader reader(*node, root.diagnostics(), "'deployment'");
    setup.zone_depth = read_zone_depth(reader, "depth", deployment_depth);
    setup.edges_roll = reader.optional_integer("edges-roll", 1, 6);
  }
  for (SideSetup& side : setup.sides) side.zone = edge_zone(setup.battlefield.table, side.baseline, setup.zone_depth);
}

void read_first_player(MapReader& root, Setup& setup) {
  auto node = root.require("first-player");
  if (!node) return;
  Diagnostics& d = root.diagnostics();
  MapReader reader(*node, d, "'first-player'");
  if (auto rolls = reader.take("roll-off")) setup.first_roll = spec::read_roll_off(*rolls, d);
  const std::string key = reader.choice("side", setup.sides[0].key, {setup.sides[0].key, setup.sides[1].key});
  setup.first_player = key == setup.sides[0].key ? 0 : 1;
  if (setup.first_roll.empty()) return;
  const auto winner = spec::roll_off_winner(setup.first_roll);
  if (winner != setup.first_player)
    d.error(node->where(), "the roll-off does not make " + key + " the first player",
            "the higher die of the last, unequal pair moves first; every pair before it is a tie");
}

void read_decks(MapReader& root, Setup& setup) {
  if (auto node = root.require("decks")) setup.decks = tsatf::read_decks(*node, root.diagnostics(), DeckCounts{1, 0, 0});
}

// One entry of 'camels', against the horsed cavalry unit expected at its place.
void read_camel_entry(const Node& item, const CamelFamiliarity& expected, const Setup& setup, bool named, Diagnostics& d, CamelFamiliarity& out) {
  MapReader reader(item, d, "a camel-shy entry");
  const std::string& key = setup.sides[static_cast<std::size_t>(expected.side)].key;
  const std::string side = reader.choice("side", key, {setup.sides[0].key, setup.sides[1].key});
  const std::string unit = reader.text("unit", "", 60);
  out = expected;
  out.roll = reader.optional_integer("roll", 1, 6);
  out.unfamiliar = reader.flag("unfamiliar", false);
  if (side != key || unit != expected.name) {
    d.error(item.where(), "expected " + key + "'s '" + expected.name + "' here",
            "list every horsed cavalry unit of both sides once, in the order of the forces, when either side has camels");
    return;
  }
  if (named && out.roll) d.error(item.where(), "the scenario named the camel-shy units, so no die was rolled", "remove 'roll', or write 'named: no'");
  if (!named && !out.roll) d.error(item.where(), "a rolled camel-shy unit needs its 'roll'", "give the D6 rolled, 1 to 6");
  if (out.roll && out.unfamiliar != (*out.roll <= highest_unfamiliar_roll))
    d.error(item.where(), "a roll of " + std::to_string(*out.roll) + " makes the unit " + (*out.roll <= highest_unfamiliar_roll ? "unfamiliar" : "familiar") + " with camels",
            "1-3 unfamiliar, 4-6 familiar");
}

void read_camels(MapReader& root, Setup& setup) {
  Diagnostics& d = root.diagnostics();
  // The units that must be listed: every horsed cavalry unit, when either force has camels.
  RandomStream none = RandomStream::for_procedure(0, "unused");
  const auto expected = decide_camel_familiarity(setup.sides[0].force, setup.sides[1].force, none, std::vector<std::string>{});
  auto node = root.take("camels");
  if (!node) {
    if (!expected.empty()) d.error(root.node().where(), "a force has camels but the record decides no horses against them", "roll the scenario again to write 'camels'");
    return;
  }
  if (expected.empty()) {
    d.error(node->where(), "neither force has camels, yet the record lists camel-shy horses", "remove 'camels'");
    return;
  }
  MapReader reader(*node, d, "'camels'");
  setup.unfamiliar_named = reader.flag("named", false);
  auto units = reader.require("units");
  if (!units) return;
  const auto items = units->is_sequence() ? units->items() : std::vector<Node>{};
  if (items.size() != expected.size()) {
    d.error(units->where(), "the record lists " + std::to_string(items.size()) + " horsed cavalry units against camels; the forces have " + std::to_string(expected.size()),
            "list every horsed cavalry unit of both sides once, in the order of the forces");
    return;
  }
  setup.camels.resize(expected.size());
  for (std::size_t i = 0; i < items.size(); ++i) read_camel_entry(items[i], expected[i], setup, setup.unfamiliar_named, d, setup.camels[i]);
}

}  // namespace

Setup read_record(MapReader& root, const SetupHead& head) {
  Setup setup;
  read_record_start(root, setup, head, print_rules);
  const CampaignRead campaign = read_campaign(root);
  setup.campaign = campaign.campaign;
  if (auto node = root.take("organisation")) setup.organisations = read_organisations(*node, root.diagnostics());
  if (auto node = root.take("ratio"); node && campaign.readable) setup.ratio = read_ratio_request(*node, setup.campaign, root.diagnostics());
  read_table_record(root, setup.battlefield);
  const auto defaults = default_sides(setup.campaign);
  for (std::size_t i = 0; i < 2; ++i) setup.sides[i].allegiance = i == 0 ? Allegiance::imperial : Allegiance::native;
  const bool sides_clash = ratio_sides_clash(root.node(), setup, root.diagnostics());
  const auto identities = spec::read_named_sides(root, defaults, [&setup, sides_clash](MapReader& reader, const SideIdentity& side, std::size_t index) {
    static_cast<SideIdentity&>(setup.sides[index]) = side;
    read_side_rest(reader, setup, index, sides_clash);
  });
  for (std::size_t i = 0; i < 2; ++i) static_cast<SideIdentity&>(setup.sides[i]) = identities[i];
  if (const auto sides = root.node().child("sides"); sides && !sides_clash) check_ratio(*sides, setup, root.diagnostics());
  read_deployment(root, setup);
  read_first_player(root, setup);
  read_decks(root, setup);
  read_camels(root, setup);
  return setup;
}

}  // namespace muster::tsatf
