// Who moves first by a roll-off: equal pairs are rolled again, the last pair
// differs, each side wins about half of ten thousand roll-offs, and the record
// reads back to the same winner.
#include <gtest/gtest.h>

#include "rulesets/tsatf/first_player.hpp"
#include "spec/record_yaml.hpp"

namespace muster::tsatf {
namespace {

TEST(TsatfFirstPlayer, RolledAgainWhileEqualAndEachSideWinsAboutHalf) {
  int first_wins = 0, rerolls = 0;
  for (std::uint64_t seed = 0; seed < 10000; ++seed) {
    RandomStream stream = RandomStream::for_procedure(seed, "first player");
    const spec::RollOff rolls = roll_for_first_player(stream);
    ASSERT_FALSE(rolls.empty());
    for (std::size_t k = 0; k + 1 < rolls.size(); ++k) ASSERT_EQ(rolls[k][0], rolls[k][1]);
    for (const auto& pair : rolls)
      for (int die : pair) ASSERT_TRUE(die >= 1 && die <= 6);
    const auto winner = spec::roll_off_winner(rolls);
    ASSERT_TRUE(winner.has_value()) << "seed " << seed;
    first_wins += *winner == 0;
    rerolls += static_cast<int>(rolls.size()) - 1;
    Diagnostics d;
    const spec::RollOff again = spec::read_roll_off(*spec::parse_yaml(spec::to_yaml(Record::map().add("r", spec::roll_off_record(rolls))), "r.yaml").child("r"), d);
    ASSERT_TRUE(d.empty());
    ASSERT_EQ(again, rolls);
  }
  EXPECT_NEAR(first_wins, 5000, 250);
  // A pair is equal a sixth of the time: 10,000 x (1/5) rerolls expected, with a standard deviation near 49.
  EXPECT_NEAR(rerolls, 2000, 300);
}

}  // namespace
}  // namespace muster::tsatf
