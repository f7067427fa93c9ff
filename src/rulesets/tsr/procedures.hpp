#pragma once
// The Terrible Swift Rules setup procedures, in the order roll() runs them.
// Each takes its own random stream and writes what it rolled to the roll's log.

#include <array>
#include <cstdint>
#include <vector>

#include "core/roll_log.hpp"
#include "core/random.hpp"
#include "core/streams.hpp"
#include "generate/offset_grid.hpp"
#include "generate/square_set.hpp"
#include "rulesets/tsr/model.hpp"

namespace muster::tsr {

Timeline roll_timeline(RandomStream& stream, RollLog& log);
Square roll_objective(const Scenario& scenario, RandomStream& stream, RollLog& log);
std::vector<Hill> roll_hills(const Scenario& scenario, Square objective, RandomStream& stream, RollLog& log);
// The forest and the markers keep off the hills' peaks: peak_squares(hills), worked out once a roll.
std::vector<ForestSquare> roll_forest(const Scenario& scenario, Square objective, const SquareSet& peaks, RandomStream& stream,
                                      RollLog& log);
// The streams of one side's markers: its codes and its blind draw are the side's
// secrets (Streams::secret); where the drawn markers stand is seen by all (Streams::open).
struct MarkerStreams {
  RandomStream codes;
  RandomStream draw;
  RandomStream placement;
};
// A side's markers, and which of them it drew, in the order drawn (indices into `markers`).
struct RolledMarkers {
  std::vector<Marker> markers;
  std::array<std::uint8_t, MarkerPool::largest> draw_order;
  int drawn = 0;
};
// The whole pool with codes, the blind draw and the placement in two echelons.
RolledMarkers roll_markers(const Scenario& scenario, Side side, const SquareSet& peaks, MarkerStreams& streams, RollLog& log);
// A division for each marker drawn that is one, in the order drawn.
std::vector<Division> roll_divisions(const Scenario& scenario, Side side, const RolledMarkers& rolled, RandomStream& stream,
                                     RollLog& log);

// Public procedures draw from the seed's streams, each side's secrets from its own key.
// Without its log (`RollDetail::without_log`), a setup is the same but for its empty `rolls`.
Setup roll(const Scenario& scenario, const Streams& streams, RollDetail detail = RollDetail::with_log);
inline Setup roll(const Scenario& scenario, std::uint64_t seed, RollDetail detail = RollDetail::with_log) {
  return roll(scenario, Streams(seed), detail);
}

// Shared by procedures and their tests.
OffsetGrid grid_of(const Scenario& scenario);
bool on_peak(const std::vector<Hill>& hills, Square square);
// Every peak square of the hills, for procedures that ask of many squares whether they are one.
SquareSet peak_squares(const std::vector<Hill>& hills);
// Rows the forest may use: strictly between the US first echelon and the objective
// (none if they stand on neighbouring rows: then high < low).
IntRange march_rows(const Scenario& scenario, Square objective);
// The row where a side's first echelon stands, and its baseline row.
int echelon_row(const Scenario& scenario, Side side);
int baseline_row(const Scenario& scenario, Side side);

}  // namespace muster::tsr
