#include "layout/hatching.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

namespace muster::layout {

namespace {
Group clipped_to(const Rect& area) { return Group{{}, Rect{area.at, area.width, area.height, std::nullopt, std::nullopt}, {}}; }

// The lines of a hatching across `area`; the rising and falling ones run past its corners, to be cut.
std::vector<Segment> hatch_lines(const Rect& area, HatchDirection direction, Length spacing) {
  std::vector<Segment> lines;
  const Point o = area.at;
  const Length w = area.width, h = area.height;
  switch (direction) {
    case HatchDirection::horizontal:
      for (Length y = spacing / 2; y < h; y += spacing) lines.push_back({{o.x, o.y + y}, {o.x + w, o.y + y}});
      break;
    case HatchDirection::vertical:
      for (Length x = spacing / 2; x < w; x += spacing) lines.push_back({{o.x + x, o.y}, {o.x + x, o.y + h}});
      break;
    case HatchDirection::rising:
    case HatchDirection::falling: {
      // 45-degree lines, spaced `spacing` apart measured across them.
      const Length step = spacing * 1.41421356;
      const bool rising = direction == HatchDirection::rising;
      for (Length d = step / 2; d < w + h; d += step) {
        const Point a = rising ? Point{o.x + d, o.y} : Point{o.x + w - d, o.y};
        const Point b = rising ? Point{o.x + d - h, o.y + h} : Point{o.x + w - d + h, o.y + h};
        lines.push_back({a, b});
      }
      break;
    }
  }
  return lines;
}

// Dot centres of a stippling across `area`, the last row and column reaching just past it.
std::vector<Point> stipple_centres(const Rect& area, Length spacing, Length radius) {
  std::vector<Point> centres;
  int row = 0;
  for (Length y = spacing / 2; y < area.height + radius; y += spacing * 0.866, ++row) {
    const Length shift = row % 2 ? spacing / 2 : Length{};
    for (Length x = spacing / 4 + shift; x < area.width + radius; x += spacing) centres.push_back({area.at.x + x, area.at.y + y});
  }
  return centres;
}

Rect bounds(const std::vector<Point>& outline) {
  Length left = outline.front().x, right = left, top = outline.front().y, bottom = top;
  for (const Point& p : outline) {
    left = min(left, p.x), right = max(right, p.x);
    top = min(top, p.y), bottom = max(bottom, p.y);
  }
  return {{left, top}, right - left, bottom - top, std::nullopt, std::nullopt};
}

// How far `p` lies on the inner side of each edge of a convex outline, in points,
// whichever way round the outline runs.
class ConvexOutline {
 public:
  explicit ConvexOutline(const std::vector<Point>& corners) : corners_(corners) {
    double twice_area = 0;
    for (std::size_t k = 0; k < corners_.size(); ++k) twice_area += cross(corners_[k], next(k), {Length{}, Length{}});
    inward_ = twice_area < 0 ? -1.0 : 1.0;
  }
  std::size_t edges() const { return corners_.size(); }
  double inside_by(std::size_t edge, Point p) const {
    const Point a = corners_[edge], b = next(edge);
    return inward_ * cross(a, b, p) / std::hypot((b.x - a.x).points(), (b.y - a.y).points());
  }

 private:
  Point next(std::size_t k) const { return corners_[(k + 1) % corners_.size()]; }
  static double cross(Point a, Point b, Point p) {
    return (b.x - a.x).points() * (p.y - a.y).points() - (b.y - a.y).points() * (p.x - a.x).points();
  }
  const std::vector<Point>& corners_;
  double inward_ = 1;
};

Point part_way(Point from, Point to, double share) { return {from.x + (to.x - from.x) * share, from.y + (to.y - from.y) * share}; }

// The part of `line` inside the outline (Cyrus-Beck: each edge may move its start on or its end back).
std::optional<Segment> cut_to(const ConvexOutline& outline, const Segment& line) {
  double start = 0, end = 1;
  for (std::size_t k = 0; k < outline.edges(); ++k) {
    const double at_from = outline.inside_by(k, line.from), at_to = outline.inside_by(k, line.to);
    if (at_from < 0 && at_to < 0) return std::nullopt;
    if (at_from < 0) start = std::max(start, at_from / (at_from - at_to));
    else if (at_to < 0) end = std::min(end, at_from / (at_from - at_to));
  }
  if (end <= start) return std::nullopt;
  return Segment{part_way(line.from, line.to, start), part_way(line.from, line.to, end)};
}

bool wholly_inside(const ConvexOutline& outline, Point centre, Length radius) {
  for (std::size_t k = 0; k < outline.edges(); ++k)
    if (outline.inside_by(k, centre) < radius.points()) return false;
  return true;
}
}  // namespace

Item hatch(const Rect& area, HatchDirection direction, Length spacing, Stroke stroke) {
  if (spacing <= Length{}) return {Group{}};
  // A dashed line cannot be one dash of a stroke: a hatching of dashed lines stays lines, cut to the area.
  if (!stroke.dashes.empty()) {
    Group group = clipped_to(area);
    group.items.push_back({LineSet{hatch_lines(area, direction, spacing), std::move(stroke)}});
    return {std::move(group)};
  }
  return {Hatch{area.at, area.width, area.height, direction, spacing, std::move(stroke)}};
}

HatchStroke hatch_stroke(const Hatch& hatch) {
  const Length w = hatch.width, h = hatch.height, spacing = hatch.spacing;
  const Length on = min(hatch.stroke.width, spacing);
  // The pattern starts `offset` in: the first line's dash then runs from half a spacing less
  // half a line in from the spine's start to as far past it.
  const Length off = spacing - on, offset = (spacing + on) / 2;
  const Point centre{hatch.at.x + w / 2, hatch.at.y + h / 2};
  switch (hatch.direction) {
    case HatchDirection::horizontal:
      return {{{centre.x, hatch.at.y}, {centre.x, hatch.at.y + h}}, w, on, off, offset, false};
    case HatchDirection::vertical:
      return {{{hatch.at.x, centre.y}, {hatch.at.x + w, centre.y}}, h, on, off, offset, false};
    case HatchDirection::rising:
    case HatchDirection::falling: {
      // Across "/" lines the spine runs down to the right from the top-left corner's line;
      // across "\" lines, down to the left from the top-right corner's. Every point of the
      // area lies within (w + h) / (2 sqrt 2) of the centre, along the spine and across it: one
      // spacing more at each end keeps the dashes where they are and overhangs the corners, to be cut.
      constexpr double root_half = 1 / std::numbers::sqrt2;
      const Length half = (w + h) * (root_half / 2) + spacing;
      const Length across = half * root_half;  // the spine's half length, along x and along y
      const Length dx = hatch.direction == HatchDirection::rising ? across : -across;
      return {{{centre.x - dx, centre.y - across}, {centre.x + dx, centre.y + across}}, half * 2, on, off, offset, true};
    }
  }
  return {};
}

Item stipple(const Rect& area, Length spacing, Length radius, Colour colour) {
  Group group = clipped_to(area);
  for (Point centre : stipple_centres(area, spacing, radius)) group.items.push_back({Circle{centre, radius, colour, std::nullopt}});
  return {std::move(group)};
}

Item texture_over(const std::vector<Point>& convex_outline, const Texture& texture) {
  Group group;
  if (convex_outline.size() < 3) return {std::move(group)};
  const ConvexOutline outline(convex_outline);
  const Rect box = bounds(convex_outline);
  if (const auto* lines = std::get_if<Hatching>(&texture)) {
    LineSet inside{{}, lines->stroke};
    for (const Segment& line : hatch_lines(box, lines->direction, lines->spacing))
      if (auto part = cut_to(outline, line)) inside.segments.push_back(*part);
    if (!inside.segments.empty()) group.items.push_back({std::move(inside)});
  } else {
    const auto& dots = std::get<Stippling>(texture);
    for (Point centre : stipple_centres(box, dots.spacing, dots.radius))
      if (wholly_inside(outline, centre, dots.radius)) group.items.push_back({Circle{centre, dots.radius, dots.colour, std::nullopt}});
  }
  return {std::move(group)};
}

}  // namespace muster::layout
