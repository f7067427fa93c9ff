#pragma once
#include "core/setup_statistics.hpp"
#include "rulesets/sbd/model.hpp"

namespace muster::sbd {
// What `muster simulate` tallies of a Short But Desperate setup.
SetupStatistics statistics_of(const Setup& setup);
}
