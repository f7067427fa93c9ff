#pragma once
#include <string>

#include "rulesets/tsr/model.hpp"

namespace muster::tsr {
// A plain-text account of a setup, for the terminal.
std::string describe(const Setup& setup);
}
