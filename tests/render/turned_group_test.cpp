// A group turned up the page is drawn where the layout checks measure it:
// the renderer and the test walk agree on the quarter turn.
#include <gtest/gtest.h>

#include "render/raster.hpp"
#include "support/layout_checks.hpp"

namespace muster::render {
namespace {

constexpr double dpi = 72;  // a point a pixel

// A black bar 40 x 10 mm in its group's own coordinates, the group turned up about (50, 100) mm.
layout::Page page_with_turned_bar() {
  layout::Group group{{Length::mm(50), Length::mm(100)}, std::nullopt, {}, true};
  group.items.push_back({layout::Rect{{}, Length::mm(40), Length::mm(10), layout::black, std::nullopt}});
  return {Length::mm(120), Length::mm(150), {{group}}};
}

int px(double mm) { return static_cast<int>(mm / 25.4 * dpi); }

TEST(TurnedGroup, ABarRunsUpThePageFromTheGroupsOffset) {
  const GreyImage image = grey_raster(page_with_turned_bar(), testing::test_fonts(), dpi);
  // Turned anticlockwise, the bar's length runs up from y = 100 mm and its depth to the right of x = 50 mm.
  EXPECT_LT(image.at(px(55), px(80)), 50);
  EXPECT_LT(image.at(px(51), px(62)), 50);
  EXPECT_GT(image.at(px(55), px(103)), 200) << "nothing below the offset";
  EXPECT_GT(image.at(px(45), px(80)), 200) << "nothing left of the offset";
  EXPECT_GT(image.at(px(62), px(80)), 200) << "only 10 mm deep";
  EXPECT_GT(image.at(px(55), px(57)), 200) << "only 40 mm long";
}

TEST(TurnedGroup, TheLayoutWalkPutsItWhereItIsDrawn) {
  const layout::Page page = page_with_turned_bar();
  std::optional<testing::Box> bar;
  testing::walk(page, [&](const testing::Placed& placed) {
    if (std::holds_alternative<layout::Rect>(placed.item->shape)) bar = testing::extent(placed);
  });
  ASSERT_TRUE(bar);
  EXPECT_NEAR(Length::pt(bar->left).millimetres(), 50, 1e-9);
  EXPECT_NEAR(Length::pt(bar->right).millimetres(), 60, 1e-9);
  EXPECT_NEAR(Length::pt(bar->top).millimetres(), 60, 1e-9);
  EXPECT_NEAR(Length::pt(bar->bottom).millimetres(), 100, 1e-9);
}

}  // namespace
}  // namespace muster::render
