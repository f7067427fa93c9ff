#pragma once
// Which counters go on which sheet. Runs of counters of one size are packed
// one after another down the sheet, each run a block of its own with room for
// its cut marks, so a side's labels and its square markers share paper instead
// of each leaving a sheet mostly empty.

#include <cstddef>
#include <vector>

#include "layout/counter_grid.hpp"

namespace muster::layout {

struct CounterRun {
  Length width, height;
  std::size_t count = 0;
};

// Counters first .. first + count of run `run`, placed by `grid`.
struct CounterBlock {
  std::size_t run = 0;
  std::size_t first = 0;
  std::size_t count = 0;
  CounterGrid grid;
};

struct CounterSheet {
  std::vector<CounterBlock> blocks;
};

// The part of a sheet the blocks and their cut marks may fill.
struct CounterArea {
  Length left, top, width, bottom;
};

// As few sheets as the runs need, in order; a run too long for what is left of a sheet goes on over the next.
std::vector<CounterSheet> plan_counter_sheets(const std::vector<CounterRun>& runs, CounterArea area);

}  // namespace muster::layout
