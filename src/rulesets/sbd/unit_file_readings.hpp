#pragma once
// How a scenario of this rule set reads a file of units, for `muster check` to read one alone.

#include <string>
#include <vector>

#include "rulesets/ruleset.hpp"

namespace muster::sbd {

std::vector<UnitFileReading> unit_file_readings(const std::string& file);

}  // namespace muster::sbd
