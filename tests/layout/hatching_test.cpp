// Patterns laid over a hex, which a rectangle cannot clip: lines cut at its
// sides, dots wholly inside, and as dense as over a rectangle.
#include "layout/hatching.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace muster::layout {
namespace {

// A flat-top hex 40 mm across its flats, centred at (50 mm, 50 mm).
std::vector<Point> hex() {
  std::vector<Point> corners;
  const double radius = 40 / std::numbers::sqrt3;
  for (int k = 0; k < 6; ++k) {
    const double angle = k * std::numbers::pi / 3;
    corners.push_back({Length::mm(50 + radius * std::cos(angle)), Length::mm(50 + radius * std::sin(angle))});
  }
  return corners;
}

// How far inside the hex a point lies, in mm: negative outside.
double inside_by(Point p) {
  double nearest = 1e9;
  for (int k = 0; k < 6; ++k) {
    const double angle = (k + 0.5) * std::numbers::pi / 3;  // towards the middle of side k
    const double along = (p.x.millimetres() - 50) * std::cos(angle) + (p.y.millimetres() - 50) * std::sin(angle);
    nearest = std::min(nearest, 20 - along);
  }
  return nearest;
}

const Group& group_of(const Item& item) { return std::get<Group>(item.shape); }

TEST(Hatching, LinesOverAHexEndOnItsSides) {
  for (HatchDirection direction : {HatchDirection::rising, HatchDirection::falling, HatchDirection::horizontal, HatchDirection::vertical}) {
    const Item item = texture_over(hex(), Hatching{direction, Length::mm(2), Stroke{}});
    ASSERT_EQ(group_of(item).items.size(), 1u) << "the lines are one stroke";
    const auto& lines = std::get<LineSet>(group_of(item).items.front().shape).segments;
    // About as many lines as cross the hex 2 mm apart: 40 mm across the flats, more across the corners.
    EXPECT_GE(lines.size(), 18u);
    EXPECT_LE(lines.size(), 24u);
    for (const Segment& line : lines) {
      EXPECT_NEAR(inside_by(line.from), 0, 1e-6);
      EXPECT_NEAR(inside_by(line.to), 0, 1e-6);
    }
  }
}

TEST(Hatching, DotsOverAHexLieWhollyInsideIt) {
  const Length radius = Length::mm(0.45);
  const Item item = texture_over(hex(), Stippling{Length::mm(2.4), radius, black});
  const auto& dots = group_of(item).items;
  // The hex is about 1386 mm²; a dot every 2.4 x 2.08 mm, less a rim.
  EXPECT_GE(dots.size(), 200u);
  for (const Item& dot_item : dots) {
    const Circle& dot = std::get<Circle>(dot_item.shape);
    EXPECT_GE(inside_by(dot.centre), radius.millimetres() - 1e-9);
  }
}

TEST(Hatching, TheOutlineMayRunEitherWayRound) {
  std::vector<Point> backwards = hex();
  std::reverse(backwards.begin(), backwards.end());
  const Hatching lines{HatchDirection::rising, Length::mm(2), Stroke{}};
  const auto segments = [](const Item& item) { return std::get<LineSet>(group_of(item).items.front().shape).segments.size(); };
  EXPECT_EQ(segments(texture_over(backwards, lines)), segments(texture_over(hex(), lines)));
}

}  // namespace
}  // namespace muster::layout
