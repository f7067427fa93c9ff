// The table, terrain and current of a Sword and the Flame scenario: counts to
// roll or features placed by hand in inches, what the scenario says of the
// current, each mistake named where it stands with a hint; and the record of
// a rolled table with its current, which reads back as it was written.
#include <gtest/gtest.h>

#include <cmath>

#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/roll_terrain.hpp"
#include "rulesets/tsatf/terrain_reader.hpp"
#include "spec/record_yaml.hpp"

namespace muster::tsatf {
namespace {

Length in(double v) { return Length::in(v); }

struct Read {
  TableScenario scenario;
  std::vector<std::string> errors;  // "file:line:column: message | hint"
};

Read read_scenario(const std::string& yaml) {
  Read read;
  Diagnostics d;
  {
    spec::MapReader root(spec::parse_yaml(yaml, "scenario.yaml"), d, "the scenario");
    read_table_and_terrain(root, read.scenario);
  }
  for (const Diagnostic& e : d.list())
    read.errors.push_back(e.where.file + ":" + std::to_string(e.where.line) + ":" + std::to_string(e.where.column) + ": " + e.message + " | " + e.hint);
  return read;
}

std::string first_error(const std::string& yaml) {
  const Read read = read_scenario(yaml);
  return read.errors.empty() ? "" : read.errors.front();
}

const std::string river_across = "    - {kind: river, points: [[0, 24], [72, 30]], fords: [{at: 30, length: 3}]}\n";

TEST(TsatfTerrainReader, ASixByFourFootTableWithCountsThatKeepTheDefaultsTheyDoNotName) {
  const Read plain = read_scenario("name: x\n");
  EXPECT_EQ(plain.scenario.table.width, in(72));
  EXPECT_EQ(plain.scenario.table.depth, in(48));
  const Read read = read_scenario("table: {width: 8ft, depth: 5ft}\n");
  ASSERT_FALSE(read.errors.empty()) << "feet are not a unit the open table reads";
  const Read counts = read_scenario("table: {width: 96in, depth: 60}\nterrain: {hills: 2-3, scrub: 0, river: 1}\ncurrent: {towards: east, dice_on_1_to_3: 0}\n");
  ASSERT_TRUE(counts.errors.empty()) << counts.errors.front();
  EXPECT_EQ(counts.scenario.table.width, in(96));
  EXPECT_EQ(counts.scenario.table.depth, in(60)) << "a bare number is in inches";
  EXPECT_EQ(counts.scenario.terrain.hills.low, 2);
  EXPECT_EQ(counts.scenario.terrain.hills.high, 3);
  EXPECT_EQ(counts.scenario.terrain.scrub.high, 0);
  EXPECT_EQ(counts.scenario.terrain.rivers.low, 1);
  EXPECT_EQ(counts.scenario.terrain.walls.high, TerrainCounts{}.walls.high);
  EXPECT_EQ(counts.scenario.current.towards, Edge::east);
  EXPECT_EQ(counts.scenario.current.low_dice, 0);
  EXPECT_FALSE(counts.scenario.current.dice.has_value());
}

TEST(TsatfTerrainReader, FeaturesPlacedByHandAreReadInInches) {
  const Read read = read_scenario(
      "terrain:\n  placed:\n"
      "    - {kind: hill, label: \"Signal Hill\", centre: [12, 40], size: [14, 10], turn: 30}\n"
      "    - {kind: building, centre: [60in, 40in], size: [4in, 3in], shape: rectangle}\n"
      "    - {kind: scrub, centre: [40, 40], size: [8, 6]}\n" +
      river_across + "    - {kind: barricade, points: [[50, 8], [58, 8]]}\n"
      "current: {towards: west, dice: 3}\n");
  ASSERT_TRUE(read.errors.empty()) << read.errors.front();
  ASSERT_TRUE(read.scenario.terrain_by_hand);
  const auto& features = read.scenario.placed_features;
  ASSERT_EQ(features.size(), 5u);
  EXPECT_EQ(features[0].label, "Signal Hill");
  EXPECT_EQ(features[0].footprint()->centre.y, in(40));
  EXPECT_EQ(features[1].label, "Building 1");
  EXPECT_EQ(features[2].label, "Scrub 1");
  const Course& river = *features[3].course();
  EXPECT_EQ(river.role, LineRole::water);
  EXPECT_EQ(river.width, in(4)) << "a river's width when none is given";
  EXPECT_EQ(river.crossings.at(0).length, in(3));
  EXPECT_EQ(features[4].course()->width, in(0.5));
  EXPECT_EQ(read.scenario.current.towards, Edge::west);
  EXPECT_EQ(read.scenario.current.dice, 3);
}

TEST(TsatfTerrainReader, EachMistakeIsNamedWhereItStandsWithAHint) {
  const std::string placed = "terrain:\n  placed:\n";
  EXPECT_EQ(first_error(placed + "    - {kind: hil, centre: [12, 30], size: [14, 10]}\n"),
            "scenario.yaml:3:14: 'kind' cannot be 'hil' | did you mean 'hill'?");
  EXPECT_EQ(first_error(placed + "    - {kind: hill, centre: [4, 30], size: [14, 10]}\n"),
            "scenario.yaml:3:7: 'Hill 1' lies partly off the 72 x 48 in table | it reaches 3 in past the west edge; move it in or make it smaller");
  EXPECT_EQ(first_error(placed + river_across + "    - {kind: river, points: [[36, 0], [36, 48]]}\n"),
            "scenario.yaml:4:7: 'River 2' overlaps or touches 'River 1', placed at scenario.yaml:3:7 | features may not share ground: move one of them or make it smaller");
  EXPECT_EQ(first_error(placed + river_across + "    - {kind: river, points: [[0, 4], [72, 4]]}\n"),
            "scenario.yaml:2:3: this terrain places more than one river, and muster gives one river its current | place one river; a second water course cannot have its own current");
  EXPECT_EQ(first_error("terrain: {hills: 2, placed: []}\n"),
            "scenario.yaml:1:18: 'hills' is a count to roll, and this terrain is placed by hand | remove 'hills', or remove 'placed' to roll the terrain");
  EXPECT_EQ(first_error("terrain: {river: 2}\n"), "scenario.yaml:1:18: 'river' is 2, outside what the rules allow | use a number from 0 to 1");
  EXPECT_EQ(first_error("terrain: {hils: 2}\n"), "scenario.yaml:1:11: unknown key 'hils' in 'terrain' | did you mean 'hills'?");
  EXPECT_EQ(first_error("table: {width: 24in}\n"),
            "scenario.yaml:1:16: the table's width is 24in, outside what muster lays out | use a width from 36 in to 144 in");
  EXPECT_EQ(first_error("terrain: {river: 0}\ncurrent: {dice: 2}\n"),
            "scenario.yaml:2:10: 'current' is for a river, and this table has none | write 'river: 1' in 'terrain', or remove 'current'");
  EXPECT_EQ(first_error(placed + "    - {kind: hill, centre: [12, 30], size: [14, 10]}\ncurrent: {towards: east}\n"),
            "scenario.yaml:4:10: 'current' is for a river, and this table has none | place a river, or remove 'current'");
  EXPECT_EQ(first_error(placed + "    - {kind: river, points: [[30, 0], [30.25, 48]]}\ncurrent: {towards: east}\n"),
            "scenario.yaml:4:20: the ends of 'River 1' lie as far east as each other, so 'towards: east' names neither | "
            "name the side of the table its downstream end lies towards");
  EXPECT_EQ(first_error("current: {towards: upstream}\n"), "scenario.yaml:1:20: 'towards' cannot be 'upstream' | expected one of: south, north, west, east");
  EXPECT_EQ(first_error("current: {dice: 9}\n"), "scenario.yaml:1:17: 'dice' is 9, outside what the rules allow | use a number from 0 to 4");
  EXPECT_EQ(first_error("current: {dice: 2, dice_on_1_to_3: 1}\n"),
            "scenario.yaml:1:36: 'dice_on_1_to_3' is never used: 'dice' gives the current outright, so no speed die is rolled | "
            "remove 'dice' to roll the speed, or remove 'dice_on_1_to_3'");
  EXPECT_EQ(first_error("current: {speed: 2}\n"), "scenario.yaml:1:11: unknown key 'speed' in 'current' | expected one of: towards, dice, dice_on_1_to_3");
}

Battlefield rolled_battlefield(std::uint64_t seed, const TerrainCounts& counts, const CurrentOrders& orders = {}) {
  Battlefield battlefield;
  RandomStream stream = RandomStream::for_procedure(seed, "terrain");
  PlacedTerrain terrain = roll_terrain(battlefield.table, counts, stream);
  battlefield.features = std::move(terrain.features);
  battlefield.dropped = std::move(terrain.dropped);
  if (const Feature* river = river_of(battlefield.features)) {
    RandomStream current = RandomStream::for_procedure(seed, "current");
    battlefield.current = roll_current(*river, orders, current);
  }
  return battlefield;
}

std::string record_text(const Battlefield& battlefield) {
  Record record = Record::map();
  add_table_record(record, battlefield);
  return spec::to_yaml(record);
}

Battlefield read_back(const std::string& text, Diagnostics& d) {
  Battlefield battlefield;
  spec::MapReader root(spec::parse_yaml(text, "setup.yaml"), d, "the setup record");
  read_table_record(root, battlefield);
  return battlefield;
}

TEST(TsatfTerrainRecord, WritingAndReadingGivesTheSameTableAndCurrentOverManySeeds) {
  const TerrainCounts with_river{{1, 2}, {1, 2}, {0, 1}, {1, 2}, {0, 1}, {1, 2}, {0, 1}, {1, 1}};
  const TerrainCounts crowded{{3, 4}, {3, 4}, {2, 3}, {4, 6}, {2, 2}, {3, 4}, {2, 3}, {1, 1}};
  int dropped = 0, currents = 0;
  for (const auto& [counts, seeds, orders] : {std::tuple{TerrainCounts{}, 1000, CurrentOrders{}}, std::tuple{with_river, 500, CurrentOrders{Edge::west, std::nullopt, 0}},
                                              std::tuple{with_river, 200, CurrentOrders{std::nullopt, 3, std::nullopt}}, std::tuple{crowded, 100, CurrentOrders{}}})
    for (std::uint64_t seed = 0; seed < static_cast<std::uint64_t>(seeds); ++seed) {
      const Battlefield battlefield = rolled_battlefield(seed, counts, orders);
      const std::string text = record_text(battlefield);
      Diagnostics d;
      const Battlefield again = read_back(text, d);
      ASSERT_TRUE(d.empty()) << "seed " << seed << ": " << d.list()[0].message << "\n" << text;
      ASSERT_EQ(again.features.size(), battlefield.features.size());
      for (std::size_t k = 0; k < battlefield.features.size(); ++k) {
        EXPECT_EQ(again.features[k].kind, battlefield.features[k].kind);
        EXPECT_EQ(again.features[k].label, battlefield.features[k].label);
        // Written to a ten-thousandth of an inch: within 0.0013 mm of where it was.
        const TableBox a = bounding_box(again.features[k]), b = bounding_box(battlefield.features[k]);
        for (const auto& [x, y] : {std::pair{a.west, b.west}, {a.east, b.east}, {a.south, b.south}, {a.north, b.north}})
          EXPECT_NEAR(x.millimetres(), y.millimetres(), 0.002) << again.features[k].label;
      }
      ASSERT_EQ(again.current.has_value(), battlefield.current.has_value()) << "seed " << seed;
      if (battlefield.current) {
        ++currents;
        const RiverCurrent &a = *again.current, &b = *battlefield.current;
        EXPECT_EQ(a.river, b.river);
        EXPECT_EQ(a.to_last_point, b.to_last_point);
        EXPECT_EQ(a.direction_roll, b.direction_roll);
        EXPECT_EQ(a.speed_roll, b.speed_roll);
        EXPECT_EQ(a.dice, b.dice);
        EXPECT_EQ(a.source, b.source);
      }
      dropped += static_cast<int>(battlefield.dropped.size());
      ASSERT_EQ(record_text(again), text) << "seed " << seed;
      if (::testing::Test::HasFailure()) return;
    }
  EXPECT_GT(dropped, 0) << "the crowded tables put 'dropped' in the records";
  EXPECT_GT(currents, 1000);
}

std::string record_error(const std::string& current) {
  const Battlefield battlefield = rolled_battlefield(3, {{1, 1}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 1}});
  std::string text = record_text(battlefield);
  text = text.substr(0, text.find("current:")) + current;
  Diagnostics d;
  read_back(text, d);
  return d.empty() ? "" : d.list().front().message;
}

TEST(TsatfTerrainRecord, ACurrentAtOddsWithItsDiceOrItsRiverIsRefused) {
  EXPECT_EQ(record_error("current: {river: \"River\", direction_roll: 2, downstream: last, speed_roll: 5, dice: 2, source: rules}\n"), "");
  EXPECT_EQ(record_error("current: {river: \"River\", direction_roll: 2, downstream: last, speed_roll: 5, dice: 1, source: rules}\n"),
            "a speed die of 5 does not give 1 current dice by 'rules'");
  EXPECT_EQ(record_error("current: {river: \"River\", direction_roll: 2, downstream: last, speed_roll: 3, dice: 2, source: rules}\n"),
            "a speed die of 3 does not give 2 current dice by 'rules'");
  EXPECT_EQ(record_error("current: {river: \"River\", direction_roll: 2, downstream: last, speed_roll: 2, dice: 1, source: muster}\n"), "");
  EXPECT_EQ(record_error("current: {river: \"River\", direction_roll: 5, downstream: last, speed_roll: 2, dice: 1, source: muster}\n"),
            "a direction die of 5 sends the water to the river's first point");
  EXPECT_EQ(record_error("current: {river: \"Nile\", direction_roll: 2, downstream: last, speed_roll: 5, dice: 2, source: rules}\n"),
            "the current flows in 'Nile', and no river on this table is called that");
  EXPECT_EQ(record_error(""), "this table has a river and the record gives no 'current'");
}

TEST(TsatfTerrainRecord, ADroppedFeatureOfAnUnknownKindIsRefusedWhereItStands) {
  Diagnostics d;
  read_back("table: {width: 72in, depth: 48in}\nterrain:\n  placed: []\n  dropped:\n    - {kind: wood, label: \"Wood 1\"}\n", d);
  ASSERT_FALSE(d.empty());
  EXPECT_EQ(d.list().front().message, "'kind' cannot be 'wood'");
  EXPECT_EQ(d.list().front().where.line, 5);
  Diagnostics list;
  read_back("table: {width: 72in, depth: 48in}\nterrain: {placed: [], dropped: hill}\n", list);
  ASSERT_FALSE(list.empty());
  EXPECT_EQ(list.list().front().message, "'dropped' should be a list like [{kind: hill, label: \"Hill 2\"}], not 'hill'");
}

}  // namespace
}  // namespace muster::tsatf
