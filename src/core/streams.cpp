#include "core/streams.hpp"

#include <algorithm>

namespace muster {

namespace {
// The domains of the side derivations (the public streams' is public_stream_domain):
// no two derivations share a message.
constexpr std::string_view side_key_domain = "muster side key";
constexpr std::string_view side_stream_domain = "muster side stream";
}  // namespace

RandomStream Streams::open(std::string_view procedure) const {
  if (const auto* state = derived({}, procedure)) return RandomStream::from_state(*state);
  return RandomStream::for_procedure(seed_, procedure);
}

std::array<std::uint8_t, 16> Streams::side_key(std::string_view side) const {
  for (const auto& [name, key] : replaced_keys_)
    if (name == side) return key;
  if (const auto* key = derived(side, {})) return *key;
  return derive_key(side_key_domain, seed_key(seed_), side);
}

RandomStream SideStreams::open(std::string_view procedure) const {
  if (ahead_ != nullptr)
    if (const auto* state = ahead_->derived(side_, procedure)) return RandomStream::from_state(*state);
  return RandomStream::from_state(derive_key(side_stream_domain, key_, procedure));
}

Streams Streams::with_side_key(std::string side, std::array<std::uint8_t, 16> key) const {
  Streams changed = *this;
  // What was derived ahead from the side's old key no longer holds.
  std::erase_if(changed.derived_, [&side](const Derived& d) { return d.side == side; });
  changed.replaced_keys_.emplace_back(std::move(side), key);
  return changed;
}

const std::array<std::uint8_t, 16>* Streams::derived(std::string_view side, std::string_view procedure) const {
  for (const Derived& d : derived_)
    if (d.side == side && d.procedure == procedure) return &d.bytes;
  return nullptr;
}

Streams Streams::derived_ahead(std::span<const std::string_view> procedures, std::span<const std::string_view> sides,
                               std::span<const std::string_view> side_procedures) const {
  Streams ahead = *this;
  ahead.derived_.reserve(derived_.size() + procedures.size() + sides.size() * (1 + side_procedures.size()));
  std::vector<KeyDerivation> wanted;
  wanted.reserve(procedures.size() + sides.size() * side_procedures.size());
  auto derive = [&ahead, &wanted](std::vector<Derived> named) {
    std::vector<std::array<std::uint8_t, 16>> bytes(wanted.size());
    derive_keys(wanted, bytes);
    for (std::size_t i = 0; i < named.size(); ++i) {
      named[i].bytes = bytes[i];
      ahead.derived_.push_back(std::move(named[i]));
    }
    wanted.clear();
  };

  // First what the seed gives: the public streams and the side keys not replaced.
  std::vector<Derived> named;
  for (std::string_view procedure : procedures) {
    wanted.push_back({public_stream_domain, seed_key(seed_), procedure});
    named.push_back({{}, std::string(procedure), {}});
  }
  for (std::string_view side : sides)
    if (std::none_of(replaced_keys_.begin(), replaced_keys_.end(), [side](const auto& r) { return r.first == side; })) {
      wanted.push_back({side_key_domain, seed_key(seed_), side});
      named.push_back({std::string(side), {}, {}});
    }
  derive(std::move(named));

  // Then what each side's key gives.
  named.clear();
  for (std::string_view side : sides) {
    const auto key = ahead.side_key(side);
    for (std::string_view procedure : side_procedures) {
      wanted.push_back({side_stream_domain, key, procedure});
      named.push_back({std::string(side), std::string(procedure), {}});
    }
  }
  derive(std::move(named));
  return ahead;
}

}  // namespace muster
