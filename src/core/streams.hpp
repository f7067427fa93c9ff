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

class Streams;

// One side's secret streams, its key derived once for all of them; made by Streams::secrets.
class SideStreams {
 public:
  SideStreams(const std::array<std::uint8_t, 16>& key, std::string_view side, const Streams& ahead)
      : key_(key), side_(side), ahead_(&ahead) {}
  RandomStream open(std::string_view procedure) const;

 private:
  std::array<std::uint8_t, 16> key_;
  std::string side_;      // a copy: callers name the side with a temporary
  const Streams* ahead_;  // where this side's streams derived ahead are kept
};

class Streams {
 public:
  explicit Streams(std::uint64_t seed) : seed_(seed) {}
  std::uint64_t seed() const { return seed_; }

  RandomStream open(std::string_view procedure) const;
  // A stream only `side` ("USA") may learn from.
  RandomStream secret(std::string_view side, std::string_view procedure) const { return secrets(side).open(procedure); }
  // Every stream only `side` may learn from: where a procedure opens several, the key is derived once.
  SideStreams secrets(std::string_view side) const { return SideStreams(side_key(side), side, *this); }
  // The same roll with one side's secret key replaced: what an opponent could
  // not tell apart from the real one, if the rolls keep their secrets.
  Streams with_side_key(std::string side, std::array<std::uint8_t, 16> key) const;

  // The same streams, with these derived now, side by side (derive_keys), where
  // one by one they would cost a roll a quarter of its time: the public
  // `procedures`, each of `sides`' key, and each side's `side_procedures`. open()
  // and secrets() find them; a stream not named here is derived when opened.
  Streams derived_ahead(std::span<const std::string_view> procedures, std::span<const std::string_view> sides,
                        std::span<const std::string_view> side_procedures) const;

 private:
  friend class SideStreams;
  // A stream state or side key derived ahead: a public stream's has no side, a
  // side key no procedure.
  struct Derived {
    std::string side;
    std::string procedure;
    std::array<std::uint8_t, 16> bytes;
  };
  const std::array<std::uint8_t, 16>* derived(std::string_view side, std::string_view procedure) const;
  std::array<std::uint8_t, 16> side_key(std::string_view side) const;

  std::uint64_t seed_;
  std::vector<std::pair<std::string, std::array<std::uint8_t, 16>>> replaced_keys_;
  std::vector<Derived> derived_;
};

}  // namespace muster
