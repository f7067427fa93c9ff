// A Hatch is drawn as one dashed stroke (layout/hatching.hpp): it must print what the
// same hatching drawn line by line, cut to its area, prints; and in a PDF or an SVG it
// must be that one stroke, whatever the number of its lines.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "layout/hatching.hpp"
#include "render/painter.hpp"
#include "render/raster.hpp"
#include "render/svg_page.hpp"
#include "support/layout_checks.hpp"

namespace muster::render {
namespace {

using namespace muster::layout;

const Rect area{{Length::mm(12.3), Length::mm(17.9)}, Length::mm(61), Length::mm(33), std::nullopt, std::nullopt};
const Stroke stroke{Colour::grey(0.2), Length::pt(0.7), {}};

Page page_of(Item item) { return {Length::mm(90), Length::mm(70), {std::move(item)}}; }

// The hatching's lines, cut to the area: as hatch() drew it before it was one stroke.
Page line_by_line(HatchDirection direction, Length spacing) {
  const std::vector<Point> corners = {area.at, {area.at.x + area.width, area.at.y}, {area.at.x + area.width, area.at.y + area.height},
                                      {area.at.x, area.at.y + area.height}};
  Group clipped{{}, area, {}};
  clipped.items.push_back(texture_over(corners, Hatching{direction, spacing, stroke}));
  return page_of({std::move(clipped)});
}

TEST(HatchPrint, PrintsWhatItsLinesPrint) {
  const auto& fonts = testing::test_fonts();
  for (HatchDirection direction : {HatchDirection::rising, HatchDirection::falling, HatchDirection::horizontal, HatchDirection::vertical}) {
    const Length spacing = Length::mm(1.7);
    const GreyImage one = grey_raster(page_of(hatch(area, direction, spacing, stroke)), fonts, 300);
    const GreyImage lines = grey_raster(line_by_line(direction, spacing), fonts, 300);
    ASSERT_EQ(one.pixels.size(), lines.pixels.size());
    long inked = 0, ink_of_one = 0, ink_of_lines = 0, far_apart = 0;
    for (std::size_t i = 0; i < one.pixels.size(); ++i) {
      inked += lines.pixels[i] < 128 ? 1 : 0;
      ink_of_one += 255 - one.pixels[i], ink_of_lines += 255 - lines.pixels[i];
      far_apart += std::abs(one.pixels[i] - lines.pixels[i]) > 64 ? 1 : 0;
    }
    const int d = static_cast<int>(direction);
    EXPECT_GT(inked, 10'000) << "the lines print, direction " << d;
    EXPECT_NEAR(static_cast<double>(ink_of_one), static_cast<double>(ink_of_lines), 0.005 * static_cast<double>(ink_of_lines)) << "direction " << d;
    // Only the antialiased edges of the lines' cut ends may differ: where the lines are, the dashes are.
    EXPECT_LT(far_apart, inked / 100) << "direction " << d;
    // Nothing outside the area: its edges at 300 dpi, a pixel in.
    const auto px = [](Length l) { return static_cast<int>(l.inches() * 300); };
    for (int y = 0; y < one.height; ++y) {
      for (int x = 0; x < one.width; ++x) {
        const bool outside = x < px(area.at.x) - 1 || x > px(area.at.x + area.width) + 1 || y < px(area.at.y) - 1 || y > px(area.at.y + area.height) + 1;
        if (outside) {
          ASSERT_EQ(one.at(x, y), 255) << "ink outside the area at (" << x << ", " << y << "), direction " << d;
        }
      }
    }
  }
}

TEST(HatchPrint, InAnSvgIsOneDashedPath) {
  for (HatchDirection direction : {HatchDirection::rising, HatchDirection::horizontal}) {
    const std::string svg = svg_page(page_of(hatch(area, direction, Length::mm(1.2), stroke)), pdf_layouts(testing::test_fonts().typesetter()));
    const std::size_t path = svg.find("<path d=\"M");
    ASSERT_NE(path, std::string::npos);
    EXPECT_EQ(svg.find("<path", path + 1), std::string::npos) << "one path";
    const std::string element = svg.substr(path, svg.find("/>", path) - path);
    EXPECT_EQ(std::count(element.begin(), element.end(), 'M'), 1) << element;
    EXPECT_EQ(std::count(element.begin(), element.end(), 'L'), 1) << element;
    EXPECT_NE(element.find("stroke-dasharray=\"0.7 "), std::string::npos) << element;
    EXPECT_NE(element.find("stroke-dashoffset=\""), std::string::npos) << element;
    const bool diagonal = direction == HatchDirection::rising;
    EXPECT_EQ(element.find("clip-path=") != std::string::npos, diagonal) << "a diagonal spine is cut to the area; a level one fits it";
  }
}

}  // namespace
}  // namespace muster::render
