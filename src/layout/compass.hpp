#pragma once
// A north arrow, for maps and for 1:1 sheets that lie on the table turned any
// way: a filled arrow pointing up the page with an N above it.

#include "layout/document.hpp"

namespace muster::layout {

inline constexpr Length compass_width = Length::mm(7);
inline constexpr Length compass_height = Length::mm(12);

// The arrow, its box's top-left corner at `at`, compass_width x compass_height.
Item compass(Point at);

}  // namespace muster::layout
