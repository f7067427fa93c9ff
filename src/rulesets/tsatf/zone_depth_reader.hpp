#pragma once
// 'deployment: {depth: ...}' in a scenario and a record: a length on the
// table, so a bare number is inches and a depth out of range is told in inches.

#include "core/length.hpp"
#include "spec/map_reader.hpp"

namespace muster::tsatf {

// The zone's depth under `key` of `reader`, from shallowest_zone to deepest_zone; `fallback` where absent or wrong.
Length read_zone_depth(spec::MapReader& reader, const std::string& key, Length fallback);

}  // namespace muster::tsatf
