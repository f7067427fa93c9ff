#pragma once
// The Sword and the Flame, as the app sees it.

#include "rulesets/ruleset.hpp"

namespace muster::tsatf {

const Ruleset& ruleset();

}  // namespace muster::tsatf
