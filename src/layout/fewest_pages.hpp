#pragma once
// A briefing whose map is drawn as large as the page allows spills its last
// lines onto a second sheet ("The enemy: ..." alone on page 2). The map may be
// drawn a little smaller; these lay a document out again with its one flexible
// block smaller, and take the largest block that saves a sheet.

#include <functional>

#include "core/length.hpp"
#include "layout/document.hpp"

namespace muster::layout {

// The document `lay_out` gives for a flexible block of at most `height` (a map's height).
using LayOutWithBlock = std::function<Document(Length height)>;

// `lay_out(largest)`, unless the block at `smallest` gives fewer pages: then the
// largest height, in whole millimetres from `smallest` up, that gives as few.
Document on_fewest_pages(const LayOutWithBlock& lay_out, Length largest, Length smallest);

}  // namespace muster::layout
