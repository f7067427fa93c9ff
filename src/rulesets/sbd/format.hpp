#pragma once
// Short But Desperate: the keys of its files, each declared once (format/field.hpp).
// The scenario reader, the record reader and writer, and the key meanings read these lists.

#include <vector>

#include "format/field.hpp"
#include "rulesets/sbd/model.hpp"

namespace muster::sbd {

const format::Fields<Battlefield>& battlefield_fields();  // battlefield: in scenarios and records

// The meanings of every key declared here, by dotted path ("battlefield.columns").
std::vector<spec::KeyMeaning> declared_meanings();

}  // namespace muster::sbd
