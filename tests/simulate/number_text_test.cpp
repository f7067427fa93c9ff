// Shares as a report prints them: what happened never reads as never, nor as always.
#include <gtest/gtest.h>

#include "simulate/number_text.hpp"

namespace muster::simulate {
namespace {

TEST(NumberText, ARareShareIsNotPrintedAsNoneNorANearCertainOneAsAll) {
  EXPECT_EQ(percent(0), "0.0%");
  EXPECT_EQ(percent(1), "100.0%");
  EXPECT_EQ(percent(0.0001), "<0.1%");
  EXPECT_EQ(percent(0.0005), "0.1%");
  EXPECT_EQ(percent(0.9999), ">99.9%");
  EXPECT_EQ(percent(0.25), "25.0%");
  EXPECT_EQ(grouped(1234567), "1,234,567");
}

}  // namespace
}  // namespace muster::simulate
