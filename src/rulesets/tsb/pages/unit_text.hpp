#pragma once
// The few words a label, the roster and the markers print about a unit, so
// that all of them say a unit's class, hits and fire the same way.

#include <string>
#include <vector>

#include "rulesets/tsb/model.hpp"

namespace muster::tsb {

// "Militia", "Regular", "Elite".
std::string class_label(UnitClass unit_class);
// "Regular · 3 hits": what a label says of how much the unit can take.
std::string class_and_hits(UnitClass unit_class);
// "R3 · 2D": range in areas and dice, its own modifiers counted; "no fire" for wagons and trains.
std::string range_and_dice(const Unit& unit);
// "superior", "inferior", "heavy", "superior, heavy", "irregular", "indirect", or nothing for an ordinary unit.
std::string firepower_note(const Unit& unit);
// What a side sets up before play and a player needs in hand: batteries that fire indirectly with
// their observer and link, trains already running, irregular infantry. One sentence each, with <b>.
std::vector<std::string> start_notes(const SideSetup& side);
// Units that form road column for the extra area along a road: everything but what runs on rails.
bool forms_road_column(UnitType type);

}  // namespace muster::tsb
