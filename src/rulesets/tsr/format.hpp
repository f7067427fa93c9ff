#pragma once
// Terrible Swift Rules: the keys of its files, each declared once (format/field.hpp).
// The scenario reader, the record reader and writer, and the meanings the schema
// and `muster new` print all read these lists.

#include <string>

#include "format/field.hpp"
#include "rulesets/tsr/model.hpp"

namespace muster::tsr {

const format::Fields<BoardSize>& board_fields();              // board: in scenarios and records
const format::Fields<TerrainAsked>& terrain_asked_fields();   // terrain: in scenarios
const format::Fields<Scenario>& draw_fields();                // deployment, before the echelons: in scenarios
const format::Fields<Echelons>& echelon_fields();             // deployment: in scenarios and records
const format::Fields<MarkerPool>& pool_fields();              // sides.<side>.markers: in scenarios

// The meanings of every key declared here, by dotted path ("board.columns").
std::vector<spec::KeyMeaning> declared_meanings();

}  // namespace muster::tsr
