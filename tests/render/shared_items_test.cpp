// A 1:1 board's sheets share one board and each draws only the items its clip
// lets through. The PDF must be byte for byte what drawing every item, clipped,
// gave: the items skipped are exactly those Cairo would have drawn nothing of.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <memory>

#include "layout/style.hpp"
#include "render/writers.hpp"
#include "support/cli.hpp"
#include "support/layout_checks.hpp"

namespace muster::render {
namespace {

namespace fs = std::filesystem;
using layout::Item;

// A board of squares, each with a label, a ring and a diagonal: all four kinds a board is drawn with.
std::vector<Item> board() {
  std::vector<Item> items;
  for (int row = 0; row < 12; ++row)
    for (int column = 0; column < 9; ++column) {
      const Length x = Length::mm(30 * column), y = Length::mm(30 * row);
      items.push_back({layout::Rect{{x, y}, Length::mm(30), Length::mm(30), layout::Colour::grey(0.9), layout::Stroke{}}});
      items.push_back({layout::Circle{{x + Length::mm(15), y + Length::mm(15)}, Length::mm(9), std::nullopt, layout::Stroke{}}});
      items.push_back({layout::Line{{x, y}, {x + Length::mm(30), y + Length::mm(30)}, layout::Stroke{}}});
      items.push_back({layout::Text{{x, y + Length::mm(2)}, Length::mm(30), Length::mm(8),
                                    "Square " + std::to_string(row * 9 + column) + " of the long ridge", layout::style::body(),
                                    layout::black, layout::Align::centre}});
    }
  return items;
}

// Four sheets, each a window on the board; the board either shared or copied into each.
layout::Document sheets(bool shared) {
  const auto items = std::make_shared<const std::vector<Item>>(board());
  layout::Document document{"Sheets", "for the test", {}, false};
  for (int sheet = 0; sheet < 4; ++sheet) {
    const layout::Rect clip{{Length::mm(60 * sheet), Length::mm(50 * sheet)}, Length::mm(150), Length::mm(200), std::nullopt, std::nullopt};
    layout::Group group{{Length::mm(10) - clip.at.x, Length::mm(10) - clip.at.y}, clip, {}};
    if (shared) group.shared = items;
    else group.items = *items;
    document.pages.push_back({Length::mm(210), Length::mm(297), {{group}}});
  }
  return document;
}

std::string pdf_bytes(const layout::Document& document, const std::string& name) {
  const fs::path path = fs::temp_directory_path() / ("muster-" + std::to_string(::getpid()) + "-" + name);
  write_pdf(document, path, testing::test_fonts(), {"muster", "test"});
  std::string bytes = testing::slurp(path);
  fs::remove(path);
  return bytes;
}

TEST(SharedItems, SheetsSharingABoardGiveTheBytesOfSheetsEachCopyingIt) {
  const std::string copied = pdf_bytes(sheets(false), "copied.pdf");
  const std::string shared = pdf_bytes(sheets(true), "shared.pdf");
  ASSERT_GT(copied.size(), 1000u);
  EXPECT_TRUE(copied == shared) << "copied " << copied.size() << " bytes, shared " << shared.size();
}

}  // namespace
}  // namespace muster::render
