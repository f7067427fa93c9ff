#pragma once
// The numbers of The Square Brigadier that the generator, the rosters and the
// reference cards share, written once here, with the words files use for them.

#include <optional>
#include <string>
#include <vector>

#include "rulesets/tsb/model.hpp"

namespace muster::tsb {

inline const std::string ruleset_title = "The Square Brigadier";

// Keys in scenario, orbat and record files.
const std::vector<std::string>& unit_type_keys();    // "infantry", "cavalry", "horse-artillery", ...
const std::vector<std::string>& unit_class_keys();   // "militia", "regular", "elite"
const std::vector<std::string>& weapon_keys();       // "none", "musket", "rifle", ...
const std::vector<std::string>& firepower_keys();    // "inferior", "normal", "superior"
const std::vector<std::string>& terrain_kind_keys(); // "open", "woods", "town", "steep-slope", "river", "water"
const std::vector<std::string>& period_keys();       // "mid-19th", "early-20th"
std::string key_of(UnitType type);
std::string key_of(UnitClass unit_class);
std::string key_of(Weapon weapon);
std::string key_of(Firepower firepower);
std::string key_of(TerrainKind kind);
std::string key_of(Period period);
std::optional<UnitType> parse_unit_type(const std::string& key);
std::optional<UnitClass> parse_unit_class(const std::string& key);
std::optional<Weapon> parse_weapon(const std::string& key);
std::optional<Firepower> parse_firepower(const std::string& key);
std::optional<TerrainKind> parse_terrain_kind(const std::string& key);
std::optional<Period> parse_period(const std::string& key);

// What pages print: "Horse artillery", "Machine gun", "Steep slope".
std::string label_of(UnitType type);
std::string label_of(Weapon weapon);
std::string label_of(TerrainKind kind);
// Two or three letters for counters and map keys: "Inf", "HA", "MG".
std::string abbreviation_of(UnitType type);

// Armour, tanks and trains belong to 1900-1918.
bool is_early_20th_only(UnitType type);
// The weapon a unit of this type carries unless its orbat says otherwise.
Weapon default_weapon(UnitType type, Period period);
// Which weapons a unit of this type may carry.
bool can_carry(UnitType type, Weapon weapon);

// Hits that destroy a unit: militia 2, regular 3, elite 4.
int hits_to_destroy(UnitClass unit_class);
// Range in areas: musket 2, rifle 3, MG and superior rifle 4, smoothbore artillery 6,
// pack and horse artillery 12, other artillery 18; 0 for a unit that does not shoot.
int range_in_areas(Weapon weapon);
// Dice a unit rolls to shoot before modifiers: 2 with small arms, 3 with guns or machine guns.
int shooting_dice(Weapon weapon);
// The same with the unit's own modifiers: superior firepower or heavy artillery +1, inferior -1.
int shooting_dice(const Unit& unit);
// Areas a unit moves, and what moving costs it (the movement table), as a roster prints it: "2, or 1 and shoot".
std::string movement_text(UnitType type);
// Wheels and guns keep out of difficult terrain except along a road (pack artillery and MGs excepted).
bool keeps_to_roads_in_difficult_terrain(const Unit& unit);
bool is_difficult(TerrainKind kind);
// Trains and armoured trains move only on rails: each needs a railway area to stand on.
bool moves_on_rails(UnitType type);
bool is_passable(TerrainKind kind);

// The army must retreat once it has lost more than half its units: it breaks at this many lost.
int break_point(int units);
int unit_count(const Army& army);
// Every unit of the army: the General's own first, then command by command.
std::vector<const Unit*> units_of(const Army& army);

}  // namespace muster::tsb
