// The US route to the store that `muster simulate` tallies for TSR: the squares a Union
// unit enters from its baseline to the store, round the peaks.
#include <gtest/gtest.h>

#include <cstdlib>

#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/statistics.hpp"
#include "support/scenarios.hpp"

namespace muster::tsr {
namespace {

double route_of(const Setup& setup) {
  for (const Statistic& s : statistics_of(setup).values)
    if (s.group == "Terrain" && s.label == "US route to the store, squares") return s.number;
  ADD_FAILURE() << "no route statistic";
  return -1;
}

int rows_to_cross(const Setup& setup) {
  return std::abs(setup.terrain.objective.row - acw::row_from_edge(setup.side(Side::usa).baseline, 0, setup.rows));
}

TEST(TsrRouteStatistic, NeverShorterThanTheRowsToCrossAndExactlyThatOnABareBoard) {
  const tsr::Scenario scenario = testing::default_tsr_scenario();
  for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
    tsr::Setup setup = roll(scenario, seed);
    // Every step enters a square of the same row or a row beside it.
    ASSERT_GE(route_of(setup), rows_to_cross(setup)) << "seed " << seed;
    // Without peaks the offset rows always let a unit step straight on.
    setup.terrain.hills.clear();
    ASSERT_EQ(route_of(setup), rows_to_cross(setup)) << "seed " << seed;
  }
}

TEST(TsrRouteStatistic, PeaksAcrossTheWayMakeTheUnionGoRound) {
  tsr::Setup setup = roll(testing::default_tsr_scenario(), 7);
  const int crossing = rows_to_cross(setup);
  // A line of peaks across the row beside the store, all but the column farthest from it.
  const Square store = setup.terrain.objective;
  const int row = store.row + (setup.side(Side::usa).baseline == Edge::south ? -1 : 1);
  const int gap = store.column < setup.columns / 2 ? setup.columns - 1 : 0;
  Hill wall;
  for (int c = 0; c < setup.columns; ++c)
    if (c != gap) wall.peak.push_back({c, row});
  wall.squares = wall.peak;
  setup.terrain.hills = {wall};
  EXPECT_GT(route_of(setup), crossing + 3);
}

}  // namespace
}  // namespace muster::tsr
