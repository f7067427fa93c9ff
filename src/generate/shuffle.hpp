#pragma once
// Fisher-Yates shuffle on our own bounded draws,
// so the order is the same on every standard library (std::shuffle's is not).

#include <cstddef>
#include <span>
#include <utility>
#include <vector>

#include "core/random.hpp"

namespace muster {

template <typename T>
void shuffle(std::span<T> items, RandomStream& stream) {
  for (std::size_t i = items.size(); i > 1; --i) {
    const std::size_t j = stream.below(static_cast<std::uint32_t>(i));
    std::swap(items[i - 1], items[j]);
  }
}
template <typename T>
void shuffle(std::vector<T>& items, RandomStream& stream) {
  shuffle(std::span<T>(items), stream);
}

}  // namespace muster
