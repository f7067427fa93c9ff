#pragma once
#include <string>

#include "rulesets/sbd/model.hpp"

namespace muster::sbd {

// What `muster roll` prints: the week's outcome, the quality and the stragglers in a few lines.
std::string describe(const Setup& setup);

}  // namespace muster::sbd
