#include "layout/stick_pieces.hpp"

#include <cmath>
#include <stdexcept>

namespace muster::layout {

namespace {
// Sums of millimetres that should meet exactly may miss by a rounding error.
constexpr Length rounding = Length::mm(1e-6);
// More pieces than any stick on a table needs: a guard against a step longer than a piece.
constexpr int most_parts = 1000;

Length whole_steps_below(Length length, Length step) { return step * std::floor(length / step + 1e-9); }

// The stretches of `parts` pieces whose joins are `joins` (where each piece after the first shows from).
std::vector<Stretch> stretches_between(const std::vector<Length>& joins, Length length, Length overlap) {
  std::vector<Stretch> stretches;
  Length from{};
  for (Length join : joins) {
    stretches.push_back({from, join});
    from = join - overlap;
  }
  stretches.push_back({from, length});
  return stretches;
}

bool all_fit(const std::vector<Stretch>& stretches, Length longest, Length overlap) {
  Length shown_to{};
  for (std::size_t i = 0; i < stretches.size(); ++i) {
    const Stretch& s = stretches[i];
    if (s.length() > longest + rounding) return false;
    // Each piece must show some of the stick beyond its tab.
    const Length shown_from = i == 0 ? s.from : s.from + overlap;
    if (shown_from < shown_to - rounding || s.to <= shown_from + rounding) return false;
    shown_to = s.to;
  }
  return true;
}
}  // namespace

std::vector<Stretch> split_stick(Length length, Length longest, Length overlap, Length join_step) {
  if (length <= longest + rounding) return {{Length{}, length}};
  if (longest <= overlap + join_step) return {};
  for (int parts = 2; parts <= most_parts; ++parts) {
    // Shared out evenly first, then each join moved back to a whole step.
    const Length each = (length + overlap * (parts - 1)) / parts;
    std::vector<Length> joins;
    for (int k = 1; k < parts; ++k) joins.push_back(whole_steps_below(each * k - overlap * (k - 1), join_step));
    auto stretches = stretches_between(joins, length, overlap);
    if (all_fit(stretches, longest, overlap)) return stretches;
  }
  return {};
}

std::vector<StickPiece> plan_stick_pieces(const std::vector<StickRun>& sticks, StickArea area, Length height, Length overlap) {
  if (area.top + height > area.bottom + rounding) throw std::invalid_argument("a range stick is deeper than the sheet");
  std::vector<StickPiece> pieces;
  int sheet = 0;
  Point at{area.left, area.top};
  for (std::size_t s = 0; s < sticks.size(); ++s) {
    const auto stretches = split_stick(sticks[s].length, area.width, overlap, sticks[s].join_step);
    if (stretches.empty()) throw std::invalid_argument("the sheet is too narrow for a piece of range stick and its glue tab");
    for (std::size_t k = 0; k < stretches.size(); ++k) {
      if (at.x > area.left && at.x + stretches[k].length() > area.left + area.width + rounding) at = {area.left, at.y + height + piece_gap};
      if (at.y + height > area.bottom + rounding) {
        ++sheet;
        at = {area.left, area.top};
      }
      pieces.push_back({s, static_cast<int>(k) + 1, static_cast<int>(stretches.size()), stretches[k], k == 0 ? Length{} : overlap, sheet, at});
      at.x += stretches[k].length() + piece_gap;
    }
  }
  return pieces;
}

}  // namespace muster::layout
