#include "core/random.hpp"

#include <stdexcept>

namespace muster {

namespace {
constexpr std::uint64_t pcg_multiplier = 6364136223846793005ULL;

// SplitMix64 finaliser: spreads nearby seeds (1, 2, 3...) far apart in state space.
std::uint64_t mix(std::uint64_t value) {
  value += 0x9E3779B97F4A7C15ULL;
  value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ULL;
  value = (value ^ (value >> 27)) * 0x94D049BB133111EBULL;
  return value ^ (value >> 31);
}
}  // namespace

std::uint64_t fnv1a64(std::string_view text) {
  std::uint64_t hash = 0xCBF29CE484222325ULL;
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001B3ULL;
  }
  return hash;
}

RandomStream RandomStream::for_procedure(std::uint64_t seed, std::string_view procedure) {
  const std::uint64_t name_hash = fnv1a64(procedure);
  return RandomStream(mix(seed ^ name_hash), mix(name_hash));
}

RandomStream::RandomStream(std::uint64_t state_seed, std::uint64_t stream_id)
    : increment_((stream_id << 1U) | 1U) {
  next();
  state_ += state_seed;
  next();
}

std::uint32_t RandomStream::next() {
  const std::uint64_t old = state_;
  state_ = old * pcg_multiplier + increment_;
  const auto xorshifted = static_cast<std::uint32_t>(((old >> 18U) ^ old) >> 27U);
  const auto rotation = static_cast<std::uint32_t>(old >> 59U);
  return (xorshifted >> rotation) | (xorshifted << ((32U - rotation) & 31U));
}

std::uint32_t RandomStream::below(std::uint32_t bound) {
  if (bound == 0) throw std::invalid_argument("RandomStream::below(0)");
  // Reject the low values that would make some results one draw more likely:
  // 2^32 mod bound of them, so what remains is a whole number of copies of [0, bound).
  const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
  for (;;) {
    const std::uint32_t value = next();
    if (value >= threshold) return value % bound;
  }
}

int RandomStream::between(int low, int high) {
  if (high < low) throw std::invalid_argument("RandomStream::between: empty range");
  return low + static_cast<int>(below(static_cast<std::uint32_t>(high - low) + 1U));
}

}  // namespace muster
