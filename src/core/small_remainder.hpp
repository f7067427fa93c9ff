#pragma once
// `value % divisor` without a division for the small divisors a roll uses (dice,
// shuffles of a pool, draws from a row): a 32-bit division is the slowest
// instruction in a roll, and a bounded draw needs one each time.
//
// Lemire, Kaser and Kurz, "Faster Remainder by Direct Computation" (2019): with
// c = ceil(2^64 / d), the remainder of any 32-bit n by d is the top 64 bits of
// (c * n mod 2^64) * d. Exact for every n and every d below 2^32, so a draw
// gives the number `%` gives; the c of each small divisor is worked out once,
// when compiling, and a larger divisor still divides.

#include <array>
#include <cstdint>

namespace muster {

// Divisors up to this one are looked up (2 KiB of multipliers).
inline constexpr std::uint32_t most_small_divisor = 256;

namespace small_remainder_detail {
__extension__ using Product = unsigned __int128;  // the 64 x 64-bit product's top half is the remainder

// ceil(2^64 / d) mod 2^64 for d = 1..most_small_divisor: for d = 1 it wraps to 0,
// and 0 * n * 1 is the right remainder, 0.
inline constexpr std::array<std::uint64_t, most_small_divisor + 1> multipliers = [] {
  std::array<std::uint64_t, most_small_divisor + 1> of{};
  for (std::uint64_t d = 1; d <= most_small_divisor; ++d) of[d] = UINT64_MAX / d + 1;
  return of;
}();
}  // namespace small_remainder_detail

// `value % divisor`; divisor at least 1.
inline std::uint32_t small_remainder(std::uint32_t value, std::uint32_t divisor) {
  using namespace small_remainder_detail;
  if (divisor > most_small_divisor) return value % divisor;
  const std::uint64_t fraction = multipliers[divisor] * value;  // value / divisor's fractional part, in 64 bits
  return static_cast<std::uint32_t>((static_cast<Product>(fraction) * divisor) >> 64U);
}

}  // namespace muster
