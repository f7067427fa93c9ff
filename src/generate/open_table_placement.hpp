#pragma once
// Terrain for the open table, placed at random from a recipe the rule set
// gives: water and roads from one table edge to another first, then areas and
// barriers, each where it keeps its clearance from everything placed before,
// stays on the table and leaves the deployment zones usable. A feature that
// finds no room within its tries is dropped, and the result says so.
//
// Every draw is a whole number from the stream (a multiple of the recipe's
// resolution, of 15 degrees, a percentage), and every test is plane geometry,
// so a seed places the same terrain on every machine. Each candidate is tested
// against every feature placed so far: n^2 / 2 tests for n features, each
// refused at once by bounding boxes when the two lie apart; a table holds a
// few dozen features at most.

#include <string>
#include <vector>

#include "core/int_range.hpp"
#include "core/random.hpp"
#include "generate/open_table.hpp"

namespace muster {

enum class AreaOutline {
  ellipse,    // a hill
  rectangle,  // a village, a field
  irregular,  // a wood, a marsh, rough ground: twelve corners, each pushed in a little, never hollow
};

struct AreaRecipe {
  std::string kind, name, cover;  // features are labelled "<name> 1", "<name> 2", ...
  IntRange count;
  Length smallest, largest;  // its width and its depth are each drawn in this range
  AreaOutline outline = AreaOutline::ellipse;
  // An irregular outline is drawn again until it turns in nowhere, 20 times at most. Then: the
  // convex hull of the last draw, still irregular (true); or a rectangle, as The Sword and the
  // Flame's pinned rolls were made (false).
  bool hull_when_never_convex = false;
};

// Walls, hedges, fences and barricades: straight, or (where they may bend) half
// of them turning a right-angled corner, as a field wall does.
struct BarrierRecipe {
  std::string kind, name, cover;
  IntRange count;
  Length shortest, longest;  // end to end along the line
  Length width;
  bool may_bend = true;
};

// A stream, a river or a road, from one table edge to another edge.
struct CrossTableRecipe {
  std::string kind, name, cover;  // labelled "<name>"
  Length width;
  Length wander;  // how far it may stray either side of the straight way across
  std::vector<Edge> ends{all_edges.begin(), all_edges.end()};  // the edges it may start and end on: two different ones
  Length ford_spacing;  // water: a ford about this far from the next along it; zero for none
  Length ford_length;   // along the water
};

// A part of the table that must stay usable, such as a deployment zone.
struct KeepOut {
  std::string name;
  TableBox box;
  double most_covered = 0;  // the share of it features may cover, 0 to 1 (see covered_share)
};

struct TableRecipe {
  std::vector<CrossTableRecipe> waters;
  std::vector<CrossTableRecipe> roads;  // a road crosses each water once at most, by a bridge
  std::vector<AreaRecipe> areas;        // placed in this order: the largest first find room more easily
  std::vector<BarrierRecipe> barriers;
  std::vector<KeepOut> keep_outs;
  Length clearance;   // between any two features: room to pass between them
  Length resolution;  // centres, sizes and lengths are whole multiples of it: 1 cm, half an inch
  int tries = 200;    // for each feature, before it is dropped
};

struct DroppedFeature {
  std::string kind, label;
};

struct PlacedTerrain {
  std::vector<Feature> features;  // in the order placed
  std::vector<DroppedFeature> dropped;
};

PlacedTerrain place_features(const Table& table, const TableRecipe& recipe, RandomStream& stream);

}  // namespace muster
