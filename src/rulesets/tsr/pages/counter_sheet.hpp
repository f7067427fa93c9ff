#pragma once
// Where counters go on a sheet, and where their backs go on the next sheet so
// that a long-edge duplex print puts each back behind its own front.

#include <vector>

#include "core/paper.hpp"
#include "layout/document.hpp"

namespace muster::tsr {

struct CounterGrid {
  Length size;
  Length gutter;
  layout::Point origin;  // top-left of the first counter
  int per_row = 0;
  int rows = 0;
  int capacity() const { return per_row * rows; }
  layout::Point front(int index) const;
  // The same counter's place on the back page: mirrored about the page's vertical centre line.
  layout::Point back(int index, Length page_width) const;
};

CounterGrid counter_grid(Length size, Length left, Length top, Length width, Length height);

}  // namespace muster::tsr
