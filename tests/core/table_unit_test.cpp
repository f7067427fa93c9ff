// Lengths read off in the table's unit, to the finest part a tape is read to there.
#include "core/table_unit.hpp"

#include <gtest/gtest.h>

namespace muster {
namespace {

TEST(TableUnit, CentimetresReadToTheWholeCentimetre) {
  const TableUnit cm = TableUnit::centimetres();
  EXPECT_EQ(unit_text(Length::mm(450), cm), "45 cm");
  EXPECT_EQ(unit_text(Length::mm(454), cm), "45 cm");
  EXPECT_EQ(unit_text(Length::mm(1800), cm), "180 cm");
  EXPECT_EQ(unit_number(Length::mm(-0.1), cm), "0") << "never -0";
}

TEST(TableUnit, InchesReadToTheHalfInch) {
  const TableUnit in = TableUnit::inches();
  EXPECT_EQ(unit_text(Length::in(22.5), in), "22.5 in");
  EXPECT_EQ(unit_text(Length::in(22.3), in), "22.5 in");
  EXPECT_EQ(unit_text(Length::in(72), in), "72 in");
  EXPECT_EQ(unit_number(Length::mm(304.8), in), "12");
}

}  // namespace
}  // namespace muster
