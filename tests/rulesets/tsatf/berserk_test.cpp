// Who may go berserk: native tribes on foot in the Sudan, and no one else.
#include <gtest/gtest.h>

#include "rulesets/tsatf/berserk.hpp"
#include "rulesets/tsatf/unit_tables.hpp"

namespace muster::tsatf {
namespace {

TEST(TsatfBerserk, OnlyTheSudansTribesOnFoot) {
  for (Campaign campaign : {Campaign::indian_mutiny, Campaign::boxer_rebellion, Campaign::sudan_1885, Campaign::free})
    for (UnitKind kind : all_unit_kinds)
      EXPECT_EQ(may_go_berserk(campaign, kind), campaign == Campaign::sudan_1885 && kind == UnitKind::native_tribe)
          << key_of(campaign) << " " << key_of(kind);
}

TEST(TsatfBerserk, AForceHasBerserkUnitsWhenOneOfItsUnitsMayGoBerserk) {
  Force force;
  Unit horse, tribe;
  horse.kind = UnitKind::primitive_native_cavalry;
  tribe.kind = UnitKind::native_tribe;
  force.units.push_back(horse);
  EXPECT_FALSE(has_berserk_units(Campaign::sudan_1885, force));
  force.units.push_back(tribe);
  EXPECT_TRUE(has_berserk_units(Campaign::sudan_1885, force));
  EXPECT_FALSE(has_berserk_units(Campaign::free, force));
  EXPECT_FALSE(has_berserk_units(Campaign::sudan_1885, Force{}));
}

}  // namespace
}  // namespace muster::tsatf
