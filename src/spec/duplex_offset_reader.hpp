#pragma once
// 'print: duplex-offset: [x, y]', read the same way by every rule set's
// scenario and record readers: two lengths, each at most 10 mm either way.

#include "core/duplex_offset.hpp"
#include "core/record.hpp"
#include "spec/map_reader.hpp"

namespace muster::spec {

// The offset under 'duplex-offset' in `print`, or `fallback` if absent or bad (bad values are reported).
DuplexOffset read_duplex_offset(MapReader& print, DuplexOffset fallback);

// The record's value for 'duplex-offset': [1.5mm, -0.5mm], on one line.
Record duplex_offset_record(DuplexOffset offset);

}  // namespace muster::spec
