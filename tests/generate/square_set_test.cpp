// A square set holds exactly the squares put in it, on boards up to the largest
// muster allows, and answers a row at once as a mask of its columns.
#include "generate/square_set.hpp"

#include <gtest/gtest.h>

#include <set>

#include "core/random.hpp"

namespace muster {
namespace {

TEST(SquareSet, HoldsExactlyWhatWasPutInItAndTellsEachRowAsAMask) {
  RandomStream stream(2026, 11);
  for (int trial = 0; trial < 50; ++trial) {
    SquareSet set;
    std::set<Square> expected;
    for (int i = 0; i < 200; ++i) {
      const Square s{stream.between(0, max_board_columns - 1), stream.between(0, max_board_rows - 1)};
      set.insert(s);
      expected.insert(s);
    }
    for (int r = 0; r < max_board_rows; ++r) {
      SquareSet::RowMask mask = 0;
      for (int c = 0; c < max_board_columns; ++c) {
        ASSERT_EQ(set.contains({c, r}), expected.count({c, r}) == 1) << c << "," << r;
        if (expected.count({c, r})) mask |= SquareSet::column_bit(c);
      }
      ASSERT_EQ(set.row(r), mask) << "row " << r;
    }
    set.clear();
    for (Square s : expected) ASSERT_FALSE(set.contains(s));
  }
}

TEST(SquareSet, NoSquareOffEveryBoardIsInIt) {
  SquareSet set;
  for (int r = 0; r < max_board_rows; ++r)
    for (int c = 0; c < max_board_columns; ++c) set.insert({c, r});
  for (Square off : {Square{-1, 0}, Square{0, -1}, Square{max_board_columns, 0}, Square{0, max_board_rows}, Square{31, 3}, Square{40, 98}})
    EXPECT_FALSE(set.contains(off)) << off.column << "," << off.row;
  EXPECT_TRUE(set.contains({max_board_columns - 1, max_board_rows - 1}));
}

TEST(SquareSet, AWholeRowGoesInAtOnceAndClearingRowsLeavesTheOthers) {
  EXPECT_EQ(SquareSet::first_columns(1), 0b1U);
  EXPECT_EQ(SquareSet::first_columns(10), 0b11'1111'1111U);
  SquareSet set;
  for (int r = 0; r < max_board_rows; ++r) set.insert_row(r, SquareSet::first_columns(max_board_columns));
  set.insert_row(7, 0b101U);  // adds to what the row holds
  EXPECT_EQ(set.row(7), SquareSet::first_columns(max_board_columns));
  set.clear_rows(3, 5);
  set.clear_rows(-4, 0);                                    // clipped below the first row
  set.clear_rows(max_board_rows - 1, max_board_rows + 10);  // and above the last
  for (int r = 0; r < max_board_rows; ++r) {
    const bool cleared = r == 0 || (r >= 3 && r <= 5) || r == max_board_rows - 1;
    EXPECT_EQ(set.row(r), cleared ? 0U : SquareSet::first_columns(max_board_columns)) << "row " << r;
  }
}

}  // namespace
}  // namespace muster
