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

// A rectangle's corners, as texture_over takes an outline.
std::vector<Point> corners_of(const Rect& r) {
  return {r.at, {r.at.x + r.width, r.at.y}, {r.at.x + r.width, r.at.y + r.height}, {r.at.x, r.at.y + r.height}};
}

// A Hatch is drawn as one dashed stroke: each of its dashes must lie on a line of the same
// hatching drawn line by line, and the stroke must cover the whole area.
TEST(Hatching, AHatchsDashesLieOnItsLines) {
  const std::vector<Rect> areas = {{{Length::mm(20), Length::mm(30)}, Length::mm(10), Length::mm(250), {}, {}},
                                   {{Length::mm(5), Length::mm(7)}, Length::mm(180), Length::mm(10), {}, {}},
                                   {{Length::mm(41.3), Length::mm(12.9)}, Length::mm(26.5), Length::mm(26.5), {}, {}}};
  for (HatchDirection direction : {HatchDirection::rising, HatchDirection::falling, HatchDirection::horizontal, HatchDirection::vertical})
    for (const Rect& area : areas)
      for (double spacing_mm : {1.2, 2.6, 3.0 / std::numbers::sqrt2}) {
        const Stroke stroke{black, Length::pt(0.6), {}};
        const Hatch hatch{area.at, area.width, area.height, direction, Length::mm(spacing_mm), stroke};
        const HatchStroke drawn = hatch_stroke(hatch);
        const double from_x = drawn.spine.from.x.points(), from_y = drawn.spine.from.y.points();
        const double along_x = drawn.spine.to.x.points() - from_x, along_y = drawn.spine.to.y.points() - from_y;
        const double length = std::hypot(along_x, along_y);
        const double ux = along_x / length, uy = along_y / length;
        const double period = (drawn.on + drawn.off).points();
        EXPECT_NEAR(period, Length::mm(spacing_mm).points(), 1e-9);
        EXPECT_NEAR(drawn.on.points(), stroke.width.points(), 1e-9);
        const Item lines = texture_over(corners_of(area), Hatching{direction, Length::mm(spacing_mm), stroke});
        const auto& segments = std::get<LineSet>(group_of(lines).items.front().shape).segments;
        ASSERT_GT(segments.size(), 2u);
        for (const Segment& line : segments) {
          for (const Point& end : {line.from, line.to}) {
            const double dx = end.x.points() - from_x, dy = end.y.points() - from_y;
            const double along = dx * ux + dy * uy, across = -dx * uy + dy * ux;
            // Where the line's middle falls in the dash pattern: half a dash into a dash.
            const double into = std::fmod(along + drawn.offset.points(), period);
            EXPECT_NEAR(std::min(std::fabs(into - drawn.on.points() / 2), period - std::fabs(into - drawn.on.points() / 2)), 0, 1e-6)
                << "a line off its dash, direction " << static_cast<int>(direction) << ", spacing " << spacing_mm;
            EXPECT_GE(along, -1e-6) << "the spine starts before every line";
            EXPECT_LE(along, length + 1e-6) << "and ends after every line";
            EXPECT_LE(std::fabs(across), drawn.width.points() / 2 + 1e-6) << "the stroke is as wide as every line is long";
          }
        }
        if (direction == HatchDirection::horizontal || direction == HatchDirection::vertical) EXPECT_FALSE(drawn.clipped);
        else EXPECT_TRUE(drawn.clipped) << "a diagonal spine overhangs the corners";
      }
}

TEST(Hatching, OverARectangleIsOneHatchItem) {
  const Rect area{{Length::mm(10), Length::mm(10)}, Length::mm(40), Length::mm(20), {}, {}};
  const Item item = hatch(area, HatchDirection::falling, Length::mm(2), Stroke{});
  const auto* drawn = std::get_if<Hatch>(&item.shape);
  ASSERT_NE(drawn, nullptr);
  EXPECT_EQ(drawn->direction, HatchDirection::falling);
  EXPECT_EQ(drawn->width, area.width);
  EXPECT_EQ(drawn->height, area.height);
}

// A dash cannot itself be dashed: a hatching of dashed lines (reeds, scrub) keeps its lines.
TEST(Hatching, OfDashedLinesKeepsItsLines) {
  const Rect area{{Length::mm(10), Length::mm(10)}, Length::mm(40), Length::mm(20), {}, {}};
  const Stroke dashed{black, Length::pt(0.6), {Length::mm(1.6), Length::mm(1.0)}};
  const Item item = hatch(area, HatchDirection::horizontal, Length::mm(2), dashed);
  ASSERT_TRUE(std::holds_alternative<Group>(item.shape));
  const Group& group = group_of(item);
  ASSERT_TRUE(group.clip.has_value());
  const auto& lines = std::get<LineSet>(group.items.front().shape);
  EXPECT_EQ(lines.segments.size(), 10u) << "20 mm deep, a line every 2 mm";
  EXPECT_EQ(lines.stroke.dashes.size(), 2u);
  EXPECT_TRUE(group_of(hatch(area, HatchDirection::rising, Length{}, Stroke{})).items.empty()) << "no spacing, nothing drawn";
}

}  // namespace
}  // namespace muster::layout
