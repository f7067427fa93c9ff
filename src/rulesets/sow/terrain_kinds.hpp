#pragma once
// The kinds of terrain muster puts on a State of War table: the key scenario
// and record files use, the name features of the kind are labelled with, the
// cover the kind gives (tables.hpp) and, for a line, its role and width. The
// roll, the reader of hand-placed terrain and the map's key share this list.

#include <string>
#include <vector>

#include "rulesets/sow/tables.hpp"
#include "spec/open_table_reader.hpp"

namespace muster::sow {

// "open", "soft", "hard": the cover class as files and features carry it.
std::string cover_key(Cover cover);
// The cover class of a kind's features, as a Feature's `cover` holds it.
std::string feature_cover(const std::string& kind);

// Widths of the lines, in cm on the table: a stream a figure's base and a
// little more across, a road two figures abreast, a stone wall and a rail fence as modelled.
inline constexpr Length stream_width = Length::mm(50);
inline constexpr Length road_width = Length::mm(50);
inline constexpr Length wall_width = Length::mm(20);
inline constexpr Length fence_width = Length::mm(10);

// hill, wood, village, marsh, stream, road, wall, fence, in that order.
const std::vector<spec::PlacedKind>& terrain_kinds();

}  // namespace muster::sow
