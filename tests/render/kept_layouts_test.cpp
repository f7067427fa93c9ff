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

// Text no other test sets, so that the process-wide font library has never laid it out.
const std::string text = "Kept layout: the 7th Michigan waits by Hummelbaugh's lane";

layout::Page page_with(const layout::Text& item) {
  layout::Page page{Length::mm(210), Length::mm(297), {}};
  page.items.push_back({item});
  return page;
}

void write_pdf_with(const layout::Text& item, const std::string& name) {
  const fs::path path = fs::temp_directory_path() / ("muster-" + std::to_string(::getpid()) + "-" + name);
  write_pdf({"Kept", "for the test", {page_with(item)}, false}, path, testing::test_fonts(), {"muster", "test"});
  fs::remove(path);
}

TEST(KeptLayouts, ATextMeasuredIsDrawnWithTheLayoutItWasMeasuredWith) {
  const auto& fonts = testing::test_fonts();
  const layout::Text item{{Length::mm(20), Length::mm(20)}, Length::mm(150), Length::mm(8), text, layout::style::body()};
  fonts.measurer().measure(item.text, item.font, item.width);
  LayoutCache& kept = pdf_layouts(fonts.typesetter());
  const std::size_t layouts = kept.size();
  PangoLayout* measured = kept.layout(item.text, item.font, item.width.points(), item.align, item.markup);
  EXPECT_EQ(kept.size(), layouts) << "the measurer's layout is not among the kept ones";
  const guint serial = pango_layout_get_serial(measured);

  write_pdf_with(item, "kept-first.pdf");
  write_pdf_with(item, "kept-second.pdf");
  EXPECT_EQ(kept.size(), layouts) << "drawing made a layout of its own";
  // Laid out again (the context changed under it), a layout's serial moves on.
  EXPECT_EQ(pango_layout_get_serial(measured), serial) << "a PDF laid the measured text out again";
}

}  // namespace
}  // namespace muster::render
