#pragma once
// The Sword and the Flame: the units a force is made of. Plain aggregates;
// the numbers each kind carries (figures, leaders, arms, formations, movement
// dice) live in unit_tables, the counts of a force in ratios, the named units
// in force_builder. A unit is single figures: its leaders, then its rank and
// file, each figure with what it carries, so a roster prints a box per figure.

#include <string>
#include <vector>

namespace muster::tsatf {

// The update's campaigns. The Mutiny and the Boxer Rebellion have ratios of
// opposing forces; 1885 Sudan and a free game take forces as the scenario
// gives them.
enum class Campaign { indian_mutiny, boxer_rebellion, sudan_1885, free };

// Every kind of unit muster knows, in roster order. The comments say where
// the kind's organisation comes from: "text" is the update, "rulebook" is the
// rule book the update refers to, for which muster has a default the
// scenario can change (unit_tables).
enum class UnitKind {
  british_infantry,             // rulebook: regular Imperial infantry
  loyal_indian_infantry,        // rulebook, "as for the British"
  sepoy_infantry,               // rulebook, "as for the British": the Mutineer infantry
  irregular_mutineer_infantry,  // text
  british_cavalry,              // text, the rulebook's Imperial cavalry
  loyal_indian_cavalry,         // text
  mutineer_cavalry,             // text
  british_artillery,            // rulebook
  mutineer_artillery,           // rulebook
  western_infantry,             // rulebook, "as for the British"
  imperial_chinese_infantry,    // text
  boxer_riflemen,               // text
  boxer_sword_spearmen,         // text
  boxer_tigermen,               // text
  western_cavalry,              // text, the rulebook's Imperial cavalry
  regular_chinese_cavalry,      // text, the rulebook's Imperial cavalry
  irregular_chinese_cavalry,    // text, Primitive Native cavalry, either side
  western_artillery,            // rulebook: a gun or a Gatling
  chinese_artillery,            // rulebook
  native_tribe,                 // rulebook: a tribe on foot (the Dervishes of 1885)
  primitive_native_cavalry,     // text
  imperial_camels,              // text: camels organised as the side's cavalry
  native_camels,                // text: camels organised as primitive native cavalry
};

// The imperial (British, Western) side, the native (mutineer, Chinese, Boxer,
// Dervish) side, or either: irregular Chinese cavalry served both.
enum class Allegiance { imperial, native, either };

// The formations the text names. Artillery takes none.
enum class Formation { close_order, open_order, mass };

// How a unit moves: by the rulebook's infantry and artillery rules, or by
// the movement dice of cavalry (4) and camels (5).
enum class Mount { foot, horse, camel };

// What a figure carries. The text gives some (the lancer troop, the mutineer
// cavalry, the spearmen); the rest are muster's defaults (unit_tables).
enum class Weapon { rifle, carbine, pistol, sword, lance, spear, sword_or_spear, bow, firearm, gun, gatling };

// Who a figure is in its unit. A unit with two leaders has a lieutenant and
// a sergeant; a unit with one has a leader.
enum class Role { lieutenant, sergeant, leader, man };

struct Figure {
  Role role = Role::man;
  std::vector<Weapon> weapons;
  bool scout = false;  // one of the rank and file out as a scout: hit only by a key-figure card
  bool is_leader() const { return role != Role::man; }
};

// How many figures a kind musters: rank and file, and leaders besides them.
struct Organisation {
  int rank_and_file = 0;
  int leaders = 0;
  int figures() const { return rank_and_file + leaders; }
  bool operator==(const Organisation&) const = default;
};

struct Unit {
  std::string name;  // "1st Company, 32nd Foot", "Boxer Tigermen 1"
  UnitKind kind = UnitKind::british_infantry;
  bool lancers = false;     // British or loyal Indian cavalry raised as a lancer troop
  std::string nationality;  // Western infantry: "British", "Japanese"; empty elsewhere
  // The rank and file's weapons where the scenario chose them; empty: the kind's own.
  std::vector<Weapon> arms;
  Formation formation = Formation::close_order;  // the formation it starts in; artillery ignores it
  int scouts = 0;               // rank and file out as scouts (the Q&A: at most two), infantry only
  std::vector<Figure> figures;  // leaders first, then the scouts, then the rest of the rank and file
};

// One side's units, in the order the builder or the file gave them.
struct Force {
  std::vector<Unit> units;
};

// The boats of the 1885 river rules: a river boat (6 movement dice; natives
// cannot work one) or a native dhow (its dice lost in our copy), each with its
// crew, whose losses slow it and at none set it drifting, and the units that
// start aboard.
enum class BoatKind { river_boat, dhow };

struct Boat {
  std::string name;
  BoatKind kind = BoatKind::river_boat;
  int crew = 2;                       // men working the boat, besides any unit aboard
  std::vector<std::string> carries;   // units of its side aboard at the start, by name
  bool operator==(const Boat&) const = default;
};

// A leader above the units: one who may serve as a unit's leader within 6 in
// for a normal move while attached to no other unit (the Q&A), and, on the
// native side, the senior leader, the native commander, whose fall to fire
// sends every tribe within 12 in to the berserk die (the 1885 rules).
struct Commander {
  std::string name;
  bool senior = false;
  std::string attached;  // the unit of his side he starts with; "" for none
  bool operator==(const Commander&) const = default;
};

}  // namespace muster::tsatf
