#pragma once
// Where counters go on a sheet, and where their backs go on the next sheet so
// that a long-edge duplex print puts each back behind its own front. Counters
// abut in a block: every row and every column is one straight cut with a steel
// rule, shared by the counters on either side of it.

#include "layout/document.hpp"

namespace muster::layout {

struct CounterGrid {
  Length width;
  Length height;
  Point origin;  // top-left of the first counter
  int per_row = 0;
  int rows = 0;
  int capacity() const { return per_row * rows; }
  // The rows `count` counters fill, the last one perhaps partly.
  int rows_for(int count) const { return per_row == 0 ? 0 : (count + per_row - 1) / per_row; }
  Length block_width() const { return width * per_row; }
  Point front(int index) const;
  // The same counter's place on the back page: mirrored about the page's vertical centre line.
  Point back(int index, Length page_width) const;
  // The top-left corner of the block of backs, mirrored as back() mirrors each counter.
  Point back_origin(Length page_width) const;
};

// Counters of width x height packed edge to edge into the area, the block
// centred across it and at its top. `rows` is 0 when not one row fits.
CounterGrid counter_grid(Length width, Length height, Length left, Length top, Length area_width, Length area_height);

}  // namespace muster::layout
