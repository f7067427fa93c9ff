#pragma once
#include "core/setup_statistics.hpp"
#include "rulesets/tsatf/model.hpp"

namespace muster::tsatf {
// What `muster simulate` tallies of a Sword and the Flame setup.
SetupStatistics statistics_of(const Setup& setup);
}
