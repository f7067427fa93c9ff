#include "core/streams.hpp"

#include <algorithm>

#include "core/blake2b.hpp"

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
  std::vector<Derived>& derived = ahead.derived_;
  // Sized once, so that the names the derivations read stay where they are.
  derived.reserve(derived.size() + procedures.size() + sides.size() * (1 + side_procedures.size()));

  // Fills in the bytes of derived[first..]: from the seed's key (no `side`) the public
  // streams and side keys they name, or from `side`'s key its streams. A batch at a
  // time, in arrays on the stack: a roll allocates nothing for its keys.
  auto derive_from = [&derived](std::size_t first, const std::array<std::uint8_t, 16>& key, std::string_view side) {
    constexpr std::size_t batch = blake2b::side_by_side;
    for (std::size_t start = first; start < derived.size(); start += batch) {
      const std::size_t count = std::min(batch, derived.size() - start);
      std::array<KeyDerivation, batch> derivations;
      std::array<std::array<std::uint8_t, 16>, batch> keys{};
      for (std::size_t i = 0; i < count; ++i) {
        const Derived& d = derived[start + i];
        if (!side.empty())
          derivations[i] = {side_stream_domain, key, d.procedure};
        else if (d.side.empty())
          derivations[i] = {public_stream_domain, key, d.procedure};
        else
          derivations[i] = {side_key_domain, key, d.side};
      }
      derive_keys(std::span(derivations).first(count), std::span(keys).first(count));
      for (std::size_t i = 0; i < count; ++i) derived[start + i].bytes = keys[i];
    }
  };

  // First what the seed gives: the public streams and the side keys not replaced.
  const std::size_t first_new = derived.size();
  for (std::string_view procedure : procedures) derived.push_back({{}, std::string(procedure), {}});
  for (std::string_view side : sides)
    if (std::none_of(replaced_keys_.begin(), replaced_keys_.end(), [side](const auto& r) { return r.first == side; }))
      derived.push_back({std::string(side), {}, {}});
  derive_from(first_new, seed_key(seed_), {});

  // Then what each side's key gives.
  for (std::string_view side : sides) {
    const std::size_t first_of_side = derived.size();
    for (std::string_view procedure : side_procedures) derived.push_back({std::string(side), std::string(procedure), {}});
    derive_from(first_of_side, ahead.side_key(side), side);
  }
  return ahead;
}

}  // namespace muster
