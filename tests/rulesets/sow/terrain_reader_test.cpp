// The table and terrain of a State of War scenario: counts to roll or
// features placed by hand, each mistake named where it stands with a hint;
// and the record of a rolled table, which reads back as it was written.
#include <gtest/gtest.h>

#include <cmath>

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/terrain_reader.hpp"
#include "spec/record_yaml.hpp"

namespace muster::sow {
namespace {

Length cm(double v) { return Length::mm(10 * v); }

struct Read {
  Scenario scenario;
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

const std::string hill = "    - {kind: hill, centre: [45cm, 30cm], size: [40cm, 25cm]}\n";

TEST(SowTerrainReader, CountsKeepTheDefaultsTheyDoNotName) {
  const Read read = read_scenario("table: {width: 150cm, depth: 100cm}\nterrain: {hills: 2-3, woods: 2, streams: 0}\n");
  ASSERT_TRUE(read.errors.empty()) << read.errors.front();
  EXPECT_EQ(read.scenario.table.width, cm(150));
  EXPECT_EQ(read.scenario.table.depth, cm(100));
  EXPECT_FALSE(read.scenario.terrain_by_hand);
  EXPECT_EQ(read.scenario.terrain.hills.low, 2);
  EXPECT_EQ(read.scenario.terrain.hills.high, 3);
  EXPECT_EQ(read.scenario.terrain.woods.low, 2);
  EXPECT_EQ(read.scenario.terrain.woods.high, 2);
  EXPECT_EQ(read.scenario.terrain.streams.high, 0);
  const TerrainCounts defaults;
  EXPECT_EQ(read.scenario.terrain.fences.low, defaults.fences.low);
  EXPECT_EQ(read.scenario.terrain.fences.high, defaults.fences.high);
  const Read plain = read_scenario("name: x\n");
  EXPECT_EQ(plain.scenario.table.width, cm(180));
  EXPECT_EQ(plain.scenario.table.depth, cm(120));
}

TEST(SowTerrainReader, FeaturesPlacedByHandAreReadInTheTablesCentimetres) {
  const Read read = read_scenario(
      "terrain:\n  placed:\n"
      "    - {kind: hill, label: \"Round Top\", centre: [45cm, 30cm], size: [40cm, 25cm], turn: 30}\n"
      "    - {kind: village, centre: [120, 80], size: [20, 15], shape: rectangle}\n"
      "    - {kind: wood, centre: [150cm, 30cm], size: [20cm, 20cm], shape: polygon, corners: [[0.5, 0], [0, 0.5], [-0.5, 0], [0, -0.5]]}\n"
      "    - {kind: stream, points: [[0cm, 60cm], [180cm, 60cm]], fords: [{at: 50cm, length: 8cm}], bridges: [{at: 100cm, length: 10cm}]}\n"
      "    - {kind: wall, points: [[60cm, 100cm], [90cm, 100cm]]}\n");
  ASSERT_TRUE(read.errors.empty()) << read.errors.front();
  ASSERT_TRUE(read.scenario.terrain_by_hand);
  const auto& features = read.scenario.placed_features;
  ASSERT_EQ(features.size(), 5u);
  EXPECT_EQ(features[0].label, "Round Top");
  EXPECT_EQ(features[0].cover, "soft");
  EXPECT_EQ(features[0].footprint()->turn_degrees, 30);
  EXPECT_TRUE(features[0].footprint()->corners.empty()) << "an ellipse unless it says otherwise";
  EXPECT_EQ(features[1].label, "Village 1");
  EXPECT_EQ(features[1].cover, "hard");
  EXPECT_EQ(features[1].footprint()->centre.x, cm(120)) << "a bare number is in cm";
  EXPECT_EQ(features[1].footprint()->corners.size(), 4u);
  EXPECT_EQ(features[2].footprint()->corners.size(), 4u);
  const Course& stream = *features[3].course();
  EXPECT_EQ(stream.role, LineRole::water);
  EXPECT_EQ(stream.width, cm(5)) << "a stream's width when none is given";
  ASSERT_EQ(stream.crossings.size(), 2u);
  EXPECT_EQ(stream.crossings[1].kind, "bridge");
  EXPECT_EQ(features[4].course()->role, LineRole::barrier);
  EXPECT_EQ(features[4].course()->width, cm(2));
  EXPECT_EQ(features[4].cover, "hard");
}

TEST(SowTerrainReader, EachMistakeIsNamedWhereItStandsWithAHint) {
  const std::string placed = "terrain:\n  placed:\n";
  EXPECT_EQ(first_error(placed + "    - {kind: hil, centre: [45cm, 30cm], size: [40cm, 25cm]}\n"),
            "scenario.yaml:3:14: 'kind' cannot be 'hil' | did you mean 'hill'?");
  EXPECT_EQ(first_error(placed + "    - {kind: hill, centre: [10cm, 30cm], size: [40cm, 25cm]}\n"),
            "scenario.yaml:3:7: 'Hill 1' lies partly off the 180 x 120 cm table | it reaches 10 cm past the west edge; move it in or make it smaller");
  EXPECT_EQ(first_error(placed + hill + "    - {kind: wood, centre: [60cm, 35cm], size: [20cm, 20cm]}\n"),
            "scenario.yaml:4:7: 'Wood 1' overlaps or touches 'Hill 1', placed at scenario.yaml:3:7 | features may not share ground: move one of them or make it smaller");
  EXPECT_EQ(first_error(placed + "    - {kind: stream, points: [[90cm, 0cm], [90cm, 120cm]]}\n    - {kind: road, points: [[0cm, 60cm], [180cm, 60cm]]}\n"),
            "scenario.yaml:4:7: 'Road 1' overlaps or touches 'Stream 1', placed at scenario.yaml:3:7 | a road crosses water only where the water has a ford or a bridge");
  EXPECT_EQ(first_error(placed + "    - {kind: hill, centre: 45cm, size: [40cm, 25cm]}\n"),
            "scenario.yaml:3:28: 'centre' should be a point like [45cm, 30cm], not '45cm' | write how far it is east of the west edge, then how far north of the south edge");
  EXPECT_EQ(first_error(placed + "    - {kind: hill, centre: [45cm, 30cm], size: [0cm, 25cm]}\n"),
            "scenario.yaml:3:49: the width in 'size' is 0cm, and it should be more than nothing | give a size above zero, e.g. '4cm'");
  EXPECT_EQ(first_error(placed + "    - {kind: hill, centre: [45cm, 30yd], size: [40cm, 25cm]}\n"),
            "scenario.yaml:3:35: 'centre' should be a length like '45cm', not '30yd' | write a number and 'cm', 'mm' or 'in'; a number alone is in cm");
  EXPECT_EQ(first_error(placed + "    - {kind: stream, points: [[0cm, 40cm]]}\n"),
            "scenario.yaml:3:30: 'points' should be a list of two points or more, like [[45cm, 30cm], [180cm, 60cm]], not a list | a line runs from its "
            "first point through each of the others");
  EXPECT_EQ(first_error(placed + "    - {kind: stream, points: [[0cm, 40cm], [180cm, 40cm]], fords: [{at: 175cm, length: 8cm}]}\n"),
            "scenario.yaml:3:68: this ford runs past the end of 'Stream 1', which is 180 cm long | 'at' is how far along the line from its first point the ford begins");
  EXPECT_EQ(first_error(placed + "    - {kind: hill, centre: [45cm, 30cm], size: [40cm, 25cm], corners: [[0.5, 0]]}\n"),
            "scenario.yaml:3:71: 'corners' belong to a polygon, and this shape is 'ellipse' | write 'shape: polygon' or remove 'corners'");
  EXPECT_EQ(first_error(placed + "    - {kind: wall, points: [[10cm, 60cm], [40cm, 60cm]], colour: grey}\n"),
            "scenario.yaml:3:58: unknown key 'colour' in a placed feature | expected one of: kind, label, points, width");
  EXPECT_EQ(first_error(placed + hill + "    - {kind: wood, label: \"Hill 1\", centre: [150cm, 60cm], size: [20cm, 20cm]}\n"),
            "scenario.yaml:4:7: two features are called 'Hill 1'; the first is at scenario.yaml:3:7 | give each its own 'label', so the map and the table of "
            "measurements tell them apart");
  EXPECT_EQ(first_error("terrain: {hills: 2, placed: []}\n"),
            "scenario.yaml:1:18: 'hills' is a count to roll, and this terrain is placed by hand | remove 'hills', or remove 'placed' to roll the terrain");
  EXPECT_EQ(first_error("terrain: {hills: 3-1}\n"), "scenario.yaml:1:18: 'hills' runs backwards | write the smaller number first");
  EXPECT_EQ(first_error("terrain: {hils: 2}\n"), "scenario.yaml:1:11: unknown key 'hils' in 'terrain' | did you mean 'hills'?");
  EXPECT_EQ(first_error("table: {width: 50cm}\n"),
            "scenario.yaml:1:16: the table's width is 50cm, outside what muster lays out | use a width from 80 cm to 360 cm");
}

sow::Setup rolled_setup(std::uint64_t seed, const TerrainCounts& counts) {
  sow::Setup setup;
  RandomStream stream = RandomStream::for_procedure(seed, "terrain");
  PlacedTerrain terrain = roll_terrain(setup.table, counts, stream);
  setup.features = std::move(terrain.features);
  setup.dropped = std::move(terrain.dropped);
  return setup;
}

std::string record_text(const sow::Setup& setup) {
  Record record = Record::map();
  add_table_record(record, setup);
  return spec::to_yaml(record);
}

sow::Setup read_back(const std::string& text, Diagnostics& d) {
  sow::Setup setup;
  spec::MapReader root(spec::parse_yaml(text, "setup.yaml"), d, "the setup record");
  read_table_record(root, setup);
  return setup;
}

bool near(Length a, Length b) { return std::abs((a - b).millimetres()) < 1e-3; }
bool near(TablePoint a, TablePoint b) { return near(a.x, b.x) && near(a.y, b.y); }

void expect_same_feature(const Feature& a, const Feature& b) {
  EXPECT_EQ(a.kind, b.kind);
  EXPECT_EQ(a.label, b.label);
  EXPECT_EQ(a.cover, b.cover);
  ASSERT_EQ(a.footprint() != nullptr, b.footprint() != nullptr) << a.label;
  if (const Footprint* fa = a.footprint()) {
    const Footprint& fb = *b.footprint();
    EXPECT_TRUE(near(fa->centre, fb.centre) && near(fa->width, fb.width) && near(fa->depth, fb.depth)) << a.label;
    EXPECT_EQ(fa->turn_degrees, fb.turn_degrees) << a.label;
    ASSERT_EQ(fa->corners.size(), fb.corners.size()) << a.label;
    for (std::size_t k = 0; k < fa->corners.size(); ++k) {
      EXPECT_NEAR(fa->corners[k].across, fb.corners[k].across, 1e-8) << a.label;
      EXPECT_NEAR(fa->corners[k].up, fb.corners[k].up, 1e-8) << a.label;
    }
    return;
  }
  const Course &ca = *a.course(), &cb = *b.course();
  EXPECT_EQ(ca.role, cb.role);
  EXPECT_TRUE(near(ca.width, cb.width));
  ASSERT_EQ(ca.points.size(), cb.points.size()) << a.label;
  for (std::size_t k = 0; k < ca.points.size(); ++k) EXPECT_TRUE(near(ca.points[k], cb.points[k])) << a.label << " point " << k;
  ASSERT_EQ(ca.crossings.size(), cb.crossings.size()) << a.label;
  for (std::size_t k = 0; k < ca.crossings.size(); ++k) {
    EXPECT_EQ(ca.crossings[k].kind, cb.crossings[k].kind);
    EXPECT_TRUE(near(ca.crossings[k].along, cb.crossings[k].along) && near(ca.crossings[k].length, cb.crossings[k].length)) << a.label;
  }
}

TEST(SowTerrainRecord, WritingAndReadingGivesTheSameTableOverManySeeds) {
  const TerrainCounts crowded{{3, 4}, {4, 5}, {2, 3}, {3, 4}, {3, 4}, {2, 2}, {2, 3}, {2, 3}};
  int dropped = 0;
  // The crowded tables are slow to roll, each feature that finds no room trying 200 places.
  for (const auto& [counts, seeds] : {std::pair{TerrainCounts{}, 1000}, std::pair{crowded, 200}})
    for (std::uint64_t seed = 0; seed < static_cast<std::uint64_t>(seeds); ++seed) {
      const sow::Setup setup = rolled_setup(seed, counts);
      const std::string text = record_text(setup);
      Diagnostics d;
      const sow::Setup again = read_back(text, d);
      ASSERT_TRUE(d.empty()) << "seed " << seed << ": " << d.list()[0].message << "\n" << text;
      ASSERT_EQ(again.features.size(), setup.features.size());
      for (std::size_t k = 0; k < setup.features.size(); ++k) expect_same_feature(setup.features[k], again.features[k]);
      ASSERT_EQ(again.dropped.size(), setup.dropped.size());
      for (std::size_t k = 0; k < setup.dropped.size(); ++k) {
        EXPECT_EQ(again.dropped[k].kind, setup.dropped[k].kind);
        EXPECT_EQ(again.dropped[k].label, setup.dropped[k].label);
      }
      dropped += static_cast<int>(setup.dropped.size());
      ASSERT_EQ(record_text(again), text) << "seed " << seed;
      if (::testing::Test::HasFailure()) return;
    }
  EXPECT_GT(dropped, 0) << "the crowded tables tried the record of dropped features";
}

TEST(SowTerrainRecord, AHandEditIsCheckedLikeTerrainPlacedByHand) {
  sow::Setup setup;
  setup.features = read_scenario("terrain:\n  placed:\n" + hill + "    - {kind: wood, centre: [140cm, 80cm], size: [30cm, 20cm]}\n").scenario.placed_features;
  const std::string text = record_text(setup);
  EXPECT_EQ(text,
            "table: {width: 180cm, depth: 120cm}\n"
            "terrain:\n"
            "  placed:\n"
            "    - {kind: hill, label: \"Hill 1\", centre: [45cm, 30cm], size: [40cm, 25cm], shape: ellipse}\n"
            "    - {kind: wood, label: \"Wood 1\", centre: [140cm, 80cm], size: [30cm, 20cm], shape: ellipse}\n");
  std::string moved = text;
  moved.replace(moved.find("[140cm, 80cm]"), 13, "[50cm, 35cm]");
  Diagnostics d;
  read_back(moved, d);
  ASSERT_FALSE(d.empty());
  EXPECT_EQ(d.list()[0].message, "'Wood 1' overlaps or touches 'Hill 1', placed at setup.yaml:4:7");
}

}  // namespace
}  // namespace muster::sow
