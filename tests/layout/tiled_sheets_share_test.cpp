// The 1:1 sheets of a large board hold what they show alike (the board, the
// locator's ruled grid) once, shared, and each glue strip is one Hatch item: the
// items the map holds grow with the sheets, not with sheets x sheets.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "muster_paths.hpp"
#include "app/pipeline.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

// Every item held, each shared list counted once however many groups show it.
struct HeldItems {
  std::set<const std::vector<Item>*> shared_seen;
  std::size_t count = 0;

  void walk(const std::vector<Item>& items) {
    for (const Item& item : items) {
      ++count;
      const auto* group = std::get_if<Group>(&item.shape);
      if (!group) continue;
      walk(group->items);
      if (group->shared && shared_seen.insert(group->shared.get()).second) walk(*group->shared);
    }
  }
};

TEST(TiledSheetsShare, ALargeBoardsMapHoldsFewItemsPerSheet) {
  const auto scenario = app::load_scenario(MUSTER_SOURCE_DIR "/bench/data/tsr-large-board.yaml");
  const auto files = scenario->roll(5)->lay_out(testing::test_fonts().measurer());
  const auto map = std::find_if(files.begin(), files.end(), [](const PackFile& file) { return file.name == "map.pdf"; });
  ASSERT_NE(map, files.end());
  const std::size_t sheets = map->document.pages.size();
  ASSERT_GT(sheets, 150u);

  HeldItems held;
  for (const Page& page : map->document.pages) {
    held.walk(page.items);
    const auto hatches = std::count_if(page.items.begin(), page.items.end(), [](const Item& item) { return std::holds_alternative<Hatch>(item.shape); });
    EXPECT_LE(hatches, 2) << "a sheet's glue strips, east and south, one item each";
  }
  // The board (about 5,100 items) and the overview page (about 5,600) once, then each sheet's
  // own header, cut lines, crosses and locator cell: about 60 a sheet. Each sheet used to hold
  // its whole locator (a cell per sheet) and its glue strips' hatching: over 370 a sheet.
  const std::size_t board_and_overview = 12'000;
  EXPECT_LT(held.count, board_and_overview + 100 * sheets) << held.count << " items over " << sheets << " sheets";
  EXPECT_EQ(held.shared_seen.size(), 2u) << "the board and the locator grid are shared lists";
}

// Each sheet names itself in bold ("Sheet 7 of 168: ..."), where a player laying the sheets out
// looks first; the instructions below are the same words in the same type on every sheet, so
// they are set once for the whole map rather than once a sheet.
TEST(TiledSheetsShare, EachSheetNamesItselfAndAllShareOneInstruction) {
  const auto scenario = app::load_scenario(MUSTER_SOURCE_DIR "/bench/data/tsr-large-board.yaml");
  const auto files = scenario->roll(5)->lay_out(testing::test_fonts().measurer());
  const auto map = std::find_if(files.begin(), files.end(), [](const PackFile& file) { return file.name == "map.pdf"; });
  ASSERT_NE(map, files.end());
  const auto& pages = map->document.pages;
  std::set<std::string> instructions;
  for (std::size_t page = 1; page < pages.size(); ++page) {
    const std::string name = "Sheet " + std::to_string(page) + " of " + std::to_string(pages.size() - 1) + ": ";
    int named = 0;
    for (const Item& item : pages[page].items)
      if (const auto* text = std::get_if<Text>(&item.shape)) {
        if (text->text.rfind(name, 0) == 0 && text->font.bold) ++named;
        if (text->text.find("Trim the dashed edges") != std::string::npos)
          instructions.insert(text->text + " @ " + std::to_string(text->font.size.points()) + " x " + std::to_string(text->width.points()));
      }
    EXPECT_EQ(named, 1) << "page " << page + 1;
  }
  EXPECT_EQ(instructions.size(), 1u) << "one text, one size, one width on every sheet";
}

}  // namespace
}  // namespace muster::layout
