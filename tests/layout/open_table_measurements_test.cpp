// The table of measurements: where each feature goes and how big it is, in the
// table's own unit, worded so that it can be laid out with a tape measure.
#include "layout/open_table_measurements.hpp"

#include <gtest/gtest.h>

namespace muster::layout {
namespace {

Length cm(double v) { return Length::mm(10 * v); }
TablePoint at_cm(double x, double y) { return {cm(x), cm(y)}; }
const muster::Table table{cm(180), cm(120)};

TEST(OpenTableMeasurements, AnAreaByItsCentreAndSize) {
  const std::vector<Feature> features = {{"hill", "Hill 1", "soft", Footprint{at_cm(45, 30), cm(40), cm(25), 0, {}}},
                                         {"wood", "Wood 2", "soft", Footprint{at_cm(120, 80.4), cm(30), cm(20), 375, rectangle_corners()}}};
  const auto rows = measure_features(table, features, TableUnit::centimetres());
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].text(), "Hill 1 \u2014 centre 45 cm from west, 30 cm from south, 40 x 25 cm");
  EXPECT_EQ(rows[1].label, "Wood 2");
  EXPECT_EQ(rows[1].position, "centre 120 cm from west, 80 cm from south");
  EXPECT_EQ(rows[1].size, "30 x 20 cm, turned 15 degrees clockwise");
}

TEST(OpenTableMeasurements, InchesToTheHalfInch) {
  const muster::Table six_by_four{Length::in(72), Length::in(48)};
  const std::vector<Feature> features = {{"hill", "Hill 1", "", Footprint{{Length::in(22.5), Length::in(12)}, Length::in(10), Length::in(8), 0, {}}}};
  EXPECT_EQ(measure_features(six_by_four, features, TableUnit::inches())[0].text(),
            "Hill 1 \u2014 centre 22.5 in from west, 12 in from south, 10 x 8 in");
}

TEST(OpenTableMeasurements, WaterFromEdgeToEdgeThenEachOfItsCrossings) {
  const std::vector<Feature> features = {
      {"stream", "Stream", "soft",
       Course{LineRole::water, {at_cm(0, 55), at_cm(100, 55), at_cm(100, 120)}, cm(8), {{"ford", cm(30), cm(10)}, {"bridge", cm(120), cm(10)}}}}};
  const auto rows = measure_features(table, features, TableUnit::centimetres());
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].text(), "Stream \u2014 from the west edge 55 cm from south to the north edge 100 cm from west; through (20, 55) (40, 55) "
                            "(60, 55) (80, 55) (100, 55) (100, 75) (100, 95) every 20 cm (from west, from south), 8 cm wide, 165 cm long");
  EXPECT_EQ(rows[1].text(), "Stream ford 1 \u2014 centre 35 cm from west, 55 cm from south, 10 cm along the stream");
  EXPECT_EQ(rows[2].text(), "Stream bridge 1 \u2014 centre 100 cm from west, 80 cm from south, carries the road over");
}

TEST(OpenTableMeasurements, AWallByItsEndsAndCorners) {
  const std::vector<Feature> features = {
      {"wall", "Wall 1", "hard", Course{LineRole::barrier, {at_cm(100, 10), at_cm(140, 10), at_cm(140, 20)}, cm(2), {}}}};
  EXPECT_EQ(measure_features(table, features, TableUnit::centimetres())[0].text(),
            "Wall 1 \u2014 from (100, 10) via (140, 10) to (140, 20), cm from west, from south, 50 cm long, 2 cm wide");
}

}  // namespace
}  // namespace muster::layout
