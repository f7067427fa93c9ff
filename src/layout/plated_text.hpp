#pragma once
// Text on a patterned map: a paper-white plate just behind the ink, so hatching
// and stipple never run through the letters, yet the terrain shows round them.

#include <vector>

#include "layout/document.hpp"
#include "layout/text_measurer.hpp"

namespace muster::layout {

// How far a plate reaches past the ink on either side, where the text's box leaves room: a text set
// flush against a side of its box keeps it where the plate may reach past the box (`beyond_box`).
inline constexpr Length plate_margin = Length::mm(0.4);

// The plate, as wide as the text is set (not as its box), then the text itself. The plate stays
// inside the text's box, or up to `beyond_box` past either side of it where the caller has that room.
std::vector<Item> plated_text(const TextMeasurer& measurer, const Text& text, Colour plate = white, Length beyond_box = {});

}  // namespace muster::layout
