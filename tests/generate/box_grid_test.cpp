// The grid finds every box that meets the one asked about, wherever the boxes lie: inside
// the grid, astride its edges, outside it, too big to file, turned inside out or empty.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/random.hpp"
#include "generate/box_grid.hpp"

namespace muster::plane {
namespace {

double coordinate(RandomStream& random, double from, double to) {
  return from + (to - from) * static_cast<double>(random.below(100001)) / 100000;
}

Box random_box(RandomStream& random) {
  // Mostly small boxes on the grid's extent (0..100), some reaching well past it, a few huge.
  const double x = coordinate(random, -20, 120), y = coordinate(random, -20, 120);
  const double size = random.below(20) == 0 ? coordinate(random, 0, 300) : coordinate(random, 0, 8);
  return {x, y, x + size * coordinate(random, 0, 1), y + size * coordinate(random, 0, 1)};
}

TEST(BoxGrid, FindsEveryBoxThatMeetsTheOneAskedAbout) {
  for (std::uint64_t seed = 0; seed < 10000; ++seed) {
    RandomStream random = RandomStream::for_procedure(seed, "box grid test");
    const std::size_t count = 1 + random.below(60);
    std::vector<Box> boxes;
    BoxGrid grid({0, 0, 100, 100}, count);
    for (std::size_t k = 0; k < count; ++k) {
      boxes.push_back(random_box(random));
      grid.add(k, boxes.back());
    }
    const Box asked = random_box(random);
    const std::vector<std::size_t> near = grid.near(asked);
    ASSERT_TRUE(std::is_sorted(near.begin(), near.end())) << seed;
    ASSERT_EQ(std::adjacent_find(near.begin(), near.end()), near.end()) << seed;
    for (std::size_t k = 0; k < count; ++k) {
      if (boxes_meet(asked, boxes[k])) {
        ASSERT_TRUE(std::binary_search(near.begin(), near.end(), k)) << "seed " << seed << ", box " << k;
      }
    }
  }
}

TEST(BoxGrid, LooksOnlyNearby) {
  // A hundred boxes a cell apart: a box in one cell hears of its neighbours, not of the far corner.
  BoxGrid grid({0, 0, 100, 100}, 100);
  for (std::size_t k = 0; k < 100; ++k) {
    const double x = static_cast<double>(k % 10) * 10 + 4, y = static_cast<double>(k / 10) * 10 + 4;
    grid.add(k, {x, y, x + 2, y + 2});
  }
  const auto near = grid.near({44, 44, 46, 46});
  EXPECT_LE(near.size(), 9u);
  EXPECT_TRUE(std::binary_search(near.begin(), near.end(), std::size_t{44}));
}

TEST(BoxGrid, BoxesInsideOutEmptyOrNotANumberDoNotBreakIt) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  BoxGrid grid({0, 0, 0, 0}, 0);  // no extent at all: one cell
  grid.add(0, {5, 5, 1, 1});
  grid.add(1, {nan, 0, 1, 1});
  grid.add(2, {-inf, -inf, inf, inf});
  EXPECT_EQ(grid.near({0, 0, 10, 10}), (std::vector<std::size_t>{0, 1, 2}));
  BoxGrid wide({0, 0, 100, 100}, 16);
  wide.add(0, {-inf, -inf, inf, inf});  // everywhere
  wide.add(1, {90, 90, 95, 95});
  EXPECT_EQ(wide.near({1, 1, 2, 2}), (std::vector<std::size_t>{0}));
  EXPECT_EQ(wide.near({nan, nan, nan, nan}).front(), 0u);
}

}  // namespace
}  // namespace muster::plane
