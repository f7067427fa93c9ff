#pragma once
// The two sides of a campaign where the scenario does not name its own: who
// fought whom, in colours that stand apart on the map and in grey.

#include <array>

#include "core/side_identity.hpp"
#include "rulesets/tsatf/units.hpp"

namespace muster::tsatf {

// The imperial side first (south), the native side second (north).
std::array<SideIdentity, 2> default_sides(Campaign campaign);

}  // namespace muster::tsatf
