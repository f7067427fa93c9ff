#include "layout/counter_grid.hpp"

#include <algorithm>

namespace muster::layout {

namespace {
// Rounding can leave a whole number of counters a hair wider than the area they exactly fill.
constexpr Length tolerance = Length::mm(0.001);

int how_many_fit(Length size, Length room) { return std::max(0, static_cast<int>((room + tolerance) / size)); }
}  // namespace

Point CounterGrid::front(int index) const {
  const int row = index / per_row, column = index % per_row;
  return {origin.x + width * column, origin.y + height * row};
}

Point CounterGrid::back(int index, Length page_width) const {
  const Point f = front(index);
  return {page_width - f.x - width, f.y};
}

Point CounterGrid::back_origin(Length page_width) const { return {page_width - origin.x - block_width(), origin.y}; }

CounterGrid counter_grid(Length width, Length height, Length left, Length top, Length area_width, Length area_height) {
  CounterGrid grid{width, height, {}, how_many_fit(width, area_width), how_many_fit(height, area_height)};
  // Centred across the area, so that on a page-centred area mirroring keeps the backs inside it too.
  grid.origin = {left + (area_width - grid.block_width()) / 2, top};
  return grid;
}

}  // namespace muster::layout
