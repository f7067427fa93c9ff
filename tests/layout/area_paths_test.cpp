// Roads, rivers, railways and telephone lines keep apart by width and pattern,
// and grow with the areas they cross.
#include "layout/area_paths.hpp"

#include <gtest/gtest.h>

#include <algorithm>

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

TEST(AreaPaths, ACourseOfOnePointDrawsNothing) {
  EXPECT_TRUE(draw_path({course.front()}, PathStyle::road, Length::mm(100)).empty());
}

}  // namespace
}  // namespace muster::layout
