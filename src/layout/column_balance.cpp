#include "layout/column_balance.hpp"

#include <limits>

namespace muster::layout {

namespace {
constexpr double cannot = std::numeric_limits<double>::infinity();

// How full a column is with blocks [first, last): 0 when empty, `cannot` when over capacity.
double fullness(const std::vector<Length>& heights, Length gap, Length capacity, std::size_t first, std::size_t last) {
  if (first == last) return 0;
  Length used = gap * static_cast<double>(last - first - 1);
  for (std::size_t i = first; i < last; ++i) used += heights[i];
  if (used > capacity) return last - first == 1 ? 1 : cannot;
  return used / capacity;
}
}  // namespace

std::optional<std::vector<std::size_t>> balance_columns(const std::vector<Length>& heights, Length gap,
                                                        const std::vector<Length>& capacities) {
  const std::size_t blocks = heights.size(), columns = capacities.size();
  // best[c][i]: the least sum of squared fullness when blocks i.. go into columns c..; take[c][i]: how many column c takes then.
  std::vector<std::vector<double>> best(columns + 1, std::vector<double>(blocks + 1, cannot));
  std::vector<std::vector<std::size_t>> take(columns + 1, std::vector<std::size_t>(blocks + 1, 0));
  best[columns][blocks] = 0;
  for (std::size_t c = columns; c-- > 0;)
    for (std::size_t i = 0; i <= blocks; ++i)
      for (std::size_t j = i; j <= blocks; ++j) {
        const double here = fullness(heights, gap, capacities[c], i, j);
        if (here == cannot) break;  // more blocks will not fit either
        // Squares favour even columns over one full and one nearly empty.
        const double spread = here * here + best[c + 1][j];
        if (spread < best[c][i]) best[c][i] = spread, take[c][i] = j - i;
      }
  if (best[0][0] == cannot) return std::nullopt;
  std::vector<std::size_t> counts;
  for (std::size_t c = 0, i = 0; c < columns; i += take[c][i], ++c) counts.push_back(take[c][i]);
  return counts;
}

}  // namespace muster::layout
