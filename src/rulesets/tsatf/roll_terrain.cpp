#include "rulesets/tsatf/roll_terrain.hpp"

#include <algorithm>

#include "rulesets/tsatf/deployment_zone.hpp"
#include "rulesets/tsatf/terrain_kinds.hpp"

namespace muster::tsatf {

namespace {

Length inches(double value) { return Length::in(value); }

// Room for a figure's base, and a little more, between any two features.
const Length clearance = inches(2);

AreaRecipe area(const std::string& kind, const std::string& name, IntRange count, double smallest, double largest, AreaOutline outline) {
  return {kind, name, "", count, inches(smallest), inches(largest), outline};
}

BarrierRecipe barrier(const std::string& kind, const std::string& name, IntRange count, double shortest, double longest, Length width) {
  return {kind, name, "", count, inches(shortest), inches(longest), width, true};
}

// The river wanders up to 8 in either side of the straight way, with a ford
// 3 in long about every 24 in, so a 6 ft river has two or three.
CrossTableRecipe river() {
  return {"river", "River", "", river_width, inches(8), std::vector<Edge>(all_edges.begin(), all_edges.end()), inches(24), inches(3)};
}

std::vector<KeepOut> edge_strips(const Table& table) {
  std::vector<KeepOut> strips;
  for (Edge edge : all_edges) strips.push_back({"the " + edge_name(edge) + " edge", edge_zone(table, edge), most_covered_edge_strip});
  return strips;
}

int drawn(IntRange count, RandomStream& stream) { return stream.between(count.low, std::max(count.low, count.high)); }

}  // namespace

TableRecipe terrain_recipe(const Table& table, const TerrainCounts& counts) {
  TableRecipe recipe;
  if (counts.rivers.high > 0) recipe.waters = {river()};
  // The largest first: they find room more easily on an empty table.
  recipe.areas = {area("hill", "Hill", counts.hills, 10, 18, AreaOutline::ellipse),
                  area("village", "Village", counts.villages, 8, 12, AreaOutline::rectangle),
                  area("scrub", "Scrub", counts.scrub, 6, 10, AreaOutline::irregular),
                  area("rough", "Rough ground", counts.rough, 6, 10, AreaOutline::irregular),
                  area("building", "Building", counts.buildings, 3, 6, AreaOutline::rectangle)};
  recipe.barriers = {barrier("wall", "Low wall", counts.walls, 6, 12, wall_width),
                     barrier("barricade", "Barricade", counts.barricades, 4, 8, barricade_width)};
  recipe.keep_outs = edge_strips(table);
  recipe.clearance = clearance;
  recipe.resolution = inches(0.5);
  return recipe;
}

PlacedTerrain roll_terrain(const Table& table, const TerrainCounts& counts, RandomStream& stream) {
  TableRecipe recipe = terrain_recipe(table, counts);
  // Whether the river runs, drawn before anything is placed so that the rest of the draws follow from the same seed.
  recipe.waters.resize(static_cast<std::size_t>(std::min(drawn(counts.rivers, stream), 1)));
  return place_features(table, recipe, stream);
}

}  // namespace muster::tsatf
