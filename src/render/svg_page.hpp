#pragma once
// Internal to render/: one page as an SVG document, written from the page's items
// rather than through Cairo. Cairo's SVG surface turns every letter into a glyph
// outline; a gamer touching up a map in Inkscape wants text he can edit. Here each
// line of text is a <text> element in the font muster set it in, placed where
// Pango placed it for the PDF, so the page reads and measures as the PDF does.

#include <string>

#include "layout/document.hpp"
#include "render/layout_cache.hpp"

namespace muster::render {

// `layouts` must set text as the PDF's painter does (72 dpi, unhinted).
std::string svg_page(const layout::Page& page, LayoutCache& layouts);

}  // namespace muster::render
