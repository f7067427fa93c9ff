// The key beside an open-table map: a line kind's swatch stays inside its box
// however wide the line is on the map, so it never runs into the entries
// above and below (a 4 in river at 1:9 is 11 mm across; the box is 5 mm high).
#include "layout/map_key.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace muster::layout {
namespace {

// How far above and below the swatch's box its strokes reach, in mm (negative: inside).
struct Reach {
  double above = -1e9, below = -1e9;
};

Reach reach_of(const std::vector<Item>& swatch) {
  Reach reach;
  for (const Item& item : swatch) {
    const auto* path = std::get_if<Path>(&item.shape);
    if (!path || !path->stroke) continue;
    const double half = path->stroke->width.millimetres() / 2;
    for (const Point& p : path->points) {
      reach.above = std::max(reach.above, half - p.y.millimetres());
      reach.below = std::max(reach.below, p.y.millimetres() + half - key_swatch_height.millimetres());
    }
  }
  return reach;
}

TEST(MapKey, ALineSwatchStaysInsideItsBoxHoweverWideTheLine) {
  const FeatureLook river{white, {}, PathStyle::river}, wall{white, {}, PathStyle::wall};
  for (const FeatureLook& look : {river, wall})
    for (double width_mm : {0.2, 1.0, 4.0, 11.3, 40.0}) {
      const auto swatch = line_swatch(look, Length::mm(width_mm));
      ASSERT_FALSE(swatch.empty());
      const Reach reach = reach_of(swatch);
      EXPECT_LE(reach.above, 1e-9) << width_mm << " mm";
      EXPECT_LE(reach.below, 1e-9) << width_mm << " mm";
    }
}

TEST(MapKey, ANarrowLineIsDrawnAsOnTheMapAndNeverBelowAMillimetre) {
  const FeatureLook wall{white, {}, PathStyle::wall};
  auto widest = [](const std::vector<Item>& items) {
    double width = 0;
    for (const Item& item : items)
      if (const auto* path = std::get_if<Path>(&item.shape); path && path->stroke) width = std::max(width, path->stroke->width.millimetres());
    return width;
  };
  EXPECT_NEAR(widest(line_swatch(wall, Length::mm(3))), 3.0, 1e-9);
  EXPECT_NEAR(widest(line_swatch(wall, Length::mm(0.2))), 1.0, 1e-9);
}

}  // namespace
}  // namespace muster::layout
