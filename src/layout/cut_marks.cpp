#include "layout/cut_marks.hpp"

namespace muster::layout {

namespace {
const Stroke mark_stroke{black, Length::pt(0.3), {}};
}

std::vector<Item> cut_marks(Point origin, Length cell_width, Length cell_height, int columns, int rows) {
  std::vector<Item> marks;
  const Length right = origin.x + cell_width * columns, bottom = origin.y + cell_height * rows;
  for (int column = 0; column <= columns; ++column) {
    const Length x = origin.x + cell_width * column;
    marks.push_back({Line{{x, origin.y - cut_mark_clearance}, {x, origin.y - cut_mark_gap}, mark_stroke}});
    marks.push_back({Line{{x, bottom + cut_mark_gap}, {x, bottom + cut_mark_clearance}, mark_stroke}});
  }
  for (int row = 0; row <= rows; ++row) {
    const Length y = origin.y + cell_height * row;
    marks.push_back({Line{{origin.x - cut_mark_clearance, y}, {origin.x - cut_mark_gap, y}, mark_stroke}});
    marks.push_back({Line{{right + cut_mark_gap, y}, {right + cut_mark_clearance, y}, mark_stroke}});
  }
  return marks;
}

}  // namespace muster::layout
