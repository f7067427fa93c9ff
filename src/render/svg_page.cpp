#include "render/svg_page.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "layout/hatching.hpp"
#include "render/item_bounds.hpp"

namespace muster::render {

namespace {
using namespace muster::layout;

// Three decimals of a point (under half a micrometre): the same text on every machine, and
// finer than any printer.
std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", std::fabs(value) < 0.0005 ? 0.0 : value);
  std::string out = text;
  out.erase(out.find_last_not_of('0') + 1);
  if (out.back() == '.') out.pop_back();
  return out;
}

std::string pt(Length length) { return number(length.points()); }

std::string hex(const Colour& c) {
  auto byte = [](double v) { return static_cast<int>(std::lround(std::clamp(v, 0.0, 1.0) * 255)); };
  char text[8];
  std::snprintf(text, sizeof text, "#%02x%02x%02x", byte(c.red), byte(c.green), byte(c.blue));
  return text;
}

// CSS's words for Pango's widths: muster's sans serif is DejaVu Sans Condensed.
const char* stretch_word(PangoStretch stretch) {
  switch (stretch) {
    case PANGO_STRETCH_ULTRA_CONDENSED: return "ultra-condensed";
    case PANGO_STRETCH_EXTRA_CONDENSED: return "extra-condensed";
    case PANGO_STRETCH_CONDENSED: return "condensed";
    case PANGO_STRETCH_SEMI_CONDENSED: return "semi-condensed";
    case PANGO_STRETCH_NORMAL: return nullptr;
    case PANGO_STRETCH_SEMI_EXPANDED: return "semi-expanded";
    case PANGO_STRETCH_EXPANDED: return "expanded";
    case PANGO_STRETCH_EXTRA_EXPANDED: return "extra-expanded";
    case PANGO_STRETCH_ULTRA_EXPANDED: return "ultra-expanded";
  }
  return nullptr;
}

std::string escaped(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

// The paint attributes of a shape, as the PDF's painter fills and strokes it (mitred joins).
std::string paint(const std::optional<Colour>& fill, const std::optional<Stroke>& stroke) {
  std::string out = " fill=\"" + (fill ? hex(*fill) : std::string("none")) + "\"";
  if (!stroke) return out;
  out += " stroke=\"" + hex(stroke->colour) + "\" stroke-width=\"" + pt(stroke->width) + "\" stroke-miterlimit=\"10\"";
  if (!stroke->dashes.empty()) {
    std::string dashes;
    for (Length d : stroke->dashes) dashes += (dashes.empty() ? "" : " ") + pt(d);
    out += " stroke-dasharray=\"" + dashes + "\"";
  }
  return out;
}

struct SvgWriter {
  LayoutCache& layouts;
  std::string& out;
  int& clips;

  // Defines a clip path of `r` and returns its id.
  std::string clip_to(const Rect& r) const {
    const std::string id = "clip" + std::to_string(++clips);
    out += "<clipPath id=\"" + id + "\"><rect x=\"" + pt(r.at.x) + "\" y=\"" + pt(r.at.y) + "\" width=\"" + pt(r.width) + "\" height=\"" +
           pt(r.height) + "\"/></clipPath>\n";
    return id;
  }

  void operator()(const Rect& r) const {
    out += "<rect x=\"" + pt(r.at.x) + "\" y=\"" + pt(r.at.y) + "\" width=\"" + pt(r.width) + "\" height=\"" + pt(r.height) + "\"" +
           paint(r.fill, r.stroke) + "/>\n";
  }

  void operator()(const Line& l) const {
    out += "<line x1=\"" + pt(l.from.x) + "\" y1=\"" + pt(l.from.y) + "\" x2=\"" + pt(l.to.x) + "\" y2=\"" + pt(l.to.y) + "\"" +
           paint(std::nullopt, l.stroke) + "/>\n";
  }

  void operator()(const LineSet& set) const {
    if (set.segments.empty()) return;
    std::string d;
    for (const Segment& s : set.segments)
      d += (d.empty() ? "M" : " M") + pt(s.from.x) + " " + pt(s.from.y) + " L" + pt(s.to.x) + " " + pt(s.to.y);
    out += "<path d=\"" + d + "\"" + paint(std::nullopt, set.stroke) + "/>\n";
  }

  // As the PDF has it: one dashed stroke, cut to the area where its spine overhangs it.
  void operator()(const Hatch& h) const {
    const HatchStroke drawn = hatch_stroke(h);
    const std::string clip_path =
        drawn.clipped ? " clip-path=\"url(#" + clip_to({h.at, h.width, h.height, std::nullopt, std::nullopt}) + ")\"" : std::string();
    const Segment& s = drawn.spine;
    out += "<path d=\"M" + pt(s.from.x) + " " + pt(s.from.y) + " L" + pt(s.to.x) + " " + pt(s.to.y) + "\" fill=\"none\" stroke=\"" +
           hex(h.stroke.colour) + "\" stroke-width=\"" + pt(drawn.width) + "\" stroke-dasharray=\"" + pt(drawn.on) + " " + pt(drawn.off) +
           "\" stroke-dashoffset=\"" + pt(drawn.offset) + "\"" + clip_path + "/>\n";
  }

  void operator()(const Path& p) const {
    if (p.points.empty()) return;
    std::string d;
    for (std::size_t i = 0; i < p.points.size(); ++i) d += (i == 0 ? "M" : " L") + pt(p.points[i].x) + " " + pt(p.points[i].y);
    if (p.closed) d += " Z";
    out += "<path d=\"" + d + "\"" + paint(p.closed ? p.fill : std::nullopt, p.stroke) + "/>\n";
  }

  void operator()(const Circle& c) const {
    out += "<circle cx=\"" + pt(c.centre.x) + "\" cy=\"" + pt(c.centre.y) + "\" r=\"" + pt(c.radius) + "\"" + paint(c.fill, c.stroke) + "/>\n";
  }

  // Line by line, run by run, where Pango set them: a run is a stretch of one font, so bold
  // and italic words of marked-up text keep their own weight and slant.
  void operator()(const Text& t) const {
    PangoLayout* layout = layouts.layout(t.text, t.font, t.width.points(), t.align, t.markup);
    const Point origin = text_origin(t, layout);
    const char* text = pango_layout_get_text(layout);
    PangoLayoutIter* iter = pango_layout_get_iter(layout);
    const PangoLayoutLine* open_line = nullptr;
    do {
      const PangoLayoutRun* run = pango_layout_iter_get_run_readonly(iter);
      if (!run) continue;  // the end of a line
      const PangoLayoutLine* line = pango_layout_iter_get_line_readonly(iter);
      if (line != open_line) {
        if (open_line) out += "</text>\n";
        const double baseline = origin.y.points() + static_cast<double>(pango_layout_iter_get_baseline(iter)) / PANGO_SCALE;
        out += "<text y=\"" + number(baseline) + "\" fill=\"" + hex(t.colour) + "\" xml:space=\"preserve\">";
        open_line = line;
      }
      PangoRectangle logical;
      pango_layout_iter_get_run_extents(iter, nullptr, &logical);
      const double x = origin.x.points() + static_cast<double>(logical.x) / PANGO_SCALE;
      write_run(text, run->item, x, static_cast<double>(logical.width) / PANGO_SCALE);
    } while (pango_layout_iter_next_run(iter));
    if (open_line) out += "</text>\n";
    pango_layout_iter_free(iter);
  }

  // The run's width as Pango measured it goes with it: a viewer without muster's fonts fits
  // its stand-in font to the same width, so nothing runs into its neighbour or off its box.
  void write_run(const char* text, const PangoItem* item, double x, double width) const {
    std::string_view run(text + item->offset, static_cast<std::size_t>(item->length));
    while (!run.empty() && (run.back() == '\n' || run.back() == '\r')) run.remove_suffix(1);
    if (run.empty()) return;
    PangoFontDescription* described = pango_font_describe(item->analysis.font);
    const char* named = pango_font_description_get_family(described);
    const std::string family = named ? named : "serif";
    const int weight = static_cast<int>(pango_font_description_get_weight(described));
    const bool slanted = pango_font_description_get_style(described) != PANGO_STYLE_NORMAL;
    const char* stretch = stretch_word(pango_font_description_get_stretch(described));
    const double size = static_cast<double>(pango_font_description_get_size(described)) / PANGO_SCALE;
    pango_font_description_free(described);
    bool underlined = false;
    for (GSList* a = item->analysis.extra_attrs; a; a = a->next) {
      const auto* attribute = static_cast<PangoAttribute*>(a->data);
      if (attribute->klass->type == PANGO_ATTR_UNDERLINE && reinterpret_cast<const PangoAttrInt*>(attribute)->value != PANGO_UNDERLINE_NONE)
        underlined = true;
    }
    out += "<tspan x=\"" + number(x) + "\" textLength=\"" + number(width) + "\" lengthAdjust=\"spacingAndGlyphs\"";
    out += " font-family=\"" + escaped(family) + "\" font-size=\"" + number(size) + "\"";
    if (weight != PANGO_WEIGHT_NORMAL) out += " font-weight=\"" + std::to_string(weight) + "\"";
    if (stretch) out += std::string(" font-stretch=\"") + stretch + "\"";
    if (slanted) out += " font-style=\"italic\"";
    if (underlined) out += " text-decoration=\"underline\"";
    out += ">" + escaped(run) + "</tspan>";
  }

  void operator()(const Group& g) const {
    std::string transform = "translate(" + pt(g.offset.x) + " " + pt(g.offset.y) + ")";
    // The PDF turns such a group a quarter turn anticlockwise; SVG's rotate turns clockwise for positive angles.
    if (g.turned_up) transform += " rotate(-90)";
    out += "<g transform=\"" + transform + "\">\n";
    if (g.clip) {
      out += "<g clip-path=\"url(#" + clip_to(*g.clip) + ")\">\n";
    }
    for (const Item& item : g.items) std::visit(*this, item.shape);
    if (g.shared) write_shared(*g.shared, g.clip);
    if (g.clip) out += "</g>\n";
    out += "</g>\n";
  }

  // As the PDF's painter does: a sheet of a 1:1 board holds only what its clip shows.
  void write_shared(const std::vector<Item>& items, const std::optional<Rect>& clip) const {
    std::optional<Bounds> window;
    if (clip) window = Bounds{clip->at.x.points(), clip->at.y.points(), (clip->at.x + clip->width).points(), (clip->at.y + clip->height).points()};
    for (const Item& item : items) {
      const auto bounds = bounds_of(item, layouts);
      if (!window || !bounds || bounds->overlaps(*window)) std::visit(*this, item.shape);
    }
  }
};
}  // namespace

std::string svg_page(const Page& page, LayoutCache& layouts) {
  constexpr double millimetres_per_point = 25.4 / 72.0;
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(page.width.points() * millimetres_per_point) + "mm\" height=\"" +
         number(page.height.points() * millimetres_per_point) + "mm\" viewBox=\"0 0 " + pt(page.width) + " " + pt(page.height) +
         "\" stroke-linejoin=\"miter\">\n";
  // White paper under everything, as a PDF page is laid on (writers.cpp): boards leave their squares unpainted.
  out += "<rect width=\"" + pt(page.width) + "\" height=\"" + pt(page.height) + "\" fill=\"#ffffff\"/>\n";
  int clips = 0;
  const SvgWriter writer{layouts, out, clips};
  for (const Item& item : page.items) std::visit(writer, item.shape);
  out += "</svg>\n";
  return out;
}

}  // namespace muster::render
