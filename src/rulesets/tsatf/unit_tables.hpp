#pragma once
// The numbers of each kind of unit, written once: keys and labels, the
// organisation (from the text, or muster's default where the text sends the
// reader to the rulebook), arms, formations, movement dice, and which
// campaigns and sides field the kind. Decisions: docs/DECISIONS.md, The Sword and the Flame.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "rulesets/tsatf/units.hpp"

namespace muster::tsatf {

inline const std::string ruleset_title = "The Sword and the Flame";

inline constexpr std::array<UnitKind, 23> all_unit_kinds{
    UnitKind::british_infantry,     UnitKind::loyal_indian_infantry, UnitKind::sepoy_infantry,          UnitKind::irregular_mutineer_infantry,
    UnitKind::british_cavalry,      UnitKind::loyal_indian_cavalry,  UnitKind::mutineer_cavalry,        UnitKind::british_artillery,
    UnitKind::mutineer_artillery,   UnitKind::western_infantry,      UnitKind::imperial_chinese_infantry, UnitKind::boxer_riflemen,
    UnitKind::boxer_sword_spearmen, UnitKind::boxer_tigermen,        UnitKind::western_cavalry,         UnitKind::regular_chinese_cavalry,
    UnitKind::irregular_chinese_cavalry, UnitKind::western_artillery, UnitKind::chinese_artillery,      UnitKind::native_tribe,
    UnitKind::primitive_native_cavalry,  UnitKind::imperial_camels,   UnitKind::native_camels};

// ---- Words in files and on pages ----

const std::vector<std::string>& campaign_keys();   // "indian-mutiny", "boxer-rebellion", "sudan-1885", "free"
const std::vector<std::string>& unit_kind_keys();  // "british-infantry", ..., "native-camels"
const std::vector<std::string>& formation_keys();  // "close-order", "open-order", "mass"
const std::vector<std::string>& weapon_keys();     // "rifle", "carbine", "pistol", "sword", "lance", "spear", "sword-or-spear", "bow", "firearm", "gun", "gatling"
std::string key_of(Campaign campaign);
std::string key_of(UnitKind kind);
std::string key_of(Formation formation);
std::string key_of(Weapon weapon);
std::optional<Campaign> parse_campaign(const std::string& key);
std::optional<UnitKind> parse_unit_kind(const std::string& key);
std::optional<Formation> parse_formation(const std::string& key);
std::optional<Weapon> parse_weapon(const std::string& key);

std::string label_of(Campaign campaign);    // "The Indian Mutiny, 1857-1859"
std::string label_of(UnitKind kind);        // "Boxer Tigermen"
std::string label_of(Formation formation);  // "Close order"
std::string label_of(Weapon weapon);        // "Sword or spear"
std::string label_of(Role role);            // "Lieutenant", "Sergeant", "Leader", "Man"
std::string abbreviation_of(Role role);     // "Lt", "Sgt", "Ldr", ""
// "Carbine, sword": a figure's weapons as a roster prints them.
std::string label_of(const std::vector<Weapon>& weapons);

// ---- Organisation ----

// True where the text gives the kind's organisation; false where it sends
// the reader to the rulebook and muster's default stands until the scenario
// changes it.
bool organisation_from_text(UnitKind kind);
// The text's organisation, or muster's default for a rulebook kind.
Organisation default_organisation(UnitKind kind);

// The organisation a scenario plays with: the defaults, with its changes to
// rulebook kinds. Kinds the text organises cannot be changed.
class Organisations {
 public:
  Organisations();
  const Organisation& of(UnitKind kind) const { return table_.at(static_cast<std::size_t>(kind)); }
  // Only for a kind whose organisation comes from the rulebook; throws std::invalid_argument otherwise.
  void change(UnitKind kind, Organisation organisation);

 private:
  std::array<Organisation, all_unit_kinds.size()> table_{};
};

// Sizes a scenario may give a rulebook kind.
inline constexpr int most_rank_and_file = 40;
inline constexpr int most_leaders = 4;

// ---- Arms, formations, movement ----

enum class Branch { infantry, cavalry, artillery };
Branch branch_of(UnitKind kind);
Mount mount_of(UnitKind kind);
bool is_cavalry(UnitKind kind);  // horse or camel
// Cavalry on horses: the units camels may spook.
bool is_horse_cavalry(UnitKind kind);

// The weapons of a unit's rank and file and of its leaders, as the text gives
// them or muster's default: a lancer troop's lieutenant a pistol and every
// other rank a lance; the mutineer cavalry swords and lances; and so on.
std::vector<Weapon> default_arms(UnitKind kind, bool lancers);
std::vector<Weapon> leader_arms(const Unit& unit, Role role);
// True where the scenario may choose the rank and file's weapons (kinds whose
// arms the text leaves open); a lancer troop and the text's armed kinds are fixed.
bool arms_are_chosen(UnitKind kind);
// The rank and file's weapons: the scenario's choice, else the default.
std::vector<Weapon> arms_of(const Unit& unit);
// Only a lancer troop of British or loyal Indian cavalry.
bool may_be_lancers(UnitKind kind);
// Whether the unit can fire at all: the lancer troop and the mutineer cavalry cannot.
bool can_fire(const Unit& unit);

// The formations the unit may use: the text's list for its kind, or for
// primitive native cavalry and native camels, open order with firearms or
// bows and mass only without. Empty for artillery.
std::vector<Formation> formations_of(const Unit& unit);

// The phased move is for British, Egyptian, Boer and Colonial mounted units;
// the new special rules give what the rulebook gives the British to the whole
// non-native side, so muster allows it to every mounted unit (horse or camel)
// standing on the imperial side, the allied irregular Chinese horse included.
bool may_use_phased_move(UnitKind kind, Allegiance side);
// The question-and-answer ruling: no more than two figures of a unit may be scouts.
inline constexpr int most_scouts_in_unit = 2;
// Whether a unit of the kind may put out scouts: infantry (muster's reading, docs/DECISIONS.md).
bool may_have_scouts(UnitKind kind);

// Movement dice: cavalry 4; camels 5 in the Sudan, 1885, as the Dervish rules give, and
// elsewhere 4, moving as cavalry as the update's new special rules say (and boats 6);
// nothing for units that move by the rulebook's rates.
inline constexpr int cavalry_movement_dice = 4;
inline constexpr int camel_movement_dice_in_the_sudan = 5;
inline constexpr int boat_movement_dice = 6;
std::optional<int> movement_dice(UnitKind kind, Campaign campaign);

// ---- Campaigns and sides ----

Allegiance allegiance_of(UnitKind kind);
bool fits_side(UnitKind kind, Allegiance side);
// The kinds a campaign fields, in roster order: its own, and the new special
// rules' primitive native cavalry and camels, which any campaign may raise.
std::vector<UnitKind> kinds_of(Campaign campaign);
bool campaign_fields(Campaign campaign, UnitKind kind);

// The nationalities of the Boxer Rebellion's Western powers, in the order the
// builder gives them to Western infantry so each unit is of a different one.
const std::vector<std::string>& western_nationalities();

// ---- Figures ----

// The unit's figures, leaders first, each with its weapons: what a roster
// prints as boxes. `organisation` is the scenario's for the unit's kind.
std::vector<Figure> muster_figures(const Unit& unit, const Organisation& organisation);

}  // namespace muster::tsatf
