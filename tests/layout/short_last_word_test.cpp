// A short last word wraps with the word before it; anything longer, or a text of one word, is left as it was.
#include "layout/short_last_word.hpp"

#include <gtest/gtest.h>

namespace muster::layout {
namespace {

TEST(ShortLastWord, OneOrTwoCharactersAreBoundToTheWordBefore) {
  EXPECT_EQ(with_short_last_word_bound("1st Rhode Island Light, Battery A"), "1st Rhode Island Light, Battery\u00a0A");
  EXPECT_EQ(with_short_last_word_bound("Company 12"), "Company\u00a012");
  EXPECT_EQ(with_short_last_word_bound("Batterie \u00c9"), "Batterie\u00a0\u00c9") << "an accented letter is one character";
}

TEST(ShortLastWord, LongerWordsAndSingleWordsAreLeftAlone) {
  EXPECT_EQ(with_short_last_word_bound("20th Maine"), "20th Maine");
  EXPECT_EQ(with_short_last_word_bound("Company 123"), "Company 123");
  EXPECT_EQ(with_short_last_word_bound("A"), "A");
  EXPECT_EQ(with_short_last_word_bound(" A"), " A") << "no word before it";
  EXPECT_EQ(with_short_last_word_bound("Battery  A"), "Battery  A") << "two spaces: left as written";
  EXPECT_EQ(with_short_last_word_bound("Battery A "), "Battery A ") << "a trailing space ends no word";
  EXPECT_EQ(with_short_last_word_bound(""), "");
}

}  // namespace
}  // namespace muster::layout
