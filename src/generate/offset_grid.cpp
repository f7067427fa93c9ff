#include "generate/offset_grid.hpp"

#include <algorithm>
#include <deque>

namespace muster {

std::vector<Square> OffsetGrid::neighbours(Square s) const {
  // A shifted row's square spans [c + 1/2, c + 3/2], so it meets columns c and c+1
  // of the rows beside it; an unshifted square meets columns c-1 and c.
  const int west = shifted_east(s.row) ? s.column : s.column - 1;
  const std::vector<Square> candidates = {
      {s.column - 1, s.row}, {s.column + 1, s.row},
      {west, s.row - 1},     {west + 1, s.row - 1},
      {west, s.row + 1},     {west + 1, s.row + 1},
  };
  std::vector<Square> result;
  std::copy_if(candidates.begin(), candidates.end(), std::back_inserter(result), [&](Square n) { return contains(n); });
  return result;
}

bool OffsetGrid::adjacent(Square a, Square b) const {
  const auto around = neighbours(a);
  return std::find(around.begin(), around.end(), b) != around.end();
}

bool OffsetGrid::connected(const std::vector<Square>& starts, Square goal, const std::function<bool(Square)>& passable) const {
  std::vector<bool> seen(static_cast<std::size_t>(columns * rows), false);
  std::deque<Square> frontier;
  for (Square s : starts) {
    if (contains(s) && passable(s) && !seen[index(s)]) {
      seen[index(s)] = true;
      frontier.push_back(s);
    }
  }
  while (!frontier.empty()) {
    const Square here = frontier.front();
    frontier.pop_front();
    if (here == goal) return true;
    for (Square next : neighbours(here)) {
      if (seen[index(next)] || !passable(next)) continue;
      seen[index(next)] = true;
      frontier.push_back(next);
    }
  }
  return false;
}

std::vector<Square> OffsetGrid::row_squares(int row) const {
  std::vector<Square> result;
  for (int c = 0; c < columns; ++c) result.push_back({c, row});
  return result;
}

}  // namespace muster
