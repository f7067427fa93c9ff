// Painting a page never changes how text is measured afterwards: a PNG drawn
// between two packs must not move a single glyph of the second pack's PDF.
#include <gtest/gtest.h>

#include <filesystem>

#include <unistd.h>

#include "layout/style.hpp"
#include "render/raster.hpp"
#include "render/writers.hpp"
#include "support/cli.hpp"
#include "support/layout_checks.hpp"

namespace muster::render {
namespace {

namespace fs = std::filesystem;

const std::string sample = "Brigade of the 2nd Division, fording the Antietam at dawn";

layout::Page page_with_text() {
  layout::Page page{Length::mm(210), Length::mm(297), {}};
  for (int line = 0; line < 12; ++line)
    page.items.push_back({layout::Text{{Length::mm(20), Length::mm(20 + 8 * line)}, Length::mm(150), Length::mm(8), sample,
                                       layout::style::body()}});
  return page;
}

std::string pdf_bytes(const std::string& name) {
  const fs::path path = fs::temp_directory_path() / ("muster-" + std::to_string(::getpid()) + "-" + name);
  write_pdf({"Text", "for the test", {page_with_text()}, false}, path, testing::test_fonts(), {"muster", "test"});
  return testing::slurp(path);
}

TEST(Painter, ARasterInBetweenChangesNeitherMeasurementNorPdfBytes) {
  const auto& fonts = testing::test_fonts();
  const layout::Font font = layout::style::body();
  const Length before = fonts.measurer().measure(sample, font, Length::mm(40)).height;
  const std::string first = pdf_bytes("painter-first.pdf");
  // An odd resolution, whose hinting would differ most from the PDF's.
  grey_raster(page_with_text(), fonts, 37);
  EXPECT_EQ(fonts.measurer().measure(sample, font, Length::mm(40)).height.points(), before.points());
  EXPECT_TRUE(pdf_bytes("painter-second.pdf") == first);
}

}  // namespace
}  // namespace muster::render
