#include "layout/registration.hpp"

#include "layout/style.hpp"

namespace muster::layout {

namespace {
constexpr Length clearance = Length::mm(0.8);
constexpr Length search_step = Length::mm(1);

bool touches(Point centre, const KeepOut& box) {
  const Length reach = cross_arm + clearance;
  return centre.x - reach < box.right && box.left < centre.x + reach && centre.y - reach < box.bottom && box.top < centre.y + reach;
}

bool clear(Point centre, const std::vector<KeepOut>& keep_out) {
  for (const KeepOut& box : keep_out)
    if (touches(centre, box)) return false;
  return true;
}
}  // namespace

std::vector<Item> registration_cross(Point centre) {
  return {{Line{{centre.x - cross_arm, centre.y}, {centre.x + cross_arm, centre.y}, style::line()}},
          {Line{{centre.x, centre.y - cross_arm}, {centre.x, centre.y + cross_arm}, style::line()}}};
}

std::optional<Point> clear_cross_position(Point from, Point to, Point preferred, const std::vector<KeepOut>& keep_out) {
  const bool along_x = from.y == to.y;
  const Length low = along_x ? min(from.x, to.x) : min(from.y, to.y), high = along_x ? max(from.x, to.x) : max(from.y, to.y);
  const Length start = along_x ? preferred.x : preferred.y;
  // Outwards from the preferred place, alternately on either side of it.
  for (Length distance{}; distance <= high - low; distance += search_step)
    for (Length at : {start - distance, start + distance}) {
      if (at < low || at > high) continue;
      const Point candidate = along_x ? Point{at, from.y} : Point{from.x, at};
      if (clear(candidate, keep_out)) return candidate;
    }
  return std::nullopt;
}

}  // namespace muster::layout
