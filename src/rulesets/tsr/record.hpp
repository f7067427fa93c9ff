#pragma once
// The setup record (setup.yaml): everything rolled, enough to print the pack
// again without rolling. Hand edits are welcome and are checked on reading.

#include "core/record.hpp"
#include "rulesets/tsr/model.hpp"
#include "spec/map_reader.hpp"

namespace muster::tsr {

inline constexpr int record_format_version = 1;

Record to_record(const Setup& setup);
// Reads the rule-set part of a record whose header the caller has read.
Setup read_record(spec::MapReader& root, const std::string& scenario_name, std::uint64_t seed, Paper paper);

}  // namespace muster::tsr
