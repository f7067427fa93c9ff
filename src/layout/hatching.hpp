#pragma once
// Fill patterns made of plain drawing items, for terrain that must stay
// distinct on a monochrome laser where tints alone print as near-equal greys.
// A hatching over a rectangle is one Hatch item, drawn as one dashed stroke; over
// another outline, its lines are one LineSet. A stippling is a group cut to its rectangle.
// Spacing is in paper units: a pattern reads the same at any map scale.

#include <variant>
#include <vector>

#include "layout/document.hpp"

namespace muster::layout {

// Parallel lines `spacing` apart across `area`: a Hatch, or a group of lines cut to the area
// where the stroke is dashed; nothing if `spacing` is not positive.
Item hatch(const Rect& area, HatchDirection direction, Length spacing, Stroke stroke);

// How a Hatch is drawn: one line (the spine) stroked `width` wide across the whole area and
// dashed, so that each dash is one line of the hatching, `on` wide, the dashes `on + off`
// apart, the first starting `offset` into the pattern (as Cairo, PDF and SVG count it).
// The lines lie where the hatching's own lines would (hatch_lines in hatching.cpp), the
// first half a spacing in. A diagonal spine overhangs the area's corners, so it is cut to
// the area; a level or upright one covers the area exactly.
struct HatchStroke {
  Segment spine;
  Length width, on, off, offset;
  bool clipped = false;
};
HatchStroke hatch_stroke(const Hatch& hatch);

// Dots of `radius` in a staggered grid `spacing` apart across `area`.
Item stipple(const Rect& area, Length spacing, Length radius, Colour colour);

// The same patterns as data, for a drawing that lays them over areas of its own shape.
struct Hatching {
  HatchDirection direction = HatchDirection::rising;
  Length spacing;
  Stroke stroke;
};
struct Stippling {
  Length spacing, radius;
  Colour colour;
};
using Texture = std::variant<Hatching, Stippling>;

// `texture` across a convex outline, such as a hex, that a rectangle cannot
// clip: its lines are cut at the outline and only dots wholly inside are kept.
Item texture_over(const std::vector<Point>& convex_outline, const Texture& texture);

}  // namespace muster::layout
