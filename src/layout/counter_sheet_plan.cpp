#include "layout/counter_sheet_plan.hpp"

#include <algorithm>
#include <stdexcept>

#include "layout/cut_marks.hpp"

namespace muster::layout {

std::vector<CounterSheet> plan_counter_sheets(const std::vector<CounterRun>& runs, CounterArea area) {
  std::vector<CounterSheet> sheets;
  const Length first_top = area.top + cut_mark_clearance;
  Length top = first_top;
  auto start_sheet = [&] {
    sheets.emplace_back();
    top = first_top;
  };
  start_sheet();
  for (std::size_t r = 0; r < runs.size(); ++r) {
    const CounterRun& run = runs[r];
    std::size_t placed = 0;
    while (placed < run.count) {
      const CounterGrid grid = counter_grid(run.width, run.height, area.left, top, area.width, area.bottom - cut_mark_clearance - top);
      if (grid.capacity() == 0) {
        if (sheets.back().blocks.empty()) throw std::logic_error("a counter larger than the sheet");
        start_sheet();
        continue;
      }
      const std::size_t count = std::min(run.count - placed, static_cast<std::size_t>(grid.capacity()));
      sheets.back().blocks.push_back({r, placed, count, grid});
      placed += count;
      // The next block's top marks sit below this block's bottom marks.
      top += run.height * grid.rows_for(static_cast<int>(count)) + cut_mark_clearance * 2;
      if (placed < run.count) start_sheet();
    }
  }
  if (sheets.back().blocks.empty()) sheets.pop_back();
  return sheets;
}

}  // namespace muster::layout
