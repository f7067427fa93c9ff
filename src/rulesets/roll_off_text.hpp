#pragma once
// A roll-off as a page prints it: each side's die by its name, "USA 1, CSA 3",
// and each pair rolled again after a tie, "USA 4, CSA 4; USA 2, CSA 5". Written
// as "1-3", a pair read as a range of results.

#include <array>
#include <string>
#include <vector>

namespace muster {

inline std::string roll_off_text(const std::array<std::string, 2>& sides, const std::vector<std::array<int, 2>>& rolls) {
  std::string text;
  for (const auto& pair : rolls)
    text += (text.empty() ? "" : "; ") + sides[0] + " " + std::to_string(pair[0]) + ", " + sides[1] + " " + std::to_string(pair[1]);
  return text;
}

}  // namespace muster
