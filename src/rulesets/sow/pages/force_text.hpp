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
// The figure the sheets mark as the force commander: the highest rank, the
// first of equals (the rule procedures.hpp gives force_commander).
std::optional<FigureAt> marked_commander(const Force& force);
// The class a unit's bar prints: the one most of its figures have, its leader
// set aside when there are others (he may be of a higher class than his men).
Quality class_of_unit(const Unit& unit);

}  // namespace muster::sow
