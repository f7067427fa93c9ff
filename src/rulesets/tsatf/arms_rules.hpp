#pragma once
// Which weapons a kind of unit may be given by a hand-written 'arms': the
// pairings the update and muster's decisions give (docs/DECISIONS.md, The Sword
// and the Flame, Arms). A gun or a Gatling is served by artillery and carried
// by no one else; an artillery crew serves one piece, a gun, or a Gatling where
// the text has one (the Westerners of the Boxer Rebellion, 1899-1900: none in
// 1857 or 1885); lances are the lancer troop's ('lancers: yes') and the mutineer
// cavalry's, as the text arms them; and a weapon is listed once.

#include <cstddef>
#include <string>
#include <vector>

#include "rulesets/tsatf/units.hpp"

namespace muster::tsatf {

struct ArmsProblem {
  std::size_t index = 0;  // the weapon at fault, its place in the list
  std::string message;
  std::string hint;
};

// Every problem of `arms` given to a unit of `kind`, in the list's order.
std::vector<ArmsProblem> arms_problems(UnitKind kind, const std::vector<Weapon>& arms);

}  // namespace muster::tsatf
