// The duplex check page, measured: the front's cross at the middle of the
// page, and the back's scales reading 0 exactly behind it when the printer
// registers, moved by the offset already set.
#include <gtest/gtest.h>

#include <cmath>

#include "layout/duplex_check.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

const PaperSize a4 = paper_size(Paper::a4);

bool near(Length a, Length b) { return std::abs((a - b).millimetres()) < 0.01; }

// The lines of a page `length` long: the cross's arms on the front, the scales' spines on the back.
std::vector<Line> lines_of_length(const Page& page, Length length) {
  std::vector<Line> lines;
  for (const Item& item : page.items)
    if (const auto* line = std::get_if<Line>(&item.shape); line && near(max(line->to.x - line->from.x, line->to.y - line->from.y), length))
      lines.push_back(*line);
  return lines;
}

Point midpoint(const Line& line) { return {(line.from.x + line.to.x) / 2, (line.from.y + line.to.y) / 2}; }

TEST(DuplexCheck, TheFrontCrossMarksTheMiddleOfThePage) {
  const Document doc = duplex_check(a4, testing::test_fonts().measurer(), "footer", {});
  ASSERT_EQ(doc.pages.size(), 2u);
  EXPECT_TRUE(doc.duplex);
  EXPECT_TRUE(testing::has_check_bar(doc.pages[0]));
  const auto arms = lines_of_length(doc.pages[0], Length::mm(70));
  ASSERT_EQ(arms.size(), 2u);
  for (const Line& arm : arms) {
    EXPECT_TRUE(near(midpoint(arm).x, a4.width / 2)) << midpoint(arm).x.millimetres();
    EXPECT_TRUE(near(midpoint(arm).y, a4.height / 2)) << midpoint(arm).y.millimetres();
  }
}

// The x scale's 0 lies on the upright through the page's middle, the y scale's 0 on the level line through it
// (mirroring about the vertical centre line keeps the middle where it is), both moved by the offset.
TEST(DuplexCheck, TheBackScalesReadZeroBehindTheCrossPlusTheOffset) {
  for (const DuplexOffset offset : {DuplexOffset{}, DuplexOffset{Length::mm(1.5), Length::mm(-0.5)}}) {
    const Document doc = duplex_check(a4, testing::test_fonts().measurer(), "footer", offset);
    const auto spines = lines_of_length(doc.pages[1], duplex_scale_reach * 2);
    ASSERT_EQ(spines.size(), 2u);
    const Line& x_scale = spines[0].from.y == spines[0].to.y ? spines[0] : spines[1];
    const Line& y_scale = spines[0].from.y == spines[0].to.y ? spines[1] : spines[0];
    EXPECT_TRUE(near(midpoint(x_scale).x, a4.width / 2 + offset.x)) << midpoint(x_scale).x.millimetres();
    EXPECT_TRUE(near(midpoint(y_scale).y, a4.height / 2 + offset.y)) << midpoint(y_scale).y.millimetres();
  }
}

}  // namespace
}  // namespace muster::layout
