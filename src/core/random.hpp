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
#include <span>
#include <string_view>

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

  std::uint32_t next();
  // Uniform in [0, bound). bound must be at least 1.
  std::uint32_t below(std::uint32_t bound);
  // Uniform in [low, high], both inclusive.
  int between(int low, int high);

 private:
  std::uint64_t state_ = 0;
  std::uint64_t increment_ = 0;
};

// BLAKE2b of `domain`, the key bytes and `text`, cut to 16 bytes: how muster
// derives anything secret (stream states, side keys, the pack check code).
std::array<std::uint8_t, 16> derive_key(std::string_view domain, const std::array<std::uint8_t, 16>& key, std::string_view text);
// One derive_key call's arguments.
struct KeyDerivation {
  std::string_view domain;
  std::array<std::uint8_t, 16> key;
  std::string_view text;
};
// derive_key of each, into `keys` (one per derivation): the same bytes, but the
// short ones hashed side by side, several for about the time of one.
void derive_keys(std::span<const KeyDerivation> derivations, std::span<std::array<std::uint8_t, 16>> keys);
// A seed as key material: its eight bytes, little-endian, then zeros.
std::array<std::uint8_t, 16> seed_key(std::uint64_t seed);

}  // namespace muster
