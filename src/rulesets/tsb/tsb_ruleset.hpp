#pragma once
#include "rulesets/ruleset.hpp"

namespace muster::tsb {
const Ruleset& ruleset();
}
