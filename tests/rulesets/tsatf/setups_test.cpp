// The test setups the pages' tests draw on hold what they promise.
#include <gtest/gtest.h>

#include "support/tsatf_setups.hpp"

namespace muster::tsatf {
namespace {

TEST(TsatfTestSetups, SudanDecidesEveryHorsedTroopAgainstCamels) {
  const tsatf::Setup setup = testing::tsatf_sudan_setup();
  ASSERT_EQ(setup.camels.size(), 4u);  // two British cavalry troops, two native horse
  for (const CamelFamiliarity& c : setup.camels) {
    ASSERT_TRUE(c.roll.has_value());
    EXPECT_EQ(c.unfamiliar, *c.roll <= highest_unfamiliar_roll);
    EXPECT_EQ(is_unfamiliar(setup, static_cast<std::size_t>(c.side), c.unit), c.unfamiliar);
  }
}

TEST(TsatfTestSetups, MutinyCountsFiguresOfEveryUnit) {
  const tsatf::Setup setup = testing::tsatf_mutiny_setup(3);
  int figures = 0;
  for (const Unit& unit : setup.sides[0].force.units) figures += static_cast<int>(unit.figures.size());
  EXPECT_EQ(figure_count(setup.sides[0].force), figures);
  EXPECT_GT(figures, 0);
}

}  // namespace
}  // namespace muster::tsatf
