// The Sword and the Flame table rolled over ten thousand seeds: features never
// overlap or crowd each other, all lie on the table, the strip along every
// edge stays usable for a 12 in deployment zone, the counts keep to the recipe
// but for what is reported dropped, every size falls on half an inch, and a
// seed rolls the same table again.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>

#include "rulesets/tsatf/deployment_zone.hpp"
#include "rulesets/tsatf/roll_terrain.hpp"
#include "rulesets/tsatf/terrain_kinds.hpp"
#include "spec/open_table_reader.hpp"
#include "spec/record_yaml.hpp"

namespace muster::tsatf {
namespace {

Length in(double v) { return Length::in(v); }
const Table table{default_table_width, default_table_depth};

PlacedTerrain rolled(std::uint64_t seed, const TerrainCounts& counts = {}) {
  RandomStream stream = RandomStream::for_procedure(seed, "terrain");
  return roll_terrain(table, counts, stream);
}

std::string as_text(const PlacedTerrain& terrain) {
  std::string text = spec::to_yaml(spec::placed_features_record(terrain.features, TableUnit::inches()));
  for (const DroppedFeature& dropped : terrain.dropped) text += "dropped " + dropped.label + "\n";
  return text;
}

const std::map<std::string, IntRange TerrainCounts::*> count_of_kind = {
    {"hill", &TerrainCounts::hills},         {"scrub", &TerrainCounts::scrub}, {"rough", &TerrainCounts::rough},
    {"building", &TerrainCounts::buildings}, {"village", &TerrainCounts::villages}, {"wall", &TerrainCounts::walls},
    {"barricade", &TerrainCounts::barricades}, {"river", &TerrainCounts::rivers},
};

bool on_half_inch(Length length) {
  const double halves = length / in(0.5);
  return std::abs(halves - std::round(halves)) < 1e-6;
}

struct Tally {
  int asked_at_least = 0;
  int dropped = 0;
  int rivers = 0;
};

void expect_a_usable_table(const PlacedTerrain& terrain, const TerrainCounts& counts, std::uint64_t seed, Tally& tally) {
  const TableRecipe recipe = terrain_recipe(table, counts);
  ASSERT_TRUE(check_features(table, terrain.features, recipe.clearance).empty()) << "seed " << seed;
  for (Edge edge : all_edges)
    ASSERT_LE(covered_share(edge_zone(table, edge), terrain.features), most_covered_edge_strip + 1e-9) << edge_name(edge) << ", seed " << seed;
  std::map<std::string, int> placed, dropped;
  std::set<std::string> labels;
  for (const Feature& feature : terrain.features) {
    ++placed[feature.kind];
    EXPECT_TRUE(labels.insert(feature.label).second) << feature.label << " twice, seed " << seed;
    if (const Footprint* area = feature.footprint()) {
      EXPECT_TRUE(on_half_inch(area->width) && on_half_inch(area->depth)) << feature.label << ", seed " << seed;
      EXPECT_TRUE(on_half_inch(area->centre.x) && on_half_inch(area->centre.y)) << feature.label << ", seed " << seed;
    }
  }
  for (const DroppedFeature& feature : terrain.dropped) ++dropped[feature.kind];
  for (const auto& [kind, count] : count_of_kind) {
    const IntRange asked = counts.*count;
    EXPECT_LE(placed[kind] + dropped[kind], asked.high) << kind << ", seed " << seed;
    EXPECT_GE(placed[kind] + dropped[kind], asked.low) << kind << ", seed " << seed;
    tally.asked_at_least += asked.low;
  }
  tally.dropped += static_cast<int>(terrain.dropped.size());
  tally.rivers += placed["river"];
}

TEST(TsatfRollTerrain, TenThousandTablesKeepApartOnTheTableAndLeaveEveryEdgeZoneUsable) {
  Tally tally;
  for (std::uint64_t seed = 0; seed < 10000; ++seed) {
    expect_a_usable_table(rolled(seed), {}, seed, tally);
    if (::testing::Test::HasFatalFailure() || ::testing::Test::HasFailure()) return;
  }
  // The default counts fit a 6 x 4 ft table: hardly anything is left off.
  EXPECT_LT(tally.dropped, tally.asked_at_least / 100) << tally.dropped << " dropped";
  // The river, 0-1, runs on about half the tables.
  EXPECT_GT(tally.rivers, 4500);
  EXPECT_LT(tally.rivers, 5500);
}

TEST(TsatfRollTerrain, ACrowdedRecipeDropsWhatFindsNoRoomAndSaysSo) {
  const TerrainCounts crowded{{3, 4}, {3, 4}, {2, 3}, {4, 6}, {2, 2}, {3, 4}, {2, 3}, {1, 1}};
  Tally tally;
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    expect_a_usable_table(rolled(seed, crowded), crowded, seed, tally);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(tally.dropped, 0) << "a table this full leaves something off";
  EXPECT_EQ(tally.rivers, 300) << "a river asked for always finds room on an empty table";
}

TEST(TsatfRollTerrain, TheSameSeedRollsTheSameTable) {
  for (std::uint64_t seed = 0; seed < 10000; seed += 7) ASSERT_EQ(as_text(rolled(seed)), as_text(rolled(seed))) << "seed " << seed;
  EXPECT_NE(as_text(rolled(1)), as_text(rolled(2)));
}

TEST(TsatfRollTerrain, SizesSuitTwentyFiveToThirtyMillimetreFiguresAndTheRiverHasFords) {
  const TerrainCounts with_river{{1, 2}, {1, 2}, {1, 1}, {1, 2}, {1, 1}, {1, 2}, {1, 1}, {1, 1}};
  const std::map<std::string, std::pair<double, double>> sizes = {{"hill", {10, 18}}, {"village", {8, 12}}, {"scrub", {6, 10}},
                                                                 {"rough", {6, 10}}, {"building", {3, 6}}};
  std::set<std::string> labels;
  for (std::uint64_t seed = 0; seed < 500; ++seed)
    for (const Feature& feature : rolled(seed, with_river).features) {
      labels.insert(feature.label);
      if (const Footprint* area = feature.footprint()) {
        const auto [low, high] = sizes.at(feature.kind);
        for (Length side : {area->width, area->depth}) {
          EXPECT_GE(side, in(low) - Length::mm(1e-6)) << feature.label;
          EXPECT_LE(side, in(high) + Length::mm(1e-6)) << feature.label;
        }
      } else if (feature.kind == "river") {
        EXPECT_EQ(feature.course()->width, in(4));
        EXPECT_FALSE(feature.course()->crossings.empty()) << "a river has fords, seed " << seed;
        for (const Crossing& ford : feature.course()->crossings) EXPECT_EQ(ford.kind, "ford");
        EXPECT_TRUE(edge_at(table, feature.course()->points.front()) && edge_at(table, feature.course()->points.back())) << "edge to edge";
      } else {
        const double shortest = feature.kind == "wall" ? 6 : 4, longest = feature.kind == "wall" ? 12 : 8;
        EXPECT_GE(course_length(*feature.course()), in(shortest) - Length::mm(0.01)) << feature.label;
        EXPECT_LE(course_length(*feature.course()), in(longest) + Length::mm(0.01)) << feature.label;
        EXPECT_EQ(feature.course()->width, in(0.5));
      }
    }
  for (const char* label : {"Hill 1", "Hill 2", "Scrub 1", "Rough ground 1", "Building 2", "Village 1", "Low wall 1", "Barricade 1", "River"})
    EXPECT_TRUE(labels.count(label)) << label;
}

TEST(TsatfRollTerrain, NoRiverWhenTheScenarioAsksForNone) {
  const TerrainCounts dry{{1, 2}, {1, 2}, {0, 1}, {1, 2}, {0, 1}, {1, 2}, {0, 1}, {0, 0}};
  for (std::uint64_t seed = 0; seed < 300; ++seed)
    for (const Feature& feature : rolled(seed, dry).features) ASSERT_NE(feature.kind, "river") << "seed " << seed;
}

TEST(TsatfDeploymentZone, ABandTwelveInchesDeepAlongEachEdgeOrAsTheScenarioSays) {
  const auto sizes = [](TableBox box) { return std::pair{(box.east - box.west) / in(1), (box.north - box.south) / in(1)}; };
  EXPECT_EQ(sizes(edge_zone(table, Edge::south)), (std::pair{72.0, 12.0}));
  EXPECT_EQ(edge_zone(table, Edge::north).south, in(36));
  EXPECT_EQ(sizes(edge_zone(table, Edge::west)), (std::pair{12.0, 48.0}));
  EXPECT_EQ(edge_zone(table, Edge::east).west, in(60));
  EXPECT_EQ(sizes(edge_zone(table, Edge::north, in(18))), (std::pair{72.0, 18.0}));
  EXPECT_EQ(sizes(edge_zone(table, Edge::south, in(30))), (std::pair{72.0, 24.0})) << "never deeper than half the table";
}

}  // namespace
}  // namespace muster::tsatf
