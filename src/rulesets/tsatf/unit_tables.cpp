#include "rulesets/tsatf/unit_tables.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "core/enum_keys.hpp"

namespace muster::tsatf {

namespace {

std::size_t index_of(UnitKind kind) { return static_cast<std::size_t>(kind); }

bool has_any(const std::vector<Weapon>& weapons, std::initializer_list<Weapon> wanted) {
  return std::any_of(weapons.begin(), weapons.end(), [&](Weapon w) { return std::find(wanted.begin(), wanted.end(), w) != wanted.end(); });
}

// Firearms and bows: what lets primitive native horse use open order.
bool has_firepower(const std::vector<Weapon>& weapons) {
  return has_any(weapons, {Weapon::rifle, Weapon::carbine, Weapon::pistol, Weapon::firearm, Weapon::bow});
}

// Primitive native cavalry in the text's sense: its formations follow its arms.
bool formations_follow_arms(UnitKind kind) {
  return kind == UnitKind::irregular_chinese_cavalry || kind == UnitKind::primitive_native_cavalry || kind == UnitKind::native_camels;
}

}  // namespace

const std::vector<std::string>& campaign_keys() {
  static const std::vector<std::string> keys = {"indian-mutiny", "boxer-rebellion", "sudan-1885", "free"};
  return keys;
}
const std::vector<std::string>& unit_kind_keys() {
  static const std::vector<std::string> keys = {
      "british-infantry",     "loyal-indian-infantry", "sepoy-infantry",            "irregular-mutineer-infantry",
      "british-cavalry",      "loyal-indian-cavalry",  "mutineer-cavalry",          "british-artillery",
      "mutineer-artillery",   "western-infantry",      "imperial-chinese-infantry", "boxer-riflemen",
      "boxer-sword-spearmen", "boxer-tigermen",        "western-cavalry",           "regular-chinese-cavalry",
      "irregular-chinese-cavalry", "western-artillery", "chinese-artillery",        "native-tribe",
      "primitive-native-cavalry",  "imperial-camels",   "native-camels"};
  return keys;
}
const std::vector<std::string>& formation_keys() {
  static const std::vector<std::string> keys = {"close-order", "open-order", "mass"};
  return keys;
}
const std::vector<std::string>& weapon_keys() {
  static const std::vector<std::string> keys = {"rifle", "carbine", "pistol", "sword", "lance", "spear", "sword-or-spear", "bow", "firearm", "gun", "gatling"};
  return keys;
}

std::string key_of(Campaign campaign) { return key_in(campaign_keys(), campaign); }
std::string key_of(UnitKind kind) { return key_in(unit_kind_keys(), kind); }
std::string key_of(Formation formation) { return key_in(formation_keys(), formation); }
std::string key_of(Weapon weapon) { return key_in(weapon_keys(), weapon); }
std::optional<Campaign> parse_campaign(const std::string& key) { return parse_key<Campaign>(campaign_keys(), key); }
std::optional<UnitKind> parse_unit_kind(const std::string& key) { return parse_key<UnitKind>(unit_kind_keys(), key); }
std::optional<Formation> parse_formation(const std::string& key) { return parse_key<Formation>(formation_keys(), key); }
std::optional<Weapon> parse_weapon(const std::string& key) { return parse_key<Weapon>(weapon_keys(), key); }

std::string label_of(Campaign campaign) {
  static const std::array<std::string, 4> labels = {"The Indian Mutiny, 1857-1859", "The Boxer Rebellion, 1899-1900", "The Sudan, 1885", "A free game"};
  return labels.at(static_cast<std::size_t>(campaign));
}
std::string label_of(UnitKind kind) {
  static const std::array<std::string, all_unit_kinds.size()> labels = {
      "British infantry",      "Loyal Indian infantry", "Sepoy infantry",            "Irregular mutineer infantry",
      "British cavalry",       "Loyal Indian cavalry",  "Mutineer cavalry",          "British artillery",
      "Mutineer artillery",    "Western infantry",      "Imperial Chinese infantry", "Boxer riflemen",
      "Boxer sword and spearmen", "Boxer Tigermen",     "Western cavalry",           "Regular Chinese cavalry",
      "Irregular Chinese cavalry", "Western artillery", "Chinese artillery",         "Native tribe",
      "Primitive native cavalry",  "Imperial camels",   "Native camels"};
  return labels.at(index_of(kind));
}
std::string label_of(Formation formation) {
  static const std::array<std::string, 3> labels = {"Close order", "Open order", "Mass"};
  return labels.at(static_cast<std::size_t>(formation));
}
std::string label_of(Weapon weapon) {
  static const std::array<std::string, 11> labels = {"Rifle", "Carbine", "Pistol", "Sword", "Lance", "Spear", "Sword or spear", "Bow", "Firearm", "Gun", "Gatling"};
  return labels.at(static_cast<std::size_t>(weapon));
}
std::string label_of(Role role) {
  static const std::array<std::string, 4> labels = {"Lieutenant", "Sergeant", "Leader", "Man"};
  return labels.at(static_cast<std::size_t>(role));
}
std::string abbreviation_of(Role role) {
  static const std::array<std::string, 4> labels = {"Lt", "Sgt", "Ldr", ""};
  return labels.at(static_cast<std::size_t>(role));
}
std::string label_of(const std::vector<Weapon>& weapons) {
  std::string text;
  for (Weapon w : weapons) {
    std::string word = label_of(w);
    if (!text.empty()) {
      text += ", ";
      word[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(word[0])));
    }
    text += word;
  }
  return text.empty() ? "Unarmed" : text;
}

// ---- Organisation ----

bool organisation_from_text(UnitKind kind) {
  switch (kind) {
    case UnitKind::british_infantry:
    case UnitKind::loyal_indian_infantry:
    case UnitKind::sepoy_infantry:
    case UnitKind::western_infantry:
    case UnitKind::british_artillery:
    case UnitKind::mutineer_artillery:
    case UnitKind::western_artillery:
    case UnitKind::chinese_artillery:
    case UnitKind::native_tribe:
      return false;
    default:
      return true;
  }
}

Organisation default_organisation(UnitKind kind) {
  switch (branch_of(kind)) {
    // muster's default for a gun: a crew of four and a leader.
    case Branch::artillery: return {4, 1};
    // Imperial cavalry, and camels organised as cavalry: 12 and two leaders;
    // mutineer and primitive native horse 12 and one.
    case Branch::cavalry: return {12, allegiance_of(kind) == Allegiance::native || formations_follow_arms(kind) ? 1 : 2};
    case Branch::infantry: break;
  }
  // Native and Chinese infantry 20 and one leader (the text; a tribe by
  // muster's default); British-organised infantry 20 and two by muster's default.
  const bool british_organised = kind == UnitKind::british_infantry || kind == UnitKind::loyal_indian_infantry ||
                                 kind == UnitKind::sepoy_infantry || kind == UnitKind::western_infantry;
  return {20, british_organised ? 2 : 1};
}

Organisations::Organisations() {
  for (UnitKind kind : all_unit_kinds) table_.at(index_of(kind)) = default_organisation(kind);
}

void Organisations::change(UnitKind kind, Organisation organisation) {
  if (organisation_from_text(kind)) throw std::invalid_argument("the text organises " + label_of(kind));
  table_.at(index_of(kind)) = organisation;
}

// ---- Arms, formations, movement ----

Branch branch_of(UnitKind kind) {
  switch (kind) {
    case UnitKind::british_cavalry:
    case UnitKind::loyal_indian_cavalry:
    case UnitKind::mutineer_cavalry:
    case UnitKind::western_cavalry:
    case UnitKind::regular_chinese_cavalry:
    case UnitKind::irregular_chinese_cavalry:
    case UnitKind::primitive_native_cavalry:
    case UnitKind::imperial_camels:
    case UnitKind::native_camels:
      return Branch::cavalry;
    case UnitKind::british_artillery:
    case UnitKind::mutineer_artillery:
    case UnitKind::western_artillery:
    case UnitKind::chinese_artillery:
      return Branch::artillery;
    default:
      return Branch::infantry;
  }
}

Mount mount_of(UnitKind kind) {
  if (kind == UnitKind::imperial_camels || kind == UnitKind::native_camels) return Mount::camel;
  return branch_of(kind) == Branch::cavalry ? Mount::horse : Mount::foot;
}
bool is_cavalry(UnitKind kind) { return branch_of(kind) == Branch::cavalry; }
bool is_horse_cavalry(UnitKind kind) { return mount_of(kind) == Mount::horse; }
bool may_be_lancers(UnitKind kind) { return kind == UnitKind::british_cavalry || kind == UnitKind::loyal_indian_cavalry; }

std::vector<Weapon> default_arms(UnitKind kind, bool lancers) {
  if (lancers && may_be_lancers(kind)) return {Weapon::lance};
  switch (kind) {
    case UnitKind::irregular_mutineer_infantry:
    case UnitKind::boxer_sword_spearmen:
    case UnitKind::native_tribe:
    case UnitKind::primitive_native_cavalry:
    case UnitKind::native_camels:
      return {Weapon::sword_or_spear};
    case UnitKind::mutineer_cavalry: return {Weapon::sword, Weapon::lance};
    case UnitKind::boxer_tigermen: return {Weapon::sword};
    case UnitKind::irregular_chinese_cavalry: return {Weapon::firearm};
    default: break;
  }
  switch (branch_of(kind)) {
    case Branch::artillery: return {Weapon::gun};
    case Branch::cavalry: return {Weapon::carbine, Weapon::sword};
    case Branch::infantry: break;
  }
  return {Weapon::rifle};
}

bool arms_are_chosen(UnitKind kind) {
  return kind != UnitKind::irregular_mutineer_infantry && kind != UnitKind::mutineer_cavalry && kind != UnitKind::boxer_riflemen &&
         kind != UnitKind::boxer_sword_spearmen;
}

std::vector<Weapon> arms_of(const Unit& unit) {
  const bool lancer_troop = unit.lancers && may_be_lancers(unit.kind);
  if (unit.arms.empty() || lancer_troop || !arms_are_chosen(unit.kind)) return default_arms(unit.kind, unit.lancers);
  return unit.arms;
}

std::vector<Weapon> leader_arms(const Unit& unit, Role role) {
  if (role != Role::lieutenant) return arms_of(unit);
  // The text arms a lancer troop's lieutenant with a pistol alone; other
  // lieutenants carry a pistol and a sword by muster's default.
  if (unit.lancers && may_be_lancers(unit.kind)) return {Weapon::pistol};
  return {Weapon::pistol, Weapon::sword};
}

bool can_fire(const Unit& unit) {
  if (branch_of(unit.kind) == Branch::artillery) return true;
  return has_firepower(arms_of(unit));
}

std::vector<Formation> formations_of(const Unit& unit) {
  if (formations_follow_arms(unit.kind)) {
    if (has_firepower(arms_of(unit))) return {Formation::open_order};
    return {Formation::mass};
  }
  switch (unit.kind) {
    case UnitKind::irregular_mutineer_infantry:
    case UnitKind::boxer_sword_spearmen:
    case UnitKind::native_tribe:
      return {Formation::mass};
    case UnitKind::imperial_chinese_infantry: return {Formation::close_order};
    case UnitKind::boxer_riflemen:
    case UnitKind::boxer_tigermen:
      return {Formation::open_order};
    default: break;
  }
  if (branch_of(unit.kind) == Branch::artillery) return {};
  return {Formation::close_order, Formation::open_order};
}

bool may_have_scouts(UnitKind kind) { return branch_of(kind) == Branch::infantry; }

bool may_use_phased_move(UnitKind kind, Allegiance side) {
  return is_cavalry(kind) && side == Allegiance::imperial && fits_side(kind, side);
}

std::optional<int> movement_dice(UnitKind kind, Campaign campaign) {
  switch (mount_of(kind)) {
    case Mount::horse: return cavalry_movement_dice;
    case Mount::camel: return campaign == Campaign::sudan_1885 ? camel_movement_dice_in_the_sudan : cavalry_movement_dice;
    case Mount::foot: break;
  }
  return std::nullopt;
}

// ---- Campaigns and sides ----

Allegiance allegiance_of(UnitKind kind) {
  switch (kind) {
    case UnitKind::british_infantry:
    case UnitKind::loyal_indian_infantry:
    case UnitKind::british_cavalry:
    case UnitKind::loyal_indian_cavalry:
    case UnitKind::british_artillery:
    case UnitKind::western_infantry:
    case UnitKind::western_cavalry:
    case UnitKind::western_artillery:
    case UnitKind::imperial_camels:
      return Allegiance::imperial;
    case UnitKind::irregular_chinese_cavalry:
    case UnitKind::regular_chinese_cavalry:
      return Allegiance::either;
    default:
      return Allegiance::native;
  }
}

bool fits_side(UnitKind kind, Allegiance side) {
  const Allegiance a = allegiance_of(kind);
  return a == Allegiance::either || side == Allegiance::either || a == side;
}

std::vector<UnitKind> kinds_of(Campaign campaign) {
  std::vector<UnitKind> kinds;
  switch (campaign) {
    case Campaign::indian_mutiny:
      kinds = {UnitKind::british_infantry, UnitKind::loyal_indian_infantry, UnitKind::sepoy_infantry, UnitKind::irregular_mutineer_infantry,
               UnitKind::british_cavalry,  UnitKind::loyal_indian_cavalry,  UnitKind::mutineer_cavalry, UnitKind::british_artillery,
               UnitKind::mutineer_artillery};
      break;
    case Campaign::boxer_rebellion:
      kinds = {UnitKind::western_infantry, UnitKind::imperial_chinese_infantry, UnitKind::boxer_riflemen, UnitKind::boxer_sword_spearmen,
               UnitKind::boxer_tigermen,   UnitKind::western_cavalry,           UnitKind::regular_chinese_cavalry, UnitKind::irregular_chinese_cavalry,
               UnitKind::western_artillery, UnitKind::chinese_artillery};
      break;
    case Campaign::sudan_1885:
      kinds = {UnitKind::british_infantry, UnitKind::british_cavalry, UnitKind::british_artillery, UnitKind::native_tribe};
      break;
    case Campaign::free: return {all_unit_kinds.begin(), all_unit_kinds.end()};
  }
  for (UnitKind general : {UnitKind::primitive_native_cavalry, UnitKind::imperial_camels, UnitKind::native_camels}) kinds.push_back(general);
  return kinds;
}

bool campaign_fields(Campaign campaign, UnitKind kind) {
  const auto kinds = kinds_of(campaign);
  return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

const std::vector<std::string>& western_nationalities() {
  static const std::vector<std::string> names = {"British", "American", "Russian", "Japanese", "German", "French", "Italian", "Austro-Hungarian"};
  return names;
}

// ---- Figures ----

std::vector<Figure> muster_figures(const Unit& unit, const Organisation& organisation) {
  std::vector<Figure> figures;
  for (int i = 0; i < organisation.leaders; ++i) {
    const Role role = organisation.leaders == 1 ? Role::leader : (i == 0 ? Role::lieutenant : Role::sergeant);
    figures.push_back({role, leader_arms(unit, role), false});
  }
  const std::vector<Weapon> arms = arms_of(unit);
  for (int i = 0; i < organisation.rank_and_file; ++i) figures.push_back({Role::man, arms, i < unit.scouts});
  return figures;
}

}  // namespace muster::tsatf
