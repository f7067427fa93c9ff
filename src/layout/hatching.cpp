#include "layout/hatching.hpp"

namespace muster::layout {

namespace {
Group clipped_to(const Rect& area) { return Group{{}, Rect{area.at, area.width, area.height, std::nullopt, std::nullopt}, {}}; }
}  // namespace

Item hatch(const Rect& area, HatchDirection direction, Length spacing, Stroke stroke) {
  Group group = clipped_to(area);
  const Point o = area.at;
  const Length w = area.width, h = area.height;
  switch (direction) {
    case HatchDirection::horizontal:
      for (Length y = spacing / 2; y < h; y += spacing) group.items.push_back({Line{{o.x, o.y + y}, {o.x + w, o.y + y}, stroke}});
      break;
    case HatchDirection::vertical:
      for (Length x = spacing / 2; x < w; x += spacing) group.items.push_back({Line{{o.x + x, o.y}, {o.x + x, o.y + h}, stroke}});
      break;
    case HatchDirection::rising:
    case HatchDirection::falling: {
      // 45-degree lines, spaced `spacing` apart measured across them.
      const Length step = spacing * 1.41421356;
      const bool rising = direction == HatchDirection::rising;
      for (Length d = step / 2; d < w + h; d += step) {
        const Point a = rising ? Point{o.x + d, o.y} : Point{o.x + w - d, o.y};
        const Point b = rising ? Point{o.x + d - h, o.y + h} : Point{o.x + w - d + h, o.y + h};
        group.items.push_back({Line{a, b, stroke}});
      }
      break;
    }
  }
  return {std::move(group)};
}

Item stipple(const Rect& area, Length spacing, Length radius, Colour colour) {
  Group group = clipped_to(area);
  int row = 0;
  for (Length y = spacing / 2; y < area.height + radius; y += spacing * 0.866, ++row) {
    const Length shift = row % 2 ? spacing / 2 : Length{};
    for (Length x = spacing / 4 + shift; x < area.width + radius; x += spacing)
      group.items.push_back({Circle{{area.at.x + x, area.at.y + y}, radius, colour, std::nullopt}});
  }
  return {std::move(group)};
}

}  // namespace muster::layout
