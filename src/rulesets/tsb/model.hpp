#pragma once
// The Square Brigadier: what a scenario asks for and what the dice made of it.
// Plain aggregates; the procedures live in roll_*.cpp, the drawing in pages/.
// A battlefield of areas (squares, hexes or an open table measured in areas),
// two armies of units in commands under a General, and who moves first.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/int_range.hpp"
#include "core/length.hpp"
#include "core/print_options.hpp"
#include "core/side_identity.hpp"
#include "core/square.hpp"
#include "generate/area_grid.hpp"
#include "orbat/command_tree.hpp"
#include "rulesets/heads.hpp"

namespace muster::tsb {

// The text's own period, and the 1900-1918 extension it offers (armour, trains, telephones).
enum class Period { mid_19th, early_20th };

// ---- Units ----

enum class UnitType { infantry, cavalry, horse_artillery, artillery, machine_gun, wagons, armoured_car, tank, train, armoured_train };
// Militia break at 2 hits, regulars at 3, elites at 4.
enum class UnitClass { militia, regular, elite };
enum class Weapon { none, musket, rifle, superior_rifle, machine_gun, smoothbore_artillery, pack_artillery, horse_artillery, other_artillery };
enum class Firepower { inferior, normal, superior };

struct Unit {
  std::string name;
  UnitType type = UnitType::infantry;
  UnitClass unit_class = UnitClass::regular;
  Weapon weapon = Weapon::rifle;
  Firepower firepower = Firepower::normal;
  bool heavy = false;  // heavy artillery: one more die
  // What the text gives and a scenario sets at the start (issue 35):
  bool irregular = false;      // irregular, tribal or native infantry: not halted on entering difficult ground
  bool indirect_fire = false;  // guns able to fire at what an observer sees, linked by telephone or radio (1900-1918)
  std::string observer;        // for indirect fire: the friendly unit or officer named at the start to observe for it
  int running = 0;             // a train's areas on its last move: 0 standing, up to 4 running at the start
};

// A subordinate commander and the units he orders; the General may order any unit.
struct Command {
  std::string name;       // "1st Brigade"
  std::string commander;  // "Col. Hale"
  std::vector<Unit> units;
};

// The text rolls one order die for each commander and gives the General rules of his own
// (he orders any unit, and may hold his die back for two). Units placed directly under him
// are his own: no commander and no die of their own, only his.
struct Army {
  std::string general;
  std::vector<Unit> general_units;
  std::vector<Command> commands;
};

// An orbat file of this rule set: the shared command tree with these units.
using OrbatCommand = orbat::CommandOf<Unit>;

// How many units of each type a recipe army has, and how many of them are not regulars.
struct ArmyRecipe {
  std::array<int, 10> units{};  // by UnitType
  int militia = 0;              // units rolled militia
  int elite = 0;                // units rolled elite
  int irregular = 0;            // infantry units rolled irregular
  Weapon small_arms = Weapon::rifle;
  Weapon guns = Weapon::other_artillery;
  int total() const;
};

// ---- Battlefield ----

enum class TerrainKind { open, woods, town, steep_slope, river, water };

struct AreaPath {
  std::vector<Square> areas;  // each beside the one before; from table edge to table edge when rolled
};

struct Battlefield {
  AreaGrid grid;
  Length area = Length::mm(100);  // squares: a side; hexes: across the flats; open: the length of an area
  std::vector<TerrainKind> kinds;  // by grid.index(area)
  std::vector<AreaPath> roads;
  std::optional<AreaPath> railway;
  std::vector<Square> objectives;
  TerrainKind kind_at(Square s) const { return kinds[static_cast<std::size_t>(grid.index(s))]; }
};

struct TerrainRecipe {
  IntRange woods{1, 3};
  IntRange towns{1, 2};
  IntRange steep_slopes{1, 2};
  enum class River { none, fordable, impassable } river = River::fordable;
  int roads = 1;
  bool railway = false;  // early-20th only
  IntRange objectives{1, 1};
};

// ---- Scenario and setup ----

inline constexpr int default_deployment_depth = 2;
// Objective areas a battlefield may have: a scenario asks for 1 to this many.
inline constexpr int most_objectives = 4;

// A telephone line laid before play, from a battery able to fire indirectly (its first area) to
// the observer named for it (its last). Records written before ends were named have none.
struct TelephoneLine {
  std::string battery;
  std::string observer;
  AreaPath path;
};

struct SideSpec : SideIdentity {
  std::optional<OrbatCommand> orbat;  // the orbat file's top command, when given; else the recipe
  std::string orbat_file;
  ArmyRecipe recipe;
  int deployment_depth = default_deployment_depth;  // rows of areas from the baseline
  std::vector<TelephoneLine> telephone_lines;       // early-20th: laid before play, known to this side
  bool radio = false;                               // early-20th: its observed fire may link by radio (2+ each turn)
};

inline constexpr PrintRules print_rules{Length::mm(12), Length::mm(60), true};

struct Scenario : ScenarioHead {
  Period period = Period::mid_19th;
  Battlefield battlefield;  // grid and area size; terrain too when placed by hand
  bool terrain_by_hand = false;
  TerrainRecipe terrain;
  std::optional<std::size_t> attacker;  // index of the side that moves first; none: dice for it
  std::array<SideSpec, 2> sides;
};

// Who moves first and why.
struct FirstPlayer {
  std::size_t side = 0;
  bool by_dice = false;
  std::vector<std::array<int, 2>> rolls;  // each pair of D6, the last one unequal
};

struct SideSetup : SideIdentity {
  std::string orbat_file;  // "recipe" when rolled
  Army army;
  int deployment_depth = default_deployment_depth;
  std::vector<TelephoneLine> telephone_lines;
  bool radio = false;
};

struct Setup : SetupHead {
  Period period = Period::mid_19th;
  Battlefield battlefield;
  FirstPlayer first;
  std::array<SideSetup, 2> sides;
};

}  // namespace muster::tsb
