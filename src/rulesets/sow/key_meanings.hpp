#pragma once
// What each sow key means, for the schema and `muster new` (spec/key_meaning.hpp).
#include "spec/key_meaning.hpp"

namespace muster::sow {
const spec::KeyMeanings& key_meanings();
}
