#pragma once
// Drawing shared by The Sword and the Flame's card faces: the panel inside
// the white border every face keeps (a cut a little off the line leaves the
// face whole), words set as large as their box allows, and words turned a
// half turn, so that a card lying between two players reads from both sides.

#include <string>

#include "layout/page_builder.hpp"

namespace muster::tsatf {

// Where a face's drawing goes: the card less its white border.
layout::Rect face_panel(layout::Point at, Length width, Length height);

// Wrapped and shrunk to fit its box (never below `smallest`), centred in it.
layout::Text fitted_words(const layout::TextMeasurer& measurer, layout::Rect box, const std::string& words, layout::Font font,
                          layout::Colour ink, Length smallest);

// `text` turned a half turn about the middle of its own box, in a group of its own.
layout::Item upside_down(layout::Text text);

}  // namespace muster::tsatf
