#pragma once
// The plane geometry the solo deployment works in: centimetres east and north
// of the table's south-west corner, bearings clockwise from north, a group as
// the rectangle its two ranks fill, and the clearances between such shapes.

#include <array>
#include <vector>

#include "generate/open_table.hpp"
#include "rulesets/sow/model.hpp"

namespace muster::sow::solo {

// 28 mm figures on bases 2.5 cm wide; a foot figure's base 2.5 cm deep, a horseman's 5 cm.
inline constexpr double base_frontage_cm = 2.5;
inline constexpr double foot_rank_cm = 2.5;
inline constexpr double horse_rank_cm = 5;
inline constexpr int ranks = 2;
// Between neighbouring groups: a base's width, enough for them to read as two groups.
inline constexpr double group_gap_cm = 2.5;

struct Vec {
  double x = 0, y = 0;
};
inline Vec operator+(Vec a, Vec b) { return {a.x + b.x, a.y + b.y}; }
inline Vec operator-(Vec a, Vec b) { return {a.x - b.x, a.y - b.y}; }
inline Vec operator*(Vec a, double k) { return {a.x * k, a.y * k}; }
double length(Vec v);
Vec cm_of(TablePoint point);
TablePoint point_of(Vec v);
// The way a bearing points: 0 north, 90 east.
Vec heading(double degrees);
// The bearing of a group at `edge` facing across the table: north from the south edge.
double facing_away_from(Edge edge);

using Polygon = std::vector<Vec>;

struct Box {
  double west = 0, south = 0, east = 0, north = 0;
};

struct Size {
  double frontage = 0, depth = 0;
};
// How wide and deep a group stands in two ranks: the front rank holds the odd figure.
Size size_of(const Unit& group);
// How many figures each rank holds: front, rear.
std::array<int, 2> rank_counts(std::size_t figures);

// A group's rectangle: front left, front right, rear right, rear left as the group faces.
struct Quad {
  std::array<Vec, 4> corners;
  Vec front;  // the middle of its front
  double degrees = 0;
  Size size;
};
Quad ranks_at(Vec front, double degrees, Size size);
Quad quad_of(const GroupPlacement& placement);
GroupPlacement placement_of(const Quad& quad);

Polygon outline_cm(const Footprint& footprint);
// How far from `from`, along `way` (a unit vector), the last crossing of the outline lies.
double ray_exit(const Polygon& outline, Vec from, Vec way);
bool contains(const Polygon& polygon, Vec point);
// How far a point lies from a polygon's outline; zero inside it.
double distance_to(const Polygon& polygon, Vec point);
// Do the quad and the polygon come within `gap` of each other, or overlap?
bool closer_than(const Quad& quad, const Polygon& polygon, double gap);
bool closer_than(const Quad& quad, const std::array<Vec, 4>& other, double gap);
// Whether two groups' ranks share ground; touching along an edge is not sharing.
bool overlap(const Quad& a, const Quad& b);
bool inside(const Box& box, const Quad& quad);
bool meets(const Box& box, const Quad& quad);
// The opposition's 20 cm along `edge` (less on a table too small for it), in cm.
Box enemy_band(const Table& table, Edge edge);

// A zone seen from its own front: `along` its length from one end, `back` from the edge nearest the enemy.
class ZoneFrame {
 public:
  explicit ZoneFrame(const Zone& zone);
  double length() const;
  double depth() const;
  double facing() const;
  TablePoint table_point(double along, double back) const;

 private:
  Zone zone_;
  Box box_;
};

}  // namespace muster::sow::solo
