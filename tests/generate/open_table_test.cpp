// The open table's features as shapes: outlines of the size asked, turned the
// way asked, gaps measured between the shapes themselves, roads crossing water
// only at its crossings, and the check a hand-placed table goes through.
#include "generate/open_table.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

namespace muster {
namespace {

const Table table{Length::mm(1800), Length::mm(1200)};

TablePoint at_mm(double x, double y) { return {Length::mm(x), Length::mm(y)}; }

Feature hill(double x, double y, double width, double depth, double turn = 0) {
  return {"hill", "Hill", "soft", Footprint{at_mm(x, y), Length::mm(width), Length::mm(depth), turn, {}}};
}

Feature village(double x, double y, double width, double depth, double turn = 0) {
  return {"village", "Village", "hard", Footprint{at_mm(x, y), Length::mm(width), Length::mm(depth), turn, rectangle_corners()}};
}

Feature line(LineRole role, std::vector<TablePoint> points, double width, std::vector<Crossing> crossings = {}) {
  return {role == LineRole::road ? "road" : role == LineRole::water ? "river" : "wall", "", "", Course{role, std::move(points), Length::mm(width), std::move(crossings)}};
}

double mm(Length length) { return length.millimetres(); }

TEST(OpenTable, AnEllipseOutlineHoldsTheEllipseAndHasItsArea) {
  const Feature h = hill(500, 400, 300, 200);
  const std::vector<TablePoint> corners = outline(*h.footprint());
  ASSERT_EQ(corners.size(), 48u);
  EXPECT_NEAR(area_mm2(h), std::numbers::pi * 150 * 100, std::numbers::pi * 150 * 100 * 0.01);
  // Every point of the true ellipse lies inside the outline.
  for (int k = 0; k < 360; ++k) {
    const double a = k * std::numbers::pi / 180;
    EXPECT_TRUE(contains(h, at_mm(500 + 149.99 * std::cos(a), 400 + 99.99 * std::sin(a)))) << k;
  }
  EXPECT_FALSE(contains(h, at_mm(500, 505)));
  const TableBox box = bounding_box(h);
  EXPECT_NEAR(mm(box.west), 350, 1.5);
  EXPECT_NEAR(mm(box.north), 500, 1.5);
}

TEST(OpenTable, TurningIsClockwiseSeenFromAbove) {
  // A long village turned a quarter round lies north-south; turned 45 degrees its east end points south-east.
  const TableBox quarter = bounding_box(village(500, 500, 400, 100, 90));
  EXPECT_NEAR(mm(quarter.east - quarter.west), 100, 1e-9);
  EXPECT_NEAR(mm(quarter.north - quarter.south), 400, 1e-9);
  EXPECT_TRUE(contains(village(500, 500, 400, 10, 45), at_mm(600, 400)));
  EXPECT_FALSE(contains(village(500, 500, 400, 10, 45), at_mm(600, 600)));
}

TEST(OpenTable, DistanceIsTheGapBetweenTheShapes) {
  EXPECT_NEAR(mm(distance(village(100, 100, 100, 100), village(300, 100, 100, 100))), 100, 1e-9);
  EXPECT_EQ(mm(distance(village(100, 100, 100, 100), village(150, 120, 100, 100))), 0);
  // A wall 20 mm wide whose middle runs 60 mm east of a village's side is 50 mm from it.
  const Feature wall = line(LineRole::barrier, {at_mm(210, 0), at_mm(210, 300)}, 20);
  EXPECT_NEAR(mm(distance(village(100, 100, 100, 100), wall)), 50, 1e-9);
  EXPECT_TRUE(overlap(village(100, 100, 100, 100), wall, Length::mm(51)));
  EXPECT_FALSE(overlap(village(100, 100, 100, 100), wall, Length::mm(50)));
  EXPECT_EQ(mm(distance(village(500, 500, 400, 400), village(500, 500, 50, 50))), 0) << "one inside the other";
}

TEST(OpenTable, RoadsCrossRoadsAndWaterOnlyAtItsCrossings) {
  const Feature road = line(LineRole::road, {at_mm(0, 600), at_mm(1800, 600)}, 60);
  const Feature lane = line(LineRole::road, {at_mm(900, 0), at_mm(900, 1200)}, 40);
  EXPECT_FALSE(overlap(road, lane, Length::mm(50)));
  const std::vector<TablePoint> river_course = {at_mm(900, 0), at_mm(900, 1200)};
  EXPECT_TRUE(overlap(road, line(LineRole::water, river_course, 80), Length::mm(50)));
  // The bridge must span the road, both banks' half widths and the clearance either side: 60/2 + 80/2 + 50 = 120.
  const Feature bridged = line(LineRole::water, river_course, 80, {{"bridge", Length::mm(480), Length::mm(240)}});
  EXPECT_FALSE(overlap(road, bridged, Length::mm(50)));
  EXPECT_FALSE(overlap(bridged, road, Length::mm(50))) << "either order";
  const Feature short_bridge = line(LineRole::water, river_course, 80, {{"bridge", Length::mm(500), Length::mm(200)}});
  EXPECT_TRUE(overlap(road, short_bridge, Length::mm(50)));
  EXPECT_TRUE(overlap(line(LineRole::barrier, {at_mm(0, 600), at_mm(1800, 600)}, 20), bridged, Length::mm(50))) << "a wall is no road";
}

TEST(OpenTable, UncrossedStretchesLeaveOutTheCrossings) {
  const Course river{LineRole::water, {at_mm(0, 100), at_mm(1000, 100)}, Length::mm(50),
                     {{"ford", Length::mm(200), Length::mm(100)}, {"bridge", Length::mm(600), Length::mm(50)}}};
  const auto stretches = uncrossed_stretches(river);
  ASSERT_EQ(stretches.size(), 3u);
  EXPECT_NEAR(mm(stretches[0].back().x), 200, 1e-9);
  EXPECT_NEAR(mm(stretches[1].front().x), 300, 1e-9);
  EXPECT_NEAR(mm(stretches[2].front().x), 650, 1e-9);
  EXPECT_NEAR(mm(course_length(river)), 1000, 1e-9);
  EXPECT_NEAR(mm(point_along(river, Length::mm(250)).x), 250, 1e-9);
}

TEST(OpenTable, EdgesAndTheTable) {
  EXPECT_EQ(edge_at(table, at_mm(300, 0)), Edge::south);
  EXPECT_EQ(edge_at(table, at_mm(1800, 300)), Edge::east);
  EXPECT_EQ(edge_at(table, at_mm(300, 300)), std::nullopt);
  EXPECT_TRUE(on_table(table, hill(150, 100, 300, 200)));
  EXPECT_FALSE(on_table(table, hill(149, 100, 300, 200)));
  EXPECT_TRUE(on_table(table, line(LineRole::water, {at_mm(0, 300), at_mm(1800, 300)}, 80))) << "water runs out across the edge";
}

TEST(OpenTable, CoveredShareOfADeploymentZone) {
  const TableBox zone{Length{}, Length{}, Length::mm(1800), Length::mm(200)};
  const std::vector<Feature> features = {village(100, 100, 200, 200), village(900, 200, 200, 200),
                                         line(LineRole::water, {at_mm(1500, 0), at_mm(1500, 1200)}, 100),
                                         line(LineRole::road, {at_mm(1700, 0), at_mm(1700, 1200)}, 100)};
  // 200 x 200, half of 200 x 200, 100 x 200 of river, no road: 80,000 of 360,000 square mm.
  EXPECT_NEAR(covered_share(zone, features), 80000.0 / 360000, 1e-9);
}

TEST(OpenTable, CheckFeaturesReportsEachProblemWithTheFeaturesInvolved) {
  const std::vector<Feature> features = {
      hill(400, 400, 300, 200),                                          // 0
      village(450, 450, 100, 100),                                       // 1: on the hill
      village(1790, 600, 100, 100),                                      // 2: over the east edge
      line(LineRole::barrier, {at_mm(700, 700)}, 20),                    // 3: a wall of one point
      line(LineRole::water, {at_mm(0, 1000), at_mm(1800, 1000)}, 60),    // 4
      line(LineRole::road, {at_mm(1000, 0), at_mm(1000, 1200)}, 40),     // 5: crosses the river with no bridge
      village(1000, 300, 100, 100),                                      // 6: on the road
      village(200, 800, 80, 80),                                         // 7: fine
  };
  const auto problems = check_features(table, features, Length::mm(20));
  using What = FeatureProblem::What;
  ASSERT_EQ(problems.size(), 5u);
  EXPECT_EQ(problems[0].what, What::overlap);
  EXPECT_EQ(problems[0].feature, 0u);
  EXPECT_EQ(problems[0].other, 1u);
  EXPECT_EQ(problems[1].what, What::off_table);
  EXPECT_EQ(problems[1].feature, 2u);
  EXPECT_EQ(problems[2].what, What::malformed);
  EXPECT_EQ(problems[2].feature, 3u);
  EXPECT_EQ(problems[3].feature, 4u);
  EXPECT_EQ(problems[3].other, 5u);
  EXPECT_EQ(problems[4].feature, 5u);
  EXPECT_EQ(problems[4].other, 6u);
  EXPECT_TRUE(check_features(table, {features[0], features[7]}, Length::mm(20)).empty());
}

TEST(OpenTable, ACrossingBeyondTheEndOfItsCourseIsMalformed) {
  const Feature river = line(LineRole::water, {at_mm(0, 100), at_mm(1000, 100)}, 50, {{"ford", Length::mm(950), Length::mm(100)}});
  const auto problems = check_features(table, {river}, Length::mm(20));
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].what, FeatureProblem::What::malformed);
}

}  // namespace
}  // namespace muster
