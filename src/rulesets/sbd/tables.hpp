#pragma once
// The numbers of Short But Desperate that both the generator and the
// reference cards use, written once here.

#include <array>
#include <climits>
#include <optional>
#include <string>
#include <vector>

#include "rulesets/sbd/model.hpp"

namespace muster::sbd {

inline const std::string ruleset_title = "Short But Desperate";

// ---- Zones (section 1) ----
struct TerrainRule {
  TerrainKind kind;
  const char* key;   // in scenario and record files
  const char* name;  // on pages
  int limit;         // regiments and batteries a zone holds
  bool artillery;    // guns may enter or pass through
  bool difficult;
  bool cover;
  bool blocks_sight;
};
inline constexpr std::array<TerrainRule, 5> terrain_rules = {{
    {TerrainKind::open, "open", "open ground", 4, true, false, false, false},
    {TerrainKind::woods, "woods", "woods", 3, true, true, true, true},
    {TerrainKind::hills, "hills", "gentle hills", 4, true, false, true, true},
    {TerrainKind::walls, "walls", "walls or entrenchments", 3, false, true, true, false},
    {TerrainKind::very_difficult, "very-difficult", "very difficult ground", 2, false, true, true, false},
}};
const TerrainRule& rule_for(TerrainKind kind);
std::optional<TerrainKind> parse_terrain_kind(const std::string& key);
std::vector<std::string> terrain_keys();
inline constexpr int most_units_in_a_zone = 4;  // open ground; terrain only lowers it
inline constexpr int min_zones_across = 5;
inline constexpr int max_zones_across = 12;
// Deployment depth in rows of zones from a side's own edge: one for the attacker, three for the defender (section 12).
inline constexpr int attacker_deployment_rows = 1;
inline constexpr int defender_deployment_rows = 3;
// Every zone either side may deploy in: quality is rolled zone by zone among them (section 13).
inline int deployment_zones(const Battlefield& field) { return field.columns * (attacker_deployment_rows + defender_deployment_rows); }

// ---- The pre-battle week (section 12) ----
inline constexpr int week_dice = 22;
inline constexpr int min_dice_a_day = 1;
inline constexpr int max_dice_a_day = 6;
inline constexpr int dice_per_six = 3;        // a six turned into dice gives this many tomorrow
inline constexpr int dice_for_skirmish = 3;   // so does winning a day's skirmish
inline constexpr int sunday_bonus_dice = 3;   // Sunday's skirmish winner rolls these for more sixes
inline const std::array<std::string, 7> day_names = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};

struct NamedAllocation {
  const char* key;
  std::array<int, 7> dice;
  const char* note;
};
inline constexpr std::array<NamedAllocation, 4> named_allocations = {{
    {"even", {3, 3, 3, 3, 3, 3, 4}, "steady scouting all week"},
    {"early", {6, 5, 4, 3, 2, 1, 1}, "find the enemy first and ride the extra dice"},
    {"late", {1, 1, 2, 3, 4, 5, 6}, "save the effort for the last days"},
    {"build-up", {2, 2, 2, 3, 3, 4, 6}, "a slow start and a strong Sunday"},
}};
std::optional<std::array<int, 7>> allocation_named(const std::string& key);
std::vector<std::string> allocation_keys();

struct SixesRule {
  SixesPolicy policy;
  const char* key;
  const char* note;
};
inline constexpr std::array<SixesRule, 4> sixes_rules = {{
    {SixesPolicy::bank, "bank", "set every six aside towards the attacker decision"},
    {SixesPolicy::convert, "convert", "turn every six into 3 dice tomorrow and a bonus card"},
    {SixesPolicy::half, "half", "turn half the sixes (rounded down) into dice and cards, bank the rest"},
    {SixesPolicy::convert_early, "convert-early", "turn sixes into dice and cards Monday to Wednesday, bank them from Thursday"},
}};
std::string sixes_key(SixesPolicy policy);
std::optional<SixesPolicy> parse_sixes(const std::string& key);
std::vector<std::string> sixes_keys();
// How many of a day's sixes the policy turns into dice and cards.
int sixes_to_convert(SixesPolicy policy, int day, int sixes);

std::string attacker_reason_text(AttackerReason reason);
std::string attacker_reason_key(AttackerReason reason);

// ---- The day-of-battle table (section 12.4) ----
struct StragglerRow {
  int low, high;  // winning margin
  int cavalry, green, experienced, veteran, artillery;  // D6 rolled per defending unit
};
inline constexpr std::array<StragglerRow, 4> straggler_table = {{
    {0, 5, 4, 5, 4, 3, 2},
    {6, 14, 5, 6, 5, 4, 2},
    {15, 30, 6, 7, 6, 5, 2},
    {31, INT_MAX, 7, 8, 7, 6, 2},
}};
inline constexpr int straggler_face = 6;  // each of these is a stand straggled
const StragglerRow& straggler_row(int margin);
std::string margin_band(const StragglerRow& row);  // "6-14", "31+"
int straggler_dice(const StragglerRow& row, orbat::UnitType type, orbat::Quality quality);

struct HoldBackRule {
  HoldBack policy;
  const char* key;
  const char* note;
};
inline constexpr std::array<HoldBackRule, 4> hold_back_rules = {{
    {HoldBack::never, "never", "always strike straggled stands off; a unit that loses them all is gone"},
    {HoldBack::any, "any", "hold back every unit that straggles at all"},
    {HoldBack::half, "half", "hold back a unit that would lose half its stands or more"},
    {HoldBack::all, "all", "hold back a unit only when every stand would straggle"},
}};
std::string hold_back_key(HoldBack policy);
std::optional<HoldBack> parse_hold_back(const std::string& key);
std::vector<std::string> hold_back_keys();
bool held_back(HoldBack policy, int stands, int straggled);

// ---- Troop quality (sections 7 and 13) ----
// The flowchart's three branches: the first die is given out in full, then the
// second, and any regiments left over take the third quality.
enum class DieColour { red, green };
struct BranchRule {
  Branch branch;
  const char* test;
  DieColour first_die;
  orbat::Quality first;
  DieColour second_die;
  orbat::Quality second;
  orbat::Quality rest;
};
inline constexpr std::array<BranchRule, 3> branch_rules = {{
    {Branch::red_double, "red exactly twice green", DieColour::red, orbat::Quality::veteran, DieColour::green, orbat::Quality::experienced,
     orbat::Quality::green},
    {Branch::red_high, "otherwise, red equal or higher", DieColour::red, orbat::Quality::experienced, DieColour::green, orbat::Quality::green,
     orbat::Quality::veteran},
    {Branch::green_high, "otherwise (green higher)", DieColour::green, orbat::Quality::green, DieColour::red, orbat::Quality::experienced,
     orbat::Quality::veteran},
}};
std::string branch_key(Branch branch);
std::optional<Branch> parse_branch(const std::string& key);
Branch branch_for(int red, int green);
// Where a regiment of this quality puts its command stand.
std::string command_stand(orbat::Quality quality);

// ---- Leaders (section 3.1) ----
std::string command_radius(orbat::Rating rating);
int zones_influenced(orbat::Rating rating);

// ---- Batteries (section 4.2) ----
int battery_stands(int guns);  // gun models: 1 for 4 guns, 2 for 6
std::string battery_hits(orbat::Ordnance ordnance);
std::string battery_save(orbat::Weight weight);

}  // namespace muster::sbd
