#pragma once
// Internal to render/: the Pango side of FontLibrary, shared by the measurer and the painter.

#include <fontconfig/fontconfig.h>

#include "layout/document.hpp"
#include "render/cairo_handles.hpp"
#include "render/fonts.hpp"

namespace muster::render {

struct FontLibrary::Impl {
  FcConfig* config = nullptr;
  GObjectHandle<PangoFontMap> font_map;
  GObjectHandle<PangoContext> context;  // for measuring, at 72 units per inch
  std::unique_ptr<layout::TextMeasurer> measurer;
  ~Impl();
};

// A Pango layout for a text item, wrapped at `wrap_width` points (<= 0: no wrapping).
GObjectHandle<PangoLayout> make_layout(PangoContext* context, const std::string& text, const layout::Font& font,
                                       double wrap_width, layout::Align align, bool markup);
// Font options that make metrics independent of scale, so measuring and drawing agree.
CairoFontOptions unhinted_font_options();

}  // namespace muster::render
