#pragma once
// Text on a patterned map: a paper-white plate just behind the ink, so hatching
// and stipple never run through the letters, yet the terrain shows round them.

#include <vector>

#include "layout/document.hpp"
#include "layout/text_measurer.hpp"

namespace muster::layout {

// How far a plate reaches past the ink on either side, where the text's box leaves room. A text set
// flush against the right of its box, a plate's margin short of something, may let its plate reach
// that far past the box on that side only (`beyond_right`): its left keeps to the box, where another
// text may stand.
inline constexpr Length plate_margin = Length::mm(0.4);

// The plate, as wide as the text is set (not as its box), then the text itself. The plate stays
// inside the text's box, except up to `beyond_right` past its right side where the caller has that room.
std::vector<Item> plated_text(const TextMeasurer& measurer, const Text& text, Colour plate = white, Length beyond_right = {});

}  // namespace muster::layout
