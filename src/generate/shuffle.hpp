#pragma once
// Fisher-Yates shuffle and sampling on our own bounded draws, so the order is
// the same on every standard library (std::shuffle's is not).

#include <utility>
#include <vector>

#include "core/random.hpp"

namespace muster {

template <typename T>
void shuffle(std::vector<T>& items, RandomStream& stream) {
  for (std::size_t i = items.size(); i > 1; --i) {
    const std::size_t j = stream.below(static_cast<std::uint32_t>(i));
    std::swap(items[i - 1], items[j]);
  }
}

// `count` distinct items drawn without replacement, in the order drawn.
template <typename T>
std::vector<T> sample(std::vector<T> items, std::size_t count, RandomStream& stream) {
  std::vector<T> drawn;
  while (drawn.size() < count && !items.empty()) {
    const std::size_t pick = stream.below(static_cast<std::uint32_t>(items.size()));
    drawn.push_back(items[pick]);
    items.erase(items.begin() + static_cast<std::ptrdiff_t>(pick));
  }
  return drawn;
}

}  // namespace muster
