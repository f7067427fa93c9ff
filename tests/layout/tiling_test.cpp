// Sharing a board out over sheets: the fewest sheets, each carrying an equal
// share, none a sliver. Figures for the default TSR board, 787.5 x 1125 mm,
// with its edge strips and under the sheet header of layout/tiled_board.
#include <gtest/gtest.h>

#include "layout/tiled_board.hpp"
#include "layout/tiling.hpp"

namespace muster::layout {
namespace {

const Area tsr_board{Length::mm(787.5), Length::mm(1125)};
const Area with_strips{tsr_board.width, tsr_board.height + edge_strip * 2};
constexpr Length header = tile_header, overlap = tile_overlap;

TEST(Tiling, TheDefaultBoardOnA4TakesTwentyFourLandscapeSheetsEachNearlyFull) {
  const Tiling t = tile_board(tsr_board, Paper::a4);
  EXPECT_EQ(t.count(), 24);
  EXPECT_GT(t.sheet.width, t.sheet.height);
  EXPECT_GE(t.smallest_share(), 0.85) << t.smallest_share();
}

TEST(Tiling, TheDefaultBoardOnLetterTakesTwentyFivePortraitSheetsEachNearlyFull) {
  const Tiling t = tile_board(tsr_board, Paper::letter);
  EXPECT_EQ(t.count(), 25);
  EXPECT_LT(t.sheet.width, t.sheet.height);
  EXPECT_GE(t.smallest_share(), 0.85) << t.smallest_share();
}

TEST(Tiling, NeighboursOverlapExactlyAndTheLastSheetEndsAtTheBoardsEdge) {
  const Tiling t = tile_area(with_strips, {Length::mm(297), Length::mm(210)}, header, overlap);
  for (const Tile& tile : t.tiles) {
    if (tile.column > 0) {
      const Tile& west = t.tiles[static_cast<std::size_t>(tile.row * t.columns + tile.column - 1)];
      EXPECT_NEAR((west.x + west.width - tile.x).millimetres(), 10, 1e-9);
    }
    EXPECT_LE(tile.width, t.window.width);
    EXPECT_LE(tile.height, t.window.height);
  }
  EXPECT_NEAR((t.tiles.back().x + t.tiles.back().width).millimetres(), 787.5, 1e-9);
  EXPECT_NEAR((t.tiles.back().y + t.tiles.back().height).millimetres(), 1139, 1e-9);
}

TEST(Tiling, ABoardSmallerThanASheetTakesOne) {
  const Tiling t = tile_area({Length::mm(100), Length::mm(80)}, paper_size(Paper::a4), header, overlap);
  EXPECT_EQ(t.count(), 1);
  EXPECT_NEAR(t.tiles.front().width.millimetres(), 100, 1e-9);
}

}  // namespace
}  // namespace muster::layout
