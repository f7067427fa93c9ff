#pragma once
// What `muster roll` prints for a Sword and the Flame setup.

#include <string>

#include "rulesets/tsatf/model.hpp"

namespace muster::tsatf {

std::string describe(const Setup& setup);
// "British moves first (roll-off 3-3, 5-2)", or "... (the scenario's choice)".
std::string first_player_text(const Setup& setup);
// "along the south edge, 12 in deep"
std::string zone_text(const Setup& setup, std::size_t side);
// "2 current dice, flowing east (speed die 5: ...)" or empty without a river.
std::string current_text(const Setup& setup);

}  // namespace muster::tsatf
