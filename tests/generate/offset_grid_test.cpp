#include "generate/offset_grid.hpp"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace muster
