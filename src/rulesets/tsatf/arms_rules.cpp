#include "rulesets/tsatf/arms_rules.hpp"

#include <algorithm>

#include "rulesets/tsatf/unit_tables.hpp"

namespace muster::tsatf {

namespace {

bool is_piece(Weapon weapon) { return weapon == Weapon::gun || weapon == Weapon::gatling; }

// The text's only Gatling is the Westerners' "artillery piece or Gatling gun" of 1899-1900.
bool may_serve_gatling(UnitKind kind) { return kind == UnitKind::western_artillery; }

std::string pieces_of(UnitKind kind) { return may_serve_gatling(kind) ? "'gun' or 'gatling'" : "'gun'"; }

std::string quoted(Weapon weapon) { return "'" + key_of(weapon) + "'"; }

// What is wrong with one weapon for the kind, whatever else the list holds; empty when nothing.
ArmsProblem weapon_problem(UnitKind kind, Weapon weapon) {
  const bool artillery = branch_of(kind) == Branch::artillery;
  if (weapon == Weapon::gatling && artillery && !may_serve_gatling(kind))
    return {0, "the text gives a Gatling gun only to the Westerners of the Boxer Rebellion, 1899-1900, not to " + label_of(kind),
            "write 'arms: [gun]', or leave 'arms' out"};
  if (is_piece(weapon) && !artillery)
    return {0, label_of(kind) + " units carry no " + (weapon == Weapon::gun ? "gun" : "Gatling gun") + ": a piece is served by an artillery unit's crew",
            "give the piece to an artillery unit; this unit's arms may be e.g. " + label_of(default_arms(kind, false))};
  if (!is_piece(weapon) && artillery)
    return {0, label_of(kind) + " units serve a piece, not " + quoted(weapon), "write 'arms: [" + std::string(may_serve_gatling(kind) ? "gatling" : "gun") +
                                                                                   "]' with " + pieces_of(kind) + ", or leave 'arms' out"};
  if (weapon == Weapon::lance && may_be_lancers(kind))
    return {0, label_of(kind) + " with lances are a lancer troop, armed by the text", "write 'lancers: yes' and leave 'arms' out"};
  if (weapon == Weapon::lance && kind != UnitKind::mutineer_cavalry)
    return {0, "the text gives lances only to a lancer troop of British or loyal Indian cavalry and to mutineer cavalry, not to " + label_of(kind),
            "a native horseman's or footman's spear is 'spear'"};
  return {};
}

}  // namespace

std::vector<ArmsProblem> arms_problems(UnitKind kind, const std::vector<Weapon>& arms) {
  std::vector<ArmsProblem> problems;
  bool piece_seen = false;
  for (std::size_t i = 0; i < arms.size(); ++i) {
    if (std::find(arms.begin(), arms.begin() + static_cast<long>(i), arms[i]) != arms.begin() + static_cast<long>(i)) {
      problems.push_back({i, quoted(arms[i]) + " is listed twice", "list each weapon once"});
      continue;
    }
    ArmsProblem problem = weapon_problem(kind, arms[i]);
    if (!problem.message.empty()) {
      problem.index = i;
      problems.push_back(std::move(problem));
      continue;
    }
    if (is_piece(arms[i]) && piece_seen) {
      problems.push_back({i, "an artillery crew serves one piece, not a " + key_of(arms[i]) + " besides", "write one of " + pieces_of(kind)});
      continue;
    }
    piece_seen = piece_seen || is_piece(arms[i]);
  }
  return problems;
}

}  // namespace muster::tsatf
