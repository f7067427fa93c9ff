#include "core/random.hpp"

#include <gtest/gtest.h>

#include <array>

#include "core/dice.hpp"

namespace muster {
namespace {

TEST(RandomStream, PinnedOutputSoSetupsNeverDriftBetweenVersions) {
  // If this changes, every published seed rolls a different battle: bump the record format instead.
  RandomStream stream = RandomStream::for_procedure(1863, "timeline");
  std::array<std::uint32_t, 4> first{};
  for (auto& value : first) value = stream.next();
  RandomStream again = RandomStream::for_procedure(1863, "timeline");
  for (auto value : first) EXPECT_EQ(again.next(), value);
  EXPECT_EQ(fnv1a64(""), 0xCBF29CE484222325ULL);
  EXPECT_EQ(fnv1a64("a"), 0xAF63DC4C8601EC8CULL);
}

TEST(RandomStream, ProceduresDrawFromDifferentStreams) {
  RandomStream a = RandomStream::for_procedure(7, "hills"), b = RandomStream::for_procedure(7, "forest");
  int same = 0;
  for (int i = 0; i < 100; ++i) same += a.next() == b.next() ? 1 : 0;
  EXPECT_LT(same, 3);
}

TEST(RandomStream, BoundedDrawsAreUniform) {
  RandomStream stream(42, 54);
  std::array<int, 6> counts{};
  constexpr int draws = 60000;
  for (int i = 0; i < draws; ++i) ++counts[stream.below(6)];
  double chi_square = 0;
  for (int c : counts) chi_square += (c - draws / 6.0) * (c - draws / 6.0) / (draws / 6.0);
  EXPECT_LT(chi_square, 20.5);  // 5 degrees of freedom, p = 0.001
}

TEST(RandomStream, BetweenStaysInItsRangeAndReachesBothEnds) {
  RandomStream stream(1, 2);
  bool low = false, high = false;
  for (int i = 0; i < 1000; ++i) {
    const int v = stream.between(-2, 3);
    ASSERT_GE(v, -2);
    ASSERT_LE(v, 3);
    low |= v == -2;
    high |= v == 3;
  }
  EXPECT_TRUE(low && high);
  EXPECT_THROW(stream.below(0), std::invalid_argument);
  EXPECT_THROW(stream.between(3, 2), std::invalid_argument);
}

TEST(Dice, AverageDieHasTheFacesTwoThreeThreeFourFourFive) {
  RandomStream stream(9, 9);
  std::array<int, 6> counts{};
  for (int i = 0; i < 60000; ++i) ++counts[roll(stream, Die::average)];
  EXPECT_EQ(counts[0] + counts[1], 0);
  EXPECT_NEAR(counts[2] / 60000.0, 1.0 / 6, 0.01);
  EXPECT_NEAR(counts[3] / 60000.0, 2.0 / 6, 0.01);
  EXPECT_NEAR(counts[4] / 60000.0, 2.0 / 6, 0.01);
  EXPECT_NEAR(counts[5] / 60000.0, 1.0 / 6, 0.01);
  for (int i = 0; i < 1000; ++i) {
    const int d8 = roll(stream, Die::d8);
    ASSERT_TRUE(d8 >= 1 && d8 <= 8);
  }
  EXPECT_EQ(die_name(Die::average), "AD");
}

}  // namespace
}  // namespace muster
