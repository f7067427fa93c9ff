#pragma once
// A set of squares of any board muster allows, as one bit mask per row (bit c:
// column c): insertion and lookup cost a shift and a mask, the set never
// allocates, and a procedure can ask a whole row at once. It keeps no order;
// where an order matters, keep the squares in a vector beside it.

#include <algorithm>
#include <array>
#include <cstdint>

#include "core/square.hpp"

namespace muster {

class SquareSet {
 public:
  using RowMask = std::uint32_t;
  static_assert(max_board_columns <= 32, "a row's squares fit one mask");

  // `s` must be on a board muster allows (a grid's neighbours always are).
  void insert(Square s) { rows_[static_cast<std::size_t>(s.row)] |= column_bit(s.column); }
  // Adds the squares of row `row` whose bits are set in `columns`.
  void insert_row(int row, RowMask columns) { rows_[static_cast<std::size_t>(row)] |= columns; }
  bool contains(Square s) const { return on_any_board(s) && (rows_[static_cast<std::size_t>(s.row)] & column_bit(s.column)) != 0; }
  void clear() { rows_.fill(0); }
  // Clears rows `low` to `high` only (clipped to the rows any board may have): for a
  // procedure that clears a set again and again but uses only a few of its rows.
  void clear_rows(int low, int high) {
    for (int r = std::max(low, 0); r <= std::min(high, max_board_rows - 1); ++r) rows_[static_cast<std::size_t>(r)] = 0;
  }
  // The squares of row `row` (0 to max_board_rows - 1), bit c for column c.
  RowMask row(int row) const { return rows_[static_cast<std::size_t>(row)]; }

  static RowMask column_bit(int column) { return RowMask{1} << static_cast<unsigned>(column); }
  // How many squares a row's mask holds. Counted in place: std::popcount is a call into
  // the compiler's library on processors that muster must run on and that lack the
  // instruction, and a roll counts rows a few dozen times.
  static int count(RowMask columns) {
    columns = columns - ((columns >> 1U) & 0x55555555U);
    columns = (columns & 0x33333333U) + ((columns >> 2U) & 0x33333333U);
    columns = (columns + (columns >> 4U)) & 0x0F0F0F0FU;
    return static_cast<int>((columns * 0x01010101U) >> 24U);
  }
  // Columns 0 to columns - 1: a whole row of a board that wide.
  static RowMask first_columns(int columns) { return (RowMask{1} << static_cast<unsigned>(columns)) - 1; }

 private:
  static bool on_any_board(Square s) {
    return s.column >= 0 && s.column < max_board_columns && s.row >= 0 && s.row < max_board_rows;
  }
  std::array<RowMask, max_board_rows> rows_{};
};

}  // namespace muster
