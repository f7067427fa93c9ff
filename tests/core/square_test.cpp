#include "core/square.hpp"

#include <gtest/gtest.h>

#include "core/diagnostic.hpp"
#include "core/length.hpp"
#include "core/suggest.hpp"

namespace muster {
namespace {

TEST(Square, NamesRunFromA1AtTheSouthWest) {
  EXPECT_EQ(square_name({0, 0}), "A1");
  EXPECT_EQ(square_name({9, 14}), "J15");
  EXPECT_EQ(parse_square("c12"), (Square{2, 11}));
  EXPECT_FALSE(parse_square("C0"));
  EXPECT_FALSE(parse_square("C07"));
  EXPECT_FALSE(parse_square("7C"));
  EXPECT_FALSE(parse_square("C"));
}

TEST(Length, ConvertsBetweenUnits) {
  EXPECT_DOUBLE_EQ(Length::in(1).points(), 72.0);
  EXPECT_NEAR(Length::mm(25.4).points(), 72.0, 1e-9);
  EXPECT_NEAR(Length::mm(75).millimetres(), 75.0, 1e-9);
  EXPECT_LT(Length::mm(1), Length::pt(3));
}

TEST(Suggest, FindsTheNearestKnownWord) {
  const std::vector<std::string> keys = {"trees", "trees-per-square", "hills", "peak-squares"};
  EXPECT_EQ(nearest_word("tres", keys), "trees");
  EXPECT_EQ(nearest_word("hlils", keys), "hills");
  EXPECT_FALSE(nearest_word("cavalry", keys));
  EXPECT_EQ(suggestion_hint("xyz", {"a4", "letter"}), "expected one of: a4, letter");
}

TEST(Diagnostic, FormatsWithTheLineAndACaret) {
  const Diagnostic d{{"s.yaml", 2, 3}, "unknown key 'tres' in 'terrain'", "did you mean 'trees'?"};
  EXPECT_EQ(format_diagnostic(d, "terrain:\n  tres: 24\n"),
            "s.yaml:2:3: error: unknown key 'tres' in 'terrain'\n"
            " 2 |   tres: 24\n"
            "   |   ^\n"
            "  hint: did you mean 'trees'?\n");
}

}  // namespace
}  // namespace muster
