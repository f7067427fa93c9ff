// The shared form of hand-placed open-table terrain, on an inch table such as
// The Sword and the Flame's: lengths in the table's unit, every shape and
// crossing read, written back and read again unchanged.
#include "spec/open_table_reader.hpp"

#include <gtest/gtest.h>

#include "spec/record_yaml.hpp"

namespace muster::spec {
namespace {

const std::vector<PlacedKind> kinds = {
    {"hill", "Hill", "", std::nullopt, Length{}},
    {"kraal", "Kraal", "hard", std::nullopt, Length{}},
    {"river", "River", "", LineRole::water, Length::in(4)},
    {"track", "Track", "", LineRole::road, Length::in(2)},
    {"wall", "Wall", "hard", LineRole::barrier, Length::in(1)},
};
const Table six_by_four{Length::in(72), Length::in(48)};

std::vector<Feature> read(const std::string& yaml, Diagnostics& d) {
  return read_placed_features(parse_yaml(yaml, "battle.yaml"), six_by_four, TableUnit::inches(), kinds, d);
}

const std::string every_shape =
    "- {kind: hill, centre: [12, 10], size: [10in, 8in], turn: 45}\n"
    "- {kind: kraal, label: \"Umbane's kraal\", centre: [50in, 30in], size: [8in, 8in], shape: polygon, corners: [[0.5, 0], [0, 0.5], [-0.5, 0], [0, -0.5]]}\n"
    "- {kind: river, points: [[0in, 24in], [36in, 20in], [72in, 24in]], fords: [{at: 10in, length: 3in}], bridges: [{at: 30in, length: 8in}]}\n"
    "- {kind: track, points: [[34in, 0in], [34in, 48in]]}\n"
    "- {kind: wall, points: [[60in, 4in], [60in, 14in], [66in, 14in]], width: 50mm}\n";

TEST(SowOpenTableReader, LengthsAreInTheTablesUnitUnlessTheySayOtherwise) {
  Diagnostics d;
  const std::vector<Feature> features = read(every_shape, d);
  ASSERT_TRUE(d.empty()) << d.list()[0].message;
  ASSERT_EQ(features.size(), 5u);
  EXPECT_EQ(features[0].footprint()->centre.x, Length::in(12));
  EXPECT_EQ(features[0].label, "Hill 1");
  EXPECT_EQ(features[1].label, "Umbane's kraal");
  EXPECT_EQ(features[1].cover, "hard");
  EXPECT_EQ(features[2].course()->width, Length::in(4));
  EXPECT_EQ(features[2].course()->crossings.size(), 2u);
  EXPECT_EQ(features[4].course()->width, Length::mm(50));
}

TEST(SowOpenTableReader, WhatIsWrittenReadsBackTheSame) {
  Diagnostics d;
  const std::vector<Feature> features = read(every_shape, d);
  const std::string text = to_yaml(placed_features_record(features, TableUnit::inches()));
  const std::vector<Feature> again = read_placed_features(parse_yaml(text, "record.yaml"), six_by_four, TableUnit::inches(), kinds, d);
  ASSERT_TRUE(d.empty()) << d.list()[0].message << "\n" << text;
  EXPECT_EQ(to_yaml(placed_features_record(again, TableUnit::inches())), text);
  EXPECT_NE(text.find("{kind: hill, label: \"Hill 1\", centre: [12in, 10in], size: [10in, 8in], turn: 45, shape: ellipse}"), std::string::npos) << text;
  EXPECT_NE(text.find("width: 1.9685in"), std::string::npos) << "50 mm in inches, to a thousandth of a millimetre\n" << text;
}

TEST(SowOpenTableReader, AKindTheRuleSetDoesNotKnowIsRefusedWithTheKindsItDoes) {
  Diagnostics d;
  read("- {kind: volcano, centre: [12, 10], size: [10, 8]}\n", d);
  ASSERT_EQ(d.list().size(), 1u);
  EXPECT_EQ(d.list()[0].message, "'kind' cannot be 'volcano'");
  EXPECT_EQ(d.list()[0].hint, "expected one of: hill, kraal, river, track, wall");
}

TEST(SowOpenTableReader, TheTableSizeIsReadInItsUnitWithinItsBounds) {
  Diagnostics d;
  const Table table = read_table_size(parse_yaml("{width: 96, depth: 4ft}", "t.yaml"), d, six_by_four, TableUnit::inches(), Length::in(24), Length::in(144));
  EXPECT_EQ(table.width, Length::in(96));
  EXPECT_EQ(table.depth, Length::in(48)) << "kept when unreadable";
  ASSERT_EQ(d.list().size(), 1u);
  EXPECT_EQ(d.list()[0].message, "the table's depth should be a length like '45in', not '4ft'");
}

}  // namespace
}  // namespace muster::spec
