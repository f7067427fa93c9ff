// Drawing without replacement in place draws exactly what drawing and erasing
// one by one draws (how TSR placed its markers before, and what the records of
// every seed hold), leaves the rest in order, and uses the stream alike.
#include "generate/shuffle.hpp"

#include <gtest/gtest.h>

#include <numeric>

namespace muster {
namespace {

// The draw as it was written first: pick among those left, erase it.
std::vector<int> drawn_by_erasing(std::vector<int>& items, std::size_t count, RandomStream& stream) {
  std::vector<int> drawn;
  while (drawn.size() < count && !items.empty()) {
    const std::size_t pick = stream.below(static_cast<std::uint32_t>(items.size()));
    drawn.push_back(items[pick]);
    items.erase(items.begin() + static_cast<std::ptrdiff_t>(pick));
  }
  return drawn;
}

TEST(DrawToFront, DrawsWhatErasingOneByOneDrawsAndKeepsTheRestInOrder) {
  for (std::uint64_t seed = 0; seed < 3000; ++seed) {
    const std::size_t size = seed % 27, count = (seed / 27) % 30;
    std::vector<int> items(size);
    std::iota(items.begin(), items.end(), 100);
    std::vector<int> left = items;
    RandomStream by_erasing(seed, 7), in_place(seed, 7);
    const std::vector<int> expected = drawn_by_erasing(left, count, by_erasing);

    const std::size_t drawn = draw_to_front(std::span<int>(items), count, in_place);
    ASSERT_EQ(drawn, expected.size()) << "seed " << seed;
    ASSERT_EQ(std::vector<int>(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(drawn)), expected) << "seed " << seed;
    ASSERT_EQ(std::vector<int>(items.begin() + static_cast<std::ptrdiff_t>(drawn), items.end()), left) << "seed " << seed;
    ASSERT_EQ(by_erasing.next(), in_place.next()) << "seed " << seed;
  }
}

}  // namespace
}  // namespace muster
