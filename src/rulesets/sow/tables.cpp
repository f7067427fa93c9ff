#include "rulesets/sow/tables.hpp"

#include <algorithm>
#include <stdexcept>

#include "core/enum_keys.hpp"

namespace muster::sow {

const std::vector<std::string>& quality_keys() {
  static const std::vector<std::string> keys = {"veteran", "trained", "raw", "civilian"};
  return keys;
}
const std::vector<std::string>& firearm_keys() {
  static const std::vector<std::string> keys = {"none", "repeater", "minie-rifle", "minie-carbine", "musket", "smoothbore-carbine", "shotgun", "pistol"};
  return keys;
}
const std::vector<std::string>& blade_keys() {
  static const std::vector<std::string> keys = {"none", "bayonet", "sword", "lance"};
  return keys;
}
const std::vector<std::string>& sidearm_keys() {
  static const std::vector<std::string> keys = {"none", "pistol"};
  return keys;
}
const std::vector<std::string>& rank_keys() {
  static const std::vector<std::string> keys = {"captain", "lieutenant", "first-sergeant", "sergeant", "corporal", "musician", "private", "trooper"};
  return keys;
}
const std::vector<std::string>& company_keys() {
  static const std::vector<std::string> keys = {"infantry", "federal-cavalry", "confederate-cavalry"};
  return keys;
}
const std::vector<std::string>& tactics_keys() {
  static const std::vector<std::string> keys = {"defend-feature", "hold", "advance"};
  return keys;
}

std::string key_of(Quality quality) { return key_in(quality_keys(), quality); }
std::string key_of(Firearm firearm) { return key_in(firearm_keys(), firearm); }
std::string key_of(Blade blade) { return key_in(blade_keys(), blade); }
std::string key_of(Rank rank) { return key_in(rank_keys(), rank); }
std::string key_of(CompanyKind company) { return key_in(company_keys(), company); }
std::string key_of(SoloTactics tactics) { return key_in(tactics_keys(), tactics); }
std::optional<Quality> parse_quality(const std::string& key) { return parse_key<Quality>(quality_keys(), key); }
std::optional<Firearm> parse_firearm(const std::string& key) { return parse_key<Firearm>(firearm_keys(), key); }
std::optional<Blade> parse_blade(const std::string& key) { return parse_key<Blade>(blade_keys(), key); }
std::optional<Firearm> parse_sidearm(const std::string& key) {
  if (std::find(sidearm_keys().begin(), sidearm_keys().end(), key) == sidearm_keys().end()) return std::nullopt;
  return parse_firearm(key);
}
std::optional<Rank> parse_rank(const std::string& key) { return parse_key<Rank>(rank_keys(), key); }
std::optional<CompanyKind> parse_company(const std::string& key) { return parse_key<CompanyKind>(company_keys(), key); }
std::optional<SoloTactics> parse_tactics(const std::string& key) { return parse_key<SoloTactics>(tactics_keys(), key); }

std::string label_of(Quality quality) {
  static const std::array<std::string, 4> labels = {"Veteran", "Trained", "Raw", "Civilian"};
  return labels.at(static_cast<std::size_t>(quality));
}
std::string label_of(Firearm firearm) {
  static const std::array<std::string, 8> labels = {"None", "Repeater", "Minie rifle", "Minie carbine", "Musket", "Smoothbore carbine", "Shotgun", "Pistol"};
  return labels.at(static_cast<std::size_t>(firearm));
}
std::string label_of(Blade blade) {
  static const std::array<std::string, 4> labels = {"None", "Bayonet", "Sword", "Lance"};
  return labels.at(static_cast<std::size_t>(blade));
}
std::string label_of(Rank rank) {
  static const std::array<std::string, 8> labels = {"Captain", "Lieutenant", "1st Sergeant", "Sergeant", "Corporal", "Musician", "Private", "Trooper"};
  return labels.at(static_cast<std::size_t>(rank));
}
std::string label_of(CompanyKind company) {
  static const std::array<std::string, 3> labels = {"Infantry company", "Federal cavalry company", "Confederate cavalry company"};
  return labels.at(static_cast<std::size_t>(company));
}
std::string abbreviation_of(Rank rank) {
  static const std::array<std::string, 8> labels = {"Capt", "Lt", "1st Sgt", "Sgt", "Cpl", "Mus", "Pte", "Tpr"};
  return labels.at(static_cast<std::size_t>(rank));
}

int cost_of(Quality quality) {
  static constexpr std::array<int, 4> costs = {24, 16, 10, 5};
  return costs.at(static_cast<std::size_t>(quality));
}
int cost_of(Firearm firearm) {
  static constexpr std::array<int, 8> costs = {0, 16, 4, 3, 3, 2, 2, 1};
  return costs.at(static_cast<std::size_t>(firearm));
}
int cost_of(Blade blade) { return blade == Blade::none ? 0 : 1; }
int cost_of(const Figure& figure) {
  return cost_of(figure.quality) + cost_of(figure.firearm) + cost_of(figure.sidearm) + cost_of(figure.blade) + (figure.horse ? horse_cost : 0);
}
int cost_of(const Unit& unit) {
  int total = 0;
  for (const Figure& figure : unit.figures) total += cost_of(figure);
  return total;
}
int cost_of(const Force& force) {
  int total = 0;
  for (const Unit& unit : force.units) total += cost_of(unit);
  return total;
}

int printed_reckoner(Quality quality, Firearm firearm) {
  // Rows veteran, trained, raw, civilian; columns as reckoner_columns. Copied as printed, the misprint included.
  static constexpr std::array<std::array<int, 5>, 4> printed = {{
      {28, 40, 27, 26, 25},
      {20, 32, 19, 18, 17},
      {14, 24, 13, 12, 11},
      {9, 21, 8, 7, 6},
  }};
  for (std::size_t column = 0; column < reckoner_columns.size(); ++column)
    if (reckoner_columns[column] == firearm) return printed.at(static_cast<std::size_t>(quality))[column];
  throw std::invalid_argument("the ready-reckoner has no column for " + label_of(firearm));
}

int quality_die(Quality quality) {
  static constexpr std::array<int, 4> dice = {12, 10, 8, 6};
  return dice.at(static_cast<std::size_t>(quality));
}

std::string label_of(RangeBand band) {
  static const std::array<std::string, 4> labels = {"Short", "Medium", "Long", "Extreme"};
  return labels.at(static_cast<std::size_t>(band));
}
int range_die(RangeBand band) { return 6 + 2 * static_cast<int>(band); }

const std::vector<WeaponRanges>& range_table() {
  static const std::vector<WeaponRanges> table = {
      {"Minie rifle", {15, 30, 110, 150}},
      {"Repeater", {12, 25, 60, 120}},
      {"Musket", {4, 10, 30, 90}},
      {"Minie carbine", {8, 20, 70, 120}},
      {"Smoothbore carbine", {4, 8, 20, 70}},
      {"Shotgun", {5, 10, 40, 0}},
      {"Pistol", {2, 6, 10, 20}},
      {"Hand hurled", {0, 10, 20, 30}},
  };
  return table;
}

std::optional<WeaponRanges> ranges_of(Firearm firearm) {
  if (firearm == Firearm::none) return std::nullopt;
  for (const WeaponRanges& row : range_table())
    if (row.name == label_of(firearm)) return row;
  throw std::logic_error("no range row for " + label_of(firearm));
}

int loading_actions(Firearm firearm) {
  switch (firearm) {
    case Firearm::minie_rifle:
    case Firearm::minie_carbine:
    case Firearm::musket:
    case Firearm::smoothbore_carbine:
    case Firearm::shotgun: return 3;
    default: return 1;
  }
}

std::string label_of(Cover cover) {
  static const std::array<std::string, 3> labels = {"In the open", "Soft cover", "Hard cover"};
  return labels.at(static_cast<std::size_t>(cover));
}
int cover_die(Cover cover) { return 4 + 2 * static_cast<int>(cover); }

DeploymentResult deployment_result(int d6) {
  if (d6 < 1 || d6 > 6) throw std::invalid_argument("the deployment table is rolled on a D6");
  return static_cast<DeploymentResult>(d6 - 1);
}

std::string label_of(DeploymentResult result) {
  static const std::array<std::string, 6> labels = {"anywhere in the North half", "anywhere in the South half",
                                                    "the West edge, within 20 cm", "the East edge, within 20 cm",
                                                    "the South edge, within 20 cm", "the North edge, within 20 cm"};
  return labels.at(static_cast<std::size_t>(result));
}

Cover cover_of_kind(const std::string& kind) {
  if (kind == "village" || kind == "buildings" || kind == "wall") return Cover::hard;
  if (kind == "wood" || kind == "hill" || kind == "stream" || kind == "fence") return Cover::soft;
  return Cover::open;
}

bool is_difficult_kind(const std::string& kind) { return kind == "marsh" || kind == "stream"; }

MeleeDice melee_dice(const Figure& figure) {
  if (figure.blade == Blade::lance) return {"Lance", 6, 8};
  if (figure.blade == Blade::bayonet) return {"Bayonet", 6, 8};
  if (figure.blade == Blade::sword && (figure.firearm == Firearm::pistol || figure.sidearm == Firearm::pistol)) return {"Sword & pistol", 6, 4};
  if (figure.blade == Blade::sword) return {"Sword", 4, 4};
  if (figure.firearm != Firearm::none) return {"Butt", 4, 4};
  return {"Improvised", 4, 0};
}

const CompanyList& company_list(CompanyKind company) {
  static const CompanyList infantry{2, 1, 2, 4, 2, {0, 80}, Rank::private_soldier};
  static const CompanyList federal{2, 1, 5, 8, 2, {56, 56}, Rank::trooper};
  static const CompanyList confederate{2, 0, 5, 4, 0, {60, 80}, Rank::private_soldier};
  switch (company) {
    case CompanyKind::infantry: return infantry;
    case CompanyKind::federal_cavalry: return federal;
    case CompanyKind::confederate_cavalry: return confederate;
  }
  throw std::invalid_argument("a company the force list does not give");
}

int figure_count(const Force& force) {
  int total = 0;
  for (const Unit& unit : force.units) total += static_cast<int>(unit.figures.size());
  return total;
}

}  // namespace muster::sow
