#pragma once
// Where counters go on a sheet, and where their backs go on the next sheet so
// that a long-edge duplex print puts each back behind its own front.

#include <vector>

#include "layout/document.hpp"

namespace muster::layout {

struct CounterGrid {
  Length width;
  Length height;
  Length gutter;
  Point origin;  // top-left of the first counter
  int per_row = 0;
  int rows = 0;
  int capacity() const { return per_row * rows; }
  Point front(int index) const;
  // The same counter's place on the back page: mirrored about the page's vertical centre line.
  Point back(int index, Length page_width) const;
};

// Counters of width x height packed into the area, the block centred across it.
CounterGrid counter_grid(Length width, Length height, Length left, Length top, Length area_width, Length area_height);

}  // namespace muster::layout
