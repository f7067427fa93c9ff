#include "layout/tick_boxes.hpp"

#include "layout/style.hpp"

namespace muster::layout {

std::vector<Item> tick_boxes(Point at, int count, const TickBoxStyle& box, int struck) {
  std::vector<Item> items;
  for (int i = 0; i < count; ++i) {
    const Point p{at.x + (box.size + box.gap) * i, at.y};
    const bool lost = i >= count - struck;
    items.push_back({Rect{p, box.size, box.size, lost ? style::shade : white, style::line()}});
    if (!lost) continue;
    items.push_back({Line{p, {p.x + box.size, p.y + box.size}, style::line()}});
    items.push_back({Line{{p.x, p.y + box.size}, {p.x + box.size, p.y}, style::line()}});
  }
  return items;
}

Length tick_boxes_width(int count, const TickBoxStyle& box) { return (box.size + box.gap) * count; }

}  // namespace muster::layout
