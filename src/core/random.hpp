#pragma once
// muster's random numbers: PCG32 (O'Neill 2014, XSH-RR output, 64-bit LCG state).
// Every procedure draws from its own stream, derived from (key, procedure name),
// so changing one procedure never shifts another's rolls. The derivation is
// BLAKE2b, a one-way function: PCG32 is fast but not secret, and a player who
// reconstructed the state of a stream he can see (his own draw, the terrain)
// must learn nothing of the key behind it, so nothing of the streams he cannot
// see. Bounded draws use our own unbiased rejection method rather than
// std::uniform_int_distribution, whose results differ between standard libraries.

#include <array>
#include <cstdint>
#include <string_view>

#include "core/small_remainder.hpp"

namespace muster {

// The domain under which a seed's public streams are derived (RandomStream::for_procedure).
inline constexpr std::string_view public_stream_domain = "muster stream";

class RandomStream {
 public:
  // The stream a procedure named `procedure` draws from for scenario seed `seed`.
  static RandomStream for_procedure(std::uint64_t seed, std::string_view procedure);
  // A stream whose state and increment are these 16 derived bytes.
  static RandomStream from_state(const std::array<std::uint8_t, 16>& state);
  RandomStream(std::uint64_t state_seed, std::uint64_t stream_id);

  // Defined here, inline: a roll draws hundreds of times, and a call each cost it a twentieth of its time.
  std::uint32_t next() {
    const std::uint64_t old = state_;
    state_ = old * multiplier + increment_;
    const auto xorshifted = static_cast<std::uint32_t>(((old >> 18U) ^ old) >> 27U);
    const auto rotation = static_cast<std::uint32_t>(old >> 59U);
    return (xorshifted >> rotation) | (xorshifted << ((32U - rotation) & 31U));
  }
  // Uniform in [0, bound). bound must be at least 1.
  std::uint32_t below(std::uint32_t bound) {
    if (bound == 0) refuse_empty_range();
    // Reject the low values that would make some results one draw more likely:
    // 2^32 mod bound of them, so what remains is a whole number of copies of [0, bound).
    // That count is below `bound`, so a value of at least `bound` always stands: only a
    // value below it needs the count worked out, which saves a division on nearly every draw.
    for (;;) {
      const std::uint32_t value = next();
      if (value >= bound || value >= small_remainder(-bound, bound)) return small_remainder(value, bound);
    }
  }
  // Uniform in [low, high], both inclusive.
  int between(int low, int high) {
    if (high < low) refuse_empty_range();
    return low + static_cast<int>(below(static_cast<std::uint32_t>(high - low) + 1U));
  }

 private:
  static constexpr std::uint64_t multiplier = 6364136223846793005ULL;
  [[noreturn]] static void refuse_empty_range();

  std::uint64_t state_ = 0;
  std::uint64_t increment_ = 0;
};

// BLAKE2b of `domain`, the key bytes and `text`, cut to 16 bytes: how muster
// derives anything secret (stream states, side keys, the pack check code).
std::array<std::uint8_t, 16> derive_key(std::string_view domain, const std::array<std::uint8_t, 16>& key, std::string_view text);
// A seed as key material: its eight bytes, little-endian, then zeros.
std::array<std::uint8_t, 16> seed_key(std::uint64_t seed);

}  // namespace muster
