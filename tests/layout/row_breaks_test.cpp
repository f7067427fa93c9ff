// Where a run of rows breaks over pages: two rows at least on each side, headers never alone.
#include "layout/row_breaks.hpp"

#include <gtest/gtest.h>

namespace muster::layout {
namespace {

using Counts = std::vector<std::size_t>;
const std::vector<Length> ten_rows(10, Length::mm(10));

TEST(RowBreaks, ARunThatFitsStaysWhole) { EXPECT_EQ(rows_per_page(ten_rows, Length::mm(5), Length::mm(200), Length::mm(250)), Counts{10}); }

TEST(RowBreaks, TwoRowsGoOverRatherThanOne) {
  // Nine rows fit under the header here: one would be left alone on the next page.
  EXPECT_EQ(rows_per_page(ten_rows, Length::mm(5), Length::mm(96), Length::mm(250)), (Counts{8, 2}));
}

TEST(RowBreaks, ARunStartsOnTheNextPageRatherThanLeaveOneRowOrAHeaderAlone) {
  EXPECT_EQ(rows_per_page(ten_rows, Length::mm(5), Length::mm(16), Length::mm(250)), (Counts{0, 10}));
  EXPECT_EQ(rows_per_page(ten_rows, Length::mm(5), Length::mm(4), Length::mm(250)), (Counts{0, 10}));
  // Three rows cannot break two and two: all three go over.
  EXPECT_EQ(rows_per_page(std::vector<Length>(3, Length::mm(10)), Length::mm(5), Length::mm(26), Length::mm(250)), (Counts{0, 3}));
}

TEST(RowBreaks, ALongRunRepeatsItsHeaderOnEveryPage) {
  // 40 mm a page: the header and three rows.
  EXPECT_EQ(rows_per_page(ten_rows, Length::mm(10), Length::mm(40), Length::mm(40)), (Counts{3, 3, 2, 2}));
}

}  // namespace
}  // namespace muster::layout
