#pragma once
// What each tsr key means, for the schema and `muster new` (spec/key_meaning.hpp).
#include "spec/key_meaning.hpp"

namespace muster::tsr {
const spec::KeyMeanings& key_meanings();
}
