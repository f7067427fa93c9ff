#include "generate/open_table_placement.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

#include "generate/table_vectors.hpp"

namespace muster {

namespace {

using plane::Vec;

// A wandering line bends about this often, in millimetres along the way across.
constexpr double bend_spacing_mm = 150;

Vec inward(Edge edge) {
  switch (edge) {
    case Edge::south: return {0, 1};
    case Edge::north: return {0, -1};
    case Edge::west: return {1, 0};
    case Edge::east: return {-1, 0};
  }
  return {0, 1};
}

bool adjacent(Edge a, Edge b) { return runs_along_rows(a) != runs_along_rows(b); }

class Placer {
 public:
  Placer(const Table& table, const TableRecipe& recipe, RandomStream& stream)
      : table_(table), recipe_(recipe), stream_(stream), covered_(recipe.keep_outs.size(), 0.0) {}

  PlacedTerrain place() {
    for (const CrossTableRecipe& water : recipe_.waters) place_one(water.kind, water.name, [&] { return cross_table_candidate(water, LineRole::water); });
    for (const CrossTableRecipe& road : recipe_.roads) place_road(road);
    for (const AreaRecipe& area : recipe_.areas)
      place_numbered(area.kind, area.name, area.count, [&](const std::string& label) { return area_candidate(area, label); });
    for (const BarrierRecipe& barrier : recipe_.barriers)
      place_numbered(barrier.kind, barrier.name, barrier.count, [&](const std::string& label) { return barrier_candidate(barrier, label); });
    return std::move(result_);
  }

 private:
  using Candidate = std::function<std::optional<Feature>()>;

  double table_width() const { return table_.width.millimetres(); }
  double table_depth() const { return table_.depth.millimetres(); }
  double clearance() const { return recipe_.clearance.millimetres(); }
  double resolution() const { return recipe_.resolution > Length{} ? recipe_.resolution.millimetres() : 1.0; }
  double snapped(double mm) const { return std::round(mm / resolution()) * resolution(); }
  int percent(int low, int high) { return stream_.between(low, high); }

  // A whole multiple of the resolution from `low` to `high`, if there is one.
  std::optional<double> multiple_between(double low, double high) {
    const double first = std::ceil(low / resolution() - 1e-9), last = std::floor(high / resolution() + 1e-9);
    if (last < first) return std::nullopt;
    return (first + stream_.between(0, static_cast<int>(last - first))) * resolution();
  }
  Length drawn_length(Length low, Length high) {
    return Length::mm(multiple_between(low.millimetres(), std::max(low, high).millimetres()).value_or(low.millimetres()));
  }
  // Clockwise from north, in steps of 15 degrees, short of `turn` (180 for a shape that looks the same turned half round).
  double drawn_turn(int turn) { return 15.0 * stream_.between(0, turn / 15 - 1); }
  int drawn_count(IntRange count) { return stream_.between(count.low, std::max(count.low, count.high)); }

  // Clear of every feature in `among`, on the table, and within every keep-out's allowance.
  bool fits(const Feature& candidate, const std::vector<Feature>& among) const {
    if (!on_table(table_, candidate)) return false;
    for (std::size_t k = 0; k < recipe_.keep_outs.size(); ++k) {
      const KeepOut& keep_out = recipe_.keep_outs[k];
      const double allowed = keep_out.most_covered * (keep_out.box.east - keep_out.box.west).millimetres() *
                             (keep_out.box.north - keep_out.box.south).millimetres();
      if (covered_[k] + covered_mm2(keep_out.box, candidate) > allowed + 1e-6) return false;
    }
    return std::none_of(among.begin(), among.end(), [&](const Feature& placed) { return overlap(candidate, placed, recipe_.clearance); });
  }

  void add(Feature feature) {
    for (std::size_t k = 0; k < recipe_.keep_outs.size(); ++k) covered_[k] += covered_mm2(recipe_.keep_outs[k].box, feature);
    result_.features.push_back(std::move(feature));
  }

  bool place_one(const std::string& kind, const std::string& label, const Candidate& candidate) {
    for (int attempt = 0; attempt < recipe_.tries; ++attempt) {
      std::optional<Feature> feature = candidate();
      if (feature && fits(*feature, result_.features)) {
        add(std::move(*feature));
        return true;
      }
    }
    result_.dropped.push_back({kind, label});
    return false;
  }

  void place_numbered(const std::string& kind, const std::string& name, IntRange count,
                      const std::function<std::optional<Feature>(const std::string&)>& candidate) {
    int placed = 0;
    for (int wanted = drawn_count(count); wanted > 0; --wanted) {
      const std::string label = name + " " + std::to_string(placed + 1);
      placed += place_one(kind, label, [&] { return candidate(label); }) ? 1 : 0;
    }
  }

  // Areas ---------------------------------------------------------------------------------------

  // Twelve corners about 30 degrees apart, each drawn in a little from the
  // ellipse; redrawn until no corner turns in, since textures are cut to convex
  // outlines. About one draw in four is convex, so one area in 600 finds none in
  // 20: it takes the hull of the last draw where the recipe asks for it.
  std::vector<OutlineCorner> irregular_corners(bool hull_when_never_convex) {
    std::vector<Vec> corners;
    for (int attempt = 0; attempt < 20; ++attempt) {
      corners.clear();
      for (int k = 0; k < 12; ++k) {
        const Vec unit = plane::turned_clockwise({0.5, 0}, -(30.0 * k + 7.5 * stream_.between(-1, 1)));
        corners.push_back(unit * (percent(78, 100) / 100.0));
      }
      if (plane::is_convex(corners)) return outline_of(corners);
    }
    return hull_when_never_convex ? outline_of(plane::convex_hull(corners)) : rectangle_corners();
  }

  static std::vector<OutlineCorner> outline_of(const std::vector<Vec>& corners) {
    std::vector<OutlineCorner> outline;
    for (Vec c : corners) outline.push_back({c.x, c.y});
    return outline;
  }

  std::optional<Feature> area_candidate(const AreaRecipe& recipe, const std::string& label) {
    Footprint footprint{{}, drawn_length(recipe.smallest, recipe.largest), drawn_length(recipe.smallest, recipe.largest), 0, {}};
    footprint.turn_degrees = drawn_turn(recipe.outline == AreaOutline::irregular ? 360 : 180);
    if (recipe.outline == AreaOutline::rectangle) footprint.corners = rectangle_corners();
    if (recipe.outline == AreaOutline::irregular) footprint.corners = irregular_corners(recipe.hull_when_never_convex);
    // Where the centre may go: the turned shape, centred on the south-west corner, must be moved wholly onto the table.
    Feature area{recipe.kind, label, recipe.cover, footprint};
    const TableBox reach = bounding_box(area);
    const auto x = multiple_between(-reach.west.millimetres(), table_width() - reach.east.millimetres());
    const auto y = multiple_between(-reach.south.millimetres(), table_depth() - reach.north.millimetres());
    if (!x || !y) return std::nullopt;
    std::get<Footprint>(area.shape).centre = {Length::mm(*x), Length::mm(*y)};
    return area;
  }

  // Barriers ------------------------------------------------------------------------------------

  std::optional<Feature> barrier_candidate(const BarrierRecipe& recipe, const std::string& label) {
    const double length = drawn_length(recipe.shortest, recipe.longest).millimetres(), half_width = recipe.width.millimetres() / 2;
    const Vec heading = plane::turned_clockwise({0, 1}, drawn_turn(360));
    std::vector<Vec> shape{{0, 0}};
    if (recipe.may_bend && stream_.below(2) == 1) {
      const double first_leg = snapped(length * percent(35, 65) / 100.0);
      const Vec corner = heading * first_leg;
      shape.push_back(corner);
      shape.push_back(corner + plane::turned_clockwise(heading, stream_.below(2) == 1 ? 90 : -90) * (length - first_leg));
    } else {
      shape.push_back(heading * length);
    }
    const plane::Box reach = plane::bounds(shape);
    const auto x = multiple_between(half_width - reach.left, table_width() - half_width - reach.right);
    const auto y = multiple_between(half_width - reach.bottom, table_depth() - half_width - reach.top);
    if (!x || !y) return std::nullopt;
    for (Vec& p : shape) p = p + Vec{*x, *y};
    return Feature{recipe.kind, label, recipe.cover, Course{LineRole::barrier, points_of(shape), recipe.width, {}}};
  }

  // Water and roads -----------------------------------------------------------------------------

  // Where on `edge` a line towards `other` starts: a fifth of the way in at
  // least, and on adjacent edges in the half away from their shared corner.
  Vec edge_point(Edge edge, Edge other) {
    const int share = percent(20, adjacent(edge, other) ? 55 : 80);
    const bool corner_at_far_end = runs_along_rows(edge) ? other == Edge::east : other == Edge::north;
    const double along_share = corner_at_far_end ? share / 100.0 : 1 - share / 100.0;
    const double along = snapped(along_share * (runs_along_rows(edge) ? table_width() : table_depth()));
    switch (edge) {
      case Edge::south: return {along, 0};
      case Edge::north: return {along, table_depth()};
      case Edge::west: return {0, along};
      case Edge::east: return {table_width(), along};
    }
    return {};
  }

  // At least `margin` from every edge, or on the middle line where the table is narrower than two margins.
  Vec kept_inside(Vec p, double margin) const {
    const auto within = [&](double v, double size) { return std::clamp(v, std::min(margin, size / 2), std::max(size - margin, size / 2)); };
    return {within(p.x, table_width()), within(p.y, table_depth())};
  }

  // From `start` on one edge to `end` on another: straight in from each edge
  // by `margin`, so the line leaves the table square to its edge, and between
  // them a random walk either side of the straight way, most free mid-table,
  // its corners then cut round.
  std::vector<Vec> wandering_course(Vec start, Edge from, Vec end, Edge to, double wander, double margin) {
    const Vec first = start + inward(from) * margin, last = end + inward(to) * margin;
    const Vec way = last - first;
    const double span = plane::norm(way);
    if (span == 0) return {start, end};
    const Vec across{-way.y / span, way.x / span};
    const int legs = std::clamp(static_cast<int>(span / bend_spacing_mm), 4, 16);
    std::vector<Vec> points{start, first};
    double stray = 0;
    for (int k = 1; k < legs; ++k) {
      stray = std::clamp(stray + wander * percent(-50, 50) / 100.0, -wander, wander);
      const double t = static_cast<double>(k) / legs;
      points.push_back(kept_inside(first + way * t + across * (stray * 4 * t * (1 - t)), margin));
    }
    points.push_back(last);
    points.push_back(end);
    return plane::smoothed(points, 2);
  }

  // Fords about `ford_spacing` apart, the first a random part of that way along, none near either end.
  std::vector<Crossing> fords(const CrossTableRecipe& recipe, double length) {
    const double spacing = recipe.ford_spacing.millimetres(), ford = recipe.ford_length.millimetres();
    std::vector<Crossing> crossings;
    if (spacing <= 0 || ford <= 0) return crossings;
    for (double along = spacing * percent(30, 70) / 100.0; along + ford <= length - spacing * 0.3; along += spacing)
      crossings.push_back({"ford", Length::mm(snapped(along)), recipe.ford_length});
    return crossings;
  }

  std::optional<Feature> cross_table_candidate(const CrossTableRecipe& recipe, LineRole role) {
    std::vector<Edge> ends = recipe.ends;
    if (ends.empty()) return std::nullopt;
    const Edge from = ends[stream_.below(static_cast<std::uint32_t>(ends.size()))];
    ends.erase(std::remove(ends.begin(), ends.end(), from), ends.end());
    if (ends.empty()) return std::nullopt;
    const Edge to = ends[stream_.below(static_cast<std::uint32_t>(ends.size()))];
    const Vec start = edge_point(from, to), end = edge_point(to, from);
    const auto points = wandering_course(start, from, end, to, recipe.wander.millimetres(), recipe.width.millimetres() + clearance());
    Course course{role, points_of(points), recipe.width, {}};
    if (role == LineRole::water) course.crossings = fords(recipe, plane::polyline_length(points));
    return Feature{recipe.kind, recipe.name, recipe.cover, course};
  }

  // `water` with a bridge where `road` crosses it, long enough that the road
  // keeps its clearance from the water either side; any ford there gives way
  // to it. Nothing if the road crosses twice, the bridge would reach the table
  // edge, or it would meet another road's bridge.
  std::optional<Feature> bridged(const Feature& water, const Feature& road) const {
    const std::vector<Vec> line = vecs_of(water.course()->points);
    const std::vector<double> crossings = plane::crossings_along(line, vecs_of(road.course()->points));
    if (crossings.empty()) return water;
    if (crossings.size() > 1) return std::nullopt;
    const double at = crossings.front(), length = plane::polyline_length(line);
    const double least = (road.course()->width + water.course()->width).millimetres() / 2 + clearance();
    for (double half = least; half <= least * 6; half += least / 4) {
      if (at - half <= 0 || at + half >= length) return std::nullopt;
      Feature tried = water;
      auto& stretches = std::get<Course>(tried.shape).crossings;
      const auto under_bridge = [&](const Crossing& c) { return c.along.millimetres() < at + half && (c.along + c.length).millimetres() > at - half; };
      if (std::any_of(stretches.begin(), stretches.end(), [&](const Crossing& c) { return c.kind != "ford" && under_bridge(c); })) return std::nullopt;
      std::erase_if(stretches, under_bridge);
      stretches.push_back({"bridge", Length::mm(at - half), Length::mm(2 * half)});
      std::sort(stretches.begin(), stretches.end(), [](const Crossing& a, const Crossing& b) { return a.along < b.along; });
      if (!overlap(road, tried, recipe_.clearance)) return tried;
    }
    return std::nullopt;
  }

  // The features placed so far as they would be with this road's bridges, if it may cross every water it meets.
  std::optional<std::vector<Feature>> bridged_for(const Feature& road) const {
    std::vector<Feature> features = result_.features;
    for (Feature& feature : features) {
      if (!feature.course() || feature.course()->role != LineRole::water) continue;
      std::optional<Feature> with_bridge = bridged(feature, road);
      if (!with_bridge) return std::nullopt;
      feature = std::move(*with_bridge);
    }
    return features;
  }

  void place_road(const CrossTableRecipe& recipe) {
    for (int attempt = 0; attempt < recipe_.tries; ++attempt) {
      std::optional<Feature> road = cross_table_candidate(recipe, LineRole::road);
      if (!road) continue;
      std::optional<std::vector<Feature>> features = bridged_for(*road);
      if (!features || !fits(*road, *features)) continue;
      result_.features = std::move(*features);
      add(std::move(*road));
      return;
    }
    result_.dropped.push_back({recipe.kind, recipe.name});
  }

  const Table& table_;
  const TableRecipe& recipe_;
  RandomStream& stream_;
  std::vector<double> covered_;  // square millimetres of each keep-out covered so far
  PlacedTerrain result_;
};

}  // namespace

PlacedTerrain place_features(const Table& table, const TableRecipe& recipe, RandomStream& stream) {
  return Placer(table, recipe, stream).place();
}

}  // namespace muster
