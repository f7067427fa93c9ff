#pragma once
// An enum's words in files: the list of keys in the enum's own order, looked
// up both ways. Each rule set's tables give the lists; this is the lookup.

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace muster {

template <typename Enum>
std::optional<Enum> parse_key(const std::vector<std::string>& keys, const std::string& key) {
  const auto found = std::find(keys.begin(), keys.end(), key);
  if (found == keys.end()) return std::nullopt;
  return static_cast<Enum>(found - keys.begin());
}

template <typename Enum>
const std::string& key_in(const std::vector<std::string>& keys, Enum value) {
  return keys.at(static_cast<std::size_t>(value));
}

}  // namespace muster
