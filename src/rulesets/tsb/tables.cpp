#include "rulesets/tsb/tables.hpp"

#include <algorithm>

namespace muster::tsb {

namespace {

template <typename Enum>
std::optional<Enum> parse_key(const std::vector<std::string>& keys, const std::string& key) {
  const auto found = std::find(keys.begin(), keys.end(), key);
  if (found == keys.end()) return std::nullopt;
  return static_cast<Enum>(found - keys.begin());
}

template <typename Enum>
const std::string& key_in(const std::vector<std::string>& keys, Enum value) {
  return keys.at(static_cast<std::size_t>(value));
}

}  // namespace

const std::vector<std::string>& unit_type_keys() {
  static const std::vector<std::string> keys = {"infantry",     "cavalry", "horse-artillery", "artillery", "mg",
                                                "wagons",       "armoured-car", "tank",      "train",     "armoured-train"};
  return keys;
}
const std::vector<std::string>& unit_class_keys() {
  static const std::vector<std::string> keys = {"militia", "regular", "elite"};
  return keys;
}
const std::vector<std::string>& weapon_keys() {
  static const std::vector<std::string> keys = {"none", "musket", "rifle", "superior-rifle", "mg", "smoothbore-artillery",
                                                "pack-artillery", "horse-artillery", "other-artillery"};
  return keys;
}
const std::vector<std::string>& firepower_keys() {
  static const std::vector<std::string> keys = {"inferior", "normal", "superior"};
  return keys;
}
const std::vector<std::string>& terrain_kind_keys() {
  static const std::vector<std::string> keys = {"open", "woods", "town", "steep-slope", "river", "water"};
  return keys;
}
const std::vector<std::string>& period_keys() {
  static const std::vector<std::string> keys = {"mid-19th", "early-20th"};
  return keys;
}

std::string key_of(UnitType type) { return key_in(unit_type_keys(), type); }
std::string key_of(UnitClass unit_class) { return key_in(unit_class_keys(), unit_class); }
std::string key_of(Weapon weapon) { return key_in(weapon_keys(), weapon); }
std::string key_of(Firepower firepower) { return key_in(firepower_keys(), firepower); }
std::string key_of(TerrainKind kind) { return key_in(terrain_kind_keys(), kind); }
std::string key_of(Period period) { return key_in(period_keys(), period); }
std::optional<UnitType> parse_unit_type(const std::string& key) { return parse_key<UnitType>(unit_type_keys(), key); }
std::optional<UnitClass> parse_unit_class(const std::string& key) { return parse_key<UnitClass>(unit_class_keys(), key); }
std::optional<Weapon> parse_weapon(const std::string& key) { return parse_key<Weapon>(weapon_keys(), key); }
std::optional<Firepower> parse_firepower(const std::string& key) { return parse_key<Firepower>(firepower_keys(), key); }
std::optional<TerrainKind> parse_terrain_kind(const std::string& key) { return parse_key<TerrainKind>(terrain_kind_keys(), key); }
std::optional<Period> parse_period(const std::string& key) { return parse_key<Period>(period_keys(), key); }

std::string label_of(UnitType type) {
  static const std::vector<std::string> labels = {"Infantry", "Cavalry", "Horse artillery", "Artillery", "Machine guns",
                                                  "Wagons",   "Armoured car", "Tank",       "Train",     "Armoured train"};
  return key_in(labels, type);
}

std::string label_of(Weapon weapon) {
  static const std::vector<std::string> labels = {"none", "musket", "rifle", "superior rifle", "machine gun", "smoothbore gun",
                                                  "pack gun", "horse gun", "gun"};
  return key_in(labels, weapon);
}

std::string label_of(TerrainKind kind) {
  static const std::vector<std::string> labels = {"Open", "Woods", "Town", "Steep slope", "River (fordable)", "Water (impassable)"};
  return key_in(labels, kind);
}

std::string abbreviation_of(UnitType type) {
  static const std::vector<std::string> abbreviations = {"Inf", "Cav", "HA", "Art", "MG", "Wag", "AC", "Tk", "Tr", "ATr"};
  return key_in(abbreviations, type);
}

bool is_early_20th_only(UnitType type) {
  return type == UnitType::armoured_car || type == UnitType::tank || type == UnitType::train || type == UnitType::armoured_train;
}

Weapon default_weapon(UnitType type, Period) {
  switch (type) {
    case UnitType::infantry:
    case UnitType::cavalry: return Weapon::rifle;
    case UnitType::horse_artillery: return Weapon::horse_artillery;
    case UnitType::artillery: return Weapon::other_artillery;
    case UnitType::machine_gun:
    case UnitType::armoured_car:
    case UnitType::tank:
    case UnitType::armoured_train: return Weapon::machine_gun;
    case UnitType::wagons:
    case UnitType::train: return Weapon::none;
  }
  return Weapon::none;
}

bool can_carry(UnitType type, Weapon weapon) {
  const auto one_of = [weapon](std::initializer_list<Weapon> allowed) { return std::find(allowed.begin(), allowed.end(), weapon) != allowed.end(); };
  switch (type) {
    case UnitType::infantry:
    case UnitType::cavalry: return one_of({Weapon::musket, Weapon::rifle, Weapon::superior_rifle});
    case UnitType::horse_artillery: return one_of({Weapon::horse_artillery, Weapon::smoothbore_artillery});
    case UnitType::artillery: return one_of({Weapon::smoothbore_artillery, Weapon::pack_artillery, Weapon::other_artillery});
    case UnitType::machine_gun: return weapon == Weapon::machine_gun;
    case UnitType::wagons:
    case UnitType::train: return weapon == Weapon::none;
    case UnitType::armoured_car:
    case UnitType::tank: return one_of({Weapon::machine_gun, Weapon::pack_artillery, Weapon::horse_artillery});
    case UnitType::armoured_train: return one_of({Weapon::machine_gun, Weapon::horse_artillery, Weapon::other_artillery});
  }
  return false;
}

int hits_to_destroy(UnitClass unit_class) {
  switch (unit_class) {
    case UnitClass::militia: return 2;
    case UnitClass::regular: return 3;
    case UnitClass::elite: return 4;
  }
  return 3;
}

int range_in_areas(Weapon weapon) {
  switch (weapon) {
    case Weapon::none: return 0;
    case Weapon::musket: return 2;
    case Weapon::rifle: return 3;
    case Weapon::superior_rifle:
    case Weapon::machine_gun: return 4;
    case Weapon::smoothbore_artillery: return 6;
    case Weapon::pack_artillery:
    case Weapon::horse_artillery: return 12;
    case Weapon::other_artillery: return 18;
  }
  return 0;
}

int shooting_dice(Weapon weapon) {
  switch (weapon) {
    case Weapon::none: return 0;
    case Weapon::musket:
    case Weapon::rifle:
    case Weapon::superior_rifle: return 2;
    default: return 3;
  }
}

int shooting_dice(const Unit& unit) {
  const int base = shooting_dice(unit.weapon);
  if (base == 0) return 0;
  // "Superior firepower or heavy artillery" is one line of the modifiers: a unit
  // with both gains one die, as every line counts once (the card says so).
  int dice = base;
  if (unit.firepower == Firepower::superior || unit.heavy) ++dice;
  if (unit.firepower == Firepower::inferior) --dice;
  return dice;
}

std::string movement_text(UnitType type) {
  switch (type) {
    case UnitType::infantry:
    case UnitType::tank: return "2, or 1 and shoot";
    case UnitType::cavalry:
    case UnitType::horse_artillery:
    case UnitType::armoured_car: return "3, or 1 and shoot";
    case UnitType::artillery:
    case UnitType::machine_gun: return "2, or shoot";
    case UnitType::wagons: return "2";
    case UnitType::train: return "up to 4 on rails, ±2 a turn";
    case UnitType::armoured_train: return "rails: up to 4, or 1 and shoot";
  }
  return "";
}

bool keeps_to_roads_in_difficult_terrain(const Unit& unit) {
  switch (unit.type) {
    case UnitType::armoured_car:
    case UnitType::wagons:
    case UnitType::horse_artillery: return true;
    case UnitType::artillery: return unit.weapon != Weapon::pack_artillery;
    default: return false;
  }
}

bool is_difficult(TerrainKind kind) {
  return kind == TerrainKind::woods || kind == TerrainKind::town || kind == TerrainKind::steep_slope || kind == TerrainKind::river;
}

bool moves_on_rails(UnitType type) { return type == UnitType::train || type == UnitType::armoured_train; }

bool is_passable(TerrainKind kind) { return kind != TerrainKind::water; }

int break_point(int units) { return units / 2 + 1; }

int ArmyRecipe::total() const {
  int sum = 0;
  for (int n : units) sum += n;
  return sum;
}

std::vector<const Unit*> units_of(const Army& army) {
  std::vector<const Unit*> units;
  for (const Unit& unit : army.general_units) units.push_back(&unit);
  for (const Command& command : army.commands)
    for (const Unit& unit : command.units) units.push_back(&unit);
  return units;
}

int unit_count(const Army& army) {
  int count = static_cast<int>(army.general_units.size());
  for (const Command& command : army.commands) count += static_cast<int>(command.units.size());
  return count;
}

}  // namespace muster::tsb
