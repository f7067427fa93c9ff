#include "core/streams.hpp"

namespace muster {

std::array<std::uint8_t, 16> Streams::side_key(std::string_view side) const {
  for (const auto& [name, key] : replaced_keys_)
    if (name == side) return key;
  return derive_key("muster side key", seed_key(seed_), side);
}

RandomStream SideStreams::open(std::string_view procedure) const {
  return RandomStream::from_state(derive_key("muster side stream", key_, procedure));
}

Streams Streams::with_side_key(std::string side, std::array<std::uint8_t, 16> key) const {
  Streams changed = *this;
  changed.replaced_keys_.emplace_back(std::move(side), key);
  return changed;
}

}  // namespace muster
