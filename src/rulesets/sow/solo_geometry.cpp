// Plane geometry for the solo deployment, in centimetres.
#include "rulesets/sow/solo_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace muster::sow::solo {

namespace {

double cm(Length l) { return l.millimetres() / 10; }
Length of_cm(double v) { return Length::mm(v * 10); }
double dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y; }
double cross(Vec a, Vec b) { return a.x * b.y - a.y * b.x; }

double point_segment(Vec p, Vec a, Vec b) {
  const Vec ab = b - a;
  const double span = dot(ab, ab);
  const double t = span == 0 ? 0 : std::clamp(dot(p - a, ab) / span, 0.0, 1.0);
  return length(p - (a + ab * t));
}

bool segments_cross(Vec a, Vec b, Vec c, Vec d) {
  const double d1 = cross(b - a, c - a), d2 = cross(b - a, d - a), d3 = cross(d - c, a - c), d4 = cross(d - c, b - c);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

double segment_segment(Vec a, Vec b, Vec c, Vec d) {
  if (segments_cross(a, b, c, d)) return 0;
  return std::min({point_segment(a, c, d), point_segment(b, c, d), point_segment(c, a, b), point_segment(d, a, b)});
}

template <typename Points>
Box box_of(const Points& points) {
  Box box{std::numeric_limits<double>::max(), std::numeric_limits<double>::max(), std::numeric_limits<double>::lowest(),
          std::numeric_limits<double>::lowest()};
  for (Vec p : points) box = {std::min(box.west, p.x), std::min(box.south, p.y), std::max(box.east, p.x), std::max(box.north, p.y)};
  return box;
}

template <typename A, typename B>
bool polygons_closer_than(const A& a, const B& b, double gap) {
  const Box ba = box_of(a), bb = box_of(b);
  if (ba.east + gap < bb.west || bb.east + gap < ba.west || ba.north + gap < bb.south || bb.north + gap < ba.south) return false;
  const Polygon pa(a.begin(), a.end()), pb(b.begin(), b.end());
  if (contains(pb, pa.front()) || contains(pa, pb.front())) return true;
  for (std::size_t i = 0; i < pa.size(); ++i)
    for (std::size_t j = 0; j < pb.size(); ++j)
      if (segment_segment(pa[i], pa[(i + 1) % pa.size()], pb[j], pb[(j + 1) % pb.size()]) < gap - 1e-9) return true;
  return false;
}

}  // namespace

double length(Vec v) { return std::hypot(v.x, v.y); }
Vec cm_of(TablePoint point) { return {cm(point.x), cm(point.y)}; }
TablePoint point_of(Vec v) { return {of_cm(v.x), of_cm(v.y)}; }

Vec heading(double degrees) {
  const double r = degrees * std::numbers::pi / 180;
  return {std::sin(r), std::cos(r)};
}

double facing_away_from(Edge edge) {
  switch (edge) {
    case Edge::south: return 0;
    case Edge::west: return 90;
    case Edge::north: return 180;
    case Edge::east: return 270;
  }
  return 0;
}

std::array<int, 2> rank_counts(std::size_t figures) {
  const int n = static_cast<int>(figures);
  return {(n + 1) / 2, n / 2};
}

Size size_of(const Unit& group) {
  const bool mounted = std::any_of(group.figures.begin(), group.figures.end(), [](const Figure& f) { return f.horse; });
  const auto counts = rank_counts(group.figures.size());
  const int filled = counts[1] > 0 ? ranks : 1;
  return {counts[0] * base_frontage_cm, filled * (mounted ? horse_rank_cm : foot_rank_cm)};
}

Quad ranks_at(Vec front, double degrees, Size size) {
  const Vec ahead = heading(degrees), right = heading(degrees + 90);
  const Vec half = right * (size.frontage / 2), back = ahead * -size.depth;
  const double turned = std::fmod(std::fmod(degrees, 360) + 360, 360);  // a bearing from 0 up to 360
  return {{front - half, front + half, front + half + back, front - half + back}, front, turned, size};
}

Quad quad_of(const GroupPlacement& placement) {
  return ranks_at(cm_of(placement.centre), placement.facing_degrees, {cm(placement.frontage), cm(placement.depth)});
}

GroupPlacement placement_of(const Quad& quad) {
  return {point_of(quad.front), quad.degrees, of_cm(quad.size.frontage), of_cm(quad.size.depth)};
}

Polygon outline_cm(const Footprint& footprint) {
  Polygon polygon;
  for (TablePoint p : outline(footprint)) polygon.push_back(cm_of(p));
  return polygon;
}

double ray_exit(const Polygon& outline, Vec from, Vec way) {
  double furthest = 0;
  for (std::size_t i = 0; i < outline.size(); ++i) {
    const Vec a = outline[i], b = outline[(i + 1) % outline.size()], edge = b - a;
    const double denominator = cross(way, edge);
    if (std::abs(denominator) < 1e-12) continue;
    const double t = cross(a - from, edge) / denominator, u = cross(a - from, way) / denominator;
    if (t >= 0 && u >= 0 && u <= 1) furthest = std::max(furthest, t);
  }
  return furthest;
}

bool contains(const Polygon& polygon, Vec point) {
  bool in = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const Vec a = polygon[i], b = polygon[j];
    if ((a.y > point.y) != (b.y > point.y) && point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

double distance_to(const Polygon& polygon, Vec point) {
  if (contains(polygon, point)) return 0;
  double nearest = std::numeric_limits<double>::max();
  for (std::size_t i = 0; i < polygon.size(); ++i) nearest = std::min(nearest, point_segment(point, polygon[i], polygon[(i + 1) % polygon.size()]));
  return nearest;
}

bool closer_than(const Quad& quad, const Polygon& polygon, double gap) { return polygons_closer_than(quad.corners, polygon, gap); }
bool closer_than(const Quad& quad, const std::array<Vec, 4>& other, double gap) { return polygons_closer_than(quad.corners, other, gap); }

// Separating axes: two rectangles share ground unless a side of one parts them.
bool overlap(const Quad& a, const Quad& b) {
  constexpr double slack = 1e-6;
  for (const Quad* shape : {&a, &b})
    for (std::size_t i = 0; i < 2; ++i) {
      const Vec edge = shape->corners[i + 1] - shape->corners[i], axis{-edge.y, edge.x};
      const double span = length(axis);
      if (span == 0) continue;
      double a_low = std::numeric_limits<double>::max(), a_high = std::numeric_limits<double>::lowest(), b_low = a_low, b_high = a_high;
      for (Vec p : a.corners) a_low = std::min(a_low, dot(p, axis) / span), a_high = std::max(a_high, dot(p, axis) / span);
      for (Vec p : b.corners) b_low = std::min(b_low, dot(p, axis) / span), b_high = std::max(b_high, dot(p, axis) / span);
      if (a_high <= b_low + slack || b_high <= a_low + slack) return false;
    }
  return true;
}

bool inside(const Box& box, const Quad& quad) {
  const Box b = box_of(quad.corners);
  constexpr double slack = 1e-9;
  return b.west >= box.west - slack && b.east <= box.east + slack && b.south >= box.south - slack && b.north <= box.north + slack;
}

bool meets(const Box& box, const Quad& quad) {
  const Polygon rectangle{{box.west, box.south}, {box.east, box.south}, {box.east, box.north}, {box.west, box.north}};
  // Meeting is coming within nothing of it. polygons_closer_than keeps 1e-9 of slack below its
  // gap, so the gap must be above that: at 1e-9 itself, edges that cross (0 apart) did not count,
  // and a group whose corner reached into the enemy's band stood there.
  constexpr double touching = 2e-9;
  return polygons_closer_than(quad.corners, rectangle, touching);
}

Box enemy_band(const Table& table, Edge edge) {
  const double width = cm(table.width), depth = cm(table.depth);
  const double deep = std::min(cm(edge_zone_depth), (runs_along_rows(edge) ? depth : width) / 2);
  switch (edge) {
    case Edge::south: return {0, 0, width, deep};
    case Edge::north: return {0, depth - deep, width, depth};
    case Edge::west: return {0, 0, deep, depth};
    case Edge::east: return {width - deep, 0, width, depth};
  }
  return {};
}

ZoneFrame::ZoneFrame(const Zone& zone)
    : zone_(zone), box_{cm(zone.box.west), cm(zone.box.south), cm(zone.box.east), cm(zone.box.north)} {}

double ZoneFrame::length() const { return runs_along_rows(zone_.edge) ? box_.east - box_.west : box_.north - box_.south; }
double ZoneFrame::depth() const { return runs_along_rows(zone_.edge) ? box_.north - box_.south : box_.east - box_.west; }
double ZoneFrame::facing() const { return facing_away_from(zone_.edge); }

TablePoint ZoneFrame::table_point(double along, double back) const {
  switch (zone_.edge) {
    case Edge::south: return point_of({box_.west + along, box_.north - back});
    case Edge::north: return point_of({box_.west + along, box_.south + back});
    case Edge::west: return point_of({box_.east - back, box_.south + along});
    case Edge::east: return point_of({box_.west + back, box_.south + along});
  }
  return {};
}

}  // namespace muster::sow::solo
