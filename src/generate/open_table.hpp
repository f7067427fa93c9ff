#pragma once
// The open table that State of War and The Sword and the Flame are played on:
// no grid, a width and a depth in centimetres or inches, and terrain as shapes
// of a size. Measured like the rest of muster from the table's south-west
// corner, x east and y north; its edges are muster::Edge.
//
// A feature is an area (a hill, a wood, a village, a marsh, rough ground) with
// a footprint, or a line (a wall, a hedge, a fence, a barricade, a stream or a
// river, a road) with a course and a width. Its kind, label and cover class
// are the rule set's words; only a line's role is muster's, because it decides
// what may cross what: roads cross roads, and water where the water has a
// ford or a bridge; nothing else may touch.

#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/edge.hpp"
#include "core/length.hpp"

namespace muster {

struct Table {
  Length width;  // west to east
  Length depth;  // south to north
};

struct TablePoint {
  Length x, y;  // east and north of the south-west corner
};

// A rectangle of the table, such as a deployment zone.
struct TableBox {
  Length west, south, east, north;
};

// A corner of an area's outline, as shares of its width and depth from its centre (-0.5 to 0.5).
struct OutlineCorner {
  double across = 0, up = 0;
};

struct Footprint {
  TablePoint centre;
  Length width, depth;  // west-east and south-north before it is turned
  double turn_degrees = 0;  // clockwise, seen from above with north at the top
  // Empty: an ellipse filling width by depth. Otherwise a polygon, corner by corner.
  std::vector<OutlineCorner> corners;
};

// The corners of a rectangle filling its footprint.
std::vector<OutlineCorner> rectangle_corners();

// A stretch of a line that may be crossed: a ford or a bridge on water.
struct Crossing {
  std::string kind;  // "ford", "bridge"
  Length along;      // from the start of the course to the start of the stretch
  Length length;     // measured along the course
};

enum class LineRole {
  barrier,  // walls, hedges, fences, barricades: touch nothing
  water,    // streams and rivers: crossed only at their crossings
  road,     // roads and tracks: cross other roads, and water at its crossings
};

struct Course {
  LineRole role = LineRole::barrier;
  std::vector<TablePoint> points;  // the middle of the line, from one end to the other
  Length width;
  std::vector<Crossing> crossings;  // in order along the course
};

struct Feature {
  std::string kind;   // the rule set's key: "hill", "wood", "wall", "river"
  std::string label;  // what the map and the table of measurements call it: "Hill 1"
  std::string cover;  // the rule set's cover class, or empty where cover does not matter
  std::variant<Footprint, Course> shape;

  const Footprint* footprint() const { return std::get_if<Footprint>(&shape); }
  const Course* course() const { return std::get_if<Course>(&shape); }
  bool is_road() const { return course() && course()->role == LineRole::road; }
};

// An area's outline, corner by corner: a polygon's in its own order, an
// ellipse's counter-clockwise, as 48 corners drawn just outside it so that a
// clearance measured to the polygon is never less than the one to the ellipse.
std::vector<TablePoint> outline(const Footprint& footprint);
// The outline to draw: an ellipse through 96 points on it, a polygon as it is.
std::vector<TablePoint> drawn_outline(const Footprint& footprint);
// The smallest box holding the feature: an ellipse's own, not its outline's.
TableBox bounding_box(const Feature& feature);
// Inside an area's outline, or within half its width of a line's middle.
bool contains(const Feature& feature, TablePoint point);
// Square millimetres a feature covers; a line counts its length times its width.
double area_mm2(const Feature& feature);
// The gap between two features, zero where they touch or overlap.
Length distance(const Feature& a, const Feature& b);
// Do two features come closer than `clearance` where they may not? A road
// never crowds another road, and crowds water only outside the water's crossings.
bool overlap(const Feature& a, const Feature& b, Length clearance);

// An area wholly on the table; a line's middle on it, since water and roads run out across an edge.
bool on_table(const Table& table, const Feature& feature);
// The edge a point lies on (to a hundredth of a millimetre), if any.
std::optional<Edge> edge_at(const Table& table, TablePoint point);
Length course_length(const Course& course);
TablePoint point_along(const Course& course, Length along);
// The parts of a course between its crossings: the water that may not be touched.
std::vector<std::vector<TablePoint>> uncrossed_stretches(const Course& course);
// How much of a box a feature covers, in square millimetres; a line counts
// its length within the box times its width. Roads cover nothing: troops deploy on them.
double covered_mm2(const TableBox& box, const Feature& feature);
// The share of a box the features cover, 0 to 1, for features that do not overlap.
double covered_share(const TableBox& box, const std::vector<Feature>& features);

struct FeatureProblem {
  enum class What {
    off_table,  // some of it lies beyond an edge
    overlap,    // it comes closer to `other` than the clearance
    malformed,  // no size, a line of fewer than two points, or a crossing beyond its course's end
  };
  What what = What::overlap;
  std::size_t feature = 0;  // index into the features checked
  std::optional<std::size_t> other;  // for an overlap, the later of the two
};

// What is wrong with a set of features, such as a scenario places by hand:
// each problem once, in the order of the features. The reader of a scenario
// turns them into errors that point at the lines that placed them.
std::vector<FeatureProblem> check_features(const Table& table, const std::vector<Feature>& features, Length clearance);

}  // namespace muster
