#pragma once
#include "core/setup_statistics.hpp"
#include "rulesets/tsb/model.hpp"

namespace muster::tsb {
// What `muster simulate` tallies of a Square Brigadier setup.
SetupStatistics statistics_of(const Setup& setup);
}
