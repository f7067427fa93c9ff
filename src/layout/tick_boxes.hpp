#pragma once
// A row of boxes on a roster, one per figure, stand or hit, to tick off as
// they are lost. Boxes already lost before play (stragglers) are greyed and
// crossed, so nobody ticks them twice. Every rule set's roster uses it.

#include <vector>

#include "layout/document.hpp"

namespace muster::layout {

struct TickBoxStyle {
  Length size;
  Length gap;  // between one box and the next
};

// `count` boxes from `at` (the first box's top-left), the last `struck` of them greyed and crossed.
std::vector<Item> tick_boxes(Point at, int count, const TickBoxStyle& style, int struck = 0);
// How wide `count` boxes run, their gaps included.
Length tick_boxes_width(int count, const TickBoxStyle& style);

}  // namespace muster::layout
