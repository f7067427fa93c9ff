// Terrain placed at random on the open table, tested over thousands of seeds
// of a State of War table in centimetres and a Sword and the Flame table in
// inches: nothing overlaps, everything is on the table, deployment zones stay
// as usable as the recipe asks, water and roads run edge to edge and cross
// only at bridges and fords, and a seed always places the same terrain.
#include "generate/open_table_placement.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "support/open_table_recipes.hpp"

namespace muster {
namespace {

using testing::cm;
using Case = testing::OpenTableCase;
using testing::state_of_war;
using testing::sword_and_flame;

PlacedTerrain placed(const Case& c, std::uint64_t seed) {
  RandomStream stream = RandomStream::for_procedure(seed, "open table");
  return place_features(c.table, c.recipe, stream);
}

bool is_edge_to_edge(const Feature& f) { return f.course() && f.course()->role != LineRole::barrier; }

bool whole_multiple(Length length, Length step) {
  const double steps = length / step;
  return std::abs(steps - std::round(steps)) < 1e-9;
}

// Nothing overlaps or crowds another feature, and everything is on the table:
// an area whole, a wall its whole width, water and roads their middles.
void expect_apart_and_on_the_table(const Case& c, std::uint64_t seed, const PlacedTerrain& terrain) {
  const auto problems = check_features(c.table, terrain.features, c.recipe.clearance);
  ASSERT_TRUE(problems.empty()) << c.name << " seed " << seed << ": " << terrain.features[problems[0].feature].label << " and "
                                << (problems[0].other ? terrain.features[*problems[0].other].label : "the table edge");
  const Length give = Length::mm(1e-6);
  for (const Feature& f : terrain.features) {
    if (is_edge_to_edge(f)) continue;
    const TableBox box = bounding_box(f);
    EXPECT_TRUE(box.west >= -give && box.south >= -give && box.east <= c.table.width + give && box.north <= c.table.depth + give)
        << c.name << " seed " << seed << " " << f.label;
  }
}

void expect_zones_usable(const Case& c, std::uint64_t seed, const PlacedTerrain& terrain) {
  for (const KeepOut& zone : c.recipe.keep_outs)
    EXPECT_LE(covered_share(zone.box, terrain.features), zone.most_covered + 1e-9) << c.name << " seed " << seed << " " << zone.name;
}

void expect_edge_to_edge(const Case& c, std::uint64_t seed, const PlacedTerrain& terrain) {
  for (const Feature& f : terrain.features) {
    if (!is_edge_to_edge(f)) continue;
    const auto& points = f.course()->points;
    const auto from = edge_at(c.table, points.front()), to = edge_at(c.table, points.back());
    ASSERT_TRUE(from && to) << c.name << " seed " << seed << " " << f.label;
    EXPECT_NE(*from, *to) << c.name << " seed " << seed << " " << f.label;
  }
}

TEST(OpenTablePlacement, OverThousandsOfSeedsNothingOverlapsZonesStayUsableAndWaterAndRoadsRunEdgeToEdge) {
  for (const Case& c : {state_of_war(), sword_and_flame()})
    for (std::uint64_t seed = 1; seed <= 5000; ++seed) {
      const PlacedTerrain terrain = placed(c, seed);
      expect_apart_and_on_the_table(c, seed, terrain);
      expect_zones_usable(c, seed, terrain);
      expect_edge_to_edge(c, seed, terrain);
      if (::testing::Test::HasFailure()) return;
    }
}

// Three roads and a river: roads cross each other freely, and each crosses the
// river by a bridge of its own, never sharing another's.
TEST(OpenTablePlacement, SeveralRoadsEachBridgeTheRiverApart) {
  Case c = sword_and_flame();
  c.recipe.roads = {{"road", "Road 1", "", Length::in(2), Length::in(4), testing::any_edge(), {}, {}},
                    {"road", "Road 2", "", Length::in(2), Length::in(4), testing::any_edge(), {}, {}},
                    {"road", "Road 3", "", Length::in(2), Length::in(4), testing::any_edge(), {}, {}}};
  int bridges = 0;
  for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
    const PlacedTerrain terrain = placed(c, seed);
    expect_apart_and_on_the_table(c, seed, terrain);
    for (const Feature& f : terrain.features)
      if (f.kind == "river")
        for (const Crossing& crossing : f.course()->crossings) bridges += crossing.kind == "bridge";
    if (::testing::Test::HasFailure()) return;
  }
  EXPECT_GT(bridges, 1000);
}

TEST(OpenTablePlacement, TheRiverRunsBetweenTheEdgesItMay) {
  const Case c = sword_and_flame();
  for (std::uint64_t seed = 1; seed <= 300; ++seed)
    for (const Feature& f : placed(c, seed).features)
      if (f.kind == "river") {
        const auto from = edge_at(c.table, f.course()->points.front()), to = edge_at(c.table, f.course()->points.back());
        EXPECT_TRUE(from == Edge::west || from == Edge::east) << seed;
        EXPECT_TRUE(to == Edge::west || to == Edge::east) << seed;
      }
}

TEST(OpenTablePlacement, ARoadCrossesWaterByABridgeAndFordsKeepTheirSpacing) {
  const Case c = state_of_war();
  int bridges = 0, fords = 0;
  for (std::uint64_t seed = 1; seed <= 500; ++seed)
    for (const Feature& f : placed(c, seed).features) {
      if (f.kind != "stream") continue;
      const Crossing* last_ford = nullptr;
      for (const Crossing& crossing : f.course()->crossings) {
        bridges += crossing.kind == "bridge";
        if (crossing.kind != "ford") continue;
        ++fords;
        EXPECT_EQ(crossing.length, cm(10));
        // Fords stand a spacing apart, or further where a bridge took one's place.
        if (last_ford) {
          EXPECT_GE((crossing.along - last_ford->along).millimetres(), cm(50).millimetres() - 5.01) << seed;
        }
        last_ford = &crossing;
      }
    }
  EXPECT_GT(bridges, 100) << "roads often cross the stream";
  EXPECT_GT(fords, 500);
}

TEST(OpenTablePlacement, CountsSizesAndPlacesFollowTheRecipe) {
  const Case c = state_of_war();
  std::size_t dropped = 0, placed_count = 0;
  for (std::uint64_t seed = 1; seed <= 500; ++seed) {
    const PlacedTerrain terrain = placed(c, seed);
    dropped += terrain.dropped.size();
    placed_count += terrain.features.size();
    std::map<std::string, int> of_kind;
    for (const Feature& f : terrain.features) ++of_kind[f.kind];
    for (const DroppedFeature& d : terrain.dropped) ++of_kind[d.kind];
    for (const AreaRecipe& a : c.recipe.areas) {
      EXPECT_GE(of_kind[a.kind], a.count.low) << seed << " " << a.kind;
      EXPECT_LE(of_kind[a.kind], a.count.high) << seed << " " << a.kind;
    }
    for (const Feature& f : terrain.features)
      if (const Footprint* area = f.footprint()) {
        EXPECT_TRUE(whole_multiple(area->centre.x, cm(1)) && whole_multiple(area->centre.y, cm(1))) << seed << " " << f.label;
        EXPECT_TRUE(whole_multiple(area->width, cm(1)) && whole_multiple(area->depth, cm(1))) << seed << " " << f.label;
        EXPECT_TRUE(whole_multiple(Length::mm(area->turn_degrees), Length::mm(15))) << seed << " " << f.label;
      }
  }
  EXPECT_LT(dropped * 100, placed_count) << "a table with room drops fewer than one feature in a hundred";
}

TEST(OpenTablePlacement, LabelsAreNumberedByKind) {
  const Case c = state_of_war();
  std::map<std::string, std::string> name_of;
  for (const AreaRecipe& a : c.recipe.areas) name_of[a.kind] = a.name;
  std::map<std::string, int> seen;
  for (const Feature& f : placed(c, 1863).features)
    if (f.footprint()) {
      EXPECT_EQ(f.label, name_of[f.kind] + " " + std::to_string(++seen[f.kind]));
    }
  EXPECT_GE(seen["hill"], 1);
}

TEST(OpenTablePlacement, AnOvercrowdedTableDropsWhatFindsNoRoomAndSaysSo) {
  TableRecipe r;
  r.areas = {{"hill", "Hill", "", {30, 30}, cm(30), cm(30), AreaOutline::ellipse}};
  r.clearance = cm(5);
  r.resolution = cm(1);
  r.tries = 50;
  const Table small{cm(100), cm(100)};
  RandomStream stream = RandomStream::for_procedure(7, "open table");
  const PlacedTerrain terrain = place_features(small, r, stream);
  EXPECT_GE(terrain.features.size(), 4u);
  EXPECT_LE(terrain.features.size(), 9u) << "no more 30 cm circles 5 cm apart fit on a metre square";
  EXPECT_EQ(terrain.features.size() + terrain.dropped.size(), 30u);
  EXPECT_TRUE(check_features(small, terrain.features, r.clearance).empty());
  EXPECT_EQ(terrain.dropped.front().kind, "hill");
}

TEST(OpenTablePlacement, ASeedPlacesTheSameTerrainEveryTime) {
  for (const Case& c : {state_of_war(), sword_and_flame()})
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
      const PlacedTerrain a = placed(c, seed), b = placed(c, seed);
      ASSERT_EQ(a.features.size(), b.features.size());
      for (std::size_t k = 0; k < a.features.size(); ++k) {
        EXPECT_EQ(a.features[k].label, b.features[k].label);
        EXPECT_EQ(bounding_box(a.features[k]).west, bounding_box(b.features[k]).west);
        EXPECT_EQ(area_mm2(a.features[k]), area_mm2(b.features[k]));
      }
    }
}

// If this changes, every seed already printed lays out a different table: the
// numbers are whole centimetres and multiples of 15 degrees, so they do not
// depend on how a machine rounds.
TEST(OpenTablePlacement, PinnedPlacementSoTablesNeverDriftBetweenVersions) {
  const PlacedTerrain terrain = placed(state_of_war(), 1863);
  std::string summary;
  for (const Feature& f : terrain.features)
    if (const Footprint* area = f.footprint()) {
      char line[160];
      std::snprintf(line, sizeof line, "%s %g,%g %gx%g %g; ", f.label.c_str(), area->centre.x.millimetres() / 10, area->centre.y.millimetres() / 10,
                    area->width.millimetres() / 10, area->depth.millimetres() / 10, area->turn_degrees);
      summary += line;
    }
  EXPECT_EQ(summary, "Hill 1 150,74 34x26 45; Hill 2 35,36 27x24 45; Wood 1 75,100 15x35 180; Wood 2 72,42 17x28 285; Wood 3 149,36 32x25 135; "
                     "Marsh 1 48,95 20x25 270; ");
}

}  // namespace
}  // namespace muster
