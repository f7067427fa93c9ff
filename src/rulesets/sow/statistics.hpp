#pragma once
#include "core/setup_statistics.hpp"
#include "rulesets/sow/model.hpp"

namespace muster::sow {
// What `muster simulate` tallies of a State of War setup.
SetupStatistics statistics_of(const Setup& setup);
}
