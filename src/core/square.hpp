#pragma once
// A square of the board, named as the table names it: column letter, row number,
// A1 at the south-west corner seen from the south edge, rows counting north.

#include <optional>
#include <string>
#include <string_view>

namespace muster {

struct Square {
  int column = 0;  // 0 = A
  int row = 0;     // 0 = row 1
  auto operator<=>(const Square&) const = default;
};

inline constexpr int max_board_columns = 26;  // one letter per column
inline constexpr int max_board_rows = 99;

std::string square_name(Square square);
// Parses "C12" (letters case-insensitive); nullopt for anything else.
std::optional<Square> parse_square(std::string_view name);

}  // namespace muster
