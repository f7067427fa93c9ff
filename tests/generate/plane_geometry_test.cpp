// The plane geometry the open table is measured with: exact quarter turns,
// areas, insides, gaps between outlines and lines, clipping to a box.
#include "generate/plane_geometry.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

namespace muster::plane {
namespace {

const std::vector<Vec> unit_square = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};

TEST(PlaneGeometry, TurnsBySevenAndAHalfDegreesAreExactAndClockwise) {
  const Vec east = turned_clockwise({0, 1}, 90);
  EXPECT_EQ(east.x, 1.0);
  EXPECT_EQ(east.y, 0.0);
  const Vec south = turned_clockwise({1, 0}, 90);
  EXPECT_EQ(south.x, 0.0);
  EXPECT_EQ(south.y, -1.0);
  for (int step = -48; step <= 96; ++step) {
    const double degrees = 7.5 * step, radians = degrees * std::numbers::pi / 180;
    const Vec v = turned_clockwise({1, 0}, degrees);
    EXPECT_NEAR(v.x, std::cos(radians), 1e-14) << degrees;
    EXPECT_NEAR(v.y, -std::sin(radians), 1e-14) << degrees;
  }
  const Vec odd = turned_clockwise({1, 0}, 10);
  EXPECT_NEAR(odd.y, -std::sin(10 * std::numbers::pi / 180), 1e-15) << "any other angle still turns";
}

TEST(PlaneGeometry, AreaInsideAndConvexity) {
  EXPECT_DOUBLE_EQ(polygon_area(unit_square), 1);
  EXPECT_DOUBLE_EQ(polygon_area({{0, 0}, {0, 2}, {3, 0}}), 3) << "either way round";
  EXPECT_TRUE(inside_polygon(unit_square, {0.5, 0.5}));
  EXPECT_FALSE(inside_polygon(unit_square, {1.5, 0.5}));
  EXPECT_TRUE(is_convex(unit_square));
  EXPECT_FALSE(is_convex({{0, 0}, {2, 0}, {1, 0.5}, {2, 2}, {0, 2}})) << "a notch";
}

TEST(PlaneGeometry, SegmentsMeetWhenTheyCrossOrTouch) {
  EXPECT_TRUE(segments_meet({0, 0}, {2, 2}, {0, 2}, {2, 0}));
  EXPECT_TRUE(segments_meet({0, 0}, {2, 0}, {1, 0}, {1, 5})) << "an end on the other";
  EXPECT_FALSE(segments_meet({0, 0}, {2, 0}, {0, 1}, {2, 1}));
  EXPECT_DOUBLE_EQ(segment_gap({0, 0}, {2, 0}, {0, 1}, {2, 1}), 1);
  EXPECT_DOUBLE_EQ(distance_to_segment({0.5, 5}, {0, 0}, {1, 0}), 5);
  EXPECT_DOUBLE_EQ(distance_to_segment({4, 4}, {0, 0}, {1, 0}), 5) << "past its end";
}

TEST(PlaneGeometry, ChainGapSeesContainmentAndStopsOnceFarEnough) {
  const Chain square{unit_square, true};
  EXPECT_EQ(chain_gap(square, {{{0.4, 0.4}, {0.6, 0.6}}, false}), 0) << "a line wholly inside an outline";
  EXPECT_GT(chain_gap({unit_square, false}, {{{0.4, 0.4}, {0.6, 0.6}}, false}), 0.3) << "not when the chain is open";
  EXPECT_DOUBLE_EQ(chain_gap(square, {{{4, 0}, {4, 1}}, false}), 3);
  EXPECT_GE(chain_gap(square, {{{40, 0}, {40, 1}}, false}, 2), 2);
}

TEST(PlaneGeometry, ClippingAndLengthsWithinABox) {
  const Box left_half{0, 0, 0.5, 1};
  EXPECT_DOUBLE_EQ(polygon_area(clipped_to(unit_square, left_half)), 0.5);
  EXPECT_TRUE(clipped_to(unit_square, {5, 5, 6, 6}).empty());
  EXPECT_DOUBLE_EQ(length_within({{-1, 0.5}, {2, 0.5}}, left_half), 0.5);
  EXPECT_DOUBLE_EQ(length_within({{-1, 2}, {2, 2}}, left_half), 0);
}

TEST(PlaneGeometry, AlongALine) {
  const std::vector<Vec> line = {{0, 0}, {10, 0}, {10, 10}};
  EXPECT_DOUBLE_EQ(polyline_length(line), 20);
  EXPECT_DOUBLE_EQ(point_along(line, 15).y, 5);
  EXPECT_DOUBLE_EQ(point_along(line, 99).y, 10) << "held to its end";
  const auto crossed = crossings_along(line, {{5, -1}, {5, 1}, {8, 1}, {8, 3}, {12, 3}});
  ASSERT_EQ(crossed.size(), 2u);
  EXPECT_DOUBLE_EQ(crossed[0], 5);
  EXPECT_DOUBLE_EQ(crossed[1], 13);
  const auto middle = stretch_of(line, 5, 15);
  ASSERT_EQ(middle.size(), 3u);
  EXPECT_DOUBLE_EQ(polyline_length(middle), 10);
}

TEST(PlaneGeometry, SmoothingKeepsTheEnds) {
  const std::vector<Vec> line = {{0, 0}, {10, 0}, {10, 10}};
  const auto smooth = smoothed(line, 2);
  EXPECT_EQ(smooth.size(), 12u) << "each pass: both ends and two points a segment";
  EXPECT_DOUBLE_EQ(smooth.front().x, 0);
  EXPECT_DOUBLE_EQ(smooth.back().y, 10);
  EXPECT_LT(polyline_length(smooth), 20) << "the corner is cut";
}

}  // namespace
}  // namespace muster::plane
