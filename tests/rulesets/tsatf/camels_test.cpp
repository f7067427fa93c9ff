// Horses unfamiliar with camels: a D6 per horsed cavalry unit of either side
// (1-3 unfamiliar) or the units the scenario names; nothing at all when no
// camels take the field.
#include <gtest/gtest.h>

#include <array>

#include "rulesets/tsatf/camels.hpp"
#include "rulesets/tsatf/force_builder.hpp"

namespace muster::tsatf {
namespace {

Force sudan_british() {
  return build_force({{UnitKind::british_infantry, 2}, {UnitKind::british_cavalry, 2}, {UnitKind::imperial_camels, 1}}, Campaign::sudan_1885,
                     Allegiance::imperial, Organisations{});
}
Force dervishes() {
  return build_force({{UnitKind::native_tribe, 3}, {UnitKind::primitive_native_cavalry, 1}, {UnitKind::native_camels, 1}}, Campaign::sudan_1885,
                     Allegiance::native, Organisations{});
}

TEST(TsatfCamels, EveryHorsedUnitOfBothSidesRollsAndOneToThreeIsUnfamiliarOverTenThousandSeeds) {
  const Force british = sudan_british(), natives = dervishes();
  std::array<int, 7> faces{};
  int unfamiliar = 0, rolls = 0;
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    RandomStream stream = RandomStream::for_procedure(seed, "camels");
    const auto decided = decide_camel_familiarity(british, natives, stream);
    ASSERT_EQ(decided.size(), 3u);
    EXPECT_EQ(decided[0].name, "1st Troop, 19th Hussars");
    EXPECT_EQ(decided[1].name, "2nd Troop, 19th Hussars");
    EXPECT_EQ(decided[2].name, "Primitive native cavalry 1");
    EXPECT_EQ(decided[2].side, 1);
    EXPECT_EQ(decided[2].unit, 3u);
    for (const CamelFamiliarity& f : decided) {
      ASSERT_TRUE(f.roll);
      ASSERT_GE(*f.roll, 1);
      ASSERT_LE(*f.roll, 6);
      EXPECT_EQ(f.unfamiliar, *f.roll <= 3);
      ++faces.at(static_cast<std::size_t>(*f.roll));
      ++rolls;
      unfamiliar += f.unfamiliar;
    }
    RandomStream again = RandomStream::for_procedure(seed, "camels");
    EXPECT_EQ(decide_camel_familiarity(british, natives, again), decided) << "seed " << seed;
  }
  // 30,000 fair D6 rolls: each face 5,000 give or take well under 300 (over four standard deviations).
  for (int face = 1; face <= 6; ++face) EXPECT_NEAR(faces.at(static_cast<std::size_t>(face)), rolls / 6, 300) << "face " << face;
  EXPECT_NEAR(unfamiliar, rolls / 2, 400);
}

TEST(TsatfCamels, WithoutCamelsNothingIsDecidedAndNoDieIsRolled) {
  const Force horse = build_force({{UnitKind::british_cavalry, 2}}, Campaign::sudan_1885, Allegiance::imperial, Organisations{});
  const Force tribes = build_force({{UnitKind::native_tribe, 2}, {UnitKind::primitive_native_cavalry, 1}}, Campaign::sudan_1885, Allegiance::native, Organisations{});
  RandomStream stream = RandomStream::for_procedure(7, "camels");
  EXPECT_TRUE(decide_camel_familiarity(horse, tribes, stream).empty());
  RandomStream fresh = RandomStream::for_procedure(7, "camels");
  EXPECT_EQ(stream.next(), fresh.next());
  EXPECT_FALSE(has_camels(horse));
  EXPECT_TRUE(has_camels(sudan_british()));
}

TEST(TsatfCamels, UnitsTheScenarioNamesAreUnfamiliarAndNoDieIsRolled) {
  const Force british = sudan_british(), natives = dervishes();
  RandomStream stream = RandomStream::for_procedure(7, "camels");
  const std::vector<std::string> named = {"2nd Troop, 19th Hussars"};
  const auto decided = decide_camel_familiarity(british, natives, stream, named);
  ASSERT_EQ(decided.size(), 3u);
  for (const CamelFamiliarity& f : decided) EXPECT_FALSE(f.roll);
  EXPECT_EQ(unfamiliar_units(decided), named);
  RandomStream fresh = RandomStream::for_procedure(7, "camels");
  EXPECT_EQ(stream.next(), fresh.next());
  EXPECT_TRUE(unfamiliar_units(decide_camel_familiarity(british, natives, stream, std::vector<std::string>{})).empty());
}

TEST(TsatfCamels, ANamedUnitMustBeHorsedCavalryNamedOnce) {
  const Force british = sudan_british(), natives = dervishes();
  const auto problems = check_named_unfamiliar(british, natives, {"1st Troop, 19th Hussars", "Imperial camels 1", "1st Troop, 19th Hussars"});
  ASSERT_EQ(problems.size(), 2u);
  EXPECT_EQ(problems[0].index, 1u);
  EXPECT_EQ(problems[0].message + " | " + problems[0].hint,
            "no cavalry unit on horses is called 'Imperial camels 1' | name cavalry units on horses, e.g. '1st Troop, 19th Hussars'");
  EXPECT_EQ(problems[1].index, 2u);
  EXPECT_EQ(problems[1].message, "'1st Troop, 19th Hussars' is named twice");
  EXPECT_TRUE(check_named_unfamiliar(british, natives, {"Primitive native cavalry 1"}).empty());
}

}  // namespace
}  // namespace muster::tsatf
