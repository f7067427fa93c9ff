// Letters sit where their font's advances put them, not on whole points: a line is as wide
// at any size as its size says, and the PDF sets it with corrections only where the font kerns.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "layout/style.hpp"
#include "render/writers.hpp"
#include "support/cli.hpp"
#include "support/layout_checks.hpp"
#include "support/pdf_contents.hpp"

namespace muster::render {
namespace {

const std::vector<std::string> lines = {"print at 100%: actual size, no fit to page", "Sheet 50 of 168: row 5 from the north",
                                        "Iron Brigade, 2nd Wisconsin", "illicit lilies fill little Ilium"};

std::vector<layout::Font> every_face() {
  std::vector<layout::Font> faces;
  for (const std::string& family : {layout::style::sans, layout::style::serif})
    for (bool bold : {false, true}) faces.push_back({family, Length::pt(10), bold, false});
  return faces;
}

double width_in_points(const std::string& text, layout::Font font, double size) {
  font.size = Length::pt(size);
  return testing::test_fonts().measurer().measure(text, font, std::nullopt).width.points();
}

// Rounded to whole points, each glyph would be up to half a point off, and a line at 6 pt
// would not be three fifths of the same line at 10 pt.
TEST(GlyphPlacement, ALineIsAsWideAsItsSizeSays) {
  for (const layout::Font& face : every_face())
    for (const std::string& line : lines) {
      const double per_point = width_in_points(line, face, 10) / 10;
      for (double size : {6.0, 6.5, 7.0, 7.5, 8.0, 9.0, 11.0, 13.0, 20.0})
        EXPECT_NEAR(width_in_points(line, face, size) / size, per_point, per_point * 1e-3) << line << " at " << size << " pt";
    }
}

class GlyphPlacementInPdf : public testing::CliTest {};

// Cairo writes a number between two glyphs of a TJ array only where Pango placed the second
// one elsewhere than the first's advance: kerning pairs, a handful in a line.
TEST_F(GlyphPlacementInPdf, CorrectionsAreOnlyWhereTheFontKerns) {
  layout::Page page{Length::mm(210), Length::mm(297), {}};
  std::size_t glyphs = 0;
  for (std::size_t k = 0; k < lines.size(); ++k) {
    layout::Font font = layout::style::body();
    font.size = Length::pt(6.5);
    page.items.push_back({layout::Text{{Length::mm(20), Length::mm(20 + 10 * static_cast<double>(k))}, Length::mm(170), Length::mm(8), lines[k], font}});
    glyphs += lines[k].size();
  }
  write_pdf({"Text", "for the test", {page}, false}, dir_ / "text.pdf", testing::test_fonts(), {"muster", "test"});
  const std::vector<std::string> pages = testing::page_contents(tool("qpdf --qdf --object-streams=disable text.pdf -"));
  ASSERT_EQ(pages.size(), 1u);
  static const std::regex correction(R"(\)\s*-?[0-9]+\s*\()");
  const auto corrections = static_cast<std::size_t>(std::distance(std::sregex_iterator(pages[0].begin(), pages[0].end(), correction), std::sregex_iterator()));
  ASSERT_NE(pages[0].find("TJ"), std::string::npos);
  EXPECT_LT(corrections * 10, glyphs) << pages[0];
}

}  // namespace
}  // namespace muster::render
