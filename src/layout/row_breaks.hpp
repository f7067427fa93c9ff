#pragma once
// Where a run of rows (a table's, a roster's blocks) breaks over pages: never
// one row alone on either side of a break, never a header without rows under it.

#include <vector>

#include "core/length.hpp"

namespace muster::layout {

// How many rows go on each page, the first being the page in hand with `room_here` left under
// the cursor (0 rows there: the run starts on the next page), the rest on fresh pages of
// `page_room`. `header` is repeated on every page the run reaches (zero for none). A run that
// breaks leaves at least two rows on each page; only a page too short for two rows takes one.
std::vector<std::size_t> rows_per_page(const std::vector<Length>& rows, Length header, Length room_here, Length page_room);

}  // namespace muster::layout
