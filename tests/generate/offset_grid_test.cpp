#include "generate/offset_grid.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/random.hpp"

namespace muster {
namespace {

TEST(OffsetGrid, EachSquareTouchesTwoInItsRowAndTwoInEachNeighbouringRow) {
  const OffsetGrid grid{10, 15};
  EXPECT_EQ(grid.neighbours({4, 4}).size(), 6u);
  // Row 5 (index 4) is unshifted: it meets columns C and D of rows 4 and 6.
  const auto n = grid.neighbours({3, 4});
  for (Square expected : {Square{2, 4}, Square{4, 4}, Square{2, 3}, Square{3, 3}, Square{2, 5}, Square{3, 5}})
    EXPECT_NE(std::find(n.begin(), n.end(), expected), n.end()) << square_name(expected);
  // Row 2 (index 1) is shifted east: it meets columns D and E of rows 1 and 3.
  const auto m = grid.neighbours({3, 1});
  for (Square expected : {Square{3, 0}, Square{4, 0}, Square{3, 2}, Square{4, 2}})
    EXPECT_NE(std::find(m.begin(), m.end(), expected), m.end()) << square_name(expected);
}

TEST(OffsetGrid, AdjacencyIsSymmetricAndStaysOnTheBoard) {
  const OffsetGrid grid{10, 15};
  for (int r = 0; r < 15; ++r)
    for (int c = 0; c < 10; ++c)
      for (Square n : grid.neighbours({c, r})) {
        ASSERT_TRUE(grid.contains(n));
        ASSERT_TRUE(grid.adjacent(n, {c, r}));
      }
}

TEST(OffsetGrid, ConnectedFindsAWayRoundAWallButNotThroughIt) {
  const OffsetGrid grid{6, 6};
  auto wall_with_gap = [](Square s) { return !(s.row == 3 && s.column != 5); };
  auto solid_wall = [](Square s) { return s.row != 3; };
  EXPECT_TRUE(grid.connected(grid.row_squares(0), {0, 5}, wall_with_gap));
  EXPECT_FALSE(grid.connected(grid.row_squares(0), {0, 5}, solid_wall));
}

// The row-mask search must answer exactly as the breadth-first one, on boards
// of every width up to the widest, with walls thick enough to cut some routes.
TEST(OffsetGrid, ConnectedAroundAgreesWithTheBreadthFirstSearch) {
  RandomStream stream(12, 34);
  int reached = 0, cut_off = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const OffsetGrid grid{stream.between(1, max_board_columns), stream.between(1, 30)};
    std::vector<Square> blocked;
    const int walls = stream.between(0, grid.columns * grid.rows * 3 / 4);
    for (int i = 0; i < walls; ++i) blocked.push_back({stream.between(0, grid.columns - 1), stream.between(0, grid.rows - 1)});
    const Square goal{stream.between(-1, grid.columns), stream.between(-1, grid.rows)};
    const auto starts = grid.row_squares(stream.between(0, grid.rows - 1));
    auto passable = [&](Square s) { return std::find(blocked.begin(), blocked.end(), s) == blocked.end(); };
    const bool expected = grid.connected(starts, goal, passable);
    ASSERT_EQ(grid.connected_around(starts, goal, blocked), expected)
        << grid.columns << " x " << grid.rows << ", goal " << goal.column << "," << goal.row << ", trial " << trial;
    (expected ? reached : cut_off) += 1;
  }
  EXPECT_GT(reached, 500);
  EXPECT_GT(cut_off, 500);
}

}  // namespace
}  // namespace muster
