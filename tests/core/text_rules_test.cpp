// What a name from a file may hold.
#include <gtest/gtest.h>

#include "core/text_rules.hpp"

namespace muster {
namespace {

TEST(TextRules, PlainAndAccentedTextPasses) {
  EXPECT_FALSE(text_problem("Brig. Gen. Joseph B. Kershaw").has_value());
  EXPECT_FALSE(text_problem("Général de Brigade Ségur · 1er Léger ✠").has_value());
  EXPECT_EQ(character_count("Ségur ✠"), 7u);
}

TEST(TextRules, BrokenBytesAndControlCharactersAreNamed) {
  EXPECT_EQ(text_problem("Kersh\xC3"), "it is not valid UTF-8 (byte 6)");
  EXPECT_EQ(text_problem("a\x80"), "it is not valid UTF-8 (byte 2)");
  EXPECT_EQ(text_problem("\xC0\xAF"), "it is not valid UTF-8 (byte 1)");          // overlong '/'
  EXPECT_EQ(text_problem("\xED\xA0\x80"), "it is not valid UTF-8 (byte 1)");      // a surrogate
  EXPECT_EQ(text_problem("\xF4\x90\x80\x80"), "it is not valid UTF-8 (byte 1)");  // past U+10FFFF
  EXPECT_EQ(text_problem(std::string("Kers\0haw", 8)), "it holds a NUL character");
  EXPECT_EQ(text_problem("two\nlines"), "it holds a control character (code 10)");
}

}  // namespace
}  // namespace muster
