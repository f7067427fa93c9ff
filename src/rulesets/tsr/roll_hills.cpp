// Two or three hills, each at least 3 by 4 squares, each with an impassable
// peak in its interior. Hills are rolled again (same stream, next draws) until
// they leave the US a passable route to the store and leave both sides room
// to place their markers off the peaks.
#include <algorithm>

#include "core/diagnostic.hpp"
#include "generate/square_set.hpp"
#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

namespace {
constexpr int attempts = 5000;

struct Footprint {
  int column, row, width, height;
};

Footprint roll_footprint(const Scenario& scenario, RandomStream& stream) {
  for (;;) {
    const int width = stream.between(3, std::min(5, scenario.columns));
    const int height = stream.between(3, std::min(5, scenario.rows));
    if (std::max(width, height) < 4) continue;  // 3 x 3 is smaller than the rules allow
    return {stream.between(0, scenario.columns - width), stream.between(0, scenario.rows - height), width, height};
  }
}

Hill hill_on(const Footprint& f, int peak_squares, const OffsetGrid& grid, RandomStream& stream) {
  Hill hill;
  std::vector<Square> interior;
  // Hills are rolled again and again until they fit: sized once, they never grow.
  hill.squares.reserve(static_cast<std::size_t>(f.width * f.height));
  interior.reserve(static_cast<std::size_t>((f.width - 2) * (f.height - 2)));
  hill.peak.reserve(static_cast<std::size_t>(peak_squares));
  for (int r = f.row; r < f.row + f.height; ++r) {
    for (int c = f.column; c < f.column + f.width; ++c) {
      hill.squares.push_back({c, r});
      const bool inside = c > f.column && c < f.column + f.width - 1 && r > f.row && r < f.row + f.height - 1;
      if (inside) interior.push_back({c, r});
    }
  }
  // The peak is one interior square, grown into neighbouring interior squares if the scenario asks.
  hill.peak.push_back(interior[stream.below(static_cast<std::uint32_t>(interior.size()))]);
  while (static_cast<int>(hill.peak.size()) < peak_squares) {
    std::vector<Square> next;
    for (Square p : hill.peak)
      for (Square n : grid.neighbours(p))
        if (std::find(interior.begin(), interior.end(), n) != interior.end() &&
            std::find(hill.peak.begin(), hill.peak.end(), n) == hill.peak.end() &&
            std::find(next.begin(), next.end(), n) == next.end())
          next.push_back(n);
    if (next.empty()) break;
    hill.peak.push_back(next[stream.below(static_cast<std::uint32_t>(next.size()))]);
  }
  std::sort(hill.peak.begin(), hill.peak.end());
  return hill;
}

bool overlaps(const SquareSet& taken, const Hill& candidate) {
  return std::any_of(candidate.squares.begin(), candidate.squares.end(), [&](Square s) { return taken.contains(s); });
}

// Hills never overlap and a peak's squares are distinct, so each peak square on the row takes one square.
int free_squares_in_row(const Scenario& scenario, const std::vector<Square>& peaks, int row) {
  return scenario.columns - static_cast<int>(std::count_if(peaks.begin(), peaks.end(), [&](Square p) { return p.row == row; }));
}

bool leaves_room_to_deploy(const Scenario& scenario, const std::vector<Square>& peaks) {
  const int on_baseline = scenario.draw - scenario.first_echelon;
  for (Side side : both_sides) {
    if (free_squares_in_row(scenario, peaks, echelon_row(scenario, side)) < scenario.first_echelon) return false;
    if (free_squares_in_row(scenario, peaks, baseline_row(scenario, side)) < on_baseline) return false;
  }
  return true;
}

bool acceptable(const Scenario& scenario, const std::vector<Hill>& hills, Square objective) {
  std::vector<Square> peaks;
  for (const Hill& hill : hills) peaks.insert(peaks.end(), hill.peak.begin(), hill.peak.end());
  if (std::find(peaks.begin(), peaks.end(), objective) != peaks.end()) return false;
  if (!leaves_room_to_deploy(scenario, peaks)) return false;
  const OffsetGrid grid = grid_of(scenario);
  return grid.connected_around(grid.row_squares(baseline_row(scenario, Side::usa)), objective, peaks);
}

std::optional<std::vector<Hill>> try_hills(const Scenario& scenario, int count, RandomStream& stream) {
  const OffsetGrid grid = grid_of(scenario);
  std::vector<Hill> hills;
  hills.reserve(static_cast<std::size_t>(count));
  SquareSet taken;
  for (int placed_tries = 0; static_cast<int>(hills.size()) < count; ++placed_tries) {
    if (placed_tries > 50) return std::nullopt;
    Hill hill = hill_on(roll_footprint(scenario, stream), scenario.peak_squares, grid, stream);
    if (overlaps(taken, hill)) continue;
    for (Square s : hill.squares) taken.insert(s);
    hills.push_back(std::move(hill));
  }
  return hills;
}

std::string describe(const Hill& hill) {
  std::string peak;
  for (Square p : hill.peak) peak += (peak.empty() ? "" : " ") + square_name(p);
  return square_name(hill.squares.front()) + " to " + square_name(hill.squares.back()) + ", peak " + peak;
}
}  // namespace

std::vector<Hill> roll_hills(const Scenario& scenario, Square objective, RandomStream& stream, RollLog& log) {
  const int count = stream.between(scenario.hill_count.low, scenario.hill_count.high);
  log.add([&] {
    return RollRecord{"hills", std::to_string(scenario.hill_count.low) + "-" + std::to_string(scenario.hill_count.high),
                      std::to_string(count), std::to_string(count) + " hills"};
  });
  for (int attempt = 1; attempt <= attempts; ++attempt) {
    auto hills = try_hills(scenario, count, stream);
    if (!hills || !acceptable(scenario, *hills, objective)) continue;
    for (std::size_t i = 0; i < hills->size(); ++i)
      log.add([&] {
        return RollRecord{"hill " + std::to_string(i + 1), "place", attempt > 1 ? "placing " + std::to_string(attempt) : "first placing",
                          describe((*hills)[i])};
      });
    return std::move(*hills);
  }
  throw InputError({scenario.file, 0, 0},
                   "cannot fit " + std::to_string(count) + " hills on a " + std::to_string(scenario.columns) + " x " +
                       std::to_string(scenario.rows) + " board and still leave a route to the store and room to deploy",
                   "use fewer hills or a larger board");
}

}  // namespace muster::tsr
