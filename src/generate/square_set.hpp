#pragma once
// A set of squares of any board muster allows, as one flat bitset: insertion
// and lookup cost a shift and a mask, and the set never allocates. It keeps no
// order; where an order matters, keep the squares in a vector beside it.

#include <bitset>
#include <cstddef>

#include "core/square.hpp"

namespace muster {

class SquareSet {
 public:
  void insert(Square s) { bits_.set(bit(s)); }
  bool contains(Square s) const { return on_any_board(s) && bits_.test(bit(s)); }
  void clear() { bits_.reset(); }

 private:
  static bool on_any_board(Square s) {
    return s.column >= 0 && s.column < max_board_columns && s.row >= 0 && s.row < max_board_rows;
  }
  static std::size_t bit(Square s) { return static_cast<std::size_t>(s.row * max_board_columns + s.column); }
  std::bitset<static_cast<std::size_t>(max_board_columns * max_board_rows)> bits_;
};

}  // namespace muster
