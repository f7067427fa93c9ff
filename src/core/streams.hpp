#pragma once
// Where every procedure of a roll gets its dice, and who may know them.
//
// Public procedures (the time, the terrain, where markers stand) draw from
// streams of the seed. What one side keeps from the other (which marker is a
// division, its codes, troop quality, stragglers, its unit names) draws from
// streams of that side's own key, derived one way from the seed. Everything a
// side holds is then computed from public streams and its own key alone: a
// test swaps the enemy's key and finds the side's sheets unchanged to the byte.

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/random.hpp"

namespace muster {

// A stream to open: a public procedure's (no side), or one of `side`'s secrets.
struct StreamName {
  std::string_view side;
  std::string_view procedure;
};

class Streams {
 public:
  explicit Streams(std::uint64_t seed) : seed_(seed) {}
  std::uint64_t seed() const { return seed_; }

  RandomStream open(std::string_view procedure) const;
  // A stream only `side` ("USA") may learn from.
  RandomStream secret(std::string_view side, std::string_view procedure) const;
  // The same roll with one side's secret key replaced: what an opponent could
  // not tell apart from the real one, if the rolls keep their secrets.
  Streams with_side_key(std::string side, std::array<std::uint8_t, 16> key) const;

  // The streams named, the same as open() and secret() give, derived in one call:
  // each side's key once, however many of its streams a procedure opens.
  template <std::size_t count>
  std::array<RandomStream, count> open_together(const std::array<StreamName, count>& names) const {
    std::array<std::array<std::uint8_t, 16>, count> states;
    derive_states(names, states);
    return [&states]<std::size_t... i>(std::index_sequence<i...>) {
      return std::array<RandomStream, count>{RandomStream::from_state(states[i])...};
    }(std::make_index_sequence<count>{});
  }
  // The most sides one open_together may name.
  static constexpr std::size_t most_sides_together = 8;

 private:
  void derive_states(std::span<const StreamName> names, std::span<std::array<std::uint8_t, 16>> states) const;
  std::array<std::uint8_t, 16> side_key(std::string_view side) const;
  const std::array<std::uint8_t, 16>* replaced_key(std::string_view side) const;

  std::uint64_t seed_;
  std::vector<std::pair<std::string, std::array<std::uint8_t, 16>>> replaced_keys_;
};

}  // namespace muster
