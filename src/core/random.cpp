#include "core/random.hpp"

#include <sodium.h>

#include <stdexcept>
#include <string>

namespace muster {

namespace {
constexpr std::uint64_t pcg_multiplier = 6364136223846793005ULL;

std::uint64_t little_endian(const std::uint8_t* bytes) {
  std::uint64_t value = 0;
  for (int i = 7; i >= 0; --i) value = (value << 8U) | bytes[i];
  return value;
}
}  // namespace

std::array<std::uint8_t, 16> seed_key(std::uint64_t seed) {
  std::array<std::uint8_t, 16> key{};
  for (std::size_t i = 0; i < 8; ++i, seed >>= 8U) key[i] = static_cast<std::uint8_t>(seed & 0xFFU);
  return key;
}

std::array<std::uint8_t, 16> derive_key(std::string_view domain, const std::array<std::uint8_t, 16>& key, std::string_view text) {
  // Until sodium_init has run, libsodium hashes with its portable code; after it, with
  // the fastest code this processor runs. Same bytes either way, a quarter of a roll's time.
  static const bool sodium_ready = sodium_init() >= 0;
  (void)sodium_ready;
  // Domain, a NUL, the key, then the text: no two different inputs share a message.
  // Fed to the hash piece by piece, the same message as one buffer, without building it.
  constexpr unsigned char separator = 0;
  crypto_generichash_state state;
  std::array<std::uint8_t, 16> out{};
  crypto_generichash_init(&state, nullptr, 0, out.size());
  crypto_generichash_update(&state, reinterpret_cast<const unsigned char*>(domain.data()), domain.size());
  crypto_generichash_update(&state, &separator, 1);
  crypto_generichash_update(&state, key.data(), key.size());
  crypto_generichash_update(&state, reinterpret_cast<const unsigned char*>(text.data()), text.size());
  crypto_generichash_final(&state, out.data(), out.size());
  return out;
}

RandomStream RandomStream::for_procedure(std::uint64_t seed, std::string_view procedure) {
  return from_state(derive_key("muster stream", seed_key(seed), procedure));
}

RandomStream RandomStream::from_state(const std::array<std::uint8_t, 16>& state) {
  return RandomStream(little_endian(state.data()), little_endian(state.data() + 8));
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
