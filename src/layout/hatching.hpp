#pragma once
// Fill patterns made of plain drawing items, for terrain that must stay
// distinct on a monochrome laser where tints alone print as near-equal greys.
// Each pattern is a group cut to its rectangle; a hatching's lines are one LineSet,
// stroked once rather than a line at a time.
// Spacing is in paper units: a pattern reads the same at any map scale.

#include <variant>
#include <vector>

#include "layout/document.hpp"

namespace muster::layout {

enum class HatchDirection {
  rising,      // "/" lines
  falling,     // "\" lines
  horizontal,  // "-" lines
  vertical,    // "|" lines
};

// Parallel lines `spacing` apart across `area`.
Item hatch(const Rect& area, HatchDirection direction, Length spacing, Stroke stroke);
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
