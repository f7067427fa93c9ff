#pragma once
// The table and the terrain as State of War scenario and record files write
// them: the table's size in cm, and terrain either as counts to roll or placed
// by hand in the shared form of the open table (spec/open_table_reader).

#include "core/record.hpp"
#include "rulesets/sow/model.hpp"
#include "spec/map_reader.hpp"

namespace muster::sow {

// The table sizes muster lays out: room for two 20 cm edge zones and terrain between, up to 12 feet.
inline constexpr Length smallest_table = Length::mm(800);
inline constexpr Length largest_table = Length::mm(3600);

// 'table' ({width: 180cm, depth: 120cm}; default 180 x 120) and 'terrain' of a scenario: either counts
// ({hills: 1-2, woods: 2, villages: 0-1, walls: ..., fences: ..., marshes: ..., streams: ..., roads: ...}; absent keys keep
// the TerrainCounts defaults) or {placed: [...]} features placed by hand. Fills scenario.table, .terrain, .terrain_by_hand,
// .placed_features; errors to root.diagnostics() with the location of the offending node and a hint.
void read_table_and_terrain(spec::MapReader& root, Scenario& scenario);
// The record's 'table' and 'terrain' keys for a rolled setup: every feature as placed (the hand-placed form, so the same
// code reads it back) and the dropped features, appended to `record` (a map).
void add_table_record(Record& record, const Setup& setup);
// Reads those keys back into setup.table, .features and .dropped, checking them as strictly as hand-placed features.
void read_table_record(spec::MapReader& root, Setup& setup);

}  // namespace muster::sow
