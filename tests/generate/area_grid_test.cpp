// The battlefield of areas: who touches whom, how far, which way a unit may
// fire and what its line of fire crosses, on squares, both kinds of hex and
// the open table. Whole boards are checked against slow, plain geometry.
#include "generate/area_grid.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

namespace muster {
namespace {

constexpr AreaShape every_shape[] = {AreaShape::square, AreaShape::hex_flat_top, AreaShape::hex_pointy_top, AreaShape::open};

std::string shape_name(AreaShape shape) {
  switch (shape) {
    case AreaShape::square: return "square";
    case AreaShape::hex_flat_top: return "flat-top hex";
    case AreaShape::hex_pointy_top: return "pointy-top hex";
    case AreaShape::open: return "open";
  }
  return "?";
}

// Odd and even counts both ways, so every kind of board edge turns up.
std::vector<AreaGrid> sample_boards() {
  std::vector<AreaGrid> boards;
  for (AreaShape shape : every_shape)
    for (auto [columns, rows] : {std::pair{7, 6}, std::pair{6, 7}, std::pair{1, 4}, std::pair{5, 1}}) boards.push_back({shape, columns, rows});
  return boards;
}

std::string describe(const AreaGrid& grid) {
  return shape_name(grid.shape) + " " + std::to_string(grid.columns) + "x" + std::to_string(grid.rows);
}

bool contains(const std::vector<Square>& areas, Square area) { return std::find(areas.begin(), areas.end(), area) != areas.end(); }

auto anywhere = [](Square) { return true; };

double apart(AreaPoint a, AreaPoint b) { return std::hypot(a.x - b.x, a.y - b.y); }

TEST(AreaGrid, NeighboursInTheMiddleAlongAnEdgeAndInACorner) {
  for (AreaShape shape : {AreaShape::square, AreaShape::open}) {
    const AreaGrid grid{shape, 7, 6};
    EXPECT_EQ(grid.neighbours({2, 3}).size(), 8u) << shape_name(shape);  // four sides, four corners
    EXPECT_EQ(grid.neighbours({3, 0}).size(), 5u) << shape_name(shape);
    EXPECT_EQ(grid.neighbours({0, 0}).size(), 3u) << shape_name(shape);
    EXPECT_EQ(grid.neighbours({6, 5}).size(), 3u) << shape_name(shape);
  }
  const AreaGrid flat{AreaShape::hex_flat_top, 7, 6};
  EXPECT_EQ(flat.neighbours({3, 3}).size(), 6u);
  EXPECT_EQ(flat.neighbours({3, 0}).size(), 5u) << "D1 sits half a hex north: only the hex south of it is off the board";
  EXPECT_EQ(flat.neighbours({2, 0}).size(), 3u) << "C1 sits on the south edge: the three hexes south of it are off";
  EXPECT_EQ(flat.neighbours({0, 0}).size(), 2u) << "A1: A2 and B1";
  EXPECT_EQ(flat.neighbours({0, 5}).size(), 3u) << "A6: A5, B6 and B5";
  const AreaGrid pointy{AreaShape::hex_pointy_top, 7, 6};
  EXPECT_EQ(pointy.neighbours({3, 2}).size(), 6u);
  EXPECT_EQ(pointy.neighbours({3, 0}).size(), 4u);
  EXPECT_EQ(pointy.neighbours({0, 1}).size(), 5u) << "A2 sits half a hex east: only the hex west of it is off the board";
  EXPECT_EQ(pointy.neighbours({0, 0}).size(), 2u) << "A1: B1 and A2";
  EXPECT_EQ(pointy.neighbours({6, 0}).size(), 3u) << "G1: F1, F2 and G2";
}

TEST(AreaGrid, TouchingIsMutualAndStaysOnTheBoard) {
  for (const AreaGrid& grid : sample_boards())
    for (Square a : grid.all_areas())
      for (Square n : grid.neighbours(a)) {
        ASSERT_TRUE(grid.contains(n)) << describe(grid);
        ASSERT_TRUE(grid.adjacent(n, a)) << describe(grid) << ": " << square_name(n) << " and " << square_name(a);
        ASSERT_EQ(grid.distance(a, n), 1) << describe(grid);
      }
}

TEST(AreaGrid, DistanceIsTheFewestStepsAcrossTheBoard) {
  for (const AreaGrid& grid : sample_boards())
    for (Square from : grid.all_areas()) {
      const std::vector<int> steps = grid.steps_from({from}, anywhere);
      for (Square to : grid.all_areas())
        ASSERT_EQ(grid.distance(from, to), steps[grid.index(to)]) << describe(grid) << ": " << square_name(from) << " to " << square_name(to);
    }
}

TEST(AreaGrid, ADiagonalStepOnSquaresCountsOne) {
  const AreaGrid grid{AreaShape::square, 12, 8};
  EXPECT_EQ(grid.distance({0, 0}, {5, 5}), 5);
  EXPECT_EQ(grid.distance({0, 0}, {5, 2}), 5);
  EXPECT_TRUE(grid.adjacent({3, 3}, {4, 4}));
}

TEST(AreaGrid, NeighbouringHexCentresAreOneAreaApartAndSoAreOppositeFlats) {
  for (AreaShape shape : {AreaShape::hex_flat_top, AreaShape::hex_pointy_top}) {
    const AreaGrid grid{shape, 7, 6};
    for (Square a : grid.all_areas()) {
      for (Square n : grid.neighbours(a)) ASSERT_NEAR(apart(grid.centre(a), grid.centre(n)), 1.0, 1e-12) << shape_name(shape);
      // Each side's middle is half an area from the centre: the hex is one area across its flats.
      const auto corners = grid.corners(a);
      ASSERT_EQ(corners.size(), 6u);
      for (std::size_t k = 0; k < 6; ++k) {
        const AreaPoint p = corners[k], q = corners[(k + 1) % 6];
        ASSERT_NEAR(apart(grid.centre(a), {(p.x + q.x) / 2, (p.y + q.y) / 2}), 0.5, 1e-12);
        ASSERT_NEAR(apart(p, q), 1 / std::numbers::sqrt3, 1e-12) << "a regular hex's side equals its radius";
      }
    }
  }
}

TEST(AreaGrid, FlatTopHexesShiftTheEvenLetteredColumnsNorthAndPointyTopTheEvenNumberedRowsEast) {
  const AreaGrid flat{AreaShape::hex_flat_top, 4, 4};
  EXPECT_NEAR(flat.centre({1, 0}).y - flat.centre({0, 0}).y, 0.5, 1e-12);  // B1 above A1
  EXPECT_NEAR(flat.centre({2, 0}).y, flat.centre({0, 0}).y, 1e-12);
  EXPECT_LT(flat.corners({0, 0})[0].y, flat.corners({0, 0})[1].y) << "a flat-top hex has a corner due east, its flat above";
  const AreaGrid pointy{AreaShape::hex_pointy_top, 4, 4};
  EXPECT_NEAR(pointy.centre({0, 1}).x - pointy.centre({0, 0}).x, 0.5, 1e-12);  // A2 east of A1
  EXPECT_NEAR(pointy.corners({0, 0})[1].x, pointy.centre({0, 0}).x, 1e-12) << "a pointy-top hex has a corner due north";
}

TEST(AreaGrid, EveryAreaLiesInTheBoardsExtentAndTheExtentIsTight) {
  for (const AreaGrid& grid : sample_boards()) {
    double left = 1e9, right = -1e9, bottom = 1e9, top = -1e9;
    for (Square a : grid.all_areas())
      for (AreaPoint p : grid.corners(a)) {
        left = std::min(left, p.x), right = std::max(right, p.x);
        bottom = std::min(bottom, p.y), top = std::max(top, p.y);
      }
    EXPECT_NEAR(left, 0, 1e-12) << describe(grid);
    EXPECT_NEAR(bottom, 0, 1e-12) << describe(grid);
    EXPECT_NEAR(right, grid.width(), 1e-12) << describe(grid);
    EXPECT_NEAR(top, grid.height(), 1e-12) << describe(grid);
  }
  EXPECT_EQ(AreaGrid({AreaShape::square, 12, 8}).width(), 12);
  // Twelve columns one and a half radii apart, and half a radius over; the radius is 1/√3.
  EXPECT_NEAR(AreaGrid({AreaShape::hex_flat_top, 12, 8}).width(), (1.5 * 12 + 0.5) / std::numbers::sqrt3, 1e-12);
  EXPECT_EQ(AreaGrid({AreaShape::hex_flat_top, 12, 8}).height(), 8.5);
}

TEST(AreaGrid, APointFindsItsAreaAndOffTheBoardFindsNone) {
  for (const AreaGrid& grid : sample_boards()) {
    for (Square a : grid.all_areas()) {
      EXPECT_EQ(grid.area_at(grid.centre(a)), a) << describe(grid);
      // Just inside each corner, pulled a little towards the centre.
      const AreaPoint c = grid.centre(a);
      for (AreaPoint p : grid.corners(a)) EXPECT_EQ(grid.area_at({p.x + (c.x - p.x) * 0.05, p.y + (c.y - p.y) * 0.05}), a) << describe(grid);
    }
    EXPECT_FALSE(grid.area_at({-0.01, 0.3})) << describe(grid);
    EXPECT_FALSE(grid.area_at({grid.width() + 0.01, grid.height() / 2})) << describe(grid);
  }
}

TEST(AreaGrid, DistanceFromAnEdgeIsTheFewestStepsToIt) {
  for (const AreaGrid& grid : sample_boards())
    for (Edge edge : all_edges) {
      const std::vector<Square> edge_row = grid.edge_areas(edge);
      ASSERT_EQ(edge_row.size(), static_cast<std::size_t>(runs_along_rows(edge) ? grid.columns : grid.rows));
      for (Square a : grid.all_areas()) {
        int nearest = 1000;
        for (Square e : edge_row) nearest = std::min(nearest, grid.distance(a, e));
        ASSERT_EQ(grid.distance_from_edge(a, edge), nearest) << describe(grid) << " " << edge_name(edge) << " " << square_name(a);
      }
    }
}

TEST(AreaGrid, ConnectedFindsAWayRoundAWallButNotThroughIt) {
  for (AreaShape shape : every_shape) {
    const AreaGrid grid{shape, 6, 6};
    auto wall_with_gap = [](Square s) { return !(s.row == 3 && s.column != 5); };
    auto solid_wall = [](Square s) { return s.row != 3; };
    EXPECT_TRUE(grid.connected(grid.edge_areas(Edge::south), {0, 5}, wall_with_gap)) << shape_name(shape);
    EXPECT_FALSE(grid.connected(grid.edge_areas(Edge::south), {0, 5}, solid_wall)) << shape_name(shape);
    EXPECT_FALSE(grid.connected(grid.edge_areas(Edge::south), {0, 3}, solid_wall)) << "the goal itself must be passable";
  }
  // Squares touch through their corners, so a diagonal wall lets a unit slip through it.
  auto diagonal_wall = [](Square s) { return s.column != s.row; };
  EXPECT_TRUE(AreaGrid({AreaShape::square, 6, 6}).connected({{1, 0}}, {0, 1}, diagonal_wall));
}

TEST(AreaGrid, StepsFromCountFromTheNearestStart) {
  const AreaGrid grid{AreaShape::hex_pointy_top, 8, 8};
  const auto steps = grid.steps_from(grid.edge_areas(Edge::south), anywhere);
  for (Square a : grid.all_areas()) EXPECT_EQ(steps[grid.index(a)], grid.distance_from_edge(a, Edge::south));
}

TEST(AreaGrid, EightFacingsOnSquaresAndTwelveOnHexes) {
  EXPECT_EQ(AreaGrid({AreaShape::square, 5, 5}).facing_count(), 8);
  EXPECT_EQ(AreaGrid({AreaShape::open, 5, 5}).facing_count(), 8);
  EXPECT_EQ(AreaGrid({AreaShape::hex_flat_top, 5, 5}).facing_count(), 12);
  EXPECT_EQ(AreaGrid({AreaShape::hex_pointy_top, 5, 5}).bearing({3}), 90);
  // Every neighbour lies square on a facing: a side or, on squares, a corner.
  for (const AreaGrid& grid : sample_boards())
    for (Square a : grid.all_areas())
      for (Square n : grid.neighbours(a)) {
        const Facing toward = grid.facing_toward(a, n);
        EXPECT_TRUE(grid.in_arc(a, toward, n));
        const AreaPoint from = grid.centre(a), to = grid.centre(n);
        const double bearing = std::atan2(to.x - from.x, to.y - from.y) * 180 / std::numbers::pi;
        EXPECT_NEAR(std::remainder(bearing - grid.bearing(toward), 360.0), 0, 1e-9) << describe(grid);
      }
  // Hexes face their sides at every other step: north for flat-top, 30 degrees for pointy-top.
  EXPECT_EQ(AreaGrid({AreaShape::hex_flat_top, 5, 5}).facing_toward({2, 2}, {2, 3}).step, 0);
  EXPECT_EQ(AreaGrid({AreaShape::hex_pointy_top, 5, 5}).facing_toward({2, 2}, {2, 3}).step, 1);
}

TEST(AreaGrid, OnSquaresTheArcReachesExactlyFortyFiveDegreesEitherSide) {
  const AreaGrid grid{AreaShape::square, 20, 20};
  const Square here{9, 9};
  const Facing north{0}, north_east{1};
  EXPECT_TRUE(grid.in_arc(here, north, {9, 15}));
  EXPECT_TRUE(grid.in_arc(here, north, {10, 10})) << "the north-east neighbour is on the arc's edge, so in";
  EXPECT_TRUE(grid.in_arc(here, north, {8, 10}));
  EXPECT_TRUE(grid.in_arc(here, north, {17, 17}));
  EXPECT_FALSE(grid.in_arc(here, north, {17, 16})) << "49 degrees off";
  EXPECT_FALSE(grid.in_arc(here, north, {10, 9}));
  EXPECT_FALSE(grid.in_arc(here, north, {9, 8}));
  EXPECT_TRUE(grid.in_arc(here, north_east, {9, 19})) << "due north is 45 degrees off north-east";
  EXPECT_TRUE(grid.in_arc(here, north_east, {19, 9}));
  EXPECT_FALSE(grid.in_arc(here, north_east, {8, 19})) << "51 degrees off";
  EXPECT_FALSE(grid.in_arc(here, north_east, {19, 8}));
  EXPECT_FALSE(grid.in_arc(here, north, here));
}

TEST(AreaGrid, OnHexesTheArcReachesExactlySixtyDegreesEitherSide) {
  const AreaGrid flat{AreaShape::hex_flat_top, 20, 20};
  const Square h8{7, 7};  // column H sits half a hex north: its east neighbours are I8 and I9
  const Facing north{0};
  EXPECT_TRUE(flat.in_arc(h8, north, {7, 8}));
  EXPECT_TRUE(flat.in_arc(h8, north, {8, 8})) << "the north-east side's neighbour is 60 degrees off: on the edge, in";
  EXPECT_TRUE(flat.in_arc(h8, north, {6, 8}));
  EXPECT_TRUE(flat.in_arc(h8, north, {9, 8})) << "two hexes north-east, still on the edge";
  EXPECT_FALSE(flat.in_arc(h8, north, {8, 7})) << "the south-east neighbour is 120 degrees off";
  EXPECT_TRUE(flat.in_arc(h8, north, {14, 11})) << "seven hexes north-east, on the edge";
  EXPECT_FALSE(flat.in_arc(h8, north, {14, 10})) << "68 degrees off";
  EXPECT_TRUE(flat.in_arc(h8, north, {14, 12})) << "53 degrees off";
  const AreaGrid pointy{AreaShape::hex_pointy_top, 20, 20};
  const Square d5{3, 4};
  const Facing north_east_side{1}, north_angle{0};
  EXPECT_TRUE(pointy.in_arc(d5, north_east_side, {4, 4})) << "due east is 60 degrees off";
  EXPECT_TRUE(pointy.in_arc(d5, north_east_side, {2, 5})) << "the north-west neighbour is 60 degrees off";
  EXPECT_FALSE(pointy.in_arc(d5, north_east_side, {3, 3})) << "the south-east neighbour is 120 degrees off";
  EXPECT_TRUE(pointy.in_arc(d5, north_angle, {3, 6})) << "straight ahead through the angle";
  EXPECT_FALSE(pointy.in_arc(d5, north_angle, {4, 4})) << "due east is 90 degrees off an angle facing north";
}

TEST(AreaGrid, TheArcAgreesWithPlainVectorGeometryEverywhere) {
  for (AreaShape shape : every_shape) {
    const AreaGrid grid{shape, 9, 9};
    const Square here{4, 4};
    for (int step = 0; step < grid.facing_count(); ++step) {
      const double radians = grid.bearing({step}) * std::numbers::pi / 180;
      const AreaPoint ahead{std::sin(radians), std::cos(radians)};
      for (Square target : grid.all_areas()) {
        if (target == here) continue;
        const AreaPoint from = grid.centre(here), to = grid.centre(target);
        const double along = (to.x - from.x) * ahead.x + (to.y - from.y) * ahead.y;
        const bool expected = along >= apart(from, to) * std::cos(grid.half_arc() * std::numbers::pi / 180) - 1e-9;
        ASSERT_EQ(grid.in_arc(here, {step}, target), expected) << shape_name(shape) << " facing " << step << " " << square_name(target);
      }
    }
  }
}

std::vector<std::string> names(const std::vector<Square>& areas) {
  std::vector<std::string> result;
  for (Square a : areas) result.push_back(square_name(a));
  return result;
}

// A gap's two areas in alphabetical order: which is which does not matter.
std::vector<std::string> names(const std::vector<Gap>& gaps) {
  std::vector<std::string> result;
  for (const Gap& g : gaps) {
    const std::string one = square_name(g.one), other = square_name(g.other);
    result.push_back(std::min(one, other) + "|" + std::max(one, other));
  }
  return result;
}

using Names = std::vector<std::string>;

TEST(AreaGrid, ADiagonalLineOfFireSlipsBetweenTheSquaresAtEachCorner) {
  const AreaGrid grid{AreaShape::square, 8, 8};
  const LineOfFire diagonal = grid.line_of_fire({0, 0}, {2, 2});
  EXPECT_EQ(names(diagonal.crossed), (Names{"B2"}));
  EXPECT_EQ(names(diagonal.gaps), (Names{"A2|B1", "B3|C2"}));
  const LineOfFire knight = grid.line_of_fire({0, 0}, {3, 1});  // through the corner at (2, 1)
  EXPECT_EQ(names(knight.crossed), (Names{"B1", "C2"}));
  EXPECT_EQ(names(knight.gaps), (Names{"B2|C1"}));
  const LineOfFire shallow = grid.line_of_fire({0, 0}, {2, 1});
  EXPECT_EQ(names(shallow.crossed), (Names{"B1", "B2"}));
  EXPECT_TRUE(shallow.gaps.empty());
  EXPECT_EQ(names(grid.line_of_fire({0, 0}, {0, 3}).crossed), (Names{"A2", "A3"}));
  EXPECT_EQ(names(grid.line_of_fire({5, 5}, {1, 4}).crossed), (Names{"E6", "D6", "D5", "C5"}));
  EXPECT_TRUE(grid.line_of_fire({3, 3}, {4, 4}).crossed.empty());
  EXPECT_TRUE(grid.line_of_fire({3, 3}, {3, 3}).gaps.empty());
}

TEST(AreaGrid, AGapBlocksOnlyWhenBothSidesHoldSomething) {
  const AreaGrid grid{AreaShape::square, 8, 8};
  const LineOfFire line = grid.line_of_fire({0, 0}, {2, 2});
  const auto holding = [](std::vector<Square> held) { return [held](Square s) { return contains(held, s); }; };
  EXPECT_FALSE(line.blocked(holding({})));
  EXPECT_FALSE(line.blocked(holding({{1, 0}})));
  EXPECT_FALSE(line.blocked(holding({{1, 0}, {2, 1}})));
  EXPECT_TRUE(line.blocked(holding({{1, 0}, {0, 1}})));
  EXPECT_TRUE(line.blocked(holding({{1, 1}})));
  EXPECT_FALSE(line.blocked(holding({{0, 0}, {2, 2}}))) << "the firer and the target do not block";
}

TEST(AreaGrid, AHexLineOfFireAlongASideRunsBetweenTheTwoHexes) {
  const AreaGrid flat{AreaShape::hex_flat_top, 8, 8};
  // A2 to C2 runs due east along the side B2 and B1 share (B is half a hex north).
  const LineOfFire east = flat.line_of_fire({0, 1}, {2, 1});
  EXPECT_TRUE(east.crossed.empty());
  EXPECT_EQ(names(east.gaps), (Names{"B1|B2"}));
  // Along the south edge the hex beyond the side is off the board: no gap to squeeze through.
  EXPECT_TRUE(flat.line_of_fire({0, 0}, {2, 0}).gaps.empty());
  EXPECT_EQ(names(flat.line_of_fire({0, 0}, {0, 3}).crossed), (Names{"A2", "A3"}));
  EXPECT_EQ(names(flat.line_of_fire({3, 3}, {5, 4}).crossed), (Names{"E5"})) << "two steps north-east";
  const AreaGrid pointy{AreaShape::hex_pointy_top, 8, 8};
  // B1 to B3 runs due north along the side A2 and B2 share (row 2 is half a hex east).
  const LineOfFire north = pointy.line_of_fire({1, 0}, {1, 2});
  EXPECT_TRUE(north.crossed.empty());
  EXPECT_EQ(names(north.gaps), (Names{"A2|B2"}));
  EXPECT_EQ(names(pointy.line_of_fire({0, 0}, {3, 0}).crossed), (Names{"B1", "C1"}));
}

// Slow plain geometry for the checks below: how much of the segment lies
// inside a convex outline (Cyrus-Beck clipping).
double length_inside(const std::vector<AreaPoint>& outline, AreaPoint a, AreaPoint b) {
  double enter = 0, leave = 1;
  const std::size_t n = outline.size();
  for (std::size_t k = 0; k < n; ++k) {
    const AreaPoint p = outline[k], q = outline[(k + 1) % n];
    // Counter-clockwise outline: inside is to the left of each side.
    const double at_a = (q.x - p.x) * (a.y - p.y) - (q.y - p.y) * (a.x - p.x);
    const double at_b = (q.x - p.x) * (b.y - p.y) - (q.y - p.y) * (b.x - p.x);
    if (at_a < 0 && at_b < 0) return 0;
    if (at_a < 0) enter = std::max(enter, at_a / (at_a - at_b));
    else if (at_b < 0) leave = std::min(leave, at_a / (at_a - at_b));
  }
  return leave > enter ? (leave - enter) * apart(a, b) : 0;
}

std::vector<AreaPoint> scaled(std::vector<AreaPoint> outline, AreaPoint centre, double factor) {
  for (AreaPoint& p : outline) p = {centre.x + (p.x - centre.x) * factor, centre.y + (p.y - centre.y) * factor};
  return outline;
}

bool in_gap(const LineOfFire& line, Square area) {
  return std::any_of(line.gaps.begin(), line.gaps.end(), [&](const Gap& g) { return g.one == area || g.other == area; });
}

// For every pair of areas on a board: the areas the line runs inside are
// exactly those crossed; a square it only touches at a corner, or a hex it
// runs along the side of, is in a gap; the crossed areas come in order.
TEST(AreaGrid, LineOfFireMatchesPlainGeometryOverWholeBoards) {
  constexpr double shrink = 1 - 1e-9, grow = 1 + 1e-9, some = 1e-7;
  for (AreaShape shape : every_shape) {
    const AreaGrid grid{shape, 7, 6};
    for (Square from : grid.all_areas())
      for (Square to : grid.all_areas()) {
        if (from == to) continue;
        const LineOfFire line = grid.line_of_fire(from, to);
        const AreaPoint a = grid.centre(from), b = grid.centre(to);
        const std::string what = shape_name(shape) + " " + square_name(from) + " to " + square_name(to);
        for (std::size_t i = 1; i < line.crossed.size(); ++i)
          ASSERT_LE(grid.distance(from, line.crossed[i - 1]), grid.distance(from, line.crossed[i])) << what;
        for (const Gap& g : line.gaps) ASSERT_TRUE(grid.adjacent(g.one, g.other)) << what;
        for (Square area : grid.all_areas()) {
          if (area == from || area == to) continue;
          const AreaPoint c = grid.centre(area);
          const double inside = length_inside(scaled(grid.corners(area), c, shrink), a, b);
          const double touching = length_inside(scaled(grid.corners(area), c, grow), a, b);
          ASSERT_EQ(contains(line.crossed, area), inside > some) << what << ": " << square_name(area);
          if (inside > some) continue;
          if (!grid.is_hex()) {
            ASSERT_EQ(in_gap(line, area), touching > 0) << what << ": " << square_name(area) << " touched at a corner";
          } else if (in_gap(line, area)) {
            ASSERT_GT(touching, some) << what << ": " << square_name(area) << " in a gap but the line does not run along it";
          } else if (touching > some) {
            // Running along its side with no gap: the hex beyond that side is off the board.
            for (Square n : grid.neighbours(area))
              ASSERT_FALSE(length_inside(scaled(grid.corners(n), grid.centre(n), grow), a, b) > some && !contains(line.crossed, n) && n != from &&
                           n != to)
                  << what << ": " << square_name(area) << " and " << square_name(n) << " make a gap not reported";
          }
        }
      }
  }
}

}  // namespace
}  // namespace muster
