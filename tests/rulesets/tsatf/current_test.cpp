// The river's current: the speed die's faces each come up a sixth of the
// time over ten thousand seeds and 4-6 exactly half, within bounds a fair die
// passes with overwhelming probability (five standard deviations); 4-6 gives
// two dice, 1-3 the scenario's or muster's reading, said as such; the way
// comes from the scenario or a die; and the caption names the dice and the way.
#include <gtest/gtest.h>

#include <array>

#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/rough_going.hpp"

namespace muster::tsatf {
namespace {

Length in(double v) { return Length::in(v); }

Feature river(std::vector<TablePoint> points) {
  return {"river", "River", "", Course{LineRole::water, std::move(points), in(4), {}}};
}

const Feature west_to_east = river({{Length{}, in(24)}, {in(36), in(28)}, {in(72), in(24.25)}});

TEST(TsatfCurrent, TheSpeedDieIsFairAndFourToSixIsExactlyHalfOverTenThousandSeeds) {
  std::array<int, 7> faces{};
  int high = 0, to_last = 0;
  for (std::uint64_t seed = 0; seed < 10000; ++seed) {
    RandomStream stream = RandomStream::for_procedure(seed, "current");
    const RiverCurrent current = roll_current(west_to_east, {}, stream);
    ASSERT_GE(current.speed_roll, 1);
    ASSERT_LE(current.speed_roll, 6);
    ++faces[static_cast<std::size_t>(current.speed_roll)];
    if (current.speed_roll >= 4) {
      ++high;
      ASSERT_EQ(current.dice, 2);
      ASSERT_EQ(current.source, CurrentSource::rules);
    } else {
      ASSERT_EQ(current.dice, 1);
      ASSERT_EQ(current.source, CurrentSource::muster_reading);
    }
    ASSERT_EQ(current.to_last_point, current.direction_roll <= 3);
    to_last += current.to_last_point;
  }
  // Binomial: 10,000 x 1/2 has a standard deviation of 50; 10,000 x 1/6 one of 37.3.
  EXPECT_NEAR(high, 5000, 250);
  EXPECT_NEAR(to_last, 5000, 250);
  for (int face = 1; face <= 6; ++face) EXPECT_NEAR(faces[static_cast<std::size_t>(face)], 10000.0 / 6, 187) << "face " << face;
}

TEST(TsatfCurrent, OneToThreeGivesTheScenariosDiceOrMustersReadingAndSaysWhich) {
  EXPECT_EQ(current_dice(5, {}).dice, 2);
  EXPECT_EQ(current_dice(4, {std::nullopt, std::nullopt, 3}).dice, 2) << "the scenario's 1-3 dice leave 4-6 alone";
  const CurrentDice silent = current_dice(2, {});
  EXPECT_EQ(silent.dice, 1);
  EXPECT_EQ(silent.source, CurrentSource::muster_reading);
  const CurrentDice given = current_dice(3, {std::nullopt, std::nullopt, 0});
  EXPECT_EQ(given.dice, 0);
  EXPECT_EQ(given.source, CurrentSource::scenario);
  RiverCurrent current{"River", true, 2, 2, 1, CurrentSource::muster_reading, std::nullopt};
  EXPECT_EQ(current_reason(current), "speed die 2: 1 die by muster's reading, the text being lost for 1-3");
  current = {"River", true, 2, 6, 2, CurrentSource::rules, std::nullopt};
  EXPECT_EQ(current_reason(current), "speed die 6: 4-6 gives 2 dice");
  current = {"River", true, 0, 0, 3, CurrentSource::scenario, std::nullopt};
  EXPECT_EQ(current_reason(current), "the scenario gives 3 dice");
}

TEST(TsatfCurrent, TheScenarioMayNameTheWayAndTheDiceAndNoDieIsRolledForThem) {
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    RandomStream stream = RandomStream::for_procedure(seed, "current");
    const RiverCurrent west = roll_current(west_to_east, {Edge::west, 3, std::nullopt}, stream);
    EXPECT_FALSE(west.to_last_point);
    EXPECT_EQ(west.direction_roll, 0);
    EXPECT_EQ(west.speed_roll, 0);
    EXPECT_EQ(west.dice, 3);
    EXPECT_EQ(west.source, CurrentSource::scenario);
    EXPECT_EQ(current_caption(west, *west_to_east.course()), "Current: 3 dice, flowing west");
  }
  // A way the river's ends do not differ in is left to the die.
  RandomStream stream = RandomStream::for_procedure(1, "current");
  const RiverCurrent across = roll_current(west_to_east, {Edge::north, std::nullopt, std::nullopt}, stream);
  EXPECT_GE(across.direction_roll, 1);
}

TEST(TsatfCurrent, TheWayIsNamedToTheNearestOfEightPoints) {
  const Course& course = *west_to_east.course();
  EXPECT_EQ(flow_direction(course, true), "east");
  EXPECT_EQ(flow_direction(course, false), "west");
  const Course diagonal{LineRole::water, {{Length{}, Length{}}, {in(48), in(48)}}, in(4), {}};
  EXPECT_EQ(flow_direction(diagonal, true), "north-east");
  EXPECT_EQ(flow_direction(diagonal, false), "south-west");
  const Course down{LineRole::water, {{in(30), in(48)}, {in(34), Length{}}}, in(4), {}};
  EXPECT_EQ(flow_direction(down, true), "south");
  EXPECT_EQ(*last_point_lies_towards(down, Edge::south), true);
  EXPECT_EQ(*last_point_lies_towards(down, Edge::east), true);
  EXPECT_FALSE(last_point_lies_towards(*west_to_east.course(), Edge::north).has_value()) << "its ends lie a quarter inch apart north and south";
  RiverCurrent current{"River", true, 1, 5, 2, CurrentSource::rules, std::nullopt};
  EXPECT_EQ(current_caption(current, down), "Current: 2 dice, flowing south");
  current.dice = 1;
  EXPECT_EQ(current_caption(current, down), "Current: 1 die, flowing south");
}

TEST(TsatfRoughGoing, TwoThirdsOfTheDiceRaisedToAMultipleOfThree) {
  const std::vector<std::pair<int, int>> moves = {{0, 0}, {1, 1}, {2, 2}, {3, 2}, {4, 4}, {6, 4}, {7, 6}, {9, 6}, {10, 8}, {12, 8}, {13, 10}, {24, 16}};
  for (const auto& [rolled, moved] : moves) EXPECT_EQ(rough_going_move(rolled), moved) << rolled;
}

}  // namespace
}  // namespace muster::tsatf
