#pragma once
// Internal to render/: the Pango side of FontLibrary, shared by the measurer and the painter.

#include <fontconfig/fontconfig.h>

#include "layout/document.hpp"
#include "render/cairo_handles.hpp"
#include "render/fonts.hpp"
#include "render/typesetter.hpp"

namespace muster::render {

class LayoutCache;

struct FcConfigDeleter {
  void operator()(FcConfig* config) const { FcConfigDestroy(config); }
};
using FontConfig = std::unique_ptr<FcConfig, FcConfigDeleter>;

// Members go in the order they are made, so they are released in reverse: the
// font map drops its own reference to the configuration before ours goes.
struct FontLibrary::Impl {
  FontConfig config;
  GObjectHandle<PangoFontMap> font_map;
  // Draws on the thread that made the library; the measurer measures with its kept PDF layouts.
  std::unique_ptr<Typesetter> typesetter;
  std::unique_ptr<layout::TextMeasurer> measurer;
};

// A Pango font map with muster's configuration and its fonts drawn through Cairo, unhinted.
GObjectHandle<PangoFontMap> font_map_over(FcConfig* config);

struct Typesetter::Impl {
  GObjectHandle<PangoFontMap> own_font_map;  // none when it draws with the library's
  PangoFontMap* font_map;
  // Text as PDF pages set it, kept from one PDF to the next (made by the first PDF's painter):
  // every PDF surface sets text alike, and a pack's boards repeat their labels in several files.
  GObjectHandle<PangoContext> pdf_context;
  std::unique_ptr<LayoutCache> pdf_layouts;
  // The font options the kept context last took from a PDF surface, at the identity matrix (none yet).
  CairoFontOptions pdf_surface_options;

  explicit Impl(PangoFontMap* library_font_map);
  explicit Impl(GObjectHandle<PangoFontMap> own);
  ~Impl();
};

// A Pango layout for a text item, wrapped at `wrap_width` points (<= 0: no wrapping).
GObjectHandle<PangoLayout> make_layout(PangoContext* context, const std::string& text, const layout::Font& font,
                                       double wrap_width, layout::Align align, bool markup);
// Font options that make metrics independent of scale, so measuring and drawing agree.
CairoFontOptions unhinted_font_options();

}  // namespace muster::render
