#include "core/streams.hpp"

#include <gtest/gtest.h>

#include <array>
#include <string>
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
const std::array<std::string_view, 3> procedures = {"timeline", "placement USA", long_name};
const std::array<std::string_view, 2> sides = {"USA", "CSA"};
const std::array<std::string_view, 3> side_procedures = {"marker codes", "brigades", long_name};

void expect_same_streams(const Streams& lazy, const Streams& ahead) {
  for (std::string_view procedure : procedures) EXPECT_EQ(first_draws(lazy.open(procedure)), first_draws(ahead.open(procedure))) << procedure;
  // Named or not, a stream opens the same.
  EXPECT_EQ(first_draws(lazy.open("forest")), first_draws(ahead.open("forest")));
  for (std::string_view side : sides)
    for (std::string_view procedure : {std::string_view("marker codes"), std::string_view("brigades"), std::string_view(long_name),
                                       std::string_view("not derived ahead")})
      EXPECT_EQ(first_draws(lazy.secret(side, procedure)), first_draws(ahead.secret(side, procedure))) << side << " " << procedure;
}

TEST(Streams, StreamsDerivedAheadAreTheStreamsOpenedOneByOne) {
  for (std::uint64_t seed : {1ULL, 5ULL, 1863ULL, 0xFFFFFFFFFFFFFFFFULL}) {
    const Streams lazy(seed);
    expect_same_streams(lazy, lazy.derived_ahead(procedures, sides, side_procedures));
  }
}

TEST(Streams, AReplacedSideKeyHoldsWhetherReplacedBeforeOrAfterDerivingAhead) {
  const std::array<std::uint8_t, 16> other_key{9, 9, 9};
  const Streams lazy = Streams(1863).with_side_key("CSA", other_key);
  expect_same_streams(lazy, lazy.derived_ahead(procedures, sides, side_procedures));
  expect_same_streams(lazy, Streams(1863).derived_ahead(procedures, sides, side_procedures).with_side_key("CSA", other_key));
  // And the replaced key does change the side's streams, and only that side's.
  EXPECT_NE(first_draws(Streams(1863).secret("CSA", "brigades")), first_draws(lazy.secret("CSA", "brigades")));
  EXPECT_EQ(first_draws(Streams(1863).secret("USA", "brigades")), first_draws(lazy.secret("USA", "brigades")));
}

}  // namespace
}  // namespace muster
