#include "core/small_remainder.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace muster {
namespace {

// The values where a remainder by multiplication would first go wrong: the
// smallest and largest 32-bit numbers, and every multiple of the divisor and
// its neighbours along the way (a rounding error shows as a remainder of d
// or of -1 just there).
std::vector<std::uint32_t> telling_values(std::uint32_t divisor) {
  std::vector<std::uint32_t> values;
  for (std::uint32_t n = 0; n < 4096; ++n) values.push_back(n);
  for (std::uint32_t n = 0; n < 4096; ++n) values.push_back(UINT32_MAX - n);
  const std::uint64_t step = (std::uint64_t{1} << 32) / 4099;  // about a million multiples across the range
  for (std::uint64_t base = 0; base < (std::uint64_t{1} << 32); base += step) {
    const std::uint64_t multiple = base - base % divisor;
    for (std::uint64_t n : {multiple - 1, multiple, multiple + 1, multiple + divisor - 1})
      if (n <= UINT32_MAX) values.push_back(static_cast<std::uint32_t>(n));
  }
  return values;
}

TEST(SmallRemainder, IsExactlyTheRemainderForEverySmallDivisor) {
  for (std::uint32_t divisor = 1; divisor <= most_small_divisor; ++divisor)
    for (std::uint32_t value : telling_values(divisor))
      ASSERT_EQ(small_remainder(value, divisor), value % divisor) << value << " % " << divisor;
}

TEST(SmallRemainder, DividesForALargerDivisor) {
  for (std::uint32_t divisor : {most_small_divisor + 1, 1000U, 65537U, UINT32_MAX})
    for (std::uint32_t value : {0U, 1U, divisor - 1, divisor, 123456789U, UINT32_MAX})
      EXPECT_EQ(small_remainder(value, divisor), value % divisor) << value << " % " << divisor;
}

}  // namespace
}  // namespace muster
