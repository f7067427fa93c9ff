// Reads a State of War record back, checking a hand edit as strictly as a
// scenario: the forces against the organisation rules, the roll-off against
// the attacker it names, the solo side's dice against its tactics, and every
// group of the solo side on the table.
#include <algorithm>

#include "rulesets/sow/force_reader.hpp"
#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/record.hpp"
#include "rulesets/sow/scenario_reader.hpp"
#include "rulesets/sow/solo_geometry.hpp"
#include "rulesets/sow/tables.hpp"
#include "rulesets/sow/terrain_reader.hpp"
#include "spec/roll_off_reader.hpp"
#include "spec/side_reader.hpp"

namespace muster::sow {

using spec::MapReader;
using spec::Node;

namespace {

void read_side_rest(MapReader& reader, Setup& setup, std::size_t index) {
  SideSetup& side = setup.sides[index];
  Diagnostics& d = reader.diagnostics();
  if (auto recipe = reader.take("force")) side.recipe = read_force_recipe(*recipe, d);
  side.list_file = reader.text("list-file", "", 400);
  if (auto units = reader.require("units")) {
    if (units->is_scalar()) {
      d.error(units->where(), "a record lists the units themselves, not a file", "roll the scenario again to write them out");
      return;
    }
    side.force = read_force_list(*units, "", d).value_or(Force{});
  }
  if (side.recipe && cost_of(side.force) > side.recipe->points)
    d.warning(reader.node().where(), side.key + "'s force costs " + std::to_string(cost_of(side.force)) + " points, over its budget of " +
                                         std::to_string(side.recipe->points), "the force list will show it over budget");
}

void read_deployment(MapReader& root, Setup& setup) {
  auto node = root.require("deployment");
  if (!node) return;
  Diagnostics& d = root.diagnostics();
  MapReader reader(*node, d, "'deployment'");
  if (auto initiative = reader.require("initiative")) setup.deployment.initiative = spec::read_roll_off(*initiative, d);
  const std::string attacker = reader.choice("attacker", setup.sides[0].key, {setup.sides[0].key, setup.sides[1].key});
  setup.deployment.attacker = attacker == setup.sides[0].key ? 0 : 1;
  setup.deployment.table_roll = reader.integer("table-roll", 1, 1, 6);
  if (spec::roll_off_winner(setup.deployment.initiative) != setup.deployment.attacker)
    d.error(node->where(), "the initiative dice do not make " + attacker + " the attacker",
            "the higher die of the last, unequal pair attacks; every pair before it is a tie");
  const DeploymentResult result = deployment_result(setup.deployment.table_roll);
  const std::size_t a = setup.deployment.attacker;
  setup.deployment.zones[a] = attacker_zone(setup.table, result);
  setup.deployment.zones[1 - a] = opposition_zone(setup.table, result);
  for (std::size_t i = 0; i < 2; ++i) setup.sides[i].baseline = setup.deployment.zones[i].edge;
}

std::optional<GroupPlacement> read_placement(const Node& node, const Table& table, Diagnostics& d) {
  MapReader reader(node, d, "a group");
  GroupPlacement g;
  auto centre = reader.require("centre");
  if (centre) {
    const auto items = centre->is_sequence() ? centre->items() : std::vector<Node>{};
    if (items.size() != 2) {
      d.error(centre->where(), "'centre' should be [x, y] from the south-west corner", "write e.g. '[90cm, 15cm]'");
    } else {
      g.centre.x = spec::read_length(items[0], d, Length{}, table.width, "a group's x").value_or(Length{});
      g.centre.y = spec::read_length(items[1], d, Length{}, table.depth, "a group's y").value_or(Length{});
    }
  }
  g.facing_degrees = reader.integer("facing", 0, 0, 359);
  g.frontage = reader.length("frontage", Length::mm(25), Length::mm(5), table.width);
  g.depth = reader.length("depth", Length::mm(50), Length::mm(5), table.depth);
  return g;
}

void read_solo(MapReader& root, Setup& setup) {
  auto node = root.take("solo");
  if (!node) return;
  Diagnostics& d = root.diagnostics();
  MapReader reader(*node, d, "'solo'");
  SoloPlan plan;
  const std::string key = reader.choice("side", setup.sides[0].key, {setup.sides[0].key, setup.sides[1].key});
  plan.side = key == setup.sides[0].key ? 0 : 1;
  plan.feature = reader.text("feature", "", 60);
  if (auto rolls = reader.take("placement-rolls"))
    for (const Node& roll : rolls->items()) plan.placement_rolls.push_back(static_cast<int>(spec::read_integer(roll, d, 1, 12, "a placement roll").value_or(1)));
  plan.tactics_roll = reader.optional_integer("tactics-roll", 1, 6);
  plan.tactics = *parse_tactics(reader.choice("tactics", "advance", tactics_keys()));
  const std::string& enemy = setup.sides[1 - plan.side].key;
  // The band along the enemy's edge that the roll keeps every group out of. Not the enemy's
  // whole zone: a half of the table reaches the central feature, and groups ringing it may stand there.
  const solo::Box enemy_band = solo::enemy_band(setup.table, opposite_edge(setup.deployment.zones[plan.side].edge));
  if (auto groups = reader.require("groups"))
    for (const Node& item : groups->items())
      if (auto g = read_placement(item, setup.table, d)) {
        // A group edited into the enemy's band was printed there, among the player's own figures.
        const solo::Vec at = solo::cm_of(g->centre);
        if (at.x > enemy_band.west && at.x < enemy_band.east && at.y > enemy_band.south && at.y < enemy_band.north)
          d.error(item.where(), "a " + key + " group stands at [" + length_text(g->centre.x) + ", " + length_text(g->centre.y) + "], in the band along " +
                                    enemy + "'s edge where " + enemy + " deploys",
                  "the game's groups deploy in their own side's zone or round their feature, never in the enemy's edge band: move it out");
        plan.groups.push_back(*g);
      }
  const std::size_t units = setup.sides[plan.side].force.units.size();
  if (plan.groups.size() != units)
    d.error(node->where(), "the solo side has " + std::to_string(units) + " groups but 'solo' places " + std::to_string(plan.groups.size()),
            "give one placement per unit of " + key + ", in order");
  const bool round_feature = plan.tactics == SoloTactics::defend_feature;
  if (round_feature && plan.feature.empty())
    d.error(node->where(), "solo tactics 'defend-feature' need the feature deployed round", "name it: 'feature: Hill 1'");
  if (!plan.feature.empty() && std::none_of(setup.features.begin(), setup.features.end(), [&](const Feature& f) { return f.label == plan.feature; }))
    d.error(node->where(), "no feature on the table is called '" + plan.feature + "'", "name one of the features under 'terrain'");
  if (!round_feature && plan.tactics_roll && (*plan.tactics_roll <= 2) != (plan.tactics == SoloTactics::hold))
    d.error(node->where(), "a tactics roll of " + std::to_string(*plan.tactics_roll) + " means '" + (*plan.tactics_roll <= 2 ? "hold" : "advance") + "', not '" + key_of(plan.tactics) + "'",
            "1-2 hold, 3-6 advance");
  if (!round_feature && !plan.tactics_roll) d.error(node->where(), "the solo side's tactics need their 'tactics-roll'", "give the D6 rolled, 1 to 6");
  setup.solo = plan;
}

}  // namespace

Setup read_record(MapReader& root, const SetupHead& head) {
  Setup setup;
  read_record_start(root, setup, head, print_rules);
  read_table_record(root, setup);
  const auto identities = spec::read_named_sides(
      root, default_sides(), [&setup](MapReader& reader, const SideIdentity& side, std::size_t index) {
        static_cast<SideIdentity&>(setup.sides[index]) = side;
        read_side_rest(reader, setup, index);
      }, {});
  for (std::size_t i = 0; i < 2; ++i) static_cast<SideIdentity&>(setup.sides[i]) = identities[i];
  read_deployment(root, setup);
  read_solo(root, setup);
  return setup;
}

}  // namespace muster::sow
