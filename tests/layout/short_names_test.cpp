#include "layout/short_names.hpp"

#include <gtest/gtest.h>

#include "layout/style.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

bool has(const std::vector<std::string>& forms, const std::string& form) { return std::find(forms.begin(), forms.end(), form) != forms.end(); }

// Brackets go first, then the words an orderly book abbreviates, then long words are clipped, then
// words go from the end; a single word is cut last, never inside a UTF-8 character.
TEST(ShortNames, AUnitLosesBracketsThenLongWordsThenItsLastWords) {
  const auto forms = shorter_names("1st Battalion, 20th Massachusetts Volunteer Infantry (Harvard)", NameKind::unit);
  ASSERT_GE(forms.size(), 5u);
  EXPECT_EQ(forms[0], "1st Battalion, 20th Massachusetts Volunteer Infantry (Harvard)");
  EXPECT_EQ(forms[1], "1st Battalion, 20th Massachusetts Volunteer Infantry");
  EXPECT_EQ(forms[2], "1st Bn, 20th Massachusetts Vol Inf");
  EXPECT_EQ(forms[3], "1st Bn, 20th Mass. Vol Inf");
  EXPECT_EQ(forms[4], "1st Bn, 20th Mass. Vol\u2026");
  EXPECT_TRUE(has(forms, "1st Bn\u2026")) << "the comma the cut leaves is dropped";
  EXPECT_EQ(forms.back(), "1\u2026");
  for (const std::string& form : shorter_names("Égalité", NameKind::unit)) EXPECT_NE(form, "\xC3\u2026");
}

TEST(ShortNames, APersonKeepsRankAndSurnameLongest) {
  const auto forms = shorter_names("Brigadier General Joshua Lawrence Chamberlain", NameKind::person);
  EXPECT_TRUE(has(forms, "Brig. Gen. Joshua Lawrence Chamberlain"));
  EXPECT_TRUE(has(forms, "Brig. Gen. J. L. Chamberlain"));
  EXPECT_TRUE(has(forms, "Brig. Gen. Chamberlain"));
  EXPECT_TRUE(has(forms, "Chamberlain"));
  EXPECT_EQ(forms.back(), "C\u2026");
}

TEST(ShortNames, AFittedNameIsTheLongestFormThatFitsAtTheSmallestSize) {
  const auto& measurer = testing::test_fonts().measurer();
  const Text wide{{}, Length::mm(80), Length::mm(5), "1st Battalion, 20th Massachusetts", {style::sans, Length::pt(9), true, false}};
  EXPECT_EQ(fit_name(measurer, wide, style::smallest_identity, NameKind::unit).text, wide.text);
  Text narrow = wide;
  narrow.width = Length::mm(22);
  const Text fitted = fit_name(measurer, narrow, style::smallest_identity, NameKind::unit);
  EXPECT_TRUE(fits(measurer, fitted));
  EXPECT_GE(fitted.font.size, style::smallest_identity);
  EXPECT_NE(fitted.text, wide.text);
}

}  // namespace
}  // namespace muster::layout
