#pragma once
// Many boxes filed in the cells of a uniform grid, so that the boxes that may
// meet a given one are found by looking in the few cells it covers rather than
// at every box: setting n labels among n features, or checking n hand-placed
// features for overlaps, is then some n tests and not n * n. A box that would
// cover more than a few dozen cells (a road across the table) is kept apart
// and offered to every question instead, so that filing stays cheap too.

#include <cstddef>
#include <vector>

#include "generate/plane_geometry.hpp"

namespace muster::plane {

class BoxGrid {
 public:
  // A grid over `extent` with about as many cells as the `expected` number of boxes. Boxes
  // outside the extent are filed in its edge cells, so they are found all the same.
  BoxGrid(Box extent, std::size_t expected);
  // Files box number `id`.
  void add(std::size_t id, Box box);
  // The ids of the boxes filed that may meet `box`: every one that does (touching counts), and
  // perhaps some near it. Each once, in ascending order. (Not to be asked from two threads at once.)
  std::vector<std::size_t> near(Box box) const;

 private:
  struct Span {
    std::size_t first_column = 0, last_column = 0, first_row = 0, last_row = 0;
    std::size_t cells() const { return (last_column - first_column + 1) * (last_row - first_row + 1); }
  };
  Span span_of(Box box) const;
  std::size_t column_of(double x) const;
  std::size_t row_of(double y) const;

  Box extent_;
  std::size_t columns_ = 1, rows_ = 1;
  double cell_width_ = 1, cell_height_ = 1;
  std::vector<std::vector<std::size_t>> cells_;  // row by row
  std::vector<std::size_t> everywhere_;          // boxes too big to file cell by cell
  // A box filed in several cells is taken once: each question marks the ids it has taken with its number.
  mutable std::vector<std::size_t> taken_by_;  // by id
  mutable std::size_t questions_ = 0;
};

}  // namespace muster::plane
