#pragma once
#include "core/setup_statistics.hpp"
#include "rulesets/tsr/model.hpp"

namespace muster::tsr {
// What `muster simulate` tallies of a Terrible Swift Rules setup.
SetupStatistics statistics_of(const Setup& setup);
}
