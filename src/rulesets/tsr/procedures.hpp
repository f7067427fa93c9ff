#pragma once
// The Terrible Swift Rules setup procedures, in the order roll() runs them.
// Each takes its own random stream and appends what it rolled to `rolls`.

#include <vector>

#include "core/dice.hpp"
#include "core/random.hpp"
#include "generate/offset_grid.hpp"
#include "rulesets/tsr/model.hpp"

namespace muster::tsr {

Timeline roll_timeline(RandomStream& stream, std::vector<RollRecord>& rolls);
Square roll_objective(const Scenario& scenario, RandomStream& stream, std::vector<RollRecord>& rolls);
std::vector<Hill> roll_hills(const Scenario& scenario, Square objective, RandomStream& stream, std::vector<RollRecord>& rolls);
std::vector<ForestSquare> roll_forest(const Scenario& scenario, Square objective, const std::vector<Hill>& hills,
                                      RandomStream& stream, std::vector<RollRecord>& rolls);
// The whole pool with codes, the blind draw and the placement in two echelons.
std::vector<Marker> roll_markers(const Scenario& scenario, Side side, const std::vector<Hill>& hills,
                                 std::uint64_t seed, std::vector<RollRecord>& rolls);
std::vector<Division> roll_divisions(const Scenario& scenario, Side side, const std::vector<Marker>& markers,
                                     RandomStream& stream, std::vector<RollRecord>& rolls);

// Runs every procedure for `seed`.
Setup roll(const Scenario& scenario, std::uint64_t seed);

// Shared by procedures and their tests.
OffsetGrid grid_of(const Scenario& scenario);
bool on_peak(const std::vector<Hill>& hills, Square square);
// Rows the forest may use: strictly between the US first echelon and the objective.
std::vector<int> march_rows(const Scenario& scenario, Square objective);
// The row where a side's first echelon stands, and its baseline row.
int echelon_row(const Scenario& scenario, Side side);
int baseline_row(const Scenario& scenario, Side side);

}  // namespace muster::tsr
