#include "render/item_bounds.hpp"

#include <algorithm>

namespace muster::render {

namespace {
using namespace muster::layout;

// Past its outline a stroke reaches half its width, and a mitred corner up to
// the miter limit (Cairo's default, 10) times that; a point more for rounding.
double stroke_reach(const std::optional<Stroke>& stroke) { return stroke ? 5 * stroke->width.points() + 1 : 1; }

Bounds around(double left, double top, double right, double bottom, double reach) {
  return {left - reach, top - reach, right + reach, bottom + reach};
}

Bounds spanning(const std::vector<Point>& points, double reach) {
  Bounds box{points.front().x.points(), points.front().y.points(), points.front().x.points(), points.front().y.points()};
  for (const Point& p : points) {
    box.left = std::min(box.left, p.x.points()), box.right = std::max(box.right, p.x.points());
    box.top = std::min(box.top, p.y.points()), box.bottom = std::max(box.bottom, p.y.points());
  }
  return around(box.left, box.top, box.right, box.bottom, reach);
}

struct BoundsOf {
  LayoutCache& layouts;

  std::optional<Bounds> operator()(const Rect& r) const {
    return around(r.at.x.points(), r.at.y.points(), (r.at.x + r.width).points(), (r.at.y + r.height).points(), stroke_reach(r.stroke));
  }
  std::optional<Bounds> operator()(const Line& l) const { return spanning({l.from, l.to}, stroke_reach(l.stroke)); }
  std::optional<Bounds> operator()(const LineSet& set) const {
    std::vector<Point> ends;
    for (const Segment& s : set.segments) ends.insert(ends.end(), {s.from, s.to});
    if (ends.empty()) return Bounds{0, 0, 0, 0};
    return spanning(ends, stroke_reach(set.stroke));
  }
  // A hatching draws nothing outside its area (layout/hatching.hpp).
  std::optional<Bounds> operator()(const Hatch& h) const {
    return around(h.at.x.points(), h.at.y.points(), (h.at.x + h.width).points(), (h.at.y + h.height).points(), 1);
  }
  std::optional<Bounds> operator()(const Path& p) const {
    if (p.points.empty()) return Bounds{0, 0, 0, 0};
    return spanning(p.points, stroke_reach(p.stroke));
  }
  std::optional<Bounds> operator()(const Circle& c) const {
    const double x = c.centre.x.points(), y = c.centre.y.points(), r = c.radius.points();
    return around(x - r, y - r, x + r, y + r, stroke_reach(c.stroke));
  }
  // The item's box and the layout's ink together, with a margin of the font's size for any glyph that overhangs its ink box.
  std::optional<Bounds> operator()(const Text& t) const {
    PangoLayout* layout = layouts.layout(t.text, t.font, t.width.points(), t.align, t.markup);
    PangoRectangle ink;
    pango_layout_get_extents(layout, &ink, nullptr);
    const Point origin = text_origin(t, layout);
    const double ink_left = origin.x.points() + static_cast<double>(ink.x) / PANGO_SCALE;
    const double ink_top = origin.y.points() + static_cast<double>(ink.y) / PANGO_SCALE;
    const double ink_right = ink_left + static_cast<double>(ink.width) / PANGO_SCALE;
    const double ink_bottom = ink_top + static_cast<double>(ink.height) / PANGO_SCALE;
    return around(std::min(ink_left, t.at.x.points()), std::min(ink_top, t.at.y.points()), std::max(ink_right, (t.at.x + t.width).points()),
                  std::max(ink_bottom, (t.at.y + t.height).points()), t.font.size.points() + 1);
  }
  // A group draws nothing outside its clip, carried into the coordinates it is drawn in.
  std::optional<Bounds> operator()(const Group& g) const {
    if (!g.clip) return std::nullopt;
    const Rect& c = *g.clip;
    std::vector<Point> corners = {c.at, {c.at.x + c.width, c.at.y}, {c.at.x, c.at.y + c.height}, {c.at.x + c.width, c.at.y + c.height}};
    for (Point& p : corners)
      p = g.turned_up ? Point{g.offset.x + p.y, g.offset.y - p.x} : Point{g.offset.x + p.x, g.offset.y + p.y};
    return spanning(corners, 1);
  }
};
}  // namespace

Point text_origin(const Text& text, PangoLayout* layout) {
  PangoRectangle logical;
  pango_layout_get_extents(layout, nullptr, &logical);
  const double text_height = static_cast<double>(logical.height) / PANGO_SCALE;
  double y = text.at.y.points();
  if (text.valign == VAlign::middle) y += (text.height.points() - text_height) / 2;
  if (text.valign == VAlign::bottom) y += text.height.points() - text_height;
  return {text.at.x, Length::pt(y)};
}

std::optional<Bounds> bounds_of(const Item& item, LayoutCache& layouts) { return std::visit(BoundsOf{layouts}, item.shape); }

}  // namespace muster::render
