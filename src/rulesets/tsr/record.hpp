#pragma once
// The setup record (setup.yaml): everything rolled, enough to print the pack
// again without rolling. Hand edits are welcome and are checked on reading.

#include "core/record.hpp"
#include "rulesets/tsr/model.hpp"
#include "spec/map_reader.hpp"

namespace muster::tsr {


Record to_record(const Setup& setup);
// Reads the rule-set part of a record whose header the caller has read.
Setup read_record(spec::MapReader& root, const SetupHead& head);

}  // namespace muster::tsr
