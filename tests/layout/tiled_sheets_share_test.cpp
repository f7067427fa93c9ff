// The 1:1 sheets of a large board hold what they show alike (the board, the glue
// strips, the locator's ruled grid) once, shared: the items the map
// holds grow with the sheets, not with sheets x sheets.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

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
  for (const Page& page : map->document.pages) held.walk(page.items);
  // The board (about 5,100 items) and the overview page (about 5,600) once, then each sheet's
  // own header, cut lines, crosses and locator cell: about 60 a sheet. Each sheet used to hold
  // its whole locator (a cell per sheet) and its glue strips' hatching: over 370 a sheet.
  const std::size_t board_and_overview = 12'000;
  EXPECT_LT(held.count, board_and_overview + 100 * sheets) << held.count << " items over " << sheets << " sheets";
  EXPECT_GT(held.shared_seen.size(), 2u) << "the locator grid and glue strips are shared lists";
}

}  // namespace
}  // namespace muster::layout
