// An SVG page is the page muster paints: drawn by librsvg in muster's own fonts, a
// clipped, turned group and marked-up text land where muster's painter puts them.
#include "muster_paths.hpp"
#include "render/svg_page.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "render/painter.hpp"
#include "render/raster.hpp"
#include "support/layout_checks.hpp"
#include "support/png_grey.hpp"
#include "support/temp_folder.hpp"

namespace muster::render {
namespace {

// Fine enough that neither renderer's placing of glyphs on whole pixels moves the text's ink by
// much: at 72 dpi librsvg's hinted advances alone shift it by a point.
constexpr double dpi = 144;
constexpr double pixels_per_point = dpi / 72;

// A bar far larger than its group's clip, the group turned up about (50, 100) mm, and a line of
// marked-up text beside it.
layout::Page page_with_clipped_turned_bar() {
  layout::Group group{{Length::mm(50), Length::mm(100)}, layout::Rect{{}, Length::mm(40), Length::mm(10), std::nullopt, std::nullopt}, {}, true};
  group.items.push_back({layout::Rect{{Length::mm(-20), Length::mm(-20)}, Length::mm(100), Length::mm(50), layout::black, std::nullopt}});
  layout::Text text{{Length::mm(70), Length::mm(20)}, Length::mm(45), Length::mm(30), "<b>Bold</b> and plain", {"Old Standard TT", Length::pt(14)}};
  text.markup = true;
  return {Length::mm(120), Length::mm(150), {{group}, {text}}};
}

int px(double mm) { return static_cast<int>(mm / 25.4 * dpi); }

class SvgPage : public testing::TempFolderTest {
 protected:
  GreyImage drawn_by_librsvg(const layout::Page& page) {
    std::ofstream(dir_ / "page.svg") << svg_page(page, pdf_layouts(testing::test_fonts().typesetter()));
    const std::string fonts = std::filesystem::canonical(MUSTER_SOURCE_DIR "/fonts/fonts.conf").string();
    const std::string command = "FONTCONFIG_FILE=" + fonts + " rsvg-convert -d " + std::to_string(int(dpi)) + " -p " + std::to_string(int(dpi)) + " -b white '" + (dir_ / "page.svg").string() + "' -o '" +
                                (dir_ / "page.png").string() + "'";
    EXPECT_EQ(std::system(command.c_str()), 0) << command;
    return testing::grey_png(dir_ / "page.png");
  }
};

TEST_F(SvgPage, AClippedTurnedBarIsCutAndTurnedAsMusterPaintsIt) {
  const GreyImage svg = drawn_by_librsvg(page_with_clipped_turned_bar());
  ASSERT_GT(svg.width, 0);
  // The clip leaves 40 x 10 mm of the bar, turned to run up from y = 100 mm right of x = 50 mm.
  EXPECT_LT(svg.at(px(55), px(80)), 50);
  EXPECT_GT(svg.at(px(55), px(103)), 200) << "cut below the offset";
  EXPECT_GT(svg.at(px(45), px(80)), 200) << "cut left of the offset";
  EXPECT_GT(svg.at(px(62), px(80)), 200) << "cut 10 mm deep";
  EXPECT_GT(svg.at(px(55), px(57)), 200) << "cut 40 mm long";
}

// Where the ink of a region lies, and how much of it there is.
struct Ink {
  int pixels = 0;
  double x = 0, y = 0;  // its centre
};
Ink ink_in(const GreyImage& image, int left, int top, int right, int bottom) {
  Ink ink;
  for (int y = top; y < bottom; ++y)
    for (int x = left; x < right; ++x)
      if (image.at(x, y) < 128) {
        ++ink.pixels;
        ink.x += x;
        ink.y += y;
      }
  if (ink.pixels > 0) ink.x /= ink.pixels, ink.y /= ink.pixels;
  return ink;
}

TEST_F(SvgPage, ItsTextLiesWhereMustersPainterSetsIt) {
  const layout::Page page = page_with_clipped_turned_bar();
  const GreyImage svg = drawn_by_librsvg(page);
  const GreyImage painted = grey_raster(page, testing::test_fonts(), dpi);
  ASSERT_EQ(svg.width, painted.width);
  ASSERT_EQ(svg.height, painted.height);
  const Ink from_svg = ink_in(svg, px(65), px(15), svg.width, px(50));
  const Ink from_painter = ink_in(painted, px(65), px(15), painted.width, px(50));
  ASSERT_GT(from_painter.pixels, 200);
  EXPECT_NEAR(from_svg.pixels, from_painter.pixels, from_painter.pixels / 10);
  EXPECT_NEAR(from_svg.x, from_painter.x, 0.5 * pixels_per_point) << "within half a point";
  EXPECT_NEAR(from_svg.y, from_painter.y, 0.5 * pixels_per_point) << "within half a point";
}

TEST_F(SvgPage, MarkedUpTextKeepsItsWordsWeightsAndFont) {
  const std::string svg = svg_page(page_with_clipped_turned_bar(), pdf_layouts(testing::test_fonts().typesetter()));
  EXPECT_NE(svg.find("font-family=\"Old Standard TT\" font-size=\"14\" font-weight=\"700\">Bold</tspan>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("> and plain</tspan>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("rotate(-90)"), std::string::npos);
  EXPECT_NE(svg.find("<clipPath id=\"clip1\">"), std::string::npos);
}

}  // namespace
}  // namespace muster::render
