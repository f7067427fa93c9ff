#include "layout/row_breaks.hpp"

#include <algorithm>

namespace muster::layout {

namespace {
// Rows from `first` on that fit under the header in `room`.
std::size_t rows_that_fit(const std::vector<Length>& rows, std::size_t first, Length header, Length room) {
  Length used = header;
  std::size_t count = 0;
  for (std::size_t i = first; i < rows.size() && used + rows[i] <= room; ++i, ++count) used += rows[i];
  return count;
}

// The rows to set on this page out of `fit` that fit, with `left` still to set.
std::size_t rows_for_page(std::size_t fit, std::size_t left, bool fresh_page) {
  if (fit >= left) return left;
  std::size_t count = fit;
  if (left - count == 1 && count >= 3) --count;  // two rows go over, not one
  const bool orphaned = count < 2 || left - count < 2;
  if (orphaned && !fresh_page) return 0;  // the next page does better
  return std::max<std::size_t>(count, 1);  // a page too short for better takes what it can
}
}  // namespace

std::vector<std::size_t> rows_per_page(const std::vector<Length>& rows, Length header, Length room_here, Length page_room) {
  std::vector<std::size_t> pages;
  Length room = room_here;
  for (std::size_t first = 0; first < rows.size();) {
    const bool fresh_page = room >= page_room;
    const std::size_t count = rows_for_page(rows_that_fit(rows, first, header, room), rows.size() - first, fresh_page);
    pages.push_back(count);
    first += count;
    room = page_room;
  }
  return pages;
}

}  // namespace muster::layout
