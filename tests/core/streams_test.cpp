#include "core/streams.hpp"

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <stdexcept>
#include <string_view>

namespace muster {
namespace {

// The first draws of a stream: enough to tell two streams apart.
std::array<std::uint32_t, 4> first_draws(RandomStream stream) {
  std::array<std::uint32_t, 4> draws{};
  for (auto& d : draws) d = stream.next();
  return draws;
}

const std::string long_name(150, 'p');  // with the domain and key, longer than one hash block

// Public and secret streams mixed, a side named twice, and more than one hash batch (8) in each step.
std::array<StreamName, 12> mixed_names() {
  return {{{{}, "timeline"},
           {"USA", "marker codes"},
           {{}, "placement USA"},
           {"CSA", "brigades"},
           {{}, long_name},
           {"USA", long_name},
           {"Prussia", "army"},
           {{}, "forest"},
           {"CSA", "marker codes"},
           {"USA", "brigades"},
           {{}, "hills"},
           {"Prussia", "solo"}}};
}

void expect_opened_one_by_one(const Streams& streams) {
  const std::array<StreamName, 12> names = mixed_names();
  const std::array<RandomStream, 12> together = streams.open_together(names);
  for (std::size_t i = 0; i < names.size(); ++i) {
    const StreamName& name = names[i];
    const RandomStream alone = name.side.empty() ? streams.open(name.procedure) : streams.secret(name.side, name.procedure);
    EXPECT_EQ(first_draws(together[i]), first_draws(alone)) << name.side << " " << name.procedure;
  }
}

TEST(Streams, StreamsOpenedTogetherAreTheStreamsOpenedOneByOne) {
  for (std::uint64_t seed : {1ULL, 5ULL, 1863ULL, 0xFFFFFFFFFFFFFFFFULL}) expect_opened_one_by_one(Streams(seed));
}

TEST(Streams, AReplacedSideKeyHoldsForStreamsOpenedTogether) {
  const std::array<std::uint8_t, 16> other_key{9, 9, 9};
  const Streams replaced = Streams(1863).with_side_key("CSA", other_key);
  expect_opened_one_by_one(replaced);
  // And the replaced key does change the side's streams, and only that side's.
  const std::array<RandomStream, 12> real = Streams(1863).open_together(mixed_names());
  const std::array<RandomStream, 12> other = replaced.open_together(mixed_names());
  for (std::size_t i = 0; i < real.size(); ++i) {
    if (mixed_names()[i].side == "CSA")
      EXPECT_NE(first_draws(real[i]), first_draws(other[i])) << i;
    else
      EXPECT_EQ(first_draws(real[i]), first_draws(other[i])) << i;
  }
}

TEST(Streams, TooManySidesAtOnceAreRefused) {
  std::array<std::string, Streams::most_sides_together + 1> sides;
  std::array<StreamName, Streams::most_sides_together + 1> names;
  for (std::size_t i = 0; i < names.size(); ++i) {
    sides[i] = "side " + std::to_string(i);
    names[i] = {sides[i], "army"};
  }
  EXPECT_THROW(Streams(1).open_together(names), std::invalid_argument);
}

}  // namespace
}  // namespace muster
