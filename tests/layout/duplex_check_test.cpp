// The duplex check page, measured: the front's cross at the middle of the
// page, and the back's scales reading 0 exactly behind it when the printer
// registers, moved by the offset already set.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>

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

// The centre of the bounding box of a path's points.
Point centre_of(const Path& path) {
  Length left = path.points.front().x, right = left, top = path.points.front().y, bottom = top;
  for (const Point& p : path.points) {
    left = min(left, p.x), right = max(right, p.x), top = min(top, p.y), bottom = max(bottom, p.y);
  }
  return {(left + right) / 2, (top + bottom) / 2};
}

// The front's arrow, seen through the paper from the back, lands in the box that says "long edge" when the
// sheet was flipped on its long edge (mirrored left to right) and in the one that says "short edge" when it
// was flipped on its short edge (mirrored top to bottom): the cross alone, in the middle, reads alike both ways.
TEST(DuplexCheck, TheArrowShowsThroughInTheBoxOfTheEdgeTheSheetWasFlippedOn) {
  for (const DuplexOffset offset : {DuplexOffset{}, DuplexOffset{Length::mm(1.5), Length::mm(-0.5)}}) {
    const Document doc = duplex_check(a4, testing::test_fonts().measurer(), "footer", offset);
    std::vector<Point> arrows;
    for (const Item& item : doc.pages[0].items)
      if (const auto* path = std::get_if<Path>(&item.shape); path && path->fill) arrows.push_back(centre_of(*path));
    ASSERT_EQ(arrows.size(), 1u) << "one solid arrow on the front";
    const Point arrow = arrows.front();
    EXPECT_GT((a4.width / 2 - arrow.x).millimetres(), 20) << "off the middle, or both flips would look alike";
    EXPECT_GT((arrow.y - a4.height / 2).millimetres(), 20);

    std::map<std::string, Point> boxes;  // by the words under each
    const Page& back = doc.pages[1];
    for (std::size_t i = 0; i + 1 < back.items.size(); ++i) {
      const auto* box = std::get_if<Rect>(&back.items[i].shape);
      const auto* words = std::get_if<Text>(&back.items[i + 1].shape);
      if (!box || !box->stroke || box->stroke->dashes.empty() || !words) continue;
      const std::string edge = words->text.find("Long edge") != std::string::npos ? "long" : words->text.find("Short edge") != std::string::npos ? "short" : "";
      boxes[edge] = {box->at.x + box->width / 2, box->at.y + box->height / 2};
      EXPECT_GE(box->width.millimetres(), 20) << "room for an offset still to be measured";
    }
    ASSERT_EQ(boxes.count("long"), 1u);
    ASSERT_EQ(boxes.count("short"), 1u);
    EXPECT_TRUE(near(boxes["long"].x, a4.width - arrow.x + offset.x) && near(boxes["long"].y, arrow.y + offset.y));
    EXPECT_TRUE(near(boxes["short"].x, arrow.x + offset.x) && near(boxes["short"].y, a4.height - arrow.y + offset.y));
  }
}

// On A4 and Letter alike, the instructions end above the box nearest them, with its words under it.
TEST(DuplexCheck, TheInstructionsOnTheBackStayClearOfTheBoxes) {
  for (const Paper paper : {Paper::a4, Paper::letter}) {
    const PaperSize size = paper_size(paper);
    const Document doc = duplex_check(size, testing::test_fonts().measurer(), "footer", {Length::mm(-10), Length::mm(-10)});
    Length instructions_end, highest_box = size.height;
    for (const Item& item : doc.pages[1].items) {
      if (const auto* text = std::get_if<Text>(&item.shape); text && text->text.find("Hold the sheet up") != std::string::npos)
        instructions_end = text->at.y + text->height;
      if (const auto* box = std::get_if<Rect>(&item.shape); box && box->stroke && !box->stroke->dashes.empty()) highest_box = min(highest_box, box->at.y);
    }
    EXPECT_GT(instructions_end.millimetres(), 30);
    EXPECT_LT(instructions_end.millimetres(), highest_box.millimetres() - 2) << paper_name(paper);
  }
}

}  // namespace
}  // namespace muster::layout
