#include "layout/tick_boxes.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace muster::layout {
namespace {

// Boxes run from the first one's corner, a box and a gap apart; only the last
// `struck` are greyed and crossed (two lines each), so no stand is ticked twice.
TEST(TickBoxes, TheLastStruckBoxesAreGreyedAndCrossed) {
  const TickBoxStyle style{Length::mm(4), Length::mm(1)};
  const auto items = tick_boxes({Length::mm(10), Length::mm(20)}, 5, style, 2);
  int boxes = 0, crossed = 0, lines = 0;
  for (const auto& item : items) {
    if (const auto* r = std::get_if<Rect>(&item.shape)) {
      EXPECT_NEAR(r->at.x.millimetres(), 10 + 5 * boxes, 1e-9);
      EXPECT_NEAR(r->width.millimetres(), 4, 1e-9);
      crossed += r->fill != white ? 1 : 0;
      EXPECT_EQ(r->fill != white, boxes >= 3) << "box " << boxes;
      ++boxes;
    }
    lines += std::holds_alternative<Line>(item.shape) ? 1 : 0;
  }
  EXPECT_EQ(boxes, 5);
  EXPECT_EQ(crossed, 2);
  EXPECT_EQ(lines, 4);
  EXPECT_NEAR(tick_boxes_width(5, style).millimetres(), 25, 1e-9);
}

}  // namespace
}  // namespace muster::layout
