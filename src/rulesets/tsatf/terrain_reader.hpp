#pragma once
// The table, its terrain and the river's current as Sword and the Flame
// scenario and record files write them: the table's size in inches, terrain
// either as counts to roll or placed by hand in the shared form of the open
// table (spec/open_table_reader), and what the scenario says of the current.
//
//   table: {width: 72in, depth: 48in}
//   terrain: {hills: 1-2, scrub: 1-2, rough: 0-1, buildings: 1-2, villages: 0-1, walls: 1-2, barricades: 0-1, river: 0-1}
//   current: {towards: east, dice: 2, dice_on_1_to_3: 1}
//
// In 'current' every key may be left out: 'towards' names the side of the
// table the water flows towards (rolled where absent), 'dice' gives the current
// dice outright (else the speed die is rolled), and 'dice_on_1_to_3' the dice
// for a speed die of 1-3, which our text has lost (muster's reading where absent).
//
// The record writes the current as it was found, the river's first and last
// points being those of its 'points' in the record:
//   current: {river: "River", direction_roll: 2, downstream: last, speed_roll: 5, dice: 2, source: rules}
// a roll of 0 meaning the scenario decided it, and 'source' one of rules, scenario, muster.

#include "core/record.hpp"
#include "rulesets/tsatf/battlefield.hpp"
#include "spec/map_reader.hpp"

namespace muster::tsatf {

// The table sizes muster lays out: room for two 12 in edge zones and terrain between, up to 12 feet.
inline constexpr Length smallest_table = Length::in(36);
inline constexpr Length largest_table = Length::in(144);

// 'table', 'terrain' and 'current' of a scenario into `scenario`; absent keys keep
// its values. Errors go to root.diagnostics() at the offending node, with a hint.
void read_table_and_terrain(spec::MapReader& root, TableScenario& scenario);
// The record's 'table', 'terrain' (every feature as placed, and those dropped)
// and, where a river runs, 'current' keys, appended to `record` (a map).
void add_table_record(Record& record, const Battlefield& battlefield);
// Reads those keys back, checking the features as strictly as hand-placed ones
// and the current against the river and its dice.
void read_table_record(spec::MapReader& root, Battlefield& battlefield);

}  // namespace muster::tsatf
