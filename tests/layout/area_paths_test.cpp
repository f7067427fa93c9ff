// Roads, rivers, railways and telephone lines keep apart by width and pattern,
// and grow with the areas they cross.
#include "layout/area_paths.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace muster::layout {
namespace {

const std::vector<Point> course = {{Length{}, Length::mm(50)}, {Length::mm(50), Length::mm(50)}, {Length::mm(93), Length::mm(25)}};

// The widest stroke of a drawn path, in mm.
double widest(const std::vector<Item>& items) {
  double width = 0;
  for (const Item& item : items)
    if (const auto* path = std::get_if<Path>(&item.shape)) width = std::max(width, path->stroke->width.millimetres());
  return width;
}

TEST(AreaPaths, ARiverIsBroaderThanARoadAndARoadThanATelephoneLine) {
  const Length area = Length::mm(100);
  const double road = widest(draw_path(course, PathStyle::road, area)), river = widest(draw_path(course, PathStyle::river, area));
  const double wire = widest(draw_path(course, PathStyle::telephone_line, area));
  EXPECT_GT(river, road * 1.5);
  EXPECT_GT(road, wire * 3);
}

TEST(AreaPaths, WidthsGrowWithTheAreaButNeverVanish) {
  EXPECT_NEAR(widest(draw_path(course, PathStyle::road, Length::mm(100))), 2 * widest(draw_path(course, PathStyle::road, Length::mm(50))), 1e-9);
  EXPECT_GE(widest(draw_path(course, PathStyle::railway, Length::mm(1))), Length::pt(0.4).millimetres());
}

TEST(AreaPaths, ARailwayHasSleepersAndATelephoneLineAPoleAtEveryCorner) {
  const auto railway = draw_path(course, PathStyle::railway, Length::mm(100));
  ASSERT_FALSE(railway.empty());
  EXPECT_FALSE(std::get<Path>(railway.front().shape).stroke->dashes.empty()) << "the sleepers are a dashed wide stroke";
  std::size_t poles = 0;
  for (const Item& item : draw_path(course, PathStyle::telephone_line, Length::mm(100))) poles += std::holds_alternative<Circle>(item.shape);
  EXPECT_EQ(poles, course.size());
}

TEST(AreaPaths, DrawnAtAGivenWidthAPathIsThatWideHoweverLargeTheAreas) {
  for (PathStyle style : {PathStyle::road, PathStyle::river, PathStyle::wall, PathStyle::hedge, PathStyle::barricade})
    EXPECT_NEAR(widest(draw_path_of_width(course, style, Length::mm(60))), 60, 1e-9) << static_cast<int>(style);
  EXPECT_NEAR(widest(draw_path(course, PathStyle::road, Length::mm(100))), path_width(PathStyle::road, Length::mm(100)).millimetres(), 1e-9);
}

// A road or river drawn to scale at 1:1 keeps fine edges: its core is all but the width.
TEST(AreaPaths, BroadRoadsAndRiversKeepFineEdges) {
  for (PathStyle style : {PathStyle::road, PathStyle::river}) {
    const auto items = draw_path_of_width(course, style, Length::mm(80));
    ASSERT_EQ(items.size(), 2u);
    const double core = std::get<Path>(items[1].shape).stroke->width.millimetres();
    EXPECT_GE(core, 80 - 2 * 2) << static_cast<int>(style);
  }
}

// Walls, hedges and barricades are a band with a dashed core; a fence a thin rail with posts: each its own pattern.
TEST(AreaPaths, BarriersHaveAPatternEach) {
  std::vector<std::vector<Length>> patterns;
  for (PathStyle style : {PathStyle::wall, PathStyle::hedge, PathStyle::fence, PathStyle::barricade}) {
    const auto items = draw_path_of_width(course, style, Length::mm(3));
    ASSERT_EQ(items.size(), 2u);
    const auto& dashes = std::get<Path>(items[1].shape).stroke->dashes;
    EXPECT_EQ(dashes.size(), 2u) << static_cast<int>(style);
    for (const auto& seen : patterns) EXPECT_FALSE(seen == dashes) << static_cast<int>(style);
    patterns.push_back(dashes);
  }
}

TEST(AreaPaths, AFordIsStripedAndABridgeHasAParapetEitherSideOfTheRoad) {
  const auto ford = draw_ford(course, Length::mm(40));
  ASSERT_EQ(ford.size(), 2u);
  EXPECT_FALSE(std::get<Path>(ford[1].shape).stroke->dashes.empty());
  // A road 10 mm wide along y = 50 mm: the parapets run either side of it, clear of it.
  const auto bridge = draw_bridge({{Length::mm(10), Length::mm(50)}, {Length::mm(40), Length::mm(50)}}, Length::mm(10));
  ASSERT_EQ(bridge.size(), 2u);
  for (const Item& item : bridge) {
    const Line& parapet = std::get<Line>(item.shape);
    EXPECT_GT(std::abs(parapet.from.y.millimetres() - 50), 5 + parapet.stroke.width.millimetres() / 2);
    EXPECT_NEAR(parapet.from.y.millimetres(), parapet.to.y.millimetres(), 1e-9);
  }
}

TEST(AreaPaths, ACourseOfOnePointDrawsNothing) {
  EXPECT_TRUE(draw_path({course.front()}, PathStyle::road, Length::mm(100)).empty());
}

}  // namespace
}  // namespace muster::layout
