#include "generate/plane_geometry.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace muster::plane {

namespace {

struct CosSin {
  double cos = 1, sin = 0;
};

// cos and sin of k * 7.5 degrees for k = 0..12, by halving angles whose
// cosines are square roots: the same bits on every machine, which std::cos
// does not promise.
const std::array<CosSin, 13>& quarter_turn() {
  static const std::array<CosSin, 13> table = [] {
    const double c30 = std::sqrt(3.0) / 2, c45 = std::sqrt(0.5);
    const double c15 = std::sqrt((1 + c30) / 2), s15 = std::sqrt((1 - c30) / 2);
    std::array<CosSin, 13> t{};
    t[1] = {std::sqrt((1 + c15) / 2), std::sqrt((1 - c15) / 2)};
    t[2] = {c15, s15};
    t[3] = {std::sqrt((1 + c45) / 2), std::sqrt((1 - c45) / 2)};
    t[4] = {c30, 0.5};
    t[5] = {std::sqrt((1 + s15) / 2), std::sqrt((1 - s15) / 2)};  // half of 75 degrees, whose cosine is sin 15
    t[6] = {c45, c45};
    for (std::size_t k = 7; k <= 12; ++k) t[k] = {t[12 - k].sin, t[12 - k].cos};
    return t;
  }();
  return table;
}

CosSin cos_sin(double degrees) {
  const double steps = degrees / 7.5;
  if (steps == std::floor(steps) && std::abs(steps) < 1e9) {
    const long step = (static_cast<long>(steps) % 48 + 48) % 48;
    const CosSin q = quarter_turn()[static_cast<std::size_t>(step % 12)];
    switch (step / 12) {
      case 0: return q;
      case 1: return {-q.sin, q.cos};
      case 2: return {-q.cos, -q.sin};
      default: return {q.sin, -q.cos};
    }
  }
  const double radians = degrees * std::numbers::pi / 180;
  return {std::cos(radians), std::sin(radians)};
}

// Which side of the line through a and b the point p lies on: 1 left, -1 right, 0 on it.
int side_of(Vec a, Vec b, Vec p) {
  const double c = cross(b - a, p - a);
  return (c > 0) - (c < 0);
}

// For a point known to lie on the line through a and b: is it between them?
bool within_span(Vec a, Vec b, Vec p) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y && p.y <= std::max(a.y, b.y);
}

struct Segment {
  Vec from, to;
};

// A closed chain's last corner joins its first; a lone point is a segment of no length.
std::vector<Segment> segments_of(const Chain& chain) {
  const auto& p = chain.points;
  if (p.size() == 1) return {{p[0], p[0]}};
  std::vector<Segment> segments;
  for (std::size_t k = 0; k + 1 < p.size(); ++k) segments.push_back({p[k], p[k + 1]});
  if (chain.closed && p.size() > 2) segments.push_back({p.back(), p.front()});
  return segments;
}

Box segment_box(const Segment& s) {
  return {std::min(s.from.x, s.to.x), std::min(s.from.y, s.to.y), std::max(s.from.x, s.to.x), std::max(s.from.y, s.to.y)};
}

// One side of the box, as the half-plane a clip keeps: `inside` says whether a point is in it,
// `cut` where a segment crosses its border.
struct BoxSide {
  bool vertical;  // the border is a line of constant x
  double at;
  bool keep_above;  // keep the points with the coordinate at or above `at`
  bool inside(Vec p) const { return keep_above ? (vertical ? p.x : p.y) >= at : (vertical ? p.x : p.y) <= at; }
  Vec cut(Vec a, Vec b) const {
    const double t = vertical ? (at - a.x) / (b.x - a.x) : (at - a.y) / (b.y - a.y);
    return a + (b - a) * t;
  }
};

std::vector<Vec> clip_side(const std::vector<Vec>& polygon, const BoxSide& side) {
  std::vector<Vec> kept;
  for (std::size_t k = 0; k < polygon.size(); ++k) {
    const Vec a = polygon[k], b = polygon[(k + 1) % polygon.size()];
    const bool a_in = side.inside(a), b_in = side.inside(b);
    if (a_in) kept.push_back(a);
    if (a_in != b_in) kept.push_back(side.cut(a, b));
  }
  return kept;
}

// The share [enter, leave] of segment ab inside the box (Liang-Barsky); enter > leave when none is.
std::pair<double, double> share_within(Vec a, Vec b, Box box) {
  double enter = 0, leave = 1;
  const Vec d = b - a;
  const double run[4] = {-d.x, d.x, -d.y, d.y};
  const double room[4] = {a.x - box.left, box.right - a.x, a.y - box.bottom, box.top - a.y};
  for (int k = 0; k < 4; ++k) {
    if (run[k] == 0) {
      if (room[k] < 0) return {1, 0};
      continue;
    }
    const double t = room[k] / run[k];
    if (run[k] < 0) enter = std::max(enter, t);
    else leave = std::min(leave, t);
  }
  return {enter, leave};
}

}  // namespace

double norm(Vec v) { return std::sqrt(dot(v, v)); }

Turn Turn::clockwise(double degrees) {
  const CosSin t = cos_sin(degrees);
  return {t.cos, t.sin};
}

Box bounds(const std::vector<Vec>& points) {
  if (points.empty()) return {};
  Box box{points[0].x, points[0].y, points[0].x, points[0].y};
  for (const Vec& p : points) {
    box.left = std::min(box.left, p.x), box.right = std::max(box.right, p.x);
    box.bottom = std::min(box.bottom, p.y), box.top = std::max(box.top, p.y);
  }
  return box;
}

Box grown(Box box, double by) { return {box.left - by, box.bottom - by, box.right + by, box.top + by}; }

bool boxes_meet(Box a, Box b) { return a.left <= b.right && b.left <= a.right && a.bottom <= b.top && b.bottom <= a.top; }

bool box_holds(Box outer, Box inner, double tolerance) {
  return inner.left >= outer.left - tolerance && inner.right <= outer.right + tolerance && inner.bottom >= outer.bottom - tolerance &&
         inner.top <= outer.top + tolerance;
}

double polygon_area(const std::vector<Vec>& polygon) {
  double twice = 0;
  for (std::size_t k = 0; k < polygon.size(); ++k) twice += cross(polygon[k], polygon[(k + 1) % polygon.size()]);
  return std::abs(twice) / 2;
}

bool inside_polygon(const std::vector<Vec>& polygon, Vec point) {
  bool inside = false;
  for (std::size_t k = 0, j = polygon.size() - 1; k < polygon.size(); j = k++) {
    const Vec a = polygon[k], b = polygon[j];
    if ((a.y > point.y) != (b.y > point.y) && point.x < a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)) inside = !inside;
  }
  return inside;
}

bool is_convex(const std::vector<Vec>& polygon) {
  bool left = false, right = false;
  for (std::size_t k = 0; k < polygon.size(); ++k) {
    const int turn = side_of(polygon[k], polygon[(k + 1) % polygon.size()], polygon[(k + 2) % polygon.size()]);
    left = left || turn > 0;
    right = right || turn < 0;
  }
  return !(left && right);
}

std::vector<Vec> convex_hull(std::vector<Vec> points) {
  std::sort(points.begin(), points.end(), [](Vec a, Vec b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
  if (points.size() < 3) return points;
  std::vector<Vec> hull;
  // The lower chain west to east, then the upper east to west, each keeping only left turns.
  for (int pass = 0; pass < 2; ++pass) {
    const std::size_t start = hull.size();
    for (Vec p : points) {
      while (hull.size() >= start + 2 && cross(hull[hull.size() - 1] - hull[hull.size() - 2], p - hull[hull.size() - 1]) <= 0) hull.pop_back();
      hull.push_back(p);
    }
    hull.pop_back();  // the last of one chain is the first of the other
    std::reverse(points.begin(), points.end());
  }
  return hull;
}

double distance_to_segment(Vec point, Vec a, Vec b) {
  const Vec ab = b - a;
  const double length_squared = dot(ab, ab);
  const double t = length_squared == 0 ? 0 : std::clamp(dot(point - a, ab) / length_squared, 0.0, 1.0);
  return norm(point - (a + ab * t));
}

bool segments_meet(Vec a, Vec b, Vec c, Vec d) {
  const int ab_c = side_of(a, b, c), ab_d = side_of(a, b, d), cd_a = side_of(c, d, a), cd_b = side_of(c, d, b);
  if (ab_c * ab_d < 0 && cd_a * cd_b < 0) return true;
  return (ab_c == 0 && within_span(a, b, c)) || (ab_d == 0 && within_span(a, b, d)) || (cd_a == 0 && within_span(c, d, a)) ||
         (cd_b == 0 && within_span(c, d, b));
}

double segment_gap(Vec a, Vec b, Vec c, Vec d) {
  if (segments_meet(a, b, c, d)) return 0;
  return std::min({distance_to_segment(a, c, d), distance_to_segment(b, c, d), distance_to_segment(c, a, b), distance_to_segment(d, a, b)});
}

double distance_to_polyline(const std::vector<Vec>& polyline, Vec point) {
  return chain_gap({polyline, false}, {{point}, false});
}

double chain_gap(const Chain& a, const Chain& b, double enough) {
  if (a.points.empty() || b.points.empty()) return far_apart;
  if (!boxes_meet(grown(bounds(a.points), enough), bounds(b.points))) return enough;
  if ((a.closed && inside_polygon(a.points, b.points[0])) || (b.closed && inside_polygon(b.points, a.points[0]))) return 0;
  const std::vector<Segment> theirs = segments_of(b);
  std::vector<Box> their_boxes;
  for (const Segment& s : theirs) their_boxes.push_back(segment_box(s));
  double best = enough;
  for (const Segment& mine : segments_of(a)) {
    // Only segments whose boxes come within the best gap so far can better it.
    const Box near = grown(segment_box(mine), best);
    for (std::size_t k = 0; k < theirs.size(); ++k) {
      if (!boxes_meet(near, their_boxes[k])) continue;
      best = std::min(best, segment_gap(mine.from, mine.to, theirs[k].from, theirs[k].to));
      if (best == 0) return 0;
    }
  }
  return best;
}

std::vector<Vec> clipped_to(const std::vector<Vec>& polygon, Box box) {
  std::vector<Vec> kept = polygon;
  for (const BoxSide& side : {BoxSide{true, box.left, true}, BoxSide{true, box.right, false}, BoxSide{false, box.bottom, true},
                              BoxSide{false, box.top, false}}) {
    if (kept.empty()) break;
    kept = clip_side(kept, side);
  }
  return kept;
}

double polyline_length(const std::vector<Vec>& polyline) {
  double length = 0;
  for (std::size_t k = 0; k + 1 < polyline.size(); ++k) length += norm(polyline[k + 1] - polyline[k]);
  return length;
}

double length_within(const std::vector<Vec>& polyline, Box box) {
  double length = 0;
  for (std::size_t k = 0; k + 1 < polyline.size(); ++k) {
    const auto [enter, leave] = share_within(polyline[k], polyline[k + 1], box);
    if (leave > enter) length += (leave - enter) * norm(polyline[k + 1] - polyline[k]);
  }
  return length;
}

Vec point_along(const std::vector<Vec>& polyline, double distance) {
  if (polyline.empty()) return {};
  double left = std::max(distance, 0.0);
  for (std::size_t k = 0; k + 1 < polyline.size(); ++k) {
    const double step = norm(polyline[k + 1] - polyline[k]);
    if (left <= step && step > 0) return polyline[k] + (polyline[k + 1] - polyline[k]) * (left / step);
    left -= step;
  }
  return polyline.back();
}

std::vector<double> crossings_along(const std::vector<Vec>& polyline, const std::vector<Vec>& other) {
  std::vector<double> found;
  double start = 0;
  for (std::size_t k = 0; k + 1 < polyline.size(); ++k) {
    const Vec a = polyline[k], run = polyline[k + 1] - a;
    for (std::size_t j = 0; j + 1 < other.size(); ++j) {
      const Vec c = other[j], other_run = other[j + 1] - c;
      const double across = cross(run, other_run);
      if (across == 0 || !segments_meet(a, polyline[k + 1], c, other[j + 1])) continue;
      found.push_back(start + norm(run) * std::clamp(cross(c - a, other_run) / across, 0.0, 1.0));
    }
    start += norm(run);
  }
  std::sort(found.begin(), found.end());
  return found;
}

std::vector<Vec> stretch_of(const std::vector<Vec>& polyline, double from, double to) {
  std::vector<Vec> stretch{point_along(polyline, from)};
  double reached = 0;
  for (std::size_t k = 0; k + 1 < polyline.size(); ++k) {
    reached += norm(polyline[k + 1] - polyline[k]);
    if (reached > from && reached < to) stretch.push_back(polyline[k + 1]);
  }
  stretch.push_back(point_along(polyline, to));
  return stretch;
}

std::vector<Vec> smoothed(const std::vector<Vec>& polyline, int passes) {
  std::vector<Vec> line = polyline;
  for (int pass = 0; pass < passes && line.size() > 2; ++pass) {
    std::vector<Vec> cut{line.front()};
    for (std::size_t k = 0; k + 1 < line.size(); ++k) {
      cut.push_back(line[k] * 0.75 + line[k + 1] * 0.25);
      cut.push_back(line[k] * 0.25 + line[k + 1] * 0.75);
    }
    cut.push_back(line.back());
    line = std::move(cut);
  }
  return line;
}

}  // namespace muster::plane
