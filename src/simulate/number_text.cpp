#include "simulate/number_text.hpp"

#include <cmath>
#include <cstdio>

namespace muster::simulate {

std::string grouped(long long value) {
  std::string digits = std::to_string(value < 0 ? -value : value);
  for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3) digits.insert(static_cast<std::size_t>(at), ",");
  return value < 0 ? "-" + digits : digits;
}

std::string decimal(double value, int places) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", places, value);
  return text;
}

std::string percent(double share) { return decimal(100 * share, 1) + "%"; }

std::string value_text(double value) {
  if (value == std::floor(value) && std::fabs(value) < 1e15) return std::to_string(static_cast<long long>(value));
  return decimal(value);
}

}  // namespace muster::simulate
