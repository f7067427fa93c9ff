#pragma once
// Internal to render/: draws one page's items onto a Cairo context, one small function per item kind.

#include "layout/document.hpp"
#include "render/font_library_impl.hpp"

namespace muster::render {
void paint_page(cairo_t* cr, const layout::Page& page, const FontLibrary& fonts);
}
