#pragma once
// What each sbd key means, for the schema and `muster new` (spec/key_meaning.hpp).
#include "spec/key_meaning.hpp"

namespace muster::sbd {
const spec::KeyMeanings& key_meanings();
}
