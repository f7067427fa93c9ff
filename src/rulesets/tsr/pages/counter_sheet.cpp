#include "rulesets/tsr/pages/counter_sheet.hpp"

namespace muster::tsr {

namespace {
// Wide enough for a craft knife and for the fronts' colour bleeding past the cut.
constexpr Length counter_gutter = Length::mm(4);
}

layout::Point CounterGrid::front(int index) const {
  const int row = index / per_row, column = index % per_row;
  return {origin.x + (size + gutter) * column, origin.y + (size + gutter) * row};
}

layout::Point CounterGrid::back(int index, Length page_width) const {
  const layout::Point f = front(index);
  return {page_width - f.x - size, f.y};
}

CounterGrid counter_grid(Length size, Length left, Length top, Length width, Length height) {
  CounterGrid grid{size, counter_gutter, {}, 0, 0};
  grid.per_row = std::max(1, static_cast<int>((width + counter_gutter) / (size + counter_gutter)));
  grid.rows = std::max(1, static_cast<int>((height + counter_gutter) / (size + counter_gutter)));
  // Centre the block across the page so that mirroring keeps it inside the margins.
  const Length used = (size + counter_gutter) * grid.per_row - counter_gutter;
  grid.origin = {left + (width - used) / 2, top};
  return grid;
}

}  // namespace muster::tsr
