// The pack against a bare cairo + pango program drawing the same items (issue 12: the
// pack should cost at most 1.3 times as much). The bare program gets the pack's items
// already flattened into a plain list of drawing operations, each sheet of a 1:1 board
// holding only the squares it shows, as a hand-written program would know them; it
// then draws them the plain way: one Pango context per PDF, a new layout for every
// text, no caches, the PDF kept in memory. Compare its time with generate_pack's,
// which also rolls, lays out, measures text and writes the files.
#include <benchmark/benchmark.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include "muster_paths.hpp"
#include "app/pipeline.hpp"
#include "layout/hatching.hpp"
#include "render/fonts.hpp"

namespace {
using namespace muster;
using layout::Item;

// One drawing operation, in the coordinates of whatever transformation is current.
struct Operation {
  enum class Kind { save, restore, translate, rotate_up, clip, rect, line, path, lines, hatch, circle, text } kind;
  std::vector<double> numbers = {};  // rect/clip: x y w h; line/path: x0 y0 x1 y1...; lines: one x0 y0 x1 y1 each;
                                     // hatch: its spine's x0 y0 x1 y1, width, on, off, offset; circle: x y r; translate: x y
  bool closed = false;
  std::optional<layout::Colour> fill = std::nullopt;
  std::optional<layout::Stroke> stroke = std::nullopt;
  const layout::Text* text = nullptr;  // the text item itself: its string, font and box
};

struct BarePage {
  double width, height;
  std::vector<Operation> operations;
};
using BareDocument = std::vector<BarePage>;

// A box around an item generous enough for its strokes and text: what a hand-written
// program would cull a board square by. Groups are always drawn.
struct Box {
  double left, top, right, bottom;
  bool meets(const Box& other) const { return left <= other.right && other.left <= right && top <= other.bottom && other.top <= bottom; }
};

Box around(const std::vector<layout::Point>& points, double margin) {
  Box box{points[0].x.points(), points[0].y.points(), points[0].x.points(), points[0].y.points()};
  for (const auto& p : points) {
    box.left = std::min(box.left, p.x.points()), box.right = std::max(box.right, p.x.points());
    box.top = std::min(box.top, p.y.points()), box.bottom = std::max(box.bottom, p.y.points());
  }
  return {box.left - margin, box.top - margin, box.right + margin, box.bottom + margin};
}

double stroke_margin(const std::optional<layout::Stroke>& stroke) { return stroke ? 5 * stroke->width.points() : 0; }

struct Flattener {
  std::vector<Operation>& out;

  std::optional<Box> box_of(const Item& item) const {
    using namespace layout;
    if (const auto* r = std::get_if<Rect>(&item.shape)) return around({r->at, {r->at.x + r->width, r->at.y + r->height}}, stroke_margin(r->stroke));
    if (const auto* l = std::get_if<Line>(&item.shape)) return around({l->from, l->to}, stroke_margin(l->stroke));
    if (const auto* set = std::get_if<LineSet>(&item.shape)) {
      std::vector<Point> ends;
      for (const Segment& s : set->segments) ends.insert(ends.end(), {s.from, s.to});
      return ends.empty() ? std::nullopt : std::optional(around(ends, stroke_margin(set->stroke)));
    }
    if (const auto* h = std::get_if<Hatch>(&item.shape)) return around({h->at, {h->at.x + h->width, h->at.y + h->height}}, 0);
    if (const auto* p = std::get_if<Path>(&item.shape)) return p->points.empty() ? std::nullopt : std::optional(around(p->points, stroke_margin(p->stroke)));
    if (const auto* c = std::get_if<Circle>(&item.shape)) {
      const double r = c->radius.points() + stroke_margin(c->stroke);
      return Box{c->centre.x.points() - r, c->centre.y.points() - r, c->centre.x.points() + r, c->centre.y.points() + r};
    }
    if (const auto* t = std::get_if<Text>(&item.shape))
      return around({t->at, {t->at.x + t->width, t->at.y + t->height}}, 3 * t->font.size.points());
    return std::nullopt;
  }

  void operator()(const layout::Rect& r) const { out.push_back({Operation::Kind::rect, {r.at.x.points(), r.at.y.points(), r.width.points(), r.height.points()}, false, r.fill, r.stroke}); }
  void operator()(const layout::Line& l) const {
    out.push_back({Operation::Kind::line, {l.from.x.points(), l.from.y.points(), l.to.x.points(), l.to.y.points()}, false, std::nullopt, l.stroke});
  }
  void operator()(const layout::Path& p) const {
    Operation op{Operation::Kind::path, {}, p.closed, p.closed ? p.fill : std::nullopt, p.stroke};
    for (const auto& point : p.points) op.numbers.insert(op.numbers.end(), {point.x.points(), point.y.points()});
    if (!p.points.empty()) out.push_back(std::move(op));
  }
  void operator()(const layout::LineSet& set) const {
    Operation op{Operation::Kind::lines, {}, false, std::nullopt, set.stroke};
    for (const auto& s : set.segments) op.numbers.insert(op.numbers.end(), {s.from.x.points(), s.from.y.points(), s.to.x.points(), s.to.y.points()});
    if (!set.segments.empty()) out.push_back(std::move(op));
  }
  // As muster draws a hatching: one dashed stroke, cut to its area where the stroke overhangs it.
  void operator()(const layout::Hatch& h) const {
    const layout::HatchStroke drawn = layout::hatch_stroke(h);
    out.push_back({Operation::Kind::save});
    if (drawn.clipped) out.push_back({Operation::Kind::clip, {h.at.x.points(), h.at.y.points(), h.width.points(), h.height.points()}});
    const auto& s = drawn.spine;
    out.push_back({Operation::Kind::hatch,
                   {s.from.x.points(), s.from.y.points(), s.to.x.points(), s.to.y.points(), drawn.width.points(), drawn.on.points(), drawn.off.points(),
                    drawn.offset.points()},
                   false, std::nullopt, h.stroke});
    out.push_back({Operation::Kind::restore});
  }
  void operator()(const layout::Circle& c) const {
    out.push_back({Operation::Kind::circle, {c.centre.x.points(), c.centre.y.points(), c.radius.points()}, false, c.fill, c.stroke});
  }
  void operator()(const layout::Text& t) const { out.push_back({Operation::Kind::text, {}, false, std::nullopt, std::nullopt, &t}); }
  void operator()(const layout::Group& g) const {
    out.push_back({Operation::Kind::save});
    out.push_back({Operation::Kind::translate, {g.offset.x.points(), g.offset.y.points()}});
    if (g.turned_up) out.push_back({Operation::Kind::rotate_up});
    std::optional<Box> window;
    if (g.clip) {
      const auto& c = *g.clip;
      out.push_back({Operation::Kind::clip, {c.at.x.points(), c.at.y.points(), c.width.points(), c.height.points()}});
      window = Box{c.at.x.points(), c.at.y.points(), (c.at.x + c.width).points(), (c.at.y + c.height).points()};
    }
    for (const Item& item : g.items) std::visit(*this, item.shape);
    if (g.shared)
      for (const Item& item : *g.shared) {
        const auto box = box_of(item);
        if (!window || !box || box->meets(*window)) std::visit(*this, item.shape);
      }
    out.push_back({Operation::Kind::restore});
  }
};

std::vector<BareDocument> flatten(const std::vector<PackFile>& files) {
  std::vector<BareDocument> documents;
  for (const auto& file : files) {
    BareDocument& document = documents.emplace_back();
    for (const auto& page : file.document.pages) {
      BarePage& bare = document.emplace_back(BarePage{page.width.points(), page.height.points(), {}});
      for (const Item& item : page.items) std::visit(Flattener{bare.operations}, item.shape);
    }
  }
  return documents;
}

// The plain way to draw each operation with cairo and pango.
struct BareDrawer {
  cairo_t* cr;
  PangoContext* context;

  void source(const layout::Colour& c) const { cairo_set_source_rgb(cr, c.red, c.green, c.blue); }

  void paint(const Operation& op) const {
    if (op.fill) {
      source(*op.fill);
      cairo_fill_preserve(cr);
    }
    if (op.stroke) {
      source(op.stroke->colour);
      cairo_set_line_width(cr, op.stroke->width.points());
      std::vector<double> dashes;
      for (Length d : op.stroke->dashes) dashes.push_back(d.points());
      cairo_set_dash(cr, dashes.data(), static_cast<int>(dashes.size()), 0);
      cairo_stroke_preserve(cr);
    }
    cairo_new_path(cr);
  }

  void text(const layout::Text& t) const {
    PangoLayout* layout = pango_layout_new(context);
    PangoFontDescription* font = pango_font_description_new();
    pango_font_description_set_family(font, t.font.family.c_str());
    pango_font_description_set_weight(font, t.font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_font_description_set_style(font, t.font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
    pango_font_description_set_absolute_size(font, t.font.size.points() * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    if (t.width.points() > 0) {
      pango_layout_set_width(layout, static_cast<int>(t.width.points() * PANGO_SCALE));
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
    }
    pango_layout_set_alignment(layout, t.align == layout::Align::centre  ? PANGO_ALIGN_CENTER
                                       : t.align == layout::Align::right ? PANGO_ALIGN_RIGHT
                                                                         : PANGO_ALIGN_LEFT);
    if (t.markup) pango_layout_set_markup(layout, t.text.c_str(), -1);
    else pango_layout_set_text(layout, t.text.c_str(), -1);
    int width = 0, height = 0;
    pango_layout_get_size(layout, &width, &height);
    const double spare = t.height.points() - static_cast<double>(height) / PANGO_SCALE;
    const double y = t.at.y.points() + (t.valign == layout::VAlign::middle ? spare / 2 : t.valign == layout::VAlign::bottom ? spare : 0);
    cairo_save(cr);
    source(t.colour);
    cairo_move_to(cr, t.at.x.points(), y);
    pango_cairo_show_layout(cr, layout);
    cairo_restore(cr);
    g_object_unref(layout);
  }

  void operator()(const Operation& op) const {
    const auto& n = op.numbers;
    switch (op.kind) {
      case Operation::Kind::save: cairo_save(cr); break;
      case Operation::Kind::restore: cairo_restore(cr); break;
      case Operation::Kind::translate: cairo_translate(cr, n[0], n[1]); break;
      case Operation::Kind::rotate_up: cairo_rotate(cr, -M_PI / 2); break;
      case Operation::Kind::clip:
        cairo_rectangle(cr, n[0], n[1], n[2], n[3]);
        cairo_clip(cr);
        break;
      case Operation::Kind::rect:
        cairo_rectangle(cr, n[0], n[1], n[2], n[3]);
        paint(op);
        break;
      case Operation::Kind::line:
      case Operation::Kind::path:
        cairo_move_to(cr, n[0], n[1]);
        for (std::size_t i = 2; i + 1 < n.size(); i += 2) cairo_line_to(cr, n[i], n[i + 1]);
        if (op.closed) cairo_close_path(cr);
        paint(op);
        break;
      case Operation::Kind::lines:
        for (std::size_t i = 0; i + 3 < n.size(); i += 4) {
          cairo_move_to(cr, n[i], n[i + 1]);
          cairo_line_to(cr, n[i + 2], n[i + 3]);
        }
        paint(op);
        break;
      case Operation::Kind::hatch: {
        cairo_move_to(cr, n[0], n[1]);
        cairo_line_to(cr, n[2], n[3]);
        source(op.stroke->colour);
        cairo_set_line_width(cr, n[4]);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        const double dashes[2] = {n[5], n[6]};
        cairo_set_dash(cr, dashes, 2, n[7]);
        cairo_stroke(cr);
        break;
      }
      case Operation::Kind::circle:
        cairo_new_sub_path(cr);
        cairo_arc(cr, n[0], n[1], n[2], 0, 2 * M_PI);
        paint(op);
        break;
      case Operation::Kind::text: text(*op.text); break;
    }
  }
};

cairo_status_t keep(void* bytes, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(bytes)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// Each document as a PDF in memory; returns the bytes written in all.
std::size_t draw_bare(const std::vector<BareDocument>& documents, PangoFontMap* font_map) {
  std::size_t bytes = 0;
  for (const auto& document : documents) {
    std::string pdf;
    cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(keep, &pdf, document.front().width, document.front().height);
    cairo_t* cr = cairo_create(surface);
    PangoContext* context = pango_font_map_create_context(font_map);
    pango_cairo_context_set_resolution(context, 72.0);
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, FALSE);
    pango_cairo_update_context(cr, context);
    const BareDrawer drawer{cr, context};
    for (const auto& page : document) {
      cairo_pdf_surface_set_size(surface, page.width, page.height);
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
      // The white paper muster's PDF writer lays first, so that both write the same pages.
      cairo_rectangle(cr, 0, 0, std::floor(page.width), std::floor(page.height));
      cairo_set_source_rgb(cr, 1, 1, 1);
      cairo_fill(cr);
      for (const auto& op : page.operations) drawer(op);
      cairo_show_page(cr);
    }
    g_object_unref(context);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_surface_destroy(surface);
    bytes += pdf.size();
  }
  return bytes;
}

// muster's fonts, loaded the bare way: the configuration file in fonts/ and a font map on it.
PangoFontMap* bare_font_map() {
  static PangoFontMap* font_map = [] {
    const auto conf = render::find_fonts_dir() / "fonts.conf";
    FcConfig* config = FcConfigCreate();
    FcConfigParseAndLoad(config, reinterpret_cast<const FcChar8*>(conf.c_str()), FcTrue);
    FcConfigBuildFonts(config);
    PangoFontMap* map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    FcConfigDestroy(config);
    return map;
  }();
  return font_map;
}

void bare_cairo_pack(benchmark::State& state, const char* scenario_file) {
  const auto scenario = app::load_scenario(scenario_file);
  const render::FontLibrary fonts(render::find_fonts_dir());
  const auto setup = scenario->roll(1);
  const auto files = setup->lay_out(fonts.measurer());
  const auto documents = flatten(files);
  std::size_t bytes = 0;
  for (auto _ : state) bytes = draw_bare(documents, bare_font_map());
  state.counters["pdf_KiB"] = static_cast<double>(bytes) / 1024.0;
}
BENCHMARK_CAPTURE(bare_cairo_pack, default_tsr_pack, "")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(bare_cairo_pack, large_tsr_board, MUSTER_SOURCE_DIR "/bench/data/tsr-large-board.yaml")->Unit(benchmark::kMillisecond);
}  // namespace
