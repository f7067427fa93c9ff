#pragma once
#include "rulesets/ruleset.hpp"

namespace muster::sbd {
const Ruleset& ruleset();
}
