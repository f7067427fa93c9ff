#pragma once
// The offset-square board: rows 2, 4, 6... sit half a square east of rows
// 1, 3, 5..., like brickwork. Each square touches two squares in its own row
// and two in each neighbouring row.

#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "core/square.hpp"
#include "generate/neighbours.hpp"
#include "generate/square_set.hpp"

namespace muster {

struct OffsetGrid {
  int columns = 10;
  int rows = 15;

  bool contains(Square s) const { return s.column >= 0 && s.column < columns && s.row >= 0 && s.row < rows; }
  // Rows are numbered from 1 on the table, so index 1 (row 2) is the first shifted one.
  static bool shifted_east(int row) { return row % 2 == 1; }
  // Inline: a roll asks for thousands.
  Neighbours neighbours(Square s) const {
    // A shifted row's square spans [c + 1/2, c + 3/2], so it meets columns c and c+1
    // of the rows beside it; an unshifted square meets columns c-1 and c.
    const int west = shifted_east(s.row) ? s.column : s.column - 1;
    const Square candidates[] = {
        {s.column - 1, s.row}, {s.column + 1, s.row}, {west, s.row - 1}, {west + 1, s.row - 1}, {west, s.row + 1}, {west + 1, s.row + 1},
    };
    Neighbours result;
    for (Square n : candidates)
      if (contains(n)) result.add(n);
    return result;
  }
  // Adds `s` and the squares `neighbours` lists for it to `set`, as a few row masks:
  // a procedure that marks what its squares touch (TSR forest areas) asks it often.
  void add_with_neighbours(SquareSet& set, Square s) const {
    const SquareSet::RowMask square = SquareSet::column_bit(s.column), on_board = SquareSet::first_columns(columns);
    set.insert_row(s.row, (square | (square << 1U) | (square >> 1U)) & on_board);
    // The same columns as `neighbours`: c and c+1 beside a shifted row, c-1 and c beside another.
    const SquareSet::RowMask beside = (shifted_east(s.row) ? square | (square << 1U) : square | (square >> 1U)) & on_board;
    if (s.row > 0) set.insert_row(s.row - 1, beside);
    if (s.row + 1 < rows) set.insert_row(s.row + 1, beside);
  }
  bool adjacent(Square a, Square b) const;
  // Is there a path from any square of `starts` to `goal`, stepping only on squares that `passable` allows?
  bool connected(const std::vector<Square>& starts, Square goal, const std::function<bool(Square)>& passable) const;
  // The fewest steps from a square of `starts` to `goal` on such a path; none if there is no path.
  std::optional<int> steps_to(const std::vector<Square>& starts, Square goal, const std::function<bool(Square)>& passable) const;
  // The same question where the squares not to step on are listed: answered on one bit mask
  // per row, with no allocation, for procedures that ask it many times (TSR hills).
  bool connected_around(std::span<const Square> starts, Square goal, std::span<const Square> blocked) const;
  // steps_to stepping on every square but the `blocked` ones, on one bit mask per row: a
  // ring of the search is a few masks a row, not a queue of squares (`simulate` asks it every roll).
  std::optional<int> steps_around(const std::vector<Square>& starts, Square goal, const SquareSet& blocked) const;
  std::vector<Square> row_squares(int row) const;
  int index(Square s) const { return s.row * columns + s.column; }
};

}  // namespace muster
