// A LineSet is drawn as one path with one stroke: it must print exactly what its
// lines drawn one at a time print, in the PDF's raster and in the SVG.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "render/painter.hpp"
#include "render/raster.hpp"
#include "render/svg_page.hpp"
#include "support/layout_checks.hpp"

namespace muster::render {
namespace {

using namespace muster::layout;

// A hatching as a glue strip has it, cut by its group's clip, and a grid of rules.
std::vector<Segment> segments() {
  std::vector<Segment> made;
  for (int k = 0; k < 30; ++k) {
    const Length d = Length::mm(3 * k);
    made.push_back({{Length::mm(20) + d, Length::mm(20)}, {Length::mm(20) + d - Length::mm(40), Length::mm(60)}});
  }
  for (int r = 0; r < 6; ++r) made.push_back({{Length::mm(20), Length::mm(80 + 4 * r)}, {Length::mm(120), Length::mm(80 + 4 * r)}});
  return made;
}

const Stroke stroke{Colour::grey(0.55), Length::pt(0.6), {}};
const Rect strip{{Length::mm(20), Length::mm(20)}, Length::mm(90), Length::mm(100), std::nullopt, std::nullopt};

Page page_of(std::vector<Item> items) {
  return {Length::mm(150), Length::mm(150), {{Group{{}, strip, std::move(items)}}}};
}

Page as_one_set() { return page_of({{LineSet{segments(), stroke}}}); }

Page line_by_line() {
  std::vector<Item> lines;
  for (const Segment& s : segments()) lines.push_back({Line{s.from, s.to, stroke}});
  return page_of(std::move(lines));
}

// Cairo's rasteriser rounds the antialiased edge of one path and of lines laid one over
// another differently, by a few levels of 255; the ink, and where it lies, are the same.
// (Printed through a PDF, poppler gives every page of every pack the same pixels either way.)
TEST(LineSet, PrintsWhatItsLinesPrintOneAtATime) {
  const auto& fonts = testing::test_fonts();
  const GreyImage set = grey_raster(as_one_set(), fonts, 150), lines = grey_raster(line_by_line(), fonts, 150);
  ASSERT_EQ(set.pixels.size(), lines.pixels.size());
  long inked = 0, ink_of_set = 0, ink_of_lines = 0;
  int worst = 0;
  for (std::size_t i = 0; i < set.pixels.size(); ++i) {
    inked += lines.pixels[i] < 200 ? 1 : 0;
    ink_of_set += 255 - set.pixels[i], ink_of_lines += 255 - lines.pixels[i];
    worst = std::max(worst, std::abs(set.pixels[i] - lines.pixels[i]));
  }
  EXPECT_GT(inked, 2000) << "the lines print";
  EXPECT_LE(worst, 6) << "levels of 255 at a pixel";
  EXPECT_NEAR(static_cast<double>(ink_of_set), static_cast<double>(ink_of_lines), 0.005 * static_cast<double>(ink_of_lines));
}

TEST(LineSet, InAnSvgIsOnePathOfEverySegment) {
  const std::string svg = svg_page(as_one_set(), pdf_layouts(testing::test_fonts().typesetter()));
  const std::size_t path = svg.find("<path d=\"");
  ASSERT_NE(path, std::string::npos);
  EXPECT_EQ(svg.find("<path", path + 1), std::string::npos) << "one path";
  EXPECT_EQ(svg.find("<line"), std::string::npos);
  const std::size_t from = path + 9;
  const std::string d = svg.substr(from, svg.find('"', from) - from);
  EXPECT_EQ(std::count(d.begin(), d.end(), 'M'), static_cast<long>(segments().size())) << "a move to each segment";
  EXPECT_EQ(std::count(d.begin(), d.end(), 'L'), static_cast<long>(segments().size())) << "a line along each";
}

}  // namespace
}  // namespace muster::render
