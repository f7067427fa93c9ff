#pragma once
// The few words the roster and the force list both print about a force, so
// that the two sheets count figures and points, and name the commander and a
// unit's class, the same way.

#include <optional>
#include <string>

#include "rulesets/sow/model.hpp"
#include "rulesets/sow/procedures.hpp"

namespace muster::sow {

// "1 figure", "12 figures".
std::string figures_text(std::size_t count);
// "1 point", "247 points".
std::string points_text(int points);
// "612 of 650 points" when the side was bought to a budget, else "612 points".
std::string total_text(const SideSetup& side);
}  // namespace muster::sow
