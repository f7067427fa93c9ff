#pragma once
// What `muster roll` prints for a Square Brigadier setup.
#include <string>

#include "rulesets/tsb/model.hpp"

namespace muster::tsb {
std::string describe(const Setup& setup);
}
