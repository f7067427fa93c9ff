// A plate lies just behind its text's ink, a plate's margin past it where the text's box has the
// room, and never over anything outside the box but where the caller lets it reach to the right.
#include "layout/plated_text.hpp"

#include <gtest/gtest.h>

#include "layout/style.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

const TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

Text text_in(Length width, Align align) {
  return {{Length::mm(10), Length::mm(10)}, width, Length::mm(6), "road max 3", {style::sans, Length::pt(8)}, black, align};
}

// The text's width as set, so that a box this wide holds it edge to edge.
Length set_width() {
  const Text text = text_in(Length::mm(100), Align::left);
  return measurer().measure(text.text, text.font, std::nullopt).width;
}

struct Plated {
  Rect plate;
  Rect ink;
};

Plated plated(const Text& text, Length beyond_right = {}) {
  const std::vector<Item> items = plated_text(measurer(), text, white, beyond_right);
  EXPECT_EQ(items.size(), 2U);
  return {std::get<Rect>(items.front().shape), ink_box(measurer(), text)};
}

double left_of(const Rect& r) { return r.at.x.millimetres(); }
double right_of(const Rect& r) { return (r.at.x + r.width).millimetres(); }

TEST(PlatedText, APlateReachesAMarginPastTheInkWhereTheBoxHasRoom) {
  const Plated p = plated(text_in(set_width() + Length::mm(5), Align::centre));
  EXPECT_NEAR(left_of(p.plate), left_of(p.ink) - plate_margin.millimetres(), 1e-6);
  EXPECT_NEAR(right_of(p.plate), right_of(p.ink) + plate_margin.millimetres(), 1e-6);
}

TEST(PlatedText, APlateStaysInsideABoxTheTextFills) {
  const Text text = text_in(set_width(), Align::left);
  const Plated p = plated(text);
  EXPECT_GE(left_of(p.plate), text.at.x.millimetres() - 1e-6);
  EXPECT_LE(right_of(p.plate), (text.at.x + text.width).millimetres() + 1e-6);
}

TEST(PlatedText, AReachPastTheRightLeavesTheLeftInTheBox) {
  const Text text = text_in(set_width(), Align::right);
  const Plated p = plated(text, plate_margin);
  EXPECT_GE(left_of(p.plate), text.at.x.millimetres() - 1e-6) << "the plate may cover what stands left of the box";
  EXPECT_NEAR(right_of(p.plate), right_of(p.ink) + plate_margin.millimetres(), 1e-6);
}

}  // namespace
}  // namespace muster::layout
