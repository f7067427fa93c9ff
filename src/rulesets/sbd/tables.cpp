#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

namespace {
template <typename Rules, typename Policy>
std::optional<Policy> parse_policy(const Rules& rules, const std::string& key) {
  for (const auto& rule : rules)
    if (rule.key == key) return rule.policy;
  return std::nullopt;
}
template <typename Rules, typename Policy>
std::string policy_key(const Rules& rules, Policy policy) {
  for (const auto& rule : rules)
    if (rule.policy == policy) return rule.key;
  return "?";
}
template <typename Rules>
std::vector<std::string> keys_of(const Rules& rules) {
  std::vector<std::string> keys;
  for (const auto& rule : rules) keys.emplace_back(rule.key);
  return keys;
}
}  // namespace

const TerrainRule& rule_for(TerrainKind kind) { return terrain_rules[static_cast<std::size_t>(kind)]; }

std::optional<TerrainKind> parse_terrain_kind(const std::string& key) {
  for (const auto& rule : terrain_rules)
    if (rule.key == key) return rule.kind;
  return std::nullopt;
}
std::vector<std::string> terrain_keys() { return keys_of(terrain_rules); }

std::optional<std::array<int, 7>> allocation_named(const std::string& key) {
  for (const auto& a : named_allocations)
    if (a.key == key) return a.dice;
  return std::nullopt;
}
std::vector<std::string> allocation_keys() { return keys_of(named_allocations); }

std::string sixes_key(SixesPolicy policy) { return policy_key(sixes_rules, policy); }
std::optional<SixesPolicy> parse_sixes(const std::string& key) { return parse_policy<decltype(sixes_rules), SixesPolicy>(sixes_rules, key); }
std::vector<std::string> sixes_keys() { return keys_of(sixes_rules); }

int sixes_to_convert(SixesPolicy policy, int day, int sixes) {
  switch (policy) {
    case SixesPolicy::bank: return 0;
    case SixesPolicy::convert: return sixes;
    case SixesPolicy::half: return sixes / 2;
    case SixesPolicy::convert_early: return day <= 2 ? sixes : 0;
  }
  return 0;
}

std::string attacker_reason_text(AttackerReason reason) {
  switch (reason) {
    case AttackerReason::banked_sixes: return "more sixes set aside";
    case AttackerReason::sunday_skirmish: return "sixes level; won Sunday's skirmish";
    case AttackerReason::cavalry: return "sixes level, Sunday's skirmish drawn; more cavalry regiments";
    case AttackerReason::confederates: return "sixes, Sunday's skirmish and cavalry all level: the Confederates attack";
  }
  return "?";
}

std::string attacker_reason_key(AttackerReason reason) {
  switch (reason) {
    case AttackerReason::banked_sixes: return "banked-sixes";
    case AttackerReason::sunday_skirmish: return "sunday-skirmish";
    case AttackerReason::cavalry: return "cavalry";
    case AttackerReason::confederates: return "confederates";
  }
  return "?";
}

const StragglerRow& straggler_row(int margin) {
  for (const auto& row : straggler_table)
    if (margin >= row.low && margin <= row.high) return row;
  return straggler_table.front();
}

std::string margin_band(const StragglerRow& row) {
  return std::to_string(row.low) + (row.high == INT_MAX ? "+" : "-" + std::to_string(row.high));
}

int straggler_dice(const StragglerRow& row, orbat::UnitType type, orbat::Quality quality) {
  if (type == orbat::UnitType::battery) return row.artillery;
  if (type == orbat::UnitType::cavalry) return row.cavalry;
  switch (quality) {
    case orbat::Quality::green: return row.green;
    case orbat::Quality::experienced: return row.experienced;
    case orbat::Quality::veteran: return row.veteran;
  }
  return row.experienced;
}

std::string hold_back_key(HoldBack policy) { return policy_key(hold_back_rules, policy); }
std::optional<HoldBack> parse_hold_back(const std::string& key) { return parse_policy<decltype(hold_back_rules), HoldBack>(hold_back_rules, key); }
std::vector<std::string> hold_back_keys() { return keys_of(hold_back_rules); }

bool held_back(HoldBack policy, int stands, int straggled) {
  if (straggled <= 0) return false;
  switch (policy) {
    case HoldBack::never: return false;
    case HoldBack::any: return true;
    case HoldBack::half: return straggled * 2 >= stands;
    case HoldBack::all: return straggled >= stands;
  }
  return false;
}

std::string branch_key(Branch branch) {
  switch (branch) {
    case Branch::red_double: return "red-double";
    case Branch::red_high: return "red-high";
    case Branch::green_high: return "green-high";
  }
  return "?";
}

std::optional<Branch> parse_branch(const std::string& key) {
  for (Branch b : {Branch::red_double, Branch::red_high, Branch::green_high})
    if (branch_key(b) == key) return b;
  return std::nullopt;
}

Branch branch_for(int red, int green) {
  if (red == 2 * green) return Branch::red_double;
  return red >= green ? Branch::red_high : Branch::green_high;
}

std::string command_stand(orbat::Quality quality) {
  switch (quality) {
    case orbat::Quality::veteran: return "right of the line, head of the column";
    case orbat::Quality::experienced: return "in the middle, never at an end";
    case orbat::Quality::green: return "left of the line, tail of the column";
  }
  return "?";
}

std::string command_radius(orbat::Rating rating) {
  switch (rating) {
    case orbat::Rating::poor: return "own zone only";
    case orbat::Rating::normal: return "own zone and the 4 beside it";
    case orbat::Rating::charismatic:
    case orbat::Rating::genius: return "own zone and all 8 around it";
  }
  return "?";
}

int zones_influenced(orbat::Rating rating) {
  switch (rating) {
    case orbat::Rating::poor: return 1;
    case orbat::Rating::normal: return 5;
    case orbat::Rating::charismatic:
    case orbat::Rating::genius: return 9;
  }
  return 5;
}

int battery_stands(int guns) { return guns >= 6 ? 2 : 1; }

std::string battery_hits(orbat::Ordnance ordnance) {
  return ordnance == orbat::Ordnance::rifled ? "hits on 3-6 at 1 or 2 zones" : "hits on 3-6 at 1 zone, 4-6 at 2";
}

std::string battery_save(orbat::Weight weight) { return weight == orbat::Weight::heavy ? "target saves on 6" : "target saves on 5-6"; }

}  // namespace muster::sbd
