#pragma once
// Which units may go berserk. The update's rules for the 1885 Dervishes give
// "fuzzy-wuzzy" tribes a berserk state (a leader down or hit by fire, then a
// D6 before the next move: 5-6). They are rules for the Sudan only, so muster
// gives the state to native tribes on foot in a Sudan game and to no one else
// (docs/DECISIONS.md, The Sword and the Flame, Rosters and markers).

#include "rulesets/tsatf/units.hpp"

namespace muster::tsatf {

// The D6 before the tribe's next move that sends it berserk: this or more.
inline constexpr int lowest_berserk_roll = 5;
// When the native commander is hit by fire, the tribes within 12 in roll too, berserk only on a 6.
inline constexpr int lowest_berserk_roll_for_commander = 6;

bool may_go_berserk(Campaign campaign, UnitKind kind);
// Whether any unit of the force may go berserk: the force needs berserk markers and the rule on its roster.
bool has_berserk_units(Campaign campaign, const Force& force);

}  // namespace muster::tsatf
