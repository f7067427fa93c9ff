// The State of War table rolled over ten thousand seeds: features never
// overlap or crowd each other, all lie on the table, every edge strip and
// both halves stay usable whichever zones the dice give, the counts keep to
// the recipe but for what is reported dropped, and a seed rolls the same table again.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>

#include "generate/plane_geometry.hpp"
#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/terrain_kinds.hpp"
#include "spec/open_table_reader.hpp"
#include "spec/record_yaml.hpp"

namespace muster::sow {
namespace {

Length cm(double v) { return Length::mm(10 * v); }
const Table table{default_table_width, default_table_depth};

PlacedTerrain rolled(std::uint64_t seed, const TerrainCounts& counts = {}) {
  RandomStream stream = RandomStream::for_procedure(seed, "terrain");
  return roll_terrain(table, counts, stream);
}

std::string as_text(const PlacedTerrain& terrain) {
  std::string text = spec::to_yaml(spec::placed_features_record(terrain.features, TableUnit::centimetres()));
  for (const DroppedFeature& dropped : terrain.dropped) text += "dropped " + dropped.label + "\n";
  return text;
}

const std::map<std::string, IntRange TerrainCounts::*> count_of_kind = {
    {"hill", &TerrainCounts::hills},     {"wood", &TerrainCounts::woods},   {"village", &TerrainCounts::villages},
    {"marsh", &TerrainCounts::marshes},  {"wall", &TerrainCounts::walls},   {"fence", &TerrainCounts::fences},
    {"stream", &TerrainCounts::streams}, {"road", &TerrainCounts::roads},
};

struct Tally {
  int features_asked_for_at_least = 0;
  int dropped = 0;
};

// Every property a rolled table must have; returns how many features it dropped.
void expect_a_usable_table(const PlacedTerrain& terrain, const TerrainCounts& counts, std::uint64_t seed, Tally& tally) {
  const TableRecipe recipe = terrain_recipe(table, counts);
  ASSERT_TRUE(check_features(table, terrain.features, recipe.clearance).empty()) << "seed " << seed;
  for (const KeepOut& keep_out : recipe.keep_outs)
    ASSERT_LE(covered_share(keep_out.box, terrain.features), keep_out.most_covered + 1e-9) << keep_out.name << ", seed " << seed;
  std::map<std::string, int> placed, dropped;
  std::set<std::string> labels;
  for (const Feature& feature : terrain.features) {
    ++placed[feature.kind];
    EXPECT_TRUE(labels.insert(feature.label).second) << feature.label << " twice, seed " << seed;
    EXPECT_EQ(feature.cover, feature_cover(feature.kind)) << feature.label;
  }
  for (const DroppedFeature& feature : terrain.dropped) ++dropped[feature.kind];
  for (const auto& [kind, count] : count_of_kind) {
    const IntRange asked = counts.*count;
    EXPECT_LE(placed[kind] + dropped[kind], asked.high) << kind << ", seed " << seed;
    EXPECT_GE(placed[kind] + dropped[kind], asked.low) << kind << ", seed " << seed;
    tally.features_asked_for_at_least += asked.low;
  }
  tally.dropped += static_cast<int>(terrain.dropped.size());
}

TEST(SowRollTerrain, TenThousandTablesKeepApartOnTheTableAndLeaveEveryZoneUsable) {
  Tally tally;
  for (std::uint64_t seed = 0; seed < 10000; ++seed) {
    expect_a_usable_table(rolled(seed), {}, seed, tally);
    if (::testing::Test::HasFatalFailure()) return;
  }
  // The default counts fit a 180 x 120 cm table: hardly anything is left off.
  EXPECT_LT(tally.dropped, tally.features_asked_for_at_least / 100) << tally.dropped << " dropped";
}

TEST(SowRollTerrain, ACrowdedRecipeDropsWhatFindsNoRoomAndSaysSo) {
  const TerrainCounts crowded{{3, 4}, {4, 5}, {2, 3}, {3, 4}, {3, 4}, {2, 2}, {2, 3}, {2, 3}};
  Tally tally;
  // Slow to roll, each feature that finds no room trying 200 places: fewer seeds.
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    expect_a_usable_table(rolled(seed, crowded), crowded, seed, tally);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(tally.dropped, 0) << "a table this full leaves something off";
}

TEST(SowRollTerrain, TheSameSeedRollsTheSameTable) {
  for (std::uint64_t seed = 0; seed < 10000; seed += 7) ASSERT_EQ(as_text(rolled(seed)), as_text(rolled(seed))) << "seed " << seed;
  EXPECT_NE(as_text(rolled(1)), as_text(rolled(2)));
}

TEST(SowRollTerrain, TheRecipeKeepsTwentyCentimetresAlongEveryEdgeAndEachHalfUsable) {
  const TableRecipe recipe = terrain_recipe(table, {});
  std::vector<std::pair<double, double>> boxes_cm;  // (width, depth) of each part kept usable
  for (const KeepOut& keep_out : recipe.keep_outs) {
    boxes_cm.push_back({(keep_out.box.east - keep_out.box.west) / cm(1), (keep_out.box.north - keep_out.box.south) / cm(1)});
    EXPECT_LE(keep_out.most_covered, 0.35) << keep_out.name;
  }
  const std::vector<std::pair<double, double>> expected = {{180, 20}, {180, 20}, {20, 120}, {20, 120}, {180, 60}, {180, 60}};
  ASSERT_EQ(boxes_cm.size(), expected.size());
  for (std::size_t k = 0; k < expected.size(); ++k) {
    EXPECT_NEAR(boxes_cm[k].first, expected[k].first, 1e-9);
    EXPECT_NEAR(boxes_cm[k].second, expected[k].second, 1e-9);
  }
  EXPECT_EQ(recipe.clearance, cm(5));
  EXPECT_EQ(recipe.resolution, cm(1));
}

TEST(SowRollTerrain, FeaturesAreLabelledByKindAndNumberAndSizedForTwentyEightMillimetreFigures) {
  std::set<std::string> labels;
  for (std::uint64_t seed = 0; seed < 500; ++seed)
    for (const Feature& feature : rolled(seed).features) {
      labels.insert(feature.label);
      if (const Footprint* area = feature.footprint()) {
        const auto [low, high] = feature.kind == "hill" ? std::pair{30, 60} : feature.kind == "wood" ? std::pair{20, 40}
                               : feature.kind == "marsh" ? std::pair{20, 35} : std::pair{15, 30};
        for (Length side : {area->width, area->depth}) {
          EXPECT_GE(side, cm(low)) << feature.label;
          EXPECT_LE(side, cm(high)) << feature.label;
        }
      } else if (feature.kind == "stream") {
        EXPECT_EQ(feature.course()->width, cm(5));
        EXPECT_FALSE(feature.course()->crossings.empty()) << "a stream has fords, seed " << seed;
      } else if (feature.kind == "wall" || feature.kind == "fence") {
        EXPECT_GE(course_length(*feature.course()), cm(20) - Length::mm(0.01));
        EXPECT_LE(course_length(*feature.course()), cm(60) + Length::mm(0.01));
      }
    }
  for (const char* label : {"Hill 1", "Hill 2", "Wood 1", "Wood 3", "Village 1", "Marsh 1", "Wall 1", "Fence 2", "Stream 1", "Road 1"})
    EXPECT_TRUE(labels.count(label)) << label;
}

// Issue 35: a wood or marsh none of whose 20 draws turned in nowhere became a rectangle, saying nothing.
// Over 10,000 seeds of woods and marshes alone, every one keeps an irregular outline: convex (textures
// are cut to convex outlines), not the rectangle's four corners, and its corners within its size.
TEST(SowRollTerrain, WoodsAndMarshesStayIrregular) {
  TerrainCounts only_areas;
  only_areas.hills = only_areas.villages = only_areas.walls = only_areas.fences = only_areas.streams = only_areas.roads = {0, 0};
  only_areas.woods = {3, 3};
  only_areas.marshes = {2, 2};
  int areas = 0, fewer_corners = 0;
  for (std::uint64_t seed = 1; seed <= 10000; ++seed)
    for (const Feature& feature : rolled(seed, only_areas).features) {
      const Footprint* area = feature.footprint();
      ASSERT_TRUE(area) << feature.label;
      ++areas;
      ASSERT_NE(area->corners.size(), 4u) << feature.label << " is a rectangle, seed " << seed;
      ASSERT_GE(area->corners.size(), 6u) << feature.label << ", seed " << seed;
      fewer_corners += area->corners.size() < 12;
      std::vector<plane::Vec> corners;
      for (const OutlineCorner& c : area->corners) {
        ASSERT_LE(std::abs(c.across), 0.5 + 1e-9);
        ASSERT_LE(std::abs(c.up), 0.5 + 1e-9);
        corners.push_back({c.across, c.up});
      }
      ASSERT_TRUE(plane::is_convex(corners)) << feature.label << ", seed " << seed;
    }
  EXPECT_GT(areas, 40000);
  EXPECT_GT(fewer_corners, 10) << "the hull of a draw that never turned out convex comes up often enough to be tested";
}

}  // namespace
}  // namespace muster::sow
