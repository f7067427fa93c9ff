#pragma once
// The order of a Sword and the Flame setup (roll.cpp): the terrain, the
// river's current, the forces, the deployment edges, who moves first, and
// the camel-shy horses. Each step draws from a public stream of its own, so
// changing the terrain recipe does not move the other dice; nothing is
// secret (model.hpp).

#include "core/streams.hpp"
#include "rulesets/tsatf/model.hpp"

namespace muster::tsatf {

Setup roll(const Scenario& scenario, const Streams& streams);

// The D6 of rolled edges at or below which each side keeps its own baseline.
inline constexpr int highest_roll_keeping_edges = 3;

}  // namespace muster::tsatf
