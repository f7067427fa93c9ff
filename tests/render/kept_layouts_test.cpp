// A text is shaped once for measuring and drawing: the measurer lays it out among the
// typesetter's kept PDF layouts, and drawing PDFs neither makes it again nor lays it out again.
#include <gtest/gtest.h>

#include <filesystem>

#include <unistd.h>

#include "layout/style.hpp"
#include "render/painter.hpp"
#include "render/writers.hpp"
#include "support/layout_checks.hpp"

namespace muster::render {
namespace {

namespace fs = std::filesystem;

// Text no other test sets.
const std::string text = "Kept layout: the 7th Michigan waits by Hummelbaugh's lane";

layout::Page page_with(const layout::Text& item) {
  layout::Page page{Length::mm(210), Length::mm(297), {}};
  page.items.push_back({item});
  return page;
}

void write_pdf_with(const layout::Text& item, const std::string& name, const FontLibrary& fonts) {
  const fs::path path = fs::temp_directory_path() / ("muster-" + std::to_string(::getpid()) + "-" + name);
  write_pdf({"Kept", "for the test", {page_with(item)}, false}, path, fonts, {"muster", "test"});
  fs::remove(path);
}

TEST(KeptLayouts, ATextMeasuredIsDrawnWithTheLayoutItWasMeasuredWith) {
  // A library of its own: the process-wide one may have kept its 6,000 layouts
  // already, when the whole suite runs in one process, and would then measure with a layout of its own.
  const FontLibrary fonts(find_fonts_dir());
  const layout::Text item{{Length::mm(20), Length::mm(20)}, Length::mm(150), Length::mm(8), text, layout::style::body()};
  fonts.measurer().measure(item.text, item.font, item.width);
  LayoutCache& kept = pdf_layouts(fonts.typesetter());
  const std::size_t layouts = kept.size();
  PangoLayout* measured = kept.layout(item.text, item.font, item.width.points(), item.align, item.markup);
  EXPECT_EQ(kept.size(), layouts) << "the measurer's layout is not among the kept ones";
  const guint serial = pango_layout_get_serial(measured);

  write_pdf_with(item, "kept-first.pdf", fonts);
  write_pdf_with(item, "kept-second.pdf", fonts);
  EXPECT_EQ(kept.size(), layouts) << "drawing made a layout of its own";
  // Laid out again (the context changed under it), a layout's serial moves on.
  EXPECT_EQ(pango_layout_get_serial(measured), serial) << "a PDF laid the measured text out again";
}

// Past 6,000 kept layouts the measurer measures with layouts of its own, so that a board larger
// than the large one does not hold every text it measured while it draws; what it measures is the same.
TEST(KeptLayouts, TheMeasurerKeepsAtMostSixThousandLayoutsAndMeasuresTheRestAlike) {
  const FontLibrary many(find_fonts_dir());
  const layout::Font font = layout::style::body();
  const auto label = [](int n) { return "Square " + std::to_string(n) + " of the long board"; };
  for (int n = 0; n < 6'500; ++n) many.measurer().measure(label(n), font, Length::mm(60));
  EXPECT_EQ(pdf_layouts(many.typesetter()).size(), 6'000u);

  const FontLibrary fresh(find_fonts_dir());
  for (int n : {5'999, 6'000, 6'499}) {
    const auto kept = fresh.measurer().measure(label(n), font, Length::mm(60));
    const auto own = many.measurer().measure(label(n), font, Length::mm(60));
    EXPECT_EQ(own.width.points(), kept.width.points()) << label(n);
    EXPECT_EQ(own.height.points(), kept.height.points()) << label(n);
  }
}

}  // namespace
}  // namespace muster::render
