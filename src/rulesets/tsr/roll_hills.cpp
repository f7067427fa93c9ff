// Two or three hills, each at least 3 by 4 squares, each with an impassable
// peak in its interior. Hills are rolled again (same stream, next draws) until
// they leave the US a passable route to the store and leave both sides room
// to place their markers off the peaks.
#include <algorithm>
#include <array>
#include <span>
#include <stdexcept>

#include "core/diagnostic.hpp"
#include "generate/few_items.hpp"
#include "rulesets/tsr/procedures.hpp"

namespace muster::tsr {

namespace {
constexpr int attempts = 5000;

struct Footprint {
  int column, row, width, height;

  bool overlaps(const Footprint& other) const {
    return column < other.column + other.width && other.column < column + width && row < other.row + other.height && other.row < row + height;
  }
  // The squares not on its edge, where the peak stands: row by row, west to east.
  int interior_size() const { return (width - 2) * (height - 2); }
  Square interior_square(int i) const { return {column + 1 + i % (width - 2), row + 1 + i / (width - 2)}; }
  bool in_interior(Square s) const { return s.column > column && s.column < column + width - 1 && s.row > row && s.row < row + height - 1; }
};

Footprint roll_footprint(const Scenario& scenario, RandomStream& stream) {
  for (;;) {
    const int width = stream.between(3, std::min(5, scenario.columns));
    const int height = stream.between(3, std::min(5, scenario.rows));
    if (std::max(width, height) < 4) continue;  // 3 x 3 is smaller than the rules allow
    return {stream.between(0, scenario.columns - width), stream.between(0, scenario.rows - height), width, height};
  }
}

// A placing's hills are rolled again and again until they fit: kept in place, so that a
// placing that does not fit costs no allocation.
constexpr int largest_interior = 3 * 3;  // of a 5 x 5 footprint
using InteriorSquares = FewItems<Square, largest_interior>;

// A hill rolled but not yet placed for good: its footprint and its peak, in the order grown.
struct Candidate {
  Footprint footprint;
  InteriorSquares peak;
};

Candidate candidate_on(const Footprint& f, int peak_squares, const OffsetGrid& grid, RandomStream& stream) {
  Candidate hill{f, {}};
  // The peak is one interior square, grown into neighbouring interior squares if the scenario asks.
  hill.peak.add(f.interior_square(static_cast<int>(stream.below(static_cast<std::uint32_t>(f.interior_size())))));
  while (static_cast<int>(hill.peak.size()) < peak_squares) {
    InteriorSquares next;
    for (Square p : hill.peak)
      for (Square n : grid.neighbours(p))
        if (f.in_interior(n) && !hill.peak.contains(n) && !next.contains(n)) next.add(n);
    if (next.empty()) break;
    hill.peak.add(next[stream.below(static_cast<std::uint32_t>(next.size()))]);
  }
  return hill;
}

// The hill as the setup keeps it: every square row by row, west to east, and the peak sorted.
Hill hill_of(const Candidate& candidate) {
  const Footprint& f = candidate.footprint;
  Hill hill;
  hill.squares.resize(static_cast<std::size_t>(f.width * f.height));
  auto square = hill.squares.begin();
  for (int r = f.row; r < f.row + f.height; ++r)
    for (int c = f.column; c < f.column + f.width; ++c) *square++ = {c, r};
  hill.peak.assign(candidate.peak.begin(), candidate.peak.end());
  std::sort(hill.peak.begin(), hill.peak.end());
  return hill;
}

// Hills never overlap and a peak's squares are distinct, so each peak square on the row takes one square.
int free_squares_in_row(const Scenario& scenario, std::span<const Square> peaks, int row) {
  return scenario.columns - static_cast<int>(std::count_if(peaks.begin(), peaks.end(), [&](Square p) { return p.row == row; }));
}

bool leaves_room_to_deploy(const Scenario& scenario, std::span<const Square> peaks) {
  const int on_baseline = scenario.draw - scenario.first_echelon;
  for (Side side : both_sides) {
    if (free_squares_in_row(scenario, peaks, echelon_row(scenario, side)) < scenario.first_echelon) return false;
    if (free_squares_in_row(scenario, peaks, baseline_row(scenario, side)) < on_baseline) return false;
  }
  return true;
}

using Candidates = FewItems<Candidate, most_hills>;

// What every placing of the hills is checked against, and room for its peaks: made once for all placings.
struct Acceptance {
  const Scenario& scenario;
  Square objective;
  OffsetGrid grid;
  FewItems<Square, max_board_columns> us_baseline;
  FewItems<Square, most_hills * largest_interior> peaks;

  Acceptance(const Scenario& s, Square store) : scenario(s), objective(store), grid(grid_of(s)) {
    for (int column = 0; column < grid.columns; ++column) us_baseline.add({column, baseline_row(s, Side::usa)});
  }

  bool accepts(const Candidates& hills) {
    peaks.clear();
    for (const Candidate& hill : hills)
      for (Square p : hill.peak) peaks.add(p);
    if (peaks.contains(objective)) return false;
    if (!leaves_room_to_deploy(scenario, peaks.view())) return false;
    return grid.connected_around(us_baseline.view(), objective, peaks.view());
  }
};

// `count` hills that do not overlap, into `hills`; false if 51 footprints rolled did not give them.
bool try_hills(const Scenario& scenario, int count, RandomStream& stream, Candidates& hills) {
  const OffsetGrid grid = grid_of(scenario);
  hills.clear();
  for (int placed_tries = 0; static_cast<int>(hills.size()) < count; ++placed_tries) {
    if (placed_tries > 50) return false;
    const Candidate hill = candidate_on(roll_footprint(scenario, stream), scenario.peak_squares, grid, stream);
    if (std::any_of(hills.begin(), hills.end(), [&](const Candidate& placed) { return placed.footprint.overlaps(hill.footprint); })) continue;
    hills.add(hill);
  }
  return true;
}

std::string describe(const Hill& hill) {
  std::string peak;
  for (Square p : hill.peak) peak += (peak.empty() ? "" : " ") + square_name(p);
  return square_name(hill.squares.front()) + " to " + square_name(hill.squares.back()) + ", peak " + peak;
}
}  // namespace

std::vector<Hill> roll_hills(const Scenario& scenario, Square objective, RandomStream& stream, RollLog& log) {
  // The reader allows no more; a scenario built in code must not either, since the placings are kept in place.
  if (scenario.hill_count.high > most_hills) throw std::invalid_argument("roll_hills: more than most_hills hills");
  const int count = stream.between(scenario.hill_count.low, scenario.hill_count.high);
  log.add([&] {
    return RollRecord{"hills", std::to_string(scenario.hill_count.low) + "-" + std::to_string(scenario.hill_count.high),
                      std::to_string(count), std::to_string(count) + " hills"};
  });
  Acceptance acceptance(scenario, objective);
  Candidates candidates;
  for (int attempt = 1; attempt <= attempts; ++attempt) {
    if (!try_hills(scenario, count, stream, candidates) || !acceptance.accepts(candidates)) continue;
    std::vector<Hill> hills;
    hills.reserve(candidates.size());
    for (const Candidate& candidate : candidates) hills.push_back(hill_of(candidate));
    for (std::size_t i = 0; i < hills.size(); ++i)
      log.add([&] {
        return RollRecord{"hill " + std::to_string(i + 1), "place", attempt > 1 ? "placing " + std::to_string(attempt) : "first placing",
                          describe(hills[i])};
      });
    return hills;
  }
  throw InputError({scenario.file, 0, 0},
                   "cannot fit " + std::to_string(count) + " hills on a " + std::to_string(scenario.columns) + " x " +
                       std::to_string(scenario.rows) + " board and still leave a route to the store and room to deploy",
                   "use fewer hills or a larger board");
}

}  // namespace muster::tsr
