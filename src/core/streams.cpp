#include "core/streams.hpp"

#include <optional>
#include <stdexcept>

namespace muster {

namespace {
// The domains of the side derivations (the public streams' is public_stream_domain):
// no two derivations share a message.
constexpr std::string_view side_key_domain = "muster side key";
constexpr std::string_view side_stream_domain = "muster side stream";
}  // namespace

RandomStream Streams::open(std::string_view procedure) const { return RandomStream::for_procedure(seed_, procedure); }

RandomStream Streams::secret(std::string_view side, std::string_view procedure) const {
  return RandomStream::from_state(derive_key(side_stream_domain, side_key(side), procedure));
}

const std::array<std::uint8_t, 16>* Streams::replaced_key(std::string_view side) const {
  for (const auto& [name, key] : replaced_keys_)
    if (name == side) return &key;
  return nullptr;
}

std::array<std::uint8_t, 16> Streams::side_key(std::string_view side) const {
  if (const auto* key = replaced_key(side)) return *key;
  return derive_key(side_key_domain, seed_key(seed_), side);
}

Streams Streams::with_side_key(std::string side, std::array<std::uint8_t, 16> key) const {
  Streams changed = *this;
  changed.replaced_keys_.emplace_back(std::move(side), key);
  return changed;
}

namespace {
using Bytes16 = std::array<std::uint8_t, 16>;

// A rule set names a side's streams with one string: the same characters are most
// often the same memory, known equal without comparing them.
bool same_name(std::string_view a, std::string_view b) { return a.size() == b.size() && (a.data() == b.data() || a == b); }

// The sides named in one open_together, each with its key.
struct SideKeys {
  std::array<std::string_view, Streams::most_sides_together> sides;
  std::array<Bytes16, Streams::most_sides_together> keys;
  std::size_t count = 0;

  // Where `side`'s key is, added (its key still to fill in) if it is new.
  std::size_t place_of(std::string_view side) {
    for (std::size_t i = 0; i < count; ++i)
      if (same_name(sides[i], side)) return i;
    if (count == sides.size()) throw std::invalid_argument("Streams::open_together: more sides than most_sides_together");
    sides[count] = side;
    return count++;
  }
};
}  // namespace

void Streams::derive_states(std::span<const StreamName> names, std::span<std::array<std::uint8_t, 16>> states) const {
  const Bytes16 seed = seed_key(seed_);
  SideKeys side_keys;  // each side's key derived once, however many of its streams are named
  for (std::size_t i = 0; i < names.size(); ++i) {
    const StreamName& name = names[i];
    if (name.side.empty()) {
      states[i] = derive_key(public_stream_domain, seed, name.procedure);
      continue;
    }
    const std::size_t count_before = side_keys.count;
    const std::size_t place = side_keys.place_of(name.side);
    if (side_keys.count != count_before) {
      const auto* replaced = replaced_key(name.side);
      side_keys.keys[place] = replaced ? *replaced : derive_key(side_key_domain, seed, name.side);
    }
    states[i] = derive_key(side_stream_domain, side_keys.keys[place], name.procedure);
  }
}

}  // namespace muster
