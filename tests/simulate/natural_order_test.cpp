// Categories sort as a reader counts: the straggler table's rows came out "0-5, 15-30, 6-14".
#include "simulate/natural_order.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace muster::simulate {
namespace {

TEST(NaturalOrder, NumbersInACategoryCompareAsNumbers) {
  std::vector<std::string> rows{"15-30", "0-5", "31+", "6-14"};
  std::sort(rows.begin(), rows.end(), NaturalOrder{});
  EXPECT_EQ(rows, (std::vector<std::string>{"0-5", "6-14", "15-30", "31+"}));
  std::vector<std::string> names{"hill 10", "hill 2", "Confederate", "Union, more sixes", "Union", "hill 02"};
  std::sort(names.begin(), names.end(), NaturalOrder{});
  EXPECT_EQ(names, (std::vector<std::string>{"Confederate", "Union", "Union, more sixes", "hill 2", "hill 02", "hill 10"}));
}

TEST(NaturalOrder, IsAStrictOrder) {
  const NaturalOrder less;
  for (const char* a : {"", "0", "00", "5", "05", "a5", "a05", "a10", "b", "10-20"}) {
    EXPECT_FALSE(less(a, a)) << a;
    for (const char* b : {"", "0", "00", "5", "05", "a5", "a05", "a10", "b", "10-20"}) {
      if (std::string(a) == b) continue;
      EXPECT_NE(less(a, b), less(b, a)) << a << " against " << b;
    }
  }
}

}  // namespace
}  // namespace muster::simulate
