#pragma once
// The Sword and the Flame table rolled from the scenario's counts on the
// shared placement (generate/open_table_placement), in sizes that suit 25-30 mm
// figures on a 6 x 4 ft table, every size and place a whole number of half
// inches. The scenario may give any side any edge, so the strip along every
// edge, as deep as a deployment zone, is kept usable.

#include "core/random.hpp"
#include "generate/open_table_placement.hpp"
#include "rulesets/tsatf/battlefield.hpp"

namespace muster::tsatf {

// No more of an area or a barrier than this: more would not find room.
inline constexpr int most_of_a_kind = 8;
// What share of the strip along an edge, as deep as a deployment zone, terrain may cover.
inline constexpr double most_covered_edge_strip = 0.2;

TableRecipe terrain_recipe(const Table& table, const TerrainCounts& counts);
PlacedTerrain roll_terrain(const Table& table, const TerrainCounts& counts, RandomStream& stream);

}  // namespace muster::tsatf
