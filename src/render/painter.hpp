#pragma once
// Internal to render/: draws pages' items onto a Cairo context, one small function per item kind.

#include <memory>

#include "layout/document.hpp"
#include "render/font_library_impl.hpp"
#include "render/layout_cache.hpp"

namespace muster::render {

// Draws the pages of one surface. Its Pango context is set up once, from the
// context's transformation and the surface's font options as they are when it
// is made, and every text laid out on it is kept for the next time it is drawn.
class SurfacePainter {
 public:
  // `own`: a Pango context and layouts of the surface's own. `kept_for_pdf`: the typesetter's,
  // kept for every PDF surface it draws, whose text is set alike (no hinting; Pango lays a kept layout out
  // again by itself should a surface ever change the context's settings).
  enum class Layouts { own, kept_for_pdf };
  SurfacePainter(cairo_t* cr, Typesetter& typesetter, Layouts layouts = Layouts::own);
  ~SurfacePainter();
  SurfacePainter(const SurfacePainter&) = delete;
  SurfacePainter& operator=(const SurfacePainter&) = delete;

  void paint_page(const layout::Page& page);

  struct State;

 private:
  std::unique_ptr<State> state_;
};

// The layouts every PDF's text is set with, kept by the typesetter: an SVG page sets its
// text with them too, so that it lies where the PDF's does, and the font library's measurer
// measures with its typesetter's, so that a text measured is laid out once for measuring and drawing.
LayoutCache& pdf_layouts(Typesetter& typesetter);

// One page on a surface of its own.
void paint_page(cairo_t* cr, const layout::Page& page, Typesetter& typesetter);

}  // namespace muster::render
