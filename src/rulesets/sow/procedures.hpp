#pragma once
// The procedures that make a State of War setup, one concept per file.
// The forces, the terrain and the deployment draw nothing a side keeps
// secret: the scenario states every choice, and the dice are rolled at the
// table. Only the solo side's dice (where each group stands round a feature,
// its tactics) come from its own key, because the game, not the player, rolls them.

#include <optional>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "core/streams.hpp"
#include "rulesets/sow/model.hpp"

namespace muster::sow {

Setup roll(const Scenario& scenario, const Streams& streams);

// ---- Forces (build_force.cpp, organisation.cpp) ----

// The company of the recipe's kind, bought figure by figure in the force
// list's order, as large as the budget allows without going over.
Force build_force(const ForceRecipe& recipe);

// Where a figure stands in a force.
struct FigureAt {
  std::size_t unit = 0;
  std::size_t figure = 0;
};

// What breaks the organisation rules: a unit of no figures or more than 14,
// mixed classes beyond one higher-class leader. Each problem names the unit
// and, where one figure is to blame, the figure.
struct ForceProblem {
  std::size_t unit = 0;
  std::optional<std::size_t> figure;
  std::string message;
  std::string hint;
};
std::vector<ForceProblem> check_force(const Force& force);
// What a force said to be bought from `recipe` breaks of what build_force keeps besides the
// budget: every figure of the recipe's class, and no rank more often than the full company has it.
std::vector<ForceProblem> check_bought_force(const Force& force, const ForceRecipe& recipe);

// The force commander: the highest-ranking figure, the first of equals.
std::optional<FigureAt> force_commander(const Force& force);
// The class of a unit: that of its figures, its leader set aside when he is of a higher class.
Quality unit_quality(const Unit& unit);

// ---- The table (roll_terrain.cpp, deployment.cpp) ----

// muster's recipe for a State of War table: the scenario's counts, sizes in
// cm, the 20 cm along every edge kept usable whichever zones the dice choose.
TableRecipe terrain_recipe(const Table& table, const TerrainCounts& counts);
PlacedTerrain roll_terrain(const Table& table, const TerrainCounts& counts, RandomStream& stream);

// The zone a deployment-table result gives the attacker, and the one it leaves the opposition.
Zone attacker_zone(const Table& table, DeploymentResult result);
Zone opposition_zone(const Table& table, DeploymentResult result);
// A D6 each, again while equal; the winner rolls on the deployment table.
Deployment roll_deployment(const Table& table, RandomStream& stream);

// ---- Solo play (solo_groups.cpp, solo_deployment.cpp) ----

// The solo side's force regrouped as the solo rules ask: the force commander
// and the musicians first, as the commander's group; then groups of 4 to 10
// similar figures (class, firearm, horse), each led by its highest rank.
Force solo_groups(const Force& force);
// Where each group of the solo side stands and what it will do: round a large
// feature in the middle of the table when deployed in a half that holds one (every group within the half),
// otherwise a two-deep line with the commander 15 cm behind its centre; the
// tactics die rolled in the second case.
SoloPlan plan_solo(const Table& table, const std::vector<Feature>& features, const Zone& zone, const Force& groups,
                   std::size_t side, RandomStream& stream);

// ---- What a record of the solo side must keep (solo_groups.cpp, solo_checks.cpp) ----

// What breaks the rules solo_groups keeps, in a force said to be so grouped: group 1 the force
// commander and every musician, and nothing else; every other group of one class and one horse, 10
// figures at most, led by its highest rank, and of fewer than 4 only when its figures are odd ones
// with too few like them to make a group. They stand in place of check_force for the solo side.
std::vector<ForceProblem> check_solo_groups(const Force& groups);

// A hill, wood or village at least 20 cm across both ways whose centre lies in the table's middle third both ways.
bool is_defensible(const Table& table, const Feature& feature);
// Whether an area's centre lies in the zone.
bool stands_in(const Feature& feature, const Zone& zone);
// Whether the solo side, deployed in `zone`, would stand round `feature`: the zone a half of the
// table, and the feature a defensible one whose centre lies in that half.
bool may_deploy_round(const Table& table, const Feature& feature, const Zone& zone);

// A problem with the solo side's plan, and the key of 'solo' (or of one of its groups) that is at fault.
enum class PlanKey { groups, feature, placement_rolls, tactics_roll, tactics, centre, facing, frontage, depth };
struct PlanProblem {
  PlanKey key = PlanKey::groups;
  std::optional<std::size_t> group;  // for a key of one group
  std::string message;
  std::string hint;
};
struct SidesNamed {
  std::string own, enemy;  // the solo side's key and its enemy's
};
// Everything plan_solo keeps, checked on a plan that may have been edited by hand: a placement
// per group; the feature, the placement dice and the tactics die agreeing with the tactics; each
// group as wide and deep as its two ranks, on the table, in its own zone, facing the enemy in a line,
// off every area but the feature's middle round a feature, and clear of every other group.
// `groups` must keep check_solo_groups. The first problems found stop the checks that depend on them.
std::vector<PlanProblem> check_solo_plan(const Table& table, const std::vector<Feature>& features, const Zone& zone, const Force& groups,
                                         const SoloPlan& plan, const SidesNamed& sides);

}  // namespace muster::sow
