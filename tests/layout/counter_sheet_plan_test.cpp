// Which counters go on which sheet: abutting blocks, runs sharing a sheet,
// a run too long for one sheet going on over the next, room for cut marks.
#include <gtest/gtest.h>

#include <cmath>

#include "layout/counter_sheet_plan.hpp"
#include "layout/cut_marks.hpp"

namespace muster::layout {
namespace {

// A4's content area below a 20 mm header.
const CounterArea a4_area{Length::mm(12), Length::mm(32), Length::mm(186), Length::mm(279)};

double mm(Length length) { return length.millimetres(); }

TEST(CounterSheetPlan, FifteenMillimetreCountersFillTheAreaEdgeToEdge) {
  const auto sheets = plan_counter_sheets({{Length::mm(15), Length::mm(15), 1000}}, a4_area);
  const CounterGrid& grid = sheets.front().blocks.front().grid;
  EXPECT_EQ(grid.per_row, 12);  // 186 / 15
  EXPECT_EQ(grid.rows, 15);     // (279 - 32 - 2 x 5 for the marks) / 15
  EXPECT_NEAR(mm(grid.front(1).x - grid.front(0).x), 15.0, 1e-9);
  EXPECT_NEAR(mm(grid.front(12).y - grid.front(0).y), 15.0, 1e-9);
  EXPECT_NEAR(mm(grid.origin.x) + mm(grid.block_width()) / 2, 105.0, 1e-9) << "the block is centred across the page";
  EXPECT_EQ(sheets.size(), 6u);  // 1000 / 180, rounded up
}

TEST(CounterSheetPlan, RunsShareASheetWithRoomForBothBlocksMarks) {
  const auto sheets = plan_counter_sheets({{Length::mm(40), Length::mm(13), 10}, {Length::mm(16), Length::mm(16), 6}}, a4_area);
  ASSERT_EQ(sheets.size(), 1u);
  ASSERT_EQ(sheets[0].blocks.size(), 2u);
  const CounterBlock &labels = sheets[0].blocks[0], &squares = sheets[0].blocks[1];
  EXPECT_EQ(labels.grid.rows_for(10), 3);  // 4 a row
  const Length labels_bottom = labels.grid.origin.y + labels.grid.height * 3;
  EXPECT_NEAR(mm(squares.grid.origin.y - labels_bottom), mm(cut_mark_clearance * 2), 1e-9);
  EXPECT_NEAR(mm(labels.grid.origin.y - a4_area.top), mm(cut_mark_clearance), 1e-9);
}

TEST(CounterSheetPlan, ARunTooLongForTheSheetGoesOnOverTheNext) {
  const auto sheets = plan_counter_sheets({{Length::mm(15), Length::mm(15), 100}, {Length::mm(40), Length::mm(13), 100}}, a4_area);
  ASSERT_EQ(sheets.size(), 2u);
  std::size_t placed = 0;
  for (const auto& sheet : sheets)
    for (const auto& block : sheet.blocks) {
      EXPECT_LE(block.grid.origin.y + block.grid.height * block.grid.rows_for(static_cast<int>(block.count)) + cut_mark_clearance,
                a4_area.bottom + Length::mm(1e-6));
      placed += block.count;
    }
  EXPECT_EQ(placed, 200u);
  EXPECT_EQ(sheets[1].blocks.front().run, 1u);
  EXPECT_GT(sheets[1].blocks.front().first, 0u) << "the labels begun on the first sheet go on where they stopped";
}

TEST(CounterSheetPlan, NothingToPrintIsNoSheet) { EXPECT_TRUE(plan_counter_sheets({{Length::mm(15), Length::mm(15), 0}}, a4_area).empty()); }

}  // namespace
}  // namespace muster::layout
