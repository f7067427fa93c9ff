// Region outlines: one closed loop per boundary, corners only, pulled inside the region.
#include <gtest/gtest.h>

#include "layout/contour.hpp"

namespace muster::layout {
namespace {

constexpr Length unit = Length::mm(10), inset = Length::mm(1);

void expect_at(const Point& p, double x_mm, double y_mm) {
  EXPECT_NEAR(p.x.millimetres(), x_mm, 1e-9);
  EXPECT_NEAR(p.y.millimetres(), y_mm, 1e-9);
}

TEST(RegionOutline, OneCellIsASquareInsideIt) {
  const auto loops = region_outline({{0, 0}}, unit, unit, inset);
  ASSERT_EQ(loops.size(), 1u);
  ASSERT_EQ(loops[0].size(), 4u);
  for (const Point& p : loops[0]) {
    EXPECT_TRUE(std::abs(p.x.millimetres() - 1) < 1e-9 || std::abs(p.x.millimetres() - 9) < 1e-9);
    EXPECT_TRUE(std::abs(p.y.millimetres() - 1) < 1e-9 || std::abs(p.y.millimetres() - 9) < 1e-9);
  }
}

TEST(RegionOutline, AnLShapeHasSixCornersAndTheInnerOneMovesIn) {
  const auto loops = region_outline({{0, 0}, {0, 1}, {1, 1}}, unit, unit, inset);
  ASSERT_EQ(loops.size(), 1u);
  ASSERT_EQ(loops[0].size(), 6u);
  bool inner_corner = false;
  for (const Point& p : loops[0])
    inner_corner = inner_corner || (std::abs(p.x.millimetres() - 9) < 1e-9 && std::abs(p.y.millimetres() - 11) < 1e-9);
  EXPECT_TRUE(inner_corner) << "the re-entrant corner at (10, 10) sits at (9, 11): 1 mm inside both edges that meet there";
}

TEST(RegionOutline, ARingHasAnOuterLoopAndAHole) {
  std::set<GridCell> ring;
  for (int c = 0; c < 3; ++c)
    for (int r = 0; r < 3; ++r)
      if (c != 1 || r != 1) ring.insert({c, r});
  const auto loops = region_outline(ring, unit, unit, inset);
  ASSERT_EQ(loops.size(), 2u);
  EXPECT_EQ(loops[0].size(), 4u);
  EXPECT_EQ(loops[1].size(), 4u);
}

TEST(RegionOutline, CellsMeetingAtACornerKeepTwoLoops) {
  const auto loops = region_outline({{0, 0}, {1, 1}}, unit, unit, inset);
  ASSERT_EQ(loops.size(), 2u);
  expect_at(loops[0][0], 1, 1);
}

}  // namespace
}  // namespace muster::layout
