#pragma once
// What each tsb key means, for the schema and `muster new` (spec/key_meaning.hpp).
#include "spec/key_meaning.hpp"

namespace muster::tsb {
const spec::KeyMeanings& key_meanings();
}
