#include "core/square.hpp"

#include <cctype>

namespace muster {

std::string square_name(Square square) {
  std::string name(1, static_cast<char>('A' + square.column));
  name.append(std::to_string(square.row + 1));
  return name;
}

std::optional<Square> parse_square(std::string_view name) {
  if (name.size() < 2 || name.size() > 3) return std::nullopt;
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  if (letter < 'A' || letter > 'Z') return std::nullopt;
  int row = 0;
  for (char c : name.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    row = row * 10 + (c - '0');
  }
  if (row < 1 || name[1] == '0') return std::nullopt;
  return Square{letter - 'A', row - 1};
}

}  // namespace muster
