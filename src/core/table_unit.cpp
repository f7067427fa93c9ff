#include "core/table_unit.hpp"

#include <cmath>
#include <cstdio>

namespace muster {

std::string unit_number(Length length, const TableUnit& unit) {
  const double finest = unit.finest > 0 ? unit.finest : 1;
  const double units = std::round(length / unit.length / finest) * finest;
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", units == 0 ? 0.0 : units);
  return buffer;
}

std::string unit_text(Length length, const TableUnit& unit) { return unit_number(length, unit) + " " + unit.symbol; }

}  // namespace muster
