#include "generate/offset_grid.hpp"

#include "generate/square_set.hpp"

namespace muster {

Neighbours OffsetGrid::neighbours(Square s) const {
  // A shifted row's square spans [c + 1/2, c + 3/2], so it meets columns c and c+1
  // of the rows beside it; an unshifted square meets columns c-1 and c.
  const int west = shifted_east(s.row) ? s.column : s.column - 1;
  const Square candidates[] = {
      {s.column - 1, s.row}, {s.column + 1, s.row},
      {west, s.row - 1},     {west + 1, s.row - 1},
      {west, s.row + 1},     {west + 1, s.row + 1},
  };
  Neighbours result;
  for (Square n : candidates)
    if (contains(n)) result.add(n);
  return result;
}

bool OffsetGrid::adjacent(Square a, Square b) const { return neighbours(a).contains(b); }

bool OffsetGrid::connected(const std::vector<Square>& starts, Square goal, const std::function<bool(Square)>& passable) const {
  // Breadth first; the queue is a vector read from the front, since no square enters it twice.
  SquareSet seen;
  std::vector<Square> queue;
  queue.reserve(static_cast<std::size_t>(columns * rows));
  for (Square s : starts) {
    if (contains(s) && passable(s) && !seen.contains(s)) {
      seen.insert(s);
      queue.push_back(s);
    }
  }
  for (std::size_t next = 0; next < queue.size(); ++next) {
    const Square here = queue[next];
    if (here == goal) return true;
    for (Square n : neighbours(here)) {
      if (seen.contains(n) || !passable(n)) continue;
      seen.insert(n);
      queue.push_back(n);
    }
  }
  return false;
}

std::vector<Square> OffsetGrid::row_squares(int row) const {
  std::vector<Square> result;
  result.reserve(static_cast<std::size_t>(columns));
  for (int c = 0; c < columns; ++c) result.push_back({c, row});
  return result;
}

}  // namespace muster
