#pragma once
#include "rulesets/ruleset.hpp"

namespace muster::tsr {
const Ruleset& ruleset();
}
