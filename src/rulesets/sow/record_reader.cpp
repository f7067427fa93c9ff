// Reads a State of War record back, checking a hand edit as strictly as a
// scenario and against every rule the roll keeps (docs/DECISIONS.md, "What a
// record must keep"): the forces against the organisation rules (the solo
// side's against the rules of its groups), a bought force against its budget
// and its company, the roll-off against the attacker it names, the solo
// side's dice against its tactics, and every group of the solo side on the
// table, in its own zone and clear of the others.
//
// Each problem is reported at the key at fault. A rule that spans several
// keys is checked only when all of them read cleanly, so that one mistake
// gives one message, not a cascade of its consequences.
#include <algorithm>
#include <map>

#include "rulesets/sow/force_reader.hpp"
#include "rulesets/sow/other_animals.hpp"
#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/record.hpp"
#include "rulesets/sow/scenario_reader.hpp"
#include "rulesets/sow/tables.hpp"
#include "rulesets/sow/terrain_reader.hpp"
#include "spec/roll_off_reader.hpp"
#include "spec/side_reader.hpp"

namespace muster::sow {

using spec::MapReader;
using spec::Node;

namespace {

// Whether no error was reported since it was made.
class CleanSince {
 public:
  explicit CleanSince(const Diagnostics& d) : d_(d), before_(d.list().size()) {}
  bool clean() const { return d_.list().size() == before_; }

 private:
  const Diagnostics& d_;
  std::size_t before_;
};

// What the reader keeps of a side besides the setup: the force as listed, with its places, and the recipe's 'points'.
struct SideRead {
  std::optional<ListedForce> listed;
  std::optional<Node> points;
  bool recipe_clean = true;
};

void read_side_rest(MapReader& reader, Setup& setup, std::size_t index, SideRead& read) {
  SideSetup& side = setup.sides[index];
  Diagnostics& d = reader.diagnostics();
  if (auto recipe = reader.take("force")) {
    const CleanSince clean(d);
    side.recipe = read_force_recipe(*recipe, d, RecipeIn::record);
    read.recipe_clean = clean.clean() && side.recipe;
    if (recipe->is_map()) read.points = recipe->child("points");
  }
  side.list_file = reader.text("list-file", "", 400);
  if (auto units = reader.require("units")) {
    if (units->is_scalar()) {
      d.error(units->where(), "a record lists the units themselves, not a file", "roll the scenario again to write them out");
      return;
    }
    read.listed = read_listed_force(*units, "", d);
    if (read.listed) side.force = read.listed->force;
  }
}

// A bought force costs no more than its budget, and keeps its company's class and establishment.
void check_bought(const SideSetup& side, const SideRead& read, Diagnostics& d) {
  if (!side.recipe || !read.recipe_clean || !read.listed || !read.listed->read_cleanly) return;
  const int cost = cost_of(side.force);
  if (cost > side.recipe->points && read.points)
    d.error(read.points->where(), side.key + "'s force costs " + std::to_string(cost) + " points, over its budget of " + std::to_string(side.recipe->points),
            "a bought force costs its budget or less: raise 'points' to " + std::to_string(cost) + ", or take figures out of 'units'");
  report_force_problems(*read.listed, check_bought_force(side.force, *side.recipe), d);
}

// The organisation rules: the solo side's as its groups keep them, the other's as any force does.
void check_forces(const Setup& setup, const std::array<SideRead, 2>& reads, std::optional<std::size_t> solo_side, Diagnostics& d) {
  for (std::size_t i = 0; i < 2; ++i) {
    if (!reads[i].listed) continue;
    const Force& force = reads[i].listed->force;
    // A force that breaks its organisation is not checked against its company too: the one mistake would be said twice.
    if (report_force_problems(*reads[i].listed, solo_side == i ? check_solo_groups(force) : check_force(force), d) == 0) check_bought(setup.sides[i], reads[i], d);
  }
}

// Reads 'deployment'; true when every key of it read cleanly and agrees with the others.
bool read_deployment(MapReader& root, Setup& setup) {
  auto node = root.require("deployment");
  if (!node) return false;
  Diagnostics& d = root.diagnostics();
  const CleanSince clean(d);
  std::string attacker;
  {
    MapReader reader(*node, d, "'deployment'");
    if (auto initiative = reader.require("initiative")) setup.deployment.initiative = spec::read_roll_off(*initiative, d);
    attacker = reader.choice("attacker", setup.sides[0].key, {setup.sides[0].key, setup.sides[1].key});
    setup.deployment.attacker = attacker == setup.sides[0].key ? 0 : 1;
    setup.deployment.table_roll = reader.integer("table-roll", 1, 1, 6);
  }
  const DeploymentResult result = deployment_result(setup.deployment.table_roll);
  const std::size_t a = setup.deployment.attacker;
  setup.deployment.zones[a] = attacker_zone(setup.table, result);
  setup.deployment.zones[1 - a] = opposition_zone(setup.table, result);
  for (std::size_t i = 0; i < 2; ++i) setup.sides[i].baseline = setup.deployment.zones[i].edge;
  if (!clean.clean()) return false;
  const auto winner = spec::roll_off_winner(setup.deployment.initiative);
  if (!winner) {
    d.error(node->child("initiative")->where(), "the initiative dice do not settle who attacks",
            "every pair but the last is a tie, rolled again; the last pair is unequal");
    return false;
  }
  if (*winner != a) {
    d.error(node->child("attacker")->where(), "the initiative dice make " + setup.sides[*winner].key + " the attacker, not " + attacker,
            "the higher die of the last, unequal pair attacks");
    return false;
  }
  return true;
}

std::optional<GroupPlacement> read_placement(const Node& node, const Table& table, Diagnostics& d) {
  if (!node.is_map()) {
    d.error(node.where(), "a group should be a mapping, found " + node.kind_name(), "write e.g. '{centre: [900mm, 150mm], facing: 0, frontage: 125mm, depth: 50mm}'");
    return std::nullopt;
  }
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

// The solo block as read: the plan, and where each key stands for the checks to point at.
struct SoloRead {
  SoloPlan plan;
  Node node;
  std::vector<Node> group_places;
  bool side_read = false;  // which side the game runs is known
  bool clean = false;      // and every other key read cleanly too
};

std::optional<SoloRead> read_solo(MapReader& root, const Setup& setup) {
  auto node = root.take("solo");
  if (!node) return std::nullopt;
  Diagnostics& d = root.diagnostics();
  const CleanSince clean(d);
  SoloRead read{{}, *node, {}};
  SoloPlan& plan = read.plan;
  {
    MapReader reader(*node, d, "'solo'");
    const CleanSince side_clean(d);
    const std::string key = reader.choice("side", setup.sides[0].key, {setup.sides[0].key, setup.sides[1].key});
    plan.side = key == setup.sides[0].key ? 0 : 1;
    read.side_read = side_clean.clean();
    plan.feature = reader.text("feature", "", 60);
    if (auto rolls = reader.take("placement-rolls")) {
      if (!rolls->is_sequence())
        d.error(rolls->where(), "'placement-rolls' should be a list of D8s, found " + rolls->kind_name(), "write e.g. '[3, 7, 1]'");
      else
        for (const Node& roll : rolls->items()) plan.placement_rolls.push_back(static_cast<int>(spec::read_integer(roll, d, 1, 8, "a placement roll").value_or(1)));
    }
    plan.tactics_roll = reader.optional_integer("tactics-roll", 1, 6);
    plan.tactics = *parse_tactics(reader.choice("tactics", "advance", tactics_keys()));
    if (auto groups = reader.require("groups")) {
      if (!groups->is_sequence())
        d.error(groups->where(), "'groups' should be a list, one placement per group, found " + groups->kind_name(),
                "write a '- {centre: ..., facing: ..., frontage: ..., depth: ...}' line per group");
      else
        for (const Node& item : groups->items())
          if (auto g = read_placement(item, setup.table, d)) {
            plan.groups.push_back(*g);
            read.group_places.push_back(item);
          }
    }
  }
  read.clean = clean.clean();
  return read;
}

// Where a problem with the plan is reported: at its key, or, for a key the record left out, at the one that asks for it.
SourceLocation place_of(const SoloRead& read, const PlanProblem& problem) {
  static const std::map<PlanKey, std::string> keys = {{PlanKey::groups, "groups"},         {PlanKey::feature, "feature"},
                                                      {PlanKey::placement_rolls, "placement-rolls"}, {PlanKey::tactics_roll, "tactics-roll"},
                                                      {PlanKey::tactics, "tactics"},       {PlanKey::centre, "centre"},
                                                      {PlanKey::facing, "facing"},         {PlanKey::frontage, "frontage"},
                                                      {PlanKey::depth, "depth"}};
  const std::string& key = keys.at(problem.key);
  if (problem.group && *problem.group < read.group_places.size()) {
    const Node& group = read.group_places[*problem.group];
    if (auto child = group.child(key)) return child->where();
    return group.where();
  }
  for (const std::string& candidate : {key, std::string("tactics")})
    if (auto child = read.node.child(candidate)) return child->where();
  return read.node.where();
}

}  // namespace

Setup read_record(MapReader& root, const SetupHead& head) {
  Setup setup;
  Diagnostics& d = root.diagnostics();
  read_record_start(root, setup, head, print_rules);
  const CleanSince table_clean(d);
  read_table_record(root, setup);
  const bool table_read = table_clean.clean();
  setup.other_animals = read_other_animals(root);
  std::array<SideRead, 2> reads;
  const CleanSince sides_clean(d);
  const auto identities = spec::read_named_sides(
      root, default_sides(), [&setup, &reads](MapReader& reader, const SideIdentity& side, std::size_t index) {
        static_cast<SideIdentity&>(setup.sides[index]) = side;
        read_side_rest(reader, setup, index, reads[index]);
      }, {});
  const bool sides_read = sides_clean.clean();
  for (std::size_t i = 0; i < 2; ++i) static_cast<SideIdentity&>(setup.sides[i]) = identities[i];
  const bool deployment_read = read_deployment(root, setup);
  const auto solo = read_solo(root, setup);
  if (solo) setup.solo = solo->plan;
  const CleanSince forces_clean(d);
  // A solo block whose side cannot be read leaves the forces unchecked: which rules apply to which is not known.
  if (!solo || solo->side_read) check_forces(setup, reads, solo ? std::optional<std::size_t>(solo->plan.side) : std::nullopt, d);
  if (!solo || !solo->clean || !table_read || !sides_read || !deployment_read || !forces_clean.clean()) return setup;
  const std::size_t s = solo->plan.side;
  for (const PlanProblem& problem : check_solo_plan(setup.table, setup.features, setup.deployment.zones[s], setup.sides[s].force, solo->plan,
                                                    {setup.sides[s].key, setup.sides[1 - s].key}))
    d.error(place_of(*solo, problem), problem.message, problem.hint);
  return setup;
}

}  // namespace muster::sow
