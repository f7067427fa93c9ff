#include "generate/offset_grid.hpp"

#include <array>
#include <cstdint>

#include "generate/square_set.hpp"

namespace muster {

bool OffsetGrid::adjacent(Square a, Square b) const { return neighbours(a).contains(b); }

bool OffsetGrid::connected(const std::vector<Square>& starts, Square goal, const std::function<bool(Square)>& passable) const {
  return steps_to(starts, goal, passable).has_value();
}

std::optional<int> OffsetGrid::steps_to(const std::vector<Square>& starts, Square goal, const std::function<bool(Square)>& passable) const {
  // Breadth first, ring by ring; the queue is a vector read from the front, since no square enters it twice.
  SquareSet seen;
  std::vector<Square> queue;
  queue.reserve(static_cast<std::size_t>(columns * rows));
  for (Square s : starts) {
    if (contains(s) && passable(s) && !seen.contains(s)) {
      seen.insert(s);
      queue.push_back(s);
    }
  }
  for (std::size_t ring_start = 0, steps = 0; ring_start < queue.size(); ++steps) {
    const std::size_t ring_end = queue.size();
    for (std::size_t next = ring_start; next < ring_end; ++next) {
      const Square here = queue[next];
      if (here == goal) return static_cast<int>(steps);
      for (Square n : neighbours(here)) {
        if (seen.contains(n) || !passable(n)) continue;
        seen.insert(n);
        queue.push_back(n);
      }
    }
    ring_start = ring_end;
  }
  return std::nullopt;
}

namespace {
using RowMask = std::uint32_t;  // bit c: column c; a board has at most 26 columns
static_assert(max_board_columns <= 32);
RowMask column_bit(int column) { return RowMask{1} << static_cast<unsigned>(column); }
}  // namespace

bool OffsetGrid::connected_around(std::span<const Square> starts, Square goal, std::span<const Square> blocked) const {
  // Only the board's rows are set and read: clearing all the rows any board may have cost more than the search.
  std::array<RowMask, max_board_rows> open, reached;
  const RowMask whole_row = column_bit(columns) - 1;
  for (int r = 0; r < rows; ++r) {
    open[r] = whole_row;
    reached[r] = 0;
  }
  for (Square b : blocked)
    if (contains(b)) open[b.row] &= ~column_bit(b.column);
  for (Square s : starts)
    if (contains(s)) reached[s.row] |= column_bit(s.column) & open[s.row];
  // What row r can reach from itself and the rows beside it. A shifted row's square
  // touches columns c and c+1 of the rows beside it, an unshifted one c-1 and c.
  auto grow = [&](int r) {
    RowMask from_beside = 0;
    for (int beside : {r - 1, r + 1}) {
      if (beside < 0 || beside >= rows) continue;
      const RowMask m = reached[beside];
      from_beside |= shifted_east(r) ? (m | (m >> 1U)) : (m | (m << 1U));
    }
    RowMask mask = (reached[r] | from_beside) & open[r];
    for (RowMask wider = mask; (wider = (mask | (mask << 1U) | (mask >> 1U)) & open[r]) != mask;) mask = wider;
    const bool changed = mask != reached[r];
    reached[r] = mask;
    return changed;
  };
  if (!contains(goal)) return false;
  auto goal_reached = [&] { return (reached[goal.row] & column_bit(goal.column)) != 0; };
  // Sweep down and up the board until the goal or nothing more is reached.
  for (bool changed = true; changed && !goal_reached();) {
    changed = false;
    for (int r = 0; r < rows; ++r) changed |= grow(r);
    if (goal_reached()) return true;
    for (int r = rows - 1; r >= 0; --r) changed |= grow(r);
  }
  return goal_reached();
}

std::optional<int> OffsetGrid::steps_around(const std::vector<Square>& starts, Square goal, const SquareSet& blocked) const {
  if (!contains(goal)) return std::nullopt;
  std::array<RowMask, max_board_rows> open, reached, ring;
  const RowMask whole_row = column_bit(columns) - 1;
  for (int r = 0; r < rows; ++r) {
    open[r] = whole_row & ~blocked.row(r);
    ring[r] = 0;
  }
  for (Square s : starts)
    if (contains(s)) ring[s.row] |= column_bit(s.column) & open[s.row];
  for (int r = 0; r < rows; ++r) reached[r] = ring[r];
  // Ring by ring: the squares one step from the last ring that no ring has reached. A reached
  // square at column k of the row beside reaches k and k-1 of a shifted row, k and k+1 of another.
  for (int steps = 0;; ++steps) {
    if ((ring[goal.row] & column_bit(goal.column)) != 0) return steps;
    std::array<RowMask, max_board_rows> next;
    RowMask any = 0;
    for (int r = 0; r < rows; ++r) {
      RowMask from = ring[r] | (ring[r] << 1U) | (ring[r] >> 1U);
      for (int beside : {r - 1, r + 1}) {
        if (beside < 0 || beside >= rows) continue;
        const RowMask m = ring[beside];
        from |= shifted_east(r) ? (m | (m >> 1U)) : (m | (m << 1U));
      }
      next[r] = from & open[r] & ~reached[r];
      any |= next[r];
    }
    if (any == 0) return std::nullopt;
    for (int r = 0; r < rows; ++r) {
      ring[r] = next[r];
      reached[r] |= next[r];
    }
  }
}

std::vector<Square> OffsetGrid::row_squares(int row) const {
  std::vector<Square> result;
  result.reserve(static_cast<std::size_t>(columns));
  for (int c = 0; c < columns; ++c) result.push_back({c, row});
  return result;
}

}  // namespace muster
