#pragma once
// State of War: what a scenario asks for and what the dice made of it.
// Plain aggregates; the procedures live in their own files, the drawing in pages/.
// A 28 mm skirmish on an open table measured in centimetres: two forces of
// single figures bought with points and grouped into small units, terrain as
// shapes, the attacker and the deployment rolled, and, in a solo game, the
// side the game runs deployed and given its tactics.

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/int_range.hpp"
#include "core/length.hpp"
#include "core/print_options.hpp"
#include "core/side_identity.hpp"
#include "generate/open_table.hpp"
#include "generate/open_table_placement.hpp"
#include "rulesets/heads.hpp"

namespace muster::sow {

// ---- Figures ----

// The text's "class": it gives the quality die for combat and morale.
enum class Quality { veteran, trained, raw, civilian };
// What a figure shoots with. The carbines are the cavalry's cheaper Minie and smoothbore.
enum class Firearm { none, repeater, minie_rifle, minie_carbine, musket, smoothbore_carbine, shotgun, pistol };
// What a figure fights with hand to hand, bought at a point.
enum class Blade { none, bayonet, sword, lance };
enum class Rank { captain, lieutenant, first_sergeant, sergeant, corporal, musician, private_soldier, trooper };

struct Figure {
  Rank rank = Rank::private_soldier;
  Quality quality = Quality::trained;
  Firearm firearm = Firearm::minie_rifle;
  Blade blade = Blade::bayonet;
  bool horse = false;
  // A pistol carried besides the firearm (the trooper's carbine, revolver and sabre), or none.
  // Only Firearm::none and Firearm::pistol: the readers allow no other.
  Firearm sidearm = Firearm::none;
};

// A small unit of 1 to 14 figures that moves as a group. Its first figure leads it.
struct Unit {
  std::string name;  // "1st Squad, 1st Platoon", "Company HQ"
  std::vector<Figure> figures;
};

struct Force {
  std::vector<Unit> units;
};

// ---- Building a force to a budget ----

// The establishments of the force list: an infantry company, or a Federal or a Confederate cavalry company.
enum class CompanyKind { infantry, federal_cavalry, confederate_cavalry };

struct ForceRecipe {
  int points = 0;  // the budget: the force costs this or less
  CompanyKind company = CompanyKind::infantry;
  Quality quality = Quality::trained;  // the whole company, officers and musicians too
  Firearm firearm = Firearm::minie_rifle;  // the men's and NCOs' firearm
  Blade blade = Blade::bayonet;            // the men's and NCOs' blade
  int mounted_percent = 0;                 // share of the fighting units given horses, 0-100
  Firearm sidearm = Firearm::none;         // the men's and NCOs' pistol besides their firearm, or none
};

// ---- Other animals ----

// An animal other than a rider's horse (a mule train, oxen, a dog) that the scenario moves at a
// rate of its own; any other moves as infantry, as the text says.
struct AnimalRate {
  std::string name;  // "Mule train"
  Length move;       // a move per action, before difficult terrain halves it
};

// ---- The table ----

// The scenario's terrain recipe: how many of each feature to place at random.
struct TerrainCounts {
  IntRange hills{1, 2};
  IntRange woods{1, 3};
  IntRange villages{0, 1};
  IntRange walls{0, 2};
  IntRange fences{1, 2};
  IntRange marshes{0, 1};
  IntRange streams{0, 1};  // from edge to edge, with fords
  IntRange roads{0, 1};    // from edge to edge
};

inline constexpr Length default_table_width = Length::mm(1800);
inline constexpr Length default_table_depth = Length::mm(1200);
// How deep an edge deployment zone is.
inline constexpr Length edge_zone_depth = Length::mm(200);

// ---- Scenario ----

// Figures on an open table: no counters, nothing printed double-sided.
inline constexpr PrintRules print_rules{Length::mm(15), Length::mm(15), true, false, false};

struct SideSpec : SideIdentity {
  std::optional<ForceRecipe> recipe;  // bought to a budget...
  std::optional<Force> list;          // ...or a hand-written list of units and figures
  std::string list_file;              // where the list came from, when it is a file of its own
};

struct Scenario : ScenarioHead {
  Table table{default_table_width, default_table_depth};
  bool terrain_by_hand = false;
  TerrainCounts terrain;                // when rolled
  std::vector<Feature> placed_features; // when placed by hand
  std::optional<std::size_t> solo;      // the side the game runs, if any
  std::array<SideSpec, 2> sides;
  std::vector<AnimalRate> other_animals;
};

// ---- What is rolled ----

// The deployment table's six results, by the D6 that rolls them (index 1-6).
enum class DeploymentResult { north_half, south_half, west_edge, east_edge, south_edge, north_edge };

struct Zone {
  Edge edge = Edge::south;  // the edge it lies along; for a half, the edge that half touches
  bool half = false;        // the whole half of the table, not the 20 cm along the edge
  TableBox box;
};

struct Deployment {
  std::vector<std::array<int, 2>> initiative;  // a D6 per side, rolled again while equal; the last pair unequal
  std::size_t attacker = 0;                    // who won the last pair
  int table_roll = 1;                          // the attacker's D6 on the deployment table
  std::array<Zone, 2> zones;                   // by side
};

// A group of the solo side as it stands at the start: the middle of its front
// rank, the way it faces, and how much table it takes.
struct GroupPlacement {
  TablePoint centre;
  double facing_degrees = 0;  // clockwise from north
  Length frontage, depth;
};

enum class SoloTactics {
  defend_feature,  // deployed round a large central feature: defend it
  hold,            // tactics die 1-2: each group to its nearest terrain, and defend it
  advance,         // tactics die 3-6: advance in line
};

struct SoloPlan {
  std::size_t side = 0;
  std::string feature;                // the label of the feature deployed round, or empty
  std::vector<int> placement_rolls;   // round a feature: the die each group rolled for where it stands
  std::vector<GroupPlacement> groups; // by the solo side's unit, in order; the first is the commander's
  std::optional<int> tactics_roll;    // the D6, when rolled
  SoloTactics tactics = SoloTactics::advance;
};

struct SideSetup : SideIdentity {
  std::optional<ForceRecipe> recipe;  // how the force was bought, when it was
  std::string list_file;              // "" when written in the scenario or bought
  Force force;
};

struct Setup : SetupHead {
  Table table{default_table_width, default_table_depth};
  std::vector<Feature> features;
  std::vector<DroppedFeature> dropped;  // recipe features that found no room
  Deployment deployment;
  std::array<SideSetup, 2> sides;
  std::optional<SoloPlan> solo;
  std::vector<AnimalRate> other_animals;
};

}  // namespace muster::sow
