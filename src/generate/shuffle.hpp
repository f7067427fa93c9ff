#pragma once
// Fisher-Yates shuffle and drawing without replacement on our own bounded draws,
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

// `count` distinct items drawn without replacement, moved to the front of
// `items` in the order drawn; the items not drawn keep their order behind them.
// Each draw picks among the items still undrawn, in their order, so a draw
// from a list is the same as drawing and erasing one by one; but nothing is
// allocated, and nothing moves but the items between the front and the one drawn.
// Returns how many were drawn: `count`, or every item if there are fewer.
template <typename T>
std::size_t draw_to_front(std::span<T> items, std::size_t count, RandomStream& stream) {
  std::size_t drawn = 0;
  for (; drawn < count && drawn < items.size(); ++drawn) {
    std::size_t pick = drawn + stream.below(static_cast<std::uint32_t>(items.size() - drawn));
    // A few items move one place back: a plain loop beats std::rotate's general algorithm here.
    T picked = std::move(items[pick]);
    for (; pick > drawn; --pick) items[pick] = std::move(items[pick - 1]);
    items[drawn] = std::move(picked);
  }
  return drawn;
}

}  // namespace muster
