// A roll-off names each side's die, so that "1-3" is never read as a range of results.
#include "rulesets/roll_off_text.hpp"

#include <gtest/gtest.h>

namespace muster {
namespace {

TEST(RollOffText, EachDieStandsBesideItsSidesName) {
  EXPECT_EQ(roll_off_text({"USA", "CSA"}, {{1, 3}}), "USA 1, CSA 3");
  EXPECT_EQ(roll_off_text({"Northern", "Southern"}, {{4, 4}, {2, 5}}), "Northern 4, Southern 4; Northern 2, Southern 5");
}

}  // namespace
}  // namespace muster
