#pragma once
// Orders of battle rolled from a short recipe instead of read from a file.
// The dice make one army shape (brigades, regiments, stands, batteries,
// leaders' ratings) and each side dresses the same shape in its own names, so
// two recipe armies are evenly matched, as a pre-battle week assumes.

#include <string>
#include <vector>

#include "core/int_range.hpp"
#include "core/random.hpp"
#include "orbat/orbat.hpp"

namespace muster {

struct OrbatRecipe {
  int brigades = 4;
  IntRange regiments{3, 5};  // per brigade
  IntRange stands{4, 8};     // per regiment
  int batteries = 4;
  int cavalry_percent = 10;  // of all regiments, formed into a cavalry brigade of their own
};

struct RegimentShape {
  orbat::UnitType type = orbat::UnitType::infantry;
  int stands = 0;
};
struct BatteryShape {
  int guns = 4;
  orbat::Ordnance ordnance = orbat::Ordnance::rifled;
  orbat::Weight weight = orbat::Weight::light;
};
struct BrigadeShape {
  orbat::Rating rating = orbat::Rating::normal;
  bool cavalry = false;
  std::vector<RegimentShape> regiments;
  std::vector<BatteryShape> batteries;
};
struct ArmyShape {
  orbat::Rating commander = orbat::Rating::normal;
  std::vector<BrigadeShape> brigades;
};

// What a side calls its army, its leaders and its units.
struct NamingStyle {
  std::string army;                   // "Union detachment"
  std::vector<std::string> states;    // regiments are "<ordinal> <state>"
  std::vector<std::string> surnames;  // leaders and batteries
  bool union_batteries = true;        // "Battery B, 1st Ohio Light" rather than "Smith's Battery"
};

// 2D6: 2-3 poor, 4-10 normal, 11 charismatic, 12 genius.
orbat::Rating rating_for_2d6(int total);
ArmyShape roll_army_shape(const OrbatRecipe& recipe, RandomStream& stream);
orbat::Orbat dress_army(const ArmyShape& shape, const NamingStyle& names, RandomStream& stream);

std::string ordinal(int number);  // 1st, 2nd, 3rd, 11th, 22nd

}  // namespace muster
