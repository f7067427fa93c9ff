// Every PDF page is laid on white paper before anything is drawn on it, inside Cairo's
// page extents and so without a clip: Cairo then merges each later operation into a page
// already whole, instead of into a union of everything drawn so far (see writers.cpp).
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "layout/style.hpp"
#include "render/writers.hpp"
#include "support/cli.hpp"
#include "support/layout_checks.hpp"
#include "support/pdf_contents.hpp"

namespace muster::render {
namespace {

class Paper : public testing::CliTest {};

layout::Page page_of(Length width, Length height) {
  layout::Page page{width, height, {}};
  page.items.push_back({layout::Rect{{Length::mm(20), Length::mm(20)}, Length::mm(30), Length::mm(10), layout::black, std::nullopt}});
  page.items.push_back({layout::Text{{Length::mm(20), Length::mm(40)}, Length::mm(100), Length::mm(8), "Text on the paper", layout::style::body()}});
  return page;
}

std::string whole_points(Length length) { return std::to_string(static_cast<long>(std::floor(length.points()))); }

TEST_F(Paper, EveryPageStartsWithItsWholePaperUnclipped) {
  const std::vector<layout::Page> pages = {page_of(Length::mm(210), Length::mm(297)), page_of(Length::mm(279.4), Length::mm(215.9))};
  write_pdf({"Paper", "for the test", pages, false}, dir_ / "paper.pdf", testing::test_fonts(), {"muster", "test"});
  const std::vector<std::string> contents = testing::page_contents(tool("qpdf --qdf --object-streams=disable paper.pdf -"));
  ASSERT_EQ(contents.size(), pages.size());
  for (std::size_t i = 0; i < pages.size(); ++i) {
    const std::string paper = "0 0 " + whole_points(pages[i].width) + " " + whole_points(pages[i].height) + " re f";
    const std::size_t at = contents[i].find(paper);
    ASSERT_NE(at, std::string::npos) << "page " << i + 1 << ":\n" << contents[i];
    const std::string before = contents[i].substr(0, at);
    EXPECT_NE(before.find("1 1 1 rg"), std::string::npos) << "white, page " << i + 1;
    EXPECT_EQ(before.find(" re f"), std::string::npos) << "before anything else, page " << i + 1;
    EXPECT_EQ(contents[i].find("W n"), std::string::npos) << "nothing on the page needed a clip, page " << i + 1;
  }
}

}  // namespace
}  // namespace muster::render
