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

// A share that happened but rounds to nothing reads "<0.1%", not "never"; one short of always, ">99.9%".
std::string percent(double share) {
  if (share > 0 && share < 0.0005) return "<0.1%";
  if (share < 1 && share >= 0.9995) return ">99.9%";
  return decimal(100 * share, 1) + "%";
}

std::string value_text(double value) {
  if (value == std::floor(value) && std::fabs(value) < 1e15) return std::to_string(static_cast<long long>(value));
  return decimal(value);
}

}  // namespace muster::simulate
