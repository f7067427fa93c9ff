#include "rulesets/sow/pages/reference_tables.hpp"

#include <array>
#include <cctype>
#include <map>

#include "rulesets/sow/tables.hpp"

namespace muster::sow {

using layout::CardTable;

namespace {
std::string die(int sides) { return "D" + std::to_string(sides); }
std::string cm(int length) { return std::to_string(length) + " cm"; }
// A band the weapon does not have (a shotgun's extreme range, a thrown weapon's short) prints as a dash.
std::string band(int length) { return length > 0 ? std::to_string(length) : "—"; }

// Every value of the rule set's lists, in the order files give them, "none" left out.
std::vector<Quality> qualities() {
  std::vector<Quality> all;
  for (const auto& key : quality_keys()) all.push_back(*parse_quality(key));
  return all;
}
std::vector<Firearm> firearms() {
  std::vector<Firearm> all;
  for (const auto& key : firearm_keys())
    if (auto firearm = parse_firearm(key); firearm && *firearm != Firearm::none) all.push_back(*firearm);
  return all;
}
std::vector<Blade> blades() {
  std::vector<Blade> all;
  for (const auto& key : blade_keys())
    if (auto blade = parse_blade(key); blade && *blade != Blade::none) all.push_back(*blade);
  return all;
}

// "Bayonet, sword or lance": the names of a list as a sentence, its first capitalised.
std::string any_of(std::vector<std::string> names) {
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += i + 1 == names.size() ? " or " : ", ";
    std::string name = names[i];
    if (i > 0 && !name.empty()) name[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(name[0])));
    text += name;
  }
  return text;
}

CardTable movement_table() {
  CardTable t{{"Troops", "Per action", "Difficult terrain"}, {}, {1.3, 1, 1.4}};
  t.rows.push_back({"Infantry", cm(infantry_move_cm), cm(infantry_move_cm / 2)});
  t.rows.push_back({"Cavalry", cm(cavalry_move_cm), cm(cavalry_move_cm / 2)});
  return t;
}

CardTable class_costs_table() {
  CardTable t{{"Class"}, {{"Points"}}, {1.3, 1, 1, 1, 1}};
  for (Quality quality : qualities()) {
    t.header.push_back(label_of(quality));
    t.rows[0].push_back(std::to_string(cost_of(quality)));
  }
  return t;
}

// The firearms one to a row; the blades, which all cost alike in the text, share a row per price.
CardTable weapon_costs_table() {
  CardTable t{{"Weapon or horse", "Points"}, {}, {3, 1}};
  for (Firearm firearm : firearms()) t.rows.push_back({label_of(firearm), std::to_string(cost_of(firearm))});
  std::map<int, std::vector<std::string>> blades_by_cost;
  for (Blade blade : blades()) blades_by_cost[cost_of(blade)].push_back(label_of(blade));
  for (const auto& [cost, names] : blades_by_cost) t.rows.push_back({any_of(names), std::to_string(cost)});
  t.rows.push_back({"Horse", std::to_string(horse_cost)});
  return t;
}

// The text's ready-reckoner, worked out again from the parts: a bare figure of
// the class with the firearm, no blade, no horse.
CardTable reckoner_table() {
  CardTable t{{"Class"}, {}, {1.5, 1.1, 1.25, 1.15, 1.15, 1}};
  for (Firearm firearm : reckoner_columns) t.header.push_back(label_of(firearm));
  for (Quality quality : qualities()) {
    std::vector<std::string> row{label_of(quality)};
    for (Firearm firearm : reckoner_columns) row.push_back(std::to_string(cost_of(Figure{Rank::private_soldier, quality, firearm, Blade::none, false})));
    t.rows.push_back(row);
  }
  return t;
}

// The actions a row's weapon takes to load; a dash for the thrown weapon, which is no firearm.
std::string load_of(const std::string& weapon) {
  for (Firearm firearm : firearms())
    if (label_of(firearm) == weapon) return std::to_string(loading_actions(firearm));
  return "—";
}

CardTable ranges_table() {
  CardTable t{{"Weapon (cm)"}, {}, {2.6, 0.95, 1.35, 1, 1.35, 0.9}};
  for (RangeBand b : range_bands) t.header.push_back(label_of(b));
  t.header.push_back("Load");
  for (const WeaponRanges& weapon : range_table()) {
    std::vector<std::string> row{weapon.name};
    for (int length : weapon.bands_cm) row.push_back(band(length));
    row.push_back(load_of(weapon.name));
    t.rows.push_back(row);
  }
  return t;
}

CardTable quality_dice_table() {
  CardTable t{{"Class"}, {{"Quality die"}}, {1.4, 1, 1, 1, 1}};
  for (Quality quality : qualities()) {
    t.header.push_back(label_of(quality));
    t.rows[0].push_back(die(quality_die(quality)));
  }
  return t;
}

CardTable range_dice_table() {
  CardTable t{{"Target at"}, {{"Range die"}}, {1.4, 1, 1, 1, 1}};
  for (RangeBand b : range_bands) {
    t.header.push_back(label_of(b));
    t.rows[0].push_back(die(range_die(b)));
  }
  return t;
}

CardTable cover_dice_table() {
  CardTable t{{"Target"}, {{"Cover die"}}, {1.4, 1.33, 1.33, 1.33}};
  for (Cover cover : {Cover::open, Cover::soft, Cover::hard}) {
    t.header.push_back(label_of(cover));
    t.rows[0].push_back(die(cover_die(cover)));
  }
  return t;
}

// The force list's three companies side by side, rank by rank; the infantry's NCOs and men by the platoon.
CardTable organisation_table() {
  const std::array<CompanyKind, 3> companies{CompanyKind::infantry, CompanyKind::federal_cavalry, CompanyKind::confederate_cavalry};
  CardTable t{{"Rank", "Infantry company", "Federal cavalry", "Confederate cavalry"}, {}, {1.5, 1.5, 1.25, 1.4}};
  const auto row = [&](const std::string& rank, auto count_of) {
    std::vector<std::string> cells{rank};
    for (CompanyKind company : companies) cells.push_back(count_of(company_list(company), company == CompanyKind::infantry));
    t.rows.push_back(cells);
  };
  const auto count = [](int n) { return n > 0 ? std::to_string(n) : std::string("—"); };
  const auto per_platoon = [&](int n, bool infantry) { return infantry ? std::to_string(n) + " a platoon" : count(n); };
  row(label_of(Rank::captain), [](const CompanyList&, bool) { return std::string("1"); });
  row("Lieutenants", [&](const CompanyList& c, bool) { return count(c.lieutenants); });
  row(label_of(Rank::first_sergeant), [&](const CompanyList& c, bool) { return count(c.first_sergeants); });
  row("Sergeants", [&](const CompanyList& c, bool infantry) { return per_platoon(c.sergeants, infantry); });
  row("Corporals", [&](const CompanyList& c, bool infantry) { return per_platoon(c.corporals, infantry); });
  row("Musicians", [&](const CompanyList& c, bool) { return count(c.musicians); });
  row("Men", [&](const CompanyList& c, bool infantry) {
    const std::string men = c.men.low == c.men.high ? std::to_string(c.men.high) : infantry ? "up to " + std::to_string(c.men.high)
                                                                                             : std::to_string(c.men.low) + "-" + std::to_string(c.men.high);
    return men + (infantry ? " a platoon" : c.man == Rank::trooper ? " troopers" : " privates");
  });
  return t;
}

CardTable deployment_table() {
  CardTable t{{"D6", "The attacker deploys"}, {}, {1, 7}};
  for (int d6 = 1; d6 <= 6; ++d6) {
    std::string where = label_of(deployment_result(d6));
    if (!where.empty()) where[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(where[0])));
    t.rows.push_back({std::to_string(d6), where});
  }
  return t;
}
}  // namespace

const std::vector<std::string>& reference_table_names() {
  static const std::vector<std::string> names = {"movement", "class-costs", "weapon-costs", "reckoner", "ranges",
                                                 "quality-dice", "range-dice", "cover-dice", "deployment", "organisation"};
  return names;
}

std::optional<CardTable> reference_table(const std::string& name) {
  if (name == "movement") return movement_table();
  if (name == "class-costs") return class_costs_table();
  if (name == "weapon-costs") return weapon_costs_table();
  if (name == "reckoner") return reckoner_table();
  if (name == "ranges") return ranges_table();
  if (name == "quality-dice") return quality_dice_table();
  if (name == "range-dice") return range_dice_table();
  if (name == "cover-dice") return cover_dice_table();
  if (name == "deployment") return deployment_table();
  if (name == "organisation") return organisation_table();
  return std::nullopt;
}

}  // namespace muster::sow
