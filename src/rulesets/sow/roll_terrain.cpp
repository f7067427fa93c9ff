// The State of War table rolled from the scenario's counts on the shared
// placement (generate/open_table_placement). The rules leave the terrain to
// the players; muster's sizes suit 28 mm figures on a 180 x 120 cm table
// (docs/DECISIONS.md, State of War). The deployment die may give either side any
// edge or either half, so every edge strip and both halves are kept usable.
#include <algorithm>

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/terrain_kinds.hpp"

namespace muster::sow {

namespace {

Length cm(int centimetres) { return Length::mm(10.0 * centimetres); }

// Room for a unit to pass between any two features.
const Length clearance = cm(5);
// What share of an edge strip, and of a half, terrain may cover.
constexpr double most_covered_edge = 0.2;
constexpr double most_covered_half = 0.35;

// A wood or marsh stays irregular even when none of its 20 draws is convex (issue 35): it was a rectangle.
AreaRecipe area(const std::string& kind, const std::string& name, IntRange count, int smallest_cm, int largest_cm, AreaOutline outline) {
  return {kind, name, feature_cover(kind), count, cm(smallest_cm), cm(largest_cm), outline, true};
}

BarrierRecipe barrier(const std::string& kind, const std::string& name, IntRange count, Length width) {
  return {kind, name, feature_cover(kind), count, cm(20), cm(60), width, true};
}

// One recipe per stream or road the counts allow at most, labelled "Stream 1", "Stream 2", ...:
// the shared placement places each line it is given, so the roll chooses how many to give it.
std::vector<CrossTableRecipe> lines(const std::string& kind, const std::string& name, int most, Length width, Length wander,
                                    Length ford_spacing, Length ford_length) {
  std::vector<CrossTableRecipe> recipes;
  for (int k = 1; k <= most; ++k)
    recipes.push_back({kind, name + " " + std::to_string(k), feature_cover(kind), width, wander,
                       std::vector<Edge>(all_edges.begin(), all_edges.end()), ford_spacing, ford_length});
  return recipes;
}

std::vector<KeepOut> usable_parts(const Table& table) {
  const Length w = table.width, d = table.depth, strip = edge_zone_depth;
  return {
      {"the south edge", {Length{}, Length{}, w, strip}, most_covered_edge},
      {"the north edge", {Length{}, d - strip, w, d}, most_covered_edge},
      {"the west edge", {Length{}, Length{}, strip, d}, most_covered_edge},
      {"the east edge", {w - strip, Length{}, w, d}, most_covered_edge},
      {"the south half", {Length{}, Length{}, w, d / 2}, most_covered_half},
      {"the north half", {Length{}, d / 2, w, d}, most_covered_half},
  };
}

int drawn(IntRange count, RandomStream& stream) { return stream.between(count.low, std::max(count.low, count.high)); }

}  // namespace

TableRecipe terrain_recipe(const Table& table, const TerrainCounts& counts) {
  TableRecipe recipe;
  recipe.waters = lines("stream", "Stream", counts.streams.high, stream_width, cm(20), cm(40), cm(8));
  recipe.roads = lines("road", "Road", counts.roads.high, road_width, cm(15), Length{}, Length{});
  // The largest first: they find room more easily on an empty table.
  recipe.areas = {area("hill", "Hill", counts.hills, 30, 60, AreaOutline::ellipse),
                  area("wood", "Wood", counts.woods, 20, 40, AreaOutline::irregular),
                  area("marsh", "Marsh", counts.marshes, 20, 35, AreaOutline::irregular),
                  area("village", "Village", counts.villages, 15, 30, AreaOutline::rectangle)};
  recipe.barriers = {barrier("wall", "Wall", counts.walls, wall_width), barrier("fence", "Fence", counts.fences, fence_width)};
  recipe.keep_outs = usable_parts(table);
  recipe.clearance = clearance;
  recipe.resolution = cm(1);
  return recipe;
}

PlacedTerrain roll_terrain(const Table& table, const TerrainCounts& counts, RandomStream& stream) {
  TableRecipe recipe = terrain_recipe(table, counts);
  // How many streams and roads, drawn before anything is placed so that the rest of the draws follow from the same seed.
  recipe.waters.resize(static_cast<std::size_t>(drawn(counts.streams, stream)));
  recipe.roads.resize(static_cast<std::size_t>(drawn(counts.roads, stream)));
  return place_features(table, recipe, stream);
}

}  // namespace muster::sow
