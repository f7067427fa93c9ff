#include "generate/hex_coordinates.hpp"

#include <cmath>
#include <cstdlib>

namespace muster {

namespace {
// 1 for the lines that sit half a hex over. C++20 integers are two's
// complement, so this holds for the lines just off the board's west or south edge too.
int shift(int line) { return line & 1; }
}  // namespace

// Doubling the coordinate along the lines and adding the shift puts every
// hex's centre on whole numbers; the cube coordinate across is half the
// difference, always a whole number.
Cube to_cube(Square hex, HexOffset offset) {
  if (offset == HexOffset::odd_columns_north) {
    const int doubled_row = 2 * hex.row + shift(hex.column);
    return {hex.column, (doubled_row - hex.column) / 2};
  }
  const int doubled_column = 2 * hex.column + shift(hex.row);
  return {(doubled_column - hex.row) / 2, hex.row};
}

Square to_square(Cube hex, HexOffset offset) {
  if (offset == HexOffset::odd_columns_north) {
    const int doubled_row = 2 * hex.r + hex.q;
    return {hex.q, (doubled_row - shift(hex.q)) / 2};
  }
  const int doubled_column = 2 * hex.q + hex.r;
  return {(doubled_column - shift(hex.r)) / 2, hex.r};
}

int cube_distance(Cube a, Cube b) {
  const Cube d = a - b;
  return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

Cube round_cube(double q, double r) {
  const double s = -q - r;
  long rq = std::lround(q), rr = std::lround(r);
  const long rs = std::lround(s);
  // Rounded one by one the three may not sum to zero; the one rounded furthest gives way.
  const double off_q = std::abs(static_cast<double>(rq) - q), off_r = std::abs(static_cast<double>(rr) - r),
               off_s = std::abs(static_cast<double>(rs) - s);
  if (off_q > off_r && off_q > off_s) rq = -rr - rs;
  else if (off_r > off_s) rr = -rq - rs;
  return {static_cast<int>(rq), static_cast<int>(rr)};
}

}  // namespace muster
