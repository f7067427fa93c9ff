#include "rulesets/tsr/model.hpp"

#include <algorithm>

namespace muster::tsr {

std::string marker_kind_key(MarkerKind kind) {
  switch (kind) {
    case MarkerKind::infantry: return "XXX";
    case MarkerKind::infantry_with_artillery: return "XAX";
    case MarkerKind::decoy: return "decoy";
  }
  return "?";
}

std::vector<const Marker*> placed_in_draw_order(const std::vector<Marker>& markers) {
  std::vector<const Marker*> placed;
  for (const auto& m : markers)
    if (m.drawn && m.square) placed.push_back(&m);
  std::sort(placed.begin(), placed.end(), [](const Marker* a, const Marker* b) { return *a->drawn < *b->drawn; });
  return placed;
}

std::vector<const Marker*> placed_by_square(const SideSetup& side) {
  std::vector<const Marker*> placed = placed_in_draw_order(side.markers);
  std::stable_sort(placed.begin(), placed.end(), [](const Marker* a, const Marker* b) {
    return std::pair(a->square->row, a->square->column) < std::pair(b->square->row, b->square->column);
  });
  return placed;
}

const Marker* find_marker(const SideSetup& side, std::string_view code) {
  for (const auto& m : side.markers)
    if (m.code == code) return &m;
  return nullptr;
}

}  // namespace muster::tsr
