#include "rulesets/tsr/tables.hpp"

#include <cstdio>
#include <stdexcept>

namespace muster::tsr {

int start_hour_for(int average_die) { return average_die + start_hour_offset; }

int dusk_hour_for(int d8) {
  for (const auto& row : dusk_table)
    if (d8 >= row.low && d8 <= row.high) return row.hour;
  throw std::out_of_range("dusk roll outside 1-8");
}

int brigades_for(Side side, int average_die) {
  if (side == Side::csa) return average_die;
  if (average_die == 2) return 2;
  if (average_die == 5) return 4;
  return 3;
}

MarkerPool default_pool(Side side) {
  if (side == Side::usa) return {4, 5, 8};
  return {3, 3, 10};
}

std::string identification(MarkerKind kind) { return kind == MarkerKind::decoy ? "" : marker_kind_key(kind); }

std::string clock(int hour) {
  char text[8];
  std::snprintf(text, sizeof text, "%02d:00", hour);
  return text;
}

}  // namespace muster::tsr
