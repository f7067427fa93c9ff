#pragma once
// Columns of a row drawn blind, without replacement, from the row's mask.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>

#include "core/random.hpp"
#include "generate/square_set.hpp"

namespace muster {

// Draws up to `count` of the columns set in `free` into `drawn`, in the order
// drawn; returns how many (fewer if the row runs out). Each draw picks among the
// columns still free, counted west to east, so it draws what picking from the
// list of free columns and erasing each pick draws (what TSR's records hold),
// but nothing is listed or moved: the k-th free column is found by clearing
// the k below it.
inline std::size_t draw_columns(SquareSet::RowMask free, std::size_t count, RandomStream& stream, std::span<std::uint8_t> drawn) {
  auto left = static_cast<std::uint32_t>(SquareSet::count(free));
  std::size_t n = 0;
  for (; n < count && n < drawn.size() && left > 0; ++n, --left) {
    SquareSet::RowMask from_pick = free;
    for (std::uint32_t skip = stream.below(left); skip > 0; --skip) from_pick &= from_pick - 1;
    const int column = std::countr_zero(from_pick);
    drawn[n] = static_cast<std::uint8_t>(column);
    free &= ~SquareSet::column_bit(column);
  }
  return n;
}

}  // namespace muster
