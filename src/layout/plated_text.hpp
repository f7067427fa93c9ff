#pragma once
// Text on a patterned map: a paper-white plate just behind the ink, so hatching
// and stipple never run through the letters, yet the terrain shows round them.

#include <vector>

#include "layout/document.hpp"
#include "layout/text_measurer.hpp"

namespace muster::layout {

// The plate, as wide as the text is set (not as its box), then the text itself.
std::vector<Item> plated_text(const TextMeasurer& measurer, const Text& text, Colour plate = white);

}  // namespace muster::layout
