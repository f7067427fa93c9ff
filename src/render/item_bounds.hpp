#pragma once
// Internal to render/: a box, in points and in the coordinates an item is
// drawn in, that surely holds every mark the item makes. A group cut to a clip
// skips the items whose box misses it: Cairo would draw nothing of them, so
// skipping them changes no byte of the PDF, only the time spent finding that out.

#include <optional>

#include "layout/document.hpp"
#include "render/layout_cache.hpp"

namespace muster::render {

struct Bounds {
  double left, top, right, bottom;
  bool overlaps(const Bounds& other) const {
    return left <= other.right && other.left <= right && top <= other.bottom && other.top <= bottom;
  }
};

// Where a text item's layout is drawn: its box's left edge, and its top moved down by its vertical alignment.
layout::Point text_origin(const layout::Text& text, PangoLayout* layout);

// Generous: strokes, mitred corners and glyph overhangs included. nullopt for a group
// without a clip, which is always drawn.
std::optional<Bounds> bounds_of(const layout::Item& item, LayoutCache& layouts);

}  // namespace muster::render
