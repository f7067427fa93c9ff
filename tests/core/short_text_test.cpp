// A few characters kept in place: the same text std::string would hold, and no more than it may.
#include "core/short_text.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace muster {
namespace {

using Code = ShortText<7>;

TEST(ShortText, FourCharactersPutTogetherAtOnceEqualTheSameTextCopied) {
  for (char tens = '0'; tens <= '9'; ++tens)
    for (char units = '0'; units <= '9'; ++units) {
      const std::string text{'C', 'S', tens, units};
      const Code packed = Code::of_four('C', 'S', tens, units);
      EXPECT_EQ(packed.view(), text);
      EXPECT_EQ(packed, Code(text));
      EXPECT_EQ(packed.size(), 4u);
    }
}

TEST(ShortText, HoldsUpToItsCapacityAndRefusesMore) {
  EXPECT_EQ(Code("").size(), 0u);
  EXPECT_TRUE(Code("").empty());
  EXPECT_EQ(Code("US12345").view(), "US12345");
  EXPECT_THROW(Code("US123456"), std::length_error);
}

TEST(ShortText, OrdersAndJoinsAsItsText) {
  EXPECT_LT(Code("US100"), Code("US11"));  // as text, not as numbers: what a record's sorted list shows
  EXPECT_EQ("marker " + Code("US07") + " is used twice", "marker US07 is used twice");
  std::string codes = "US01";
  codes += Code("US02");
  EXPECT_EQ(codes, "US01US02");
  EXPECT_EQ(Code("US07") + "\n", "US07\n");
}

}  // namespace
}  // namespace muster
