#pragma once
// Cube coordinates for a hex grid: q + r + s = 0, so that a step to any of the
// six neighbours adds one of six fixed steps and the distance between two hexes
// is half the sum of the differences. The names a table reads (column letter,
// row number: core/square) are offset coordinates; they convert to and from these.

#include <array>

#include "core/square.hpp"

namespace muster {

// Which hex lines sit half a hex over, in offset coordinates.
enum class HexOffset {
  odd_columns_north,  // flat-top hexes in columns: B, D, ... half a hex north of A, C, ...
  odd_rows_east,      // pointy-top hexes in rows: rows 2, 4, ... half a hex east of rows 1, 3, ...
};

struct Cube {
  int q = 0, r = 0;
  constexpr int s() const { return -q - r; }
  constexpr Cube operator+(Cube other) const { return {q + other.q, r + other.r}; }
  constexpr Cube operator-(Cube other) const { return {q - other.q, r - other.r}; }
  constexpr bool operator==(const Cube&) const = default;
};

// The six steps to a neighbour, each two apart in (q, r, s): |step|² = 2.
inline constexpr std::array<Cube, 6> cube_steps = {{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

Cube to_cube(Square hex, HexOffset offset);
Square to_square(Cube hex, HexOffset offset);
int cube_distance(Cube a, Cube b);
// The hex holding a point given in fractional cube coordinates.
Cube round_cube(double q, double r);

}  // namespace muster
