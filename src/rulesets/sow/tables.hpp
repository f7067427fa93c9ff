#pragma once
// The numbers of State of War that the builder, the rolls, the rosters, the
// rulers and the reference cards share, written once here, with the words
// files use for them.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "rulesets/sow/model.hpp"

namespace muster::sow {

inline const std::string ruleset_title = "State of War";

// Keys in scenario and record files.
const std::vector<std::string>& quality_keys();   // "veteran", "trained", "raw", "civilian"
const std::vector<std::string>& firearm_keys();   // "none", "repeater", "minie-rifle", "minie-carbine", "musket", "smoothbore-carbine", "shotgun", "pistol"
const std::vector<std::string>& blade_keys();     // "none", "bayonet", "sword", "lance"
const std::vector<std::string>& sidearm_keys();   // "none", "pistol": what a figure may carry besides its firearm
const std::vector<std::string>& rank_keys();      // "captain", "lieutenant", "first-sergeant", "sergeant", "corporal", "musician", "private", "trooper"
const std::vector<std::string>& company_keys();   // "infantry", "federal-cavalry", "confederate-cavalry"
const std::vector<std::string>& tactics_keys();   // "defend-feature", "hold", "advance"
std::string key_of(Quality quality);
std::string key_of(Firearm firearm);
std::string key_of(Blade blade);
std::string key_of(Rank rank);
std::string key_of(CompanyKind company);
std::string key_of(SoloTactics tactics);
std::optional<Quality> parse_quality(const std::string& key);
std::optional<Firearm> parse_firearm(const std::string& key);
std::optional<Blade> parse_blade(const std::string& key);
std::optional<Firearm> parse_sidearm(const std::string& key);
std::optional<Rank> parse_rank(const std::string& key);
std::optional<CompanyKind> parse_company(const std::string& key);
std::optional<SoloTactics> parse_tactics(const std::string& key);

// What pages print: "Veteran", "Minie rifle", "Bayonet", "1st Sergeant", "Federal cavalry company".
std::string label_of(Quality quality);
std::string label_of(Firearm firearm);
std::string label_of(Blade blade);
std::string label_of(Rank rank);
std::string label_of(CompanyKind company);
// A short form for narrow roster columns: "Capt", "Lt", "1st Sgt", "Sgt", "Cpl", "Mus", "Pte", "Tpr".
std::string abbreviation_of(Rank rank);

// ---- Points ----

// Veteran 24, Trained 16, Raw 10, Civilian 5.
int cost_of(Quality quality);
// Repeater or breech-loader 16, Minie rifle 4 (carbine 3), musket 3 (carbine 2), shotgun 2, pistol 1, none 0.
int cost_of(Firearm firearm);
// A bayonet, a sword or a lance is a point; none is free.
int cost_of(Blade blade);
inline constexpr int horse_cost = 15;
// Class + firearm + sidearm + blade + horse.
int cost_of(const Figure& figure);
int cost_of(const Unit& unit);
int cost_of(const Force& force);

// The text's ready-reckoner of class against weapon (a bare figure with a
// rifle or musket, no blade, no horse), as printed. One cell, Raw with a
// repeater, is printed 24 though the parts add to 26; muster costs by the parts
// (docs/DECISIONS.md).
inline constexpr std::array<Firearm, 5> reckoner_columns{Firearm::minie_rifle, Firearm::repeater, Firearm::musket, Firearm::shotgun, Firearm::pistol};
int printed_reckoner(Quality quality, Firearm firearm);

// ---- Dice and ranges ----

// The quality die: D12, D10, D8, D6.
int quality_die(Quality quality);

enum class RangeBand { short_range, medium, long_range, extreme };
inline constexpr std::array<RangeBand, 4> range_bands{RangeBand::short_range, RangeBand::medium, RangeBand::long_range, RangeBand::extreme};
std::string label_of(RangeBand band);  // "Short", "Medium", "Long", "Extreme"
// The target's range die: short D6, medium D8, long D10, extreme D12.
int range_die(RangeBand band);

// Where each band ends, in cm; 0 where the weapon has no such band (a shotgun has no extreme range).
struct WeaponRanges {
  std::string name;  // "Minie rifle", "Hand hurled"
  std::array<int, 4> bands_cm{};  // short, medium, long, extreme
};
// Every row of the range table in its order, the thrown weapon included.
const std::vector<WeaponRanges>& range_table();
// A firearm's row; nothing for Firearm::none.
std::optional<WeaponRanges> ranges_of(Firearm firearm);
// Muzzle-loaders take 3 actions to load, everything else 1.
int loading_actions(Firearm firearm);

enum class Cover { open, soft, hard };
std::string label_of(Cover cover);  // "In the open", "Soft cover", "Hard cover"
// The target's cover die: open D4, soft D6, hard D8.
int cover_die(Cover cover);

// The melee table's row a figure fights on, and its weapon die against infantry and against
// cavalry (0: no die). A sword with a pistol (its firearm or its sidearm) is its own row; a sword alone, or a firearm's butt,
// fights on the "butt, sword and the like" row; a figure with nothing fights with what it finds.
struct MeleeDice {
  std::string weapon;  // "Bayonet"
  int against_infantry = 4, against_cavalry = 4;
};
MeleeDice melee_dice(const Figure& figure);

// Movement per action, in cm, before difficult terrain halves it.
inline constexpr int infantry_move_cm = 12;
inline constexpr int cavalry_move_cm = 24;
inline constexpr int actions_per_turn = 2;

// ---- Organisation ----

// A unit holds 1 to this many figures, its leader counted.
inline constexpr int most_figures_in_unit = 14;

// The force list's companies, as the text gives them. Every company has one captain; the infantry
// company's sergeants, corporals and men are given by the platoon.
struct CompanyList {
  int lieutenants = 2;
  int first_sergeants = 0;
  int sergeants = 0;  // infantry: a platoon's
  int corporals = 0;  // infantry: a platoon's
  int musicians = 0;
  IntRange men;       // infantry: a platoon's, "up to 80"; cavalry: the company's
  Rank man = Rank::private_soldier;
};
const CompanyList& company_list(CompanyKind company);
// The infantry company: 2 platoons of up to 6 squads, a squad "1 NCO and up to 14 men" (muster keeps
// 13 men, so that a squad is 14 figures at most: docs/DECISIONS.md).
inline constexpr int platoons_in_company = 2;
inline constexpr int squads_in_platoon = 6;
inline constexpr int men_in_squad_as_listed = 14;
// The deployment table: the D6's zone for the attacker (1 north half ... 6 north edge).
DeploymentResult deployment_result(int d6);
std::string label_of(DeploymentResult result);  // "the North table edge, within 20 cm"

// Cover the map and rosters give each terrain kind, and the kinds muster places.
Cover cover_of_kind(const std::string& kind);
// Difficult terrain halves movement: marsh, wood, stream.
bool is_difficult_kind(const std::string& kind);

// Force totals.
int figure_count(const Force& force);

}  // namespace muster::sow
