// The sheet locator of a board printed at 1:1, read off the PDF as printed: each
// sheet shows the grid of all sheets with its own cell filled. Drawn as a box per
// sheet, the locators of a board of n sheets cost n x n boxes (28,000 for the
// 26 x 45 board's 168 sheets); drawn as a ruled grid they cost a line per row and
// column, and only the sheet's own cell is a box.
#include <gtest/gtest.h>

#include <cmath>
#include <regex>
#include <string>
#include <vector>

#include "muster_paths.hpp"
#include "support/cli.hpp"
#include "support/pdf_contents.hpp"

namespace muster::testing {
namespace {

using TiledMapLocator = CliTest;

// Rectangles of equal sides under 3 mm: the locator's boxes are the only ones on a sheet.
int small_squares(const std::string& content) {
  static const std::regex rect("(-?[0-9.]+) (-?[0-9.]+) (-?[0-9.]+) (-?[0-9.]+) re\\b");
  int count = 0;
  for (std::sregex_iterator m(content.begin(), content.end(), rect), end; m != end; ++m) {
    const double width = std::stod((*m)[3]), height = std::stod((*m)[4]);
    if (std::abs(width - height) < 0.01 && width > 0 && width < 8.5) ++count;
  }
  return count;
}

TEST_F(TiledMapLocator, EachSheetDrawsOneBoxForItselfWhateverTheNumberOfSheets) {
  for (const std::string scenario : {"scenarios/tsr-liquor-store.yaml", "bench/data/tsr-large-board.yaml"}) {
    const auto result = run("generate " MUSTER_SOURCE_DIR "/" + scenario + " --seed 5 --out pack");
    ASSERT_EQ(result.code, 0) << result.err;
    const std::vector<std::string> pages = page_contents(tool("qpdf --qdf --object-streams=disable pack/map.pdf -"));
    ASSERT_GT(pages.size(), 20u) << scenario << ": the overview and the 1:1 sheets";
    for (std::size_t page = 1; page < pages.size(); ++page)
      EXPECT_EQ(small_squares(pages[page]), 1) << scenario << ", page " << page + 1 << " of " << pages.size();
  }
}

}  // namespace
}  // namespace muster::testing
