#include "layout/counter_grid.hpp"

#include <algorithm>

namespace muster::layout {

namespace {
// Wide enough for a craft knife and for the fronts' colour bleeding past the cut.
constexpr Length counter_gutter = Length::mm(4);
}

Point CounterGrid::front(int index) const {
  const int row = index / per_row, column = index % per_row;
  return {origin.x + (width + gutter) * column, origin.y + (height + gutter) * row};
}

Point CounterGrid::back(int index, Length page_width) const {
  const Point f = front(index);
  return {page_width - f.x - width, f.y};
}

CounterGrid counter_grid(Length width, Length height, Length left, Length top, Length area_width, Length area_height) {
  CounterGrid grid{width, height, counter_gutter, {}, 0, 0};
  grid.per_row = std::max(1, static_cast<int>((area_width + counter_gutter) / (width + counter_gutter)));
  grid.rows = std::max(1, static_cast<int>((area_height + counter_gutter) / (height + counter_gutter)));
  // Centre the block across the page so that mirroring keeps it inside the margins.
  const Length used = (width + counter_gutter) * grid.per_row - counter_gutter;
  grid.origin = {left + (area_width - used) / 2, top};
  return grid;
}

}  // namespace muster::layout
