#include "generate/open_table.hpp"

#include <algorithm>
#include <cmath>

#include "generate/box_grid.hpp"
#include "generate/table_vectors.hpp"

namespace muster {

namespace {

// Two shapes this close, in millimetres, count as touching: a thousandth of a
// millimetre is far below what anyone places terrain to, and far above rounding.
constexpr double touching_mm = 1e-3;
constexpr int ellipse_corners = 48;  // 7.5 degrees apart: turns plane geometry builds exactly

// `count` points round an ellipse at equal steps of its parameter, counter-clockwise from its east end, before it is turned.
std::vector<plane::Vec> ellipse_points(double half_width, double half_depth, int count) {
  std::vector<plane::Vec> points;
  for (int k = 0; k < count; ++k) {
    const plane::Vec unit = plane::turned_clockwise({1, 0}, -360.0 * k / count);
    points.push_back({unit.x * half_width, unit.y * half_depth});
  }
  return points;
}

// An ellipse's outline before it is turned: on it every 7.5 degrees of its
// parameter, then pushed out by 1 / cos 3.75 degrees so that its sides clear it.
std::vector<plane::Vec> ellipse_corners_unturned(double half_width, double half_depth) {
  static const std::vector<plane::Vec> unit_corners = [] {
    const double outward = 1 / std::sqrt((1 + plane::turned_clockwise({1, 0}, 7.5).x) / 2);
    return ellipse_points(outward, outward, ellipse_corners);
  }();
  std::vector<plane::Vec> corners;
  corners.reserve(unit_corners.size());
  for (plane::Vec unit : unit_corners) corners.push_back({unit.x * half_width, unit.y * half_depth});
  return corners;
}

std::vector<plane::Vec> placed(std::vector<plane::Vec> local, const Footprint& footprint) {
  const plane::Vec centre = vec_of(footprint.centre);
  const plane::Turn turn = plane::Turn::clockwise(footprint.turn_degrees);
  for (plane::Vec& p : local) p = centre + turn(p);
  return local;
}

std::vector<plane::Vec> outline_vecs(const Footprint& footprint) {
  const double width = footprint.width.millimetres(), depth = footprint.depth.millimetres();
  std::vector<plane::Vec> local;
  if (footprint.corners.empty()) local = ellipse_corners_unturned(width / 2, depth / 2);
  for (const OutlineCorner& corner : footprint.corners) local.push_back({corner.across * width, corner.up * depth});
  return placed(std::move(local), footprint);
}

plane::Chain chain_of(const Feature& feature) {
  if (const Footprint* area = feature.footprint()) return {outline_vecs(*area), true};
  return {vecs_of(feature.course()->points), false};
}

// How far a feature's shape reaches beyond its chain: half a line's width.
double reach_mm(const Feature& feature) { return feature.course() ? feature.course()->width.millimetres() / 2 : 0; }

// An ellipse's own box, turned: its half extents are sqrt((a cos t)^2 + (b sin t)^2) and the like.
plane::Box ellipse_box(const Footprint& footprint) {
  const plane::Vec turn = plane::turned_clockwise({1, 0}, footprint.turn_degrees);
  const double a = footprint.width.millimetres() / 2, b = footprint.depth.millimetres() / 2;
  const double half_x = std::sqrt(a * a * turn.x * turn.x + b * b * turn.y * turn.y);
  const double half_y = std::sqrt(a * a * turn.y * turn.y + b * b * turn.x * turn.x);
  const plane::Vec c = vec_of(footprint.centre);
  return {c.x - half_x, c.y - half_y, c.x + half_x, c.y + half_y};
}

plane::Box box_mm(const Feature& feature) {
  const Footprint* area = feature.footprint();
  if (area && area->corners.empty()) return ellipse_box(*area);
  return plane::grown(plane::bounds(chain_of(feature).points), reach_mm(feature));
}

plane::Box box_of(const TableBox& box) {
  return {box.west.millimetres(), box.south.millimetres(), box.east.millimetres(), box.north.millimetres()};
}

plane::Box table_box(const Table& table) { return {0, 0, table.width.millimetres(), table.depth.millimetres()}; }

// Is the road closer than `clearance` to the water anywhere but at the water's crossings?
bool road_crowds_water(const Feature& road, const Feature& water, double clearance_mm) {
  const plane::Chain road_chain = chain_of(road);
  const double reach = reach_mm(road) + reach_mm(water);
  for (const auto& stretch : uncrossed_stretches(*water.course()))
    if (plane::chain_gap(road_chain, {vecs_of(stretch), false}, clearance_mm + reach) - reach < clearance_mm - touching_mm) return true;
  return false;
}

bool malformed(const Feature& feature) {
  if (const Footprint* area = feature.footprint())
    return area->width <= Length{} || area->depth <= Length{} || (!area->corners.empty() && area->corners.size() < 3);
  const Course& line = *feature.course();
  if (line.points.size() < 2 || line.width <= Length{}) return true;
  const Length length = course_length(line);
  for (const Crossing& crossing : line.crossings)
    if (crossing.along < Length{} || crossing.length <= Length{} || crossing.along + crossing.length > length + Length::mm(touching_mm)) return true;
  return false;
}

}  // namespace

std::vector<OutlineCorner> rectangle_corners() { return {{-0.5, -0.5}, {0.5, -0.5}, {0.5, 0.5}, {-0.5, 0.5}}; }

std::vector<TablePoint> outline(const Footprint& footprint) { return points_of(outline_vecs(footprint)); }

std::vector<TablePoint> drawn_outline(const Footprint& footprint) {
  if (!footprint.corners.empty()) return outline(footprint);
  return points_of(placed(ellipse_points(footprint.width.millimetres() / 2, footprint.depth.millimetres() / 2, 96), footprint));
}

TableBox bounding_box(const Feature& feature) {
  const plane::Box box = box_mm(feature);
  return {Length::mm(box.left), Length::mm(box.bottom), Length::mm(box.right), Length::mm(box.top)};
}

bool contains(const Feature& feature, TablePoint point) {
  if (const Footprint* area = feature.footprint()) return plane::inside_polygon(outline_vecs(*area), vec_of(point));
  return plane::distance_to_polyline(vecs_of(feature.course()->points), vec_of(point)) <= reach_mm(feature);
}

double covered_mm2(const TableBox& box, const Feature& feature) {
  const plane::Box zone = box_of(box);
  if (feature.is_road() || !plane::boxes_meet(zone, box_mm(feature))) return 0;
  if (const Footprint* area = feature.footprint()) return plane::polygon_area(plane::clipped_to(outline_vecs(*area), zone));
  return plane::length_within(vecs_of(feature.course()->points), zone) * feature.course()->width.millimetres();
}

double area_mm2(const Feature& feature) {
  if (const Footprint* area = feature.footprint()) return plane::polygon_area(outline_vecs(*area));
  return course_length(*feature.course()).millimetres() * feature.course()->width.millimetres();
}

Length distance(const Feature& a, const Feature& b) {
  return Length::mm(std::max(0.0, plane::chain_gap(chain_of(a), chain_of(b)) - reach_mm(a) - reach_mm(b)));
}

bool overlap(const Feature& a, const Feature& b, Length clearance) {
  const double clearance_mm = clearance.millimetres();
  if (a.is_road() && b.is_road()) return false;
  // Most pairs lie well apart: their boxes say so before any outline is worked out.
  if (!plane::boxes_meet(plane::grown(box_mm(a), clearance_mm), box_mm(b))) return false;
  const auto is_water = [](const Feature& f) { return f.course() && f.course()->role == LineRole::water; };
  if (a.is_road() && is_water(b)) return road_crowds_water(a, b, clearance_mm);
  if (b.is_road() && is_water(a)) return road_crowds_water(b, a, clearance_mm);
  const double reach = reach_mm(a) + reach_mm(b);
  return plane::chain_gap(chain_of(a), chain_of(b), clearance_mm + reach) - reach < clearance_mm - touching_mm;
}

bool on_table(const Table& table, const Feature& feature) {
  const plane::Box extent = feature.footprint() ? box_mm(feature) : plane::bounds(chain_of(feature).points);
  return plane::box_holds(table_box(table), extent, touching_mm);
}

std::optional<Edge> edge_at(const Table& table, TablePoint point) {
  const auto at = [](Length a, Length b) { return std::abs((a - b).millimetres()) < 0.01; };
  if (at(point.y, Length{})) return Edge::south;
  if (at(point.y, table.depth)) return Edge::north;
  if (at(point.x, Length{})) return Edge::west;
  if (at(point.x, table.width)) return Edge::east;
  return std::nullopt;
}

Length course_length(const Course& course) { return Length::mm(plane::polyline_length(vecs_of(course.points))); }

TablePoint point_along(const Course& course, Length along) {
  return point_of(plane::point_along(vecs_of(course.points), along.millimetres()));
}

std::vector<std::vector<TablePoint>> uncrossed_stretches(const Course& course) {
  const std::vector<plane::Vec> line = vecs_of(course.points);
  std::vector<Crossing> crossings = course.crossings;
  std::sort(crossings.begin(), crossings.end(), [](const Crossing& a, const Crossing& b) { return a.along < b.along; });
  std::vector<std::vector<TablePoint>> stretches;
  double from = 0;
  const auto keep_until = [&](double to) {
    if (to > from) stretches.push_back(points_of(plane::stretch_of(line, from, to)));
  };
  for (const Crossing& crossing : crossings) {
    keep_until(crossing.along.millimetres());
    from = std::max(from, (crossing.along + crossing.length).millimetres());
  }
  keep_until(plane::polyline_length(line));
  return stretches;
}

double covered_share(const TableBox& box, const std::vector<Feature>& features) {
  const double area = box_of(box).area();
  if (area <= 0) return 0;
  double covered = 0;
  for (const Feature& feature : features) covered += covered_mm2(box, feature);
  return covered / area;
}

std::vector<FeatureProblem> check_features(const Table& table, const std::vector<Feature>& features, Length clearance) {
  std::vector<FeatureProblem> problems;
  std::vector<bool> usable(features.size(), true);
  for (std::size_t i = 0; i < features.size(); ++i) {
    if (malformed(features[i])) {
      problems.push_back({FeatureProblem::What::malformed, i, std::nullopt});
      usable[i] = false;
    } else if (!on_table(table, features[i])) {
      problems.push_back({FeatureProblem::What::off_table, i, std::nullopt});
    }
  }
  // Each pair once, and only those whose boxes come within the clearance (as overlap itself asks
  // first), found through a grid of the table: some n tests, where every pair was n^2 / 2.
  const double clearance_mm = clearance.millimetres(), slack_mm = 1;
  plane::BoxGrid grid(table_box(table), features.size());
  std::vector<plane::Box> boxes(features.size());
  for (std::size_t i = 0; i < features.size(); ++i)
    if (usable[i]) grid.add(i, boxes[i] = box_mm(features[i]));
  for (std::size_t i = 0; i < features.size(); ++i) {
    if (!usable[i]) continue;
    for (std::size_t j : grid.near(plane::grown(boxes[i], clearance_mm + slack_mm)))
      if (j > i && overlap(features[i], features[j], clearance)) problems.push_back({FeatureProblem::What::overlap, i, j});
  }
  std::stable_sort(problems.begin(), problems.end(), [](const FeatureProblem& a, const FeatureProblem& b) { return a.feature < b.feature; });
  return problems;
}

}  // namespace muster
