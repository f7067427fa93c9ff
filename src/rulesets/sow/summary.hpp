#pragma once
// What `muster roll` prints for a State of War setup.

#include <string>

#include "rulesets/sow/model.hpp"

namespace muster::sow {

std::string describe(const Setup& setup);

}  // namespace muster::sow
