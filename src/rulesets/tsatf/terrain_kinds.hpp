#pragma once
// The kinds of terrain muster puts on a Sword and the Flame table, as scenario
// and record files name them, with the name features of the kind are labelled
// with and, for a line, its role and width. The roll, the reader of
// hand-placed terrain and the map's key share this list.

#include <string>
#include <vector>

#include "spec/open_table_reader.hpp"

namespace muster::tsatf {

// Widths in inches on the table, for 25-30 mm figures: a river a river boat
// and more across, a low wall or a barricade as modelled.
inline constexpr Length river_width = Length::in(4);
inline constexpr Length wall_width = Length::in(0.5);
inline constexpr Length barricade_width = Length::in(0.5);

// hill, scrub, rough, building, village, wall, barricade, river, in that order.
const std::vector<spec::PlacedKind>& terrain_kinds();

// Ground that costs a third of the move, by the update's rough-terrain
// penalty: hills, scrub and other rough ground on or through it, low walls and barricades over them.
bool is_rough_going(const std::string& kind);

}  // namespace muster::tsatf
