// Text set by Pango breaks only between words; a word too wide for its box is
// refused by `fits` and shrunk, never split ("WHUPP-ED").
#include "layout/text_measurer.hpp"

#include <gtest/gtest.h>

#include "layout/style.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

const TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

Text counter_label(const std::string& text, Length size) {
  return Text{{}, Length::mm(13.2), Length::mm(6), text, {style::sans, size, true, false}, black, Align::centre, VAlign::middle, false};
}

TEST(TextMeasurer, LinesBreakOnlyBetweenWords) {
  const Text text{{}, Length::mm(30), Length::mm(20), "replenish to skirmish before the enemy", style::small()};
  const SetLines set = measurer().lines(text.text, text.font, text.width);
  ASSERT_GT(set.starts.size(), 1u);
  EXPECT_TRUE(breaks_only_between_words(measurer(), text));
}

TEST(TextMeasurer, AWordTooWideForItsBoxDoesNotFitAndIsNotBroken) {
  const Text whupped = counter_label("WHUPPED", Length::pt(14));
  EXPECT_FALSE(fits(measurer(), whupped));
  EXPECT_TRUE(breaks_only_between_words(measurer(), whupped));
  EXPECT_EQ(measurer().lines(whupped.text, whupped.font, whupped.width).starts.size(), 1u);
}

TEST(TextMeasurer, ShrinkingSetsAWideWordOnOneLineWithinTheFloor) {
  const Text shrunk = shrink_to_fit(measurer(), counter_label("WHUPPED", Length::pt(14)), style::smallest_text);
  EXPECT_TRUE(fits(measurer(), shrunk));
  EXPECT_GE(shrunk.font.size, style::smallest_text);
  EXPECT_LT(shrunk.font.size, Length::pt(14));
}

TEST(TextMeasurer, MarkupIsCheckedOnTheTextAsSet) {
  const Text text{{}, Length::mm(25), Length::mm(20), "<b>Initiative.</b> Roll AD for each side, higher first", style::small(), black,
                  Align::left, VAlign::top, true};
  EXPECT_TRUE(breaks_only_between_words(measurer(), text));
  EXPECT_EQ(measurer().lines(text.text, text.font, text.width, true).text.find("<b>"), std::string::npos);
}

}  // namespace
}  // namespace muster::layout
