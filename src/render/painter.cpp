#include "render/painter.hpp"

#include <cmath>
#include <vector>

namespace muster::render {

namespace {
using namespace muster::layout;

struct Painter {
  cairo_t* cr;
  PangoContext* context;  // this surface's own: painting never changes how the measurer measures

  void source(const Colour& c) const { cairo_set_source_rgb(cr, c.red, c.green, c.blue); }

  void fill_and_stroke(const std::optional<Colour>& fill, const std::optional<Stroke>& stroke) const {
    if (fill) {
      source(*fill);
      cairo_fill_preserve(cr);
    }
    if (stroke) {
      source(stroke->colour);
      cairo_set_line_width(cr, stroke->width.points());
      std::vector<double> dashes;
      for (Length d : stroke->dashes) dashes.push_back(d.points());
      cairo_set_dash(cr, dashes.data(), static_cast<int>(dashes.size()), 0);
      cairo_stroke_preserve(cr);
    }
    cairo_new_path(cr);
  }

  void operator()(const Rect& r) const {
    cairo_rectangle(cr, r.at.x.points(), r.at.y.points(), r.width.points(), r.height.points());
    fill_and_stroke(r.fill, r.stroke);
  }

  void operator()(const Line& l) const {
    cairo_move_to(cr, l.from.x.points(), l.from.y.points());
    cairo_line_to(cr, l.to.x.points(), l.to.y.points());
    fill_and_stroke(std::nullopt, l.stroke);
  }

  void operator()(const Path& p) const {
    if (p.points.empty()) return;
    cairo_move_to(cr, p.points.front().x.points(), p.points.front().y.points());
    for (std::size_t i = 1; i < p.points.size(); ++i) cairo_line_to(cr, p.points[i].x.points(), p.points[i].y.points());
    if (p.closed) cairo_close_path(cr);
    fill_and_stroke(p.closed ? p.fill : std::nullopt, p.stroke);
  }

  void operator()(const Circle& c) const {
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.centre.x.points(), c.centre.y.points(), c.radius.points(), 0, 2 * M_PI);
    fill_and_stroke(c.fill, c.stroke);
  }

  void operator()(const Text& t) const {
    auto layout = make_layout(context, t.text, t.font, t.width.points(), t.align, t.markup);
    PangoRectangle logical;
    pango_layout_get_extents(layout.get(), nullptr, &logical);
    const double text_height = static_cast<double>(logical.height) / PANGO_SCALE;
    double y = t.at.y.points();
    if (t.valign == VAlign::middle) y += (t.height.points() - text_height) / 2;
    if (t.valign == VAlign::bottom) y += t.height.points() - text_height;
    SavedState saved(cr);
    source(t.colour);
    cairo_move_to(cr, t.at.x.points(), y);
    pango_cairo_show_layout(cr, layout.get());
  }

  void operator()(const Group& g) const {
    SavedState saved(cr);
    cairo_translate(cr, g.offset.x.points(), g.offset.y.points());
    // Cairo turns from +x towards +y, clockwise on a page whose y grows down: anticlockwise is negative.
    if (g.turned_up) cairo_rotate(cr, -M_PI / 2);
    if (g.clip) {
      cairo_rectangle(cr, g.clip->at.x.points(), g.clip->at.y.points(), g.clip->width.points(), g.clip->height.points());
      cairo_clip(cr);
    }
    for (const Item& item : g.items) std::visit(*this, item.shape);
  }
};
}  // namespace

void paint_page(cairo_t* cr, const layout::Page& page, const FontLibrary& fonts) {
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
  // A context of the page's own, set up once: sharing the measurer's would let
  // each surface's font options leak into the measurement of the next pack.
  GObjectHandle<PangoContext> context(pango_font_map_create_context(fonts.impl().font_map.get()));
  pango_cairo_context_set_resolution(context.get(), 72.0);
  pango_cairo_context_set_font_options(context.get(), unhinted_font_options().get());
  pango_cairo_update_context(cr, context.get());
  const Painter painter{cr, context.get()};
  for (const auto& item : page.items) std::visit(painter, item.shape);
  check(cairo_status(cr), "drawing a page");
}

}  // namespace muster::render
