#pragma once
// Type on a map: it grows with the map's cells, so a 1:1 tile is read from
// across the table, but never drops below the smallest text a player reads at
// arm's length, however small the overview. Where a label will not fit its box
// at that size, a shorter wording is used instead of smaller type.

#include <string>
#include <vector>

#include "layout/style.hpp"
#include "layout/text_measurer.hpp"

namespace muster::layout {

// A text box on a map is never shorter than a line of the smallest text.
inline constexpr Length smallest_text_line = Length::mm(2.9);

// `share` of the cell, between the smallest text and `largest`.
Length map_type_size(Length cell, double share, Length largest);

// `box` set with the first of `wordings` that fits it, shrunk if need be but
// never below the smallest text; the last wording, at that size, if none fits.
Text first_fitting(const TextMeasurer& measurer, Text box, const std::vector<std::string>& wordings);

}  // namespace muster::layout
