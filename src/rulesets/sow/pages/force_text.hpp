#pragma once
// The few words the sheets print alike about a force, so that they count
// figures and points, and name the commander, a unit's class and its arms, the
// same way.

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
// What a figure carries: "Minie rifle and bayonet", "Minie carbine, pistol and sword", "Pistol", "Sword"
// with no firearm, "unarmed" (a musician).
std::string arms_text(Firearm firearm, Firearm sidearm, Blade blade);
std::string arms_text(const Figure& figure);
}  // namespace muster::sow
