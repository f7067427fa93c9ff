// Blocks split over columns in order, as evenly full as they can be.
#include "layout/column_balance.hpp"

#include <gtest/gtest.h>

namespace muster::layout {
namespace {

std::vector<Length> mm(std::initializer_list<double> values) {
  std::vector<Length> lengths;
  for (double v : values) lengths.push_back(Length::mm(v));
  return lengths;
}

TEST(ColumnBalance, SpreadsBlocksEvenlyInsteadOfFillingTheFirstColumns) {
  // Filling the first columns would give 90 | 90 | 20 | 0; the evenest is 30 | 60 | 60 | 50.
  const auto counts = balance_columns(mm({30, 30, 30, 30, 30, 30, 20}), Length{}, mm({100, 100, 100, 100}));
  ASSERT_TRUE(counts);
  EXPECT_EQ(*counts, (std::vector<std::size_t>{1, 2, 2, 2}));
}

TEST(ColumnBalance, KeepsTheOrderAndCountsTheGaps) {
  const auto counts = balance_columns(mm({45, 45, 10}), Length::mm(10), mm({100, 100}));
  ASSERT_TRUE(counts);
  EXPECT_EQ(*counts, (std::vector<std::size_t>{1, 2}));
}

TEST(ColumnBalance, SaysWhenTheBlocksDoNotFit) {
  EXPECT_FALSE(balance_columns(mm({60, 60, 60}), Length{}, mm({100, 100})));
  // A block taller than a column stands alone rather than never being placed.
  EXPECT_EQ(balance_columns(mm({150}), Length{}, mm({100})), (std::vector<std::size_t>{1}));
}

}  // namespace
}  // namespace muster::layout
