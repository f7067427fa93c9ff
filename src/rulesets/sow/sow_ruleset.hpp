#pragma once

#include "rulesets/ruleset.hpp"

namespace muster::sow {

const Ruleset& ruleset();

}  // namespace muster::sow
