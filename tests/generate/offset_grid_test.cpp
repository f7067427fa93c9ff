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

TEST(OffsetGrid, AddingWithNeighboursAddsTheSquareAndWhatNeighboursLists) {
  // Every square of boards odd and even in size, up to the widest, into a set already
  // holding squares elsewhere: the masks add exactly the listed squares, nothing off the board.
  for (const OffsetGrid grid : {OffsetGrid{10, 15}, OffsetGrid{3, 4}, OffsetGrid{max_board_columns, 9}, OffsetGrid{7, max_board_rows}})
    for (int r = 0; r < grid.rows; ++r)
      for (int c = 0; c < grid.columns; ++c) {
        SquareSet before;
        before.insert({0, 0});
        before.insert({grid.columns - 1, grid.rows - 1});
        SquareSet masked = before, listed = before;
        grid.add_with_neighbours(masked, {c, r});
        listed.insert({c, r});
        for (Square n : grid.neighbours({c, r})) listed.insert(n);
        for (int row = 0; row < max_board_rows; ++row) ASSERT_EQ(masked.row(row), listed.row(row)) << square_name({c, r}) << " row " << row + 1;
      }
}

TEST(OffsetGrid, ConnectedFindsAWayRoundAWallButNotThroughIt) {
  const OffsetGrid grid{6, 6};
  auto wall_with_gap = [](Square s) { return !(s.row == 3 && s.column != 5); };
  auto solid_wall = [](Square s) { return s.row != 3; };
  EXPECT_TRUE(grid.connected(grid.row_squares(0), {0, 5}, wall_with_gap));
  EXPECT_FALSE(grid.connected(grid.row_squares(0), {0, 5}, solid_wall));
}

TEST(OffsetGrid, StepsCountTheShortestWayIncludingTheDetourRoundAWall) {
  const OffsetGrid grid{6, 6};
  auto open = [](Square) { return true; };
  // Straight up an open board: one step a row, whichever column the route starts from.
  EXPECT_EQ(grid.steps_to(grid.row_squares(0), {2, 5}, open), 5);
  EXPECT_EQ(grid.steps_to({{2, 5}}, {2, 5}, open), 0);
  // A wall across row 4 (index 3) but for column F: the route first walks east to the gap.
  auto wall_with_gap = [](Square s) { return !(s.row == 3 && s.column != 5); };
  const auto around = grid.steps_to(grid.row_squares(0), {0, 5}, wall_with_gap);
  ASSERT_TRUE(around.has_value());
  EXPECT_GT(*around, 5);
  // Each step is to a neighbour: a route one step shorter must not exist.
  for (int c = 0; c < 6; ++c) EXPECT_GE(*grid.steps_to({{c, 0}}, {0, 5}, wall_with_gap), *around);
  EXPECT_FALSE(grid.steps_to(grid.row_squares(0), {0, 5}, [](Square s) { return s.row != 3; }).has_value());
}

// Steps agree with a distance found the slow way: a square k steps away is a neighbour of one k - 1 away.
TEST(OffsetGrid, StepsAgreeWithDistancesGrownRingByRing) {
  RandomStream stream(56, 78);
  for (int trial = 0; trial < 300; ++trial) {
    const OffsetGrid grid{stream.between(1, 12), stream.between(1, 12)};
    std::vector<std::vector<bool>> blocked(static_cast<std::size_t>(grid.rows), std::vector<bool>(static_cast<std::size_t>(grid.columns)));
    for (auto& row : blocked)
      for (std::size_t c = 0; c < row.size(); ++c) row[c] = stream.below(4) == 0;
    auto passable = [&](Square s) { return !blocked[static_cast<std::size_t>(s.row)][static_cast<std::size_t>(s.column)]; };
    const Square start{stream.between(0, grid.columns - 1), 0};
    // Relax distances until nothing changes (Bellman-Ford on unit steps).
    std::vector<int> distance(static_cast<std::size_t>(grid.columns * grid.rows), 1 << 20);
    if (passable(start)) distance[static_cast<std::size_t>(grid.index(start))] = 0;
    for (bool changed = true; changed;) {
      changed = false;
      for (int r = 0; r < grid.rows; ++r)
        for (int c = 0; c < grid.columns; ++c)
          for (Square n : grid.neighbours({c, r})) {
            auto& here = distance[static_cast<std::size_t>(grid.index({c, r}))];
            const int via = distance[static_cast<std::size_t>(grid.index(n))] + 1;
            if (passable({c, r}) && via < here) {
              here = via;
              changed = true;
            }
          }
    }
    for (int r = 0; r < grid.rows; ++r)
      for (int c = 0; c < grid.columns; ++c) {
        const int expected = distance[static_cast<std::size_t>(grid.index({c, r}))];
        const auto steps = grid.steps_to({start}, {c, r}, passable);
        if (expected >= (1 << 20)) ASSERT_FALSE(steps.has_value());
        else ASSERT_EQ(steps, expected) << trial;
      }
  }
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

// The ring-by-ring row-mask search must count exactly the steps the breadth-first one
// counts, on boards of every width up to the widest, from starts anywhere (a whole row,
// or a few squares, some off the board), with walls that lengthen some routes and cut others.
TEST(OffsetGrid, StepsAroundAgreeWithTheBreadthFirstSearch) {
  RandomStream stream(56, 78);
  int reached = 0, cut_off = 0, longest = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const OffsetGrid grid{stream.between(1, max_board_columns), stream.between(1, max_board_rows)};
    SquareSet blocked;
    const int walls = stream.between(0, grid.columns * grid.rows * 3 / 5);
    for (int i = 0; i < walls; ++i) blocked.insert({stream.between(0, grid.columns - 1), stream.between(0, grid.rows - 1)});
    const Square goal{stream.between(-1, grid.columns), stream.between(-1, grid.rows)};
    std::vector<Square> starts;
    if (stream.below(2) == 0) starts = grid.row_squares(stream.between(0, grid.rows - 1));
    else
      for (int i = stream.between(1, 4); i > 0; --i) starts.push_back({stream.between(-1, grid.columns), stream.between(-1, grid.rows)});
    const auto expected = grid.steps_to(starts, goal, [&](Square s) { return !blocked.contains(s); });
    ASSERT_EQ(grid.steps_around(starts, goal, blocked), expected)
        << grid.columns << " x " << grid.rows << ", goal " << goal.column << "," << goal.row << ", trial " << trial;
    if (expected) longest = std::max(longest, *expected);
    (expected ? reached : cut_off) += 1;
  }
  EXPECT_GT(reached, 500);
  EXPECT_GT(cut_off, 500);
  EXPECT_GT(longest, 30) << "some routes wind";
}

}  // namespace
}  // namespace muster
