#pragma once
// What each tsatf key means, for the schema and `muster new` (spec/key_meaning.hpp).
#include "spec/key_meaning.hpp"

namespace muster::tsatf {
const spec::KeyMeanings& key_meanings();
}
