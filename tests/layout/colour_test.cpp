#include <gtest/gtest.h>

#include "layout/document.hpp"

namespace muster::layout {
namespace {

// Ink on a side's colour: whichever of black and white has the higher contrast.
// The Confederate grey #8c8c8c once got white ink at 3.4:1; black gives 6.2:1.
TEST(Colour, InkIsWhicheverOfBlackAndWhiteStandsOutMore) {
  EXPECT_EQ(Colour::hex("#8c8c8c").readable_ink(), black);
  EXPECT_EQ(Colour::hex("#1f3a93").readable_ink(), white);
  EXPECT_EQ(Colour::hex("#f0d000").readable_ink(), black);
  EXPECT_EQ(Colour::hex("#000000").readable_ink(), white);
  EXPECT_EQ(Colour::hex("#ffffff").readable_ink(), black);
}

}  // namespace
}  // namespace muster::layout
