#include "render/painter.hpp"

#include <cairo-pdf.h>

#include <cmath>
#include <unordered_map>
#include <vector>

#include "layout/hatching.hpp"
#include "render/item_bounds.hpp"
#include "render/layout_cache.hpp"

namespace muster::render {

struct SurfacePainter::State {
  cairo_t* cr;
  // This surface's own, or the library's kept for PDFs: painting never changes how the measurer measures.
  GObjectHandle<PangoContext> own_context;
  std::unique_ptr<LayoutCache> own_layouts;
  LayoutCache& layouts;
  // The bounds of each item of a shared list (a board every 1:1 sheet shows), found once per surface.
  std::unordered_map<const std::vector<layout::Item>*, std::vector<std::optional<Bounds>>> shared_bounds;

  State(cairo_t* cr_, GObjectHandle<PangoContext> context)
      : cr(cr_), own_context(std::move(context)), own_layouts(std::make_unique<LayoutCache>(own_context.get())), layouts(*own_layouts) {}
  State(cairo_t* cr_, LayoutCache& kept) : cr(cr_), layouts(kept) {}

  const std::vector<std::optional<Bounds>>& bounds_of_shared(const std::vector<layout::Item>& items) {
    auto [at, made] = shared_bounds.try_emplace(&items);
    if (made)
      for (const auto& item : items) at->second.push_back(bounds_of(item, layouts));
    return at->second;
  }
};

namespace {
using namespace muster::layout;

struct Painter {
  SurfacePainter::State& state;
  cairo_t* cr;

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

  void operator()(const LineSet& set) const {
    if (set.segments.empty()) return;
    for (const Segment& s : set.segments) {
      cairo_move_to(cr, s.from.x.points(), s.from.y.points());
      cairo_line_to(cr, s.to.x.points(), s.to.y.points());
    }
    fill_and_stroke(std::nullopt, set.stroke);
  }

  // One dashed stroke (layout/hatching.hpp): a few numbers in the PDF, however many lines.
  void operator()(const Hatch& h) const {
    const HatchStroke drawn = hatch_stroke(h);
    SavedState saved(cr);
    if (drawn.clipped) {
      cairo_rectangle(cr, h.at.x.points(), h.at.y.points(), h.width.points(), h.height.points());
      cairo_clip(cr);
    }
    cairo_move_to(cr, drawn.spine.from.x.points(), drawn.spine.from.y.points());
    cairo_line_to(cr, drawn.spine.to.x.points(), drawn.spine.to.y.points());
    source(h.stroke.colour);
    cairo_set_line_width(cr, drawn.width.points());
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    const double dashes[2] = {drawn.on.points(), drawn.off.points()};
    cairo_set_dash(cr, dashes, 2, drawn.offset.points());
    cairo_stroke(cr);
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
    PangoLayout* layout = state.layouts.layout(t.text, t.font, t.width.points(), t.align, t.markup);
    const Point origin = text_origin(t, layout);
    SavedState saved(cr);
    source(t.colour);
    cairo_move_to(cr, origin.x.points(), origin.y.points());
    pango_cairo_show_layout(cr, layout);
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
    if (g.shared) paint_shared(*g.shared, g.clip);
  }

  // Only what the clip lets through: each sheet of a 1:1 board draws its own part of it.
  void paint_shared(const std::vector<Item>& items, const std::optional<Rect>& clip) const {
    if (!clip) {
      for (const Item& item : items) std::visit(*this, item.shape);
      return;
    }
    const Bounds window{clip->at.x.points(), clip->at.y.points(), (clip->at.x + clip->width).points(), (clip->at.y + clip->height).points()};
    const auto& bounds = state.bounds_of_shared(items);
    for (std::size_t i = 0; i < items.size(); ++i)
      if (!bounds[i] || bounds[i]->overlaps(window)) std::visit(*this, items[i].shape);
  }
};
}  // namespace

namespace {
// A context for drawing: at 72 units per inch, unhinted, each glyph where its font's advances put it.
// Pango would round glyph positions to whole units (here points): letters then sit up to half a point
// off, unevenly spaced in print, and Cairo writes a correction for nearly every glyph it sets.
// A PNG page takes its surface's font options into a context of its own; the kept context, which
// the measurer shares, takes only PDF surfaces'.
GObjectHandle<PangoContext> drawing_context(const Typesetter& typesetter) {
  GObjectHandle<PangoContext> context(pango_font_map_create_context(typesetter.impl().font_map));
  pango_cairo_context_set_resolution(context.get(), 72.0);
  pango_cairo_context_set_font_options(context.get(), unhinted_font_options().get());
  pango_context_set_round_glyph_positions(context.get(), FALSE);
  return context;
}

// pango_cairo_update_context sets the context's matrix every time, and Pango counts any matrix
// set as a change: every kept layout would be laid out again in each PDF (2,657 times in the
// large board's pack). PDF surfaces all give the same font options and start at the identity
// matrix, so the kept context takes them again only when they differ from what it took last.
void update_kept_context(cairo_t* cr, Typesetter::Impl& impl) {
  CairoFontOptions surface_options(cairo_font_options_create());
  cairo_surface_get_font_options(cairo_get_target(cr), surface_options.get());
  cairo_matrix_t matrix;
  cairo_get_matrix(cr, &matrix);
  const bool identity = matrix.xx == 1 && matrix.yx == 0 && matrix.xy == 0 && matrix.yy == 1;
  if (identity && impl.pdf_surface_options && cairo_font_options_equal(surface_options.get(), impl.pdf_surface_options.get())) return;
  pango_cairo_update_context(cr, impl.pdf_context.get());
  impl.pdf_surface_options = identity ? std::move(surface_options) : nullptr;
}

cairo_status_t discard(void*, const unsigned char*, unsigned int) { return CAIRO_STATUS_SUCCESS; }

// The kept context is set up at once as a PDF surface sets it: the measurer lays its texts out
// on it before the first PDF is drawn, and that PDF then finds them laid out as it needs them.
void set_up_as_pdf_surfaces_do(Typesetter::Impl& impl) {
  CairoSurface surface(cairo_pdf_surface_create_for_stream(discard, nullptr, 1, 1));
  CairoContext cr(cairo_create(surface.get()));
  update_kept_context(cr.get(), impl);
}

// Layouts kept for PDFs are forgotten now and then, so that a process writing many packs stays bounded.
constexpr std::size_t most_kept_layouts = 20'000;
}  // namespace

SurfacePainter::SurfacePainter(cairo_t* cr, Typesetter& typesetter, Layouts layouts) {
  if (layouts == Layouts::own) {
    GObjectHandle<PangoContext> context = drawing_context(typesetter);
    pango_cairo_update_context(cr, context.get());
    state_ = std::make_unique<State>(cr, std::move(context));
    return;
  }
  LayoutCache& kept = pdf_layouts(typesetter);
  update_kept_context(cr, typesetter.impl());
  state_ = std::make_unique<State>(cr, kept);
}

LayoutCache& pdf_layouts(Typesetter& typesetter) {
  auto& impl = typesetter.impl();
  if (!impl.pdf_context) {
    impl.pdf_context = drawing_context(typesetter);
    impl.pdf_layouts = std::make_unique<LayoutCache>(impl.pdf_context.get());
    set_up_as_pdf_surfaces_do(impl);
  }
  if (impl.pdf_layouts->size() > most_kept_layouts) impl.pdf_layouts->clear();
  return *impl.pdf_layouts;
}

SurfacePainter::~SurfacePainter() = default;

void SurfacePainter::paint_page(const layout::Page& page) {
  cairo_t* cr = state_->cr;
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
  const Painter painter{*state_, cr};
  for (const auto& item : page.items) std::visit(painter, item.shape);
  check(cairo_status(cr), "drawing a page");
}

void paint_page(cairo_t* cr, const layout::Page& page, Typesetter& typesetter) {
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
  SurfacePainter(cr, typesetter).paint_page(page);
}

}  // namespace muster::render
