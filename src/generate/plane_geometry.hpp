#pragma once
// Plane geometry on plain numbers, for the open table: points, outlines and
// lines in one unit (the open table uses millimetres), and the questions a
// placement asks of them: how far apart two shapes are, whether a point is
// inside, how much of a rectangle a shape covers.
//
// Only +, -, *, / and sqrt are used, which IEEE 754 rounds alike on every
// machine, so a placement these answers decide is the same everywhere. Turns
// by whole multiples of 7.5 degrees are built from square roots for the same
// reason; any other angle (a hand-placed piece) goes through std::sin and cos.

#include <limits>
#include <vector>

namespace muster::plane {

struct Vec {
  double x = 0, y = 0;  // x east, y north
};

inline Vec operator+(Vec a, Vec b) { return {a.x + b.x, a.y + b.y}; }
inline Vec operator-(Vec a, Vec b) { return {a.x - b.x, a.y - b.y}; }
inline Vec operator*(Vec a, double k) { return {a.x * k, a.y * k}; }
inline double dot(Vec a, Vec b) { return a.x * b.x + a.y * b.y; }
inline double cross(Vec a, Vec b) { return a.x * b.y - a.y * b.x; }
double norm(Vec v);

// A turn clockwise (seen from above, north up), worked out once for the many points it turns.
class Turn {
 public:
  static Turn clockwise(double degrees);
  Vec operator()(Vec v) const { return {v.x * cos_ + v.y * sin_, v.y * cos_ - v.x * sin_}; }

 private:
  Turn(double cos, double sin) : cos_(cos), sin_(sin) {}
  double cos_ = 1, sin_ = 0;
};

// `v` turned clockwise by `degrees`.
inline Vec turned_clockwise(Vec v, double degrees) { return Turn::clockwise(degrees)(v); }

struct Box {
  double left = 0, bottom = 0, right = 0, top = 0;
  double width() const { return right - left; }
  double height() const { return top - bottom; }
  double area() const { return width() * height(); }
};
Box bounds(const std::vector<Vec>& points);
Box grown(Box box, double by);
bool boxes_meet(Box a, Box b);
bool box_holds(Box outer, Box inner, double tolerance = 0);

double polygon_area(const std::vector<Vec>& polygon);  // either way round
bool inside_polygon(const std::vector<Vec>& polygon, Vec point);
// Does every corner turn the same way (straight on counts as either)?
bool is_convex(const std::vector<Vec>& polygon);
// The smallest convex polygon holding every point, anticlockwise from the lowest of the westmost,
// with no corner on a straight run (Andrew's monotone chain).
std::vector<Vec> convex_hull(std::vector<Vec> points);
double distance_to_segment(Vec point, Vec a, Vec b);
// Do segments ab and cd share a point (touching counts)?
bool segments_meet(Vec a, Vec b, Vec c, Vec d);
double segment_gap(Vec a, Vec b, Vec c, Vec d);
double distance_to_polyline(const std::vector<Vec>& polyline, Vec point);

// An outline (closed: a polygon, its inside included) or a line (open: a polyline).
struct Chain {
  std::vector<Vec> points;
  bool closed = false;
};

constexpr double far_apart = std::numeric_limits<double>::infinity();
// How far apart two chains are: 0 where they meet or a closed one holds the
// other. Once they are sure to be at least `enough` apart it stops looking and
// answers something no smaller than `enough`, which is all a clearance test needs.
double chain_gap(const Chain& a, const Chain& b, double enough = far_apart);

// The part of a polygon inside a box (Sutherland-Hodgman: the box is convex, the polygon need not be).
std::vector<Vec> clipped_to(const std::vector<Vec>& polygon, Box box);
double polyline_length(const std::vector<Vec>& polyline);
double length_within(const std::vector<Vec>& polyline, Box box);
// The point `distance` along the line from its start, held to its ends.
Vec point_along(const std::vector<Vec>& polyline, double distance);
// How far along `polyline` each place is where `other` crosses it, in order.
std::vector<double> crossings_along(const std::vector<Vec>& polyline, const std::vector<Vec>& other);
// The stretch of `polyline` between `from` and `to` along it.
std::vector<Vec> stretch_of(const std::vector<Vec>& polyline, double from, double to);
// Chaikin's corner cutting, `passes` times; the two ends stay where they are.
std::vector<Vec> smoothed(const std::vector<Vec>& polyline, int passes);

}  // namespace muster::plane
