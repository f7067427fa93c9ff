// The battlefield area by area: a river and roads that run from table edge to
// table edge, a railway in 1900-1918, woods, towns and steep slopes in small
// clusters, and the objectives between the armies. Anything unplayable is
// rolled again; the text gives no terrain tables, so the recipe's ranges are
// the scenario's (README, "Scenario format: The Square Brigadier").
#include <algorithm>

#include "generate/shuffle.hpp"
#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

namespace {

// Enough for the crowded boards the tests roll; a field still unplayable after
// this many keeps its river fordable, which always leaves a way across.
constexpr int attempts_before_fording = 60;

std::size_t at(const AreaGrid& grid, Square area) { return static_cast<std::size_t>(grid.index(area)); }

Square pick(const std::vector<Square>& areas, RandomStream& stream) { return areas[stream.below(static_cast<std::uint32_t>(areas.size()))]; }

// A wandering line from a random area of `from` to the opposite edge, each step one area nearer it.
AreaPath wander_across(const AreaGrid& grid, Edge from, RandomStream& stream) {
  const Edge to = opposite_edge(from);
  AreaPath path{{pick(grid.edge_areas(from), stream)}};
  while (grid.distance_from_edge(path.areas.back(), to) > 0) {
    std::vector<Square> nearer;
    const int now = grid.distance_from_edge(path.areas.back(), to);
    for (Square next : grid.neighbours(path.areas.back()))
      if (grid.distance_from_edge(next, to) < now) nearer.push_back(next);
    path.areas.push_back(pick(nearer, stream));
  }
  return path;
}

// The shortest way from `from` to `to` over areas `allowed` lets it use, ties broken at random; empty if none.
// No step passes a closed corner: a road between two areas of water meeting at a corner would cross it unbridged.
std::vector<Square> shortest_way(const Battlefield& field, Square from, Square to, const std::function<bool(Square)>& allowed, RandomStream& stream) {
  const AreaGrid& grid = field.grid;
  const auto open_step = [&field](Square a, Square b) { return !passes_closed_corner(field, a, b); };
  const auto steps = grid.steps_from({to}, allowed, open_step);
  if (steps[at(grid, from)] < 0) return {};
  std::vector<Square> way{from};
  while (way.back() != to) {
    std::vector<Square> closer;
    for (Square next : grid.neighbours(way.back()))
      if (steps[at(grid, next)] >= 0 && steps[at(grid, next)] == steps[at(grid, way.back())] - 1 && open_step(way.back(), next)) closer.push_back(next);
    way.push_back(pick(closer, stream));
  }
  return way;
}

// A road from one table edge to another through a waypoint in the middle of the board.
AreaPath lay_road(const Battlefield& field, Edge from, Edge to, RandomStream& stream) {
  const AreaGrid& grid = field.grid;
  const auto land = [&field](Square area) { return field.kind_at(area) != TerrainKind::water; };
  const auto anywhere = [](Square) { return true; };
  const Square start = pick(grid.edge_areas(from), stream);
  std::vector<Square> ends = grid.edge_areas(to);
  ends.erase(std::remove(ends.begin(), ends.end(), start), ends.end());  // a corner lies on two edges
  const Square end = pick(ends, stream);
  const Square middle{grid.columns / 4 + static_cast<int>(stream.below(static_cast<std::uint32_t>(std::max(1, grid.columns / 2)))),
                      grid.rows / 4 + static_cast<int>(stream.below(static_cast<std::uint32_t>(std::max(1, grid.rows / 2))))};
  // Roads keep to land where they can and bridge water where they must.
  const auto leg = [&](Square a, Square b) {
    auto way = shortest_way(field, a, b, land, stream);
    return way.empty() ? shortest_way(field, a, b, anywhere, stream) : way;
  };
  AreaPath road{leg(start, middle)};
  const auto second = leg(middle, end);
  road.areas.insert(road.areas.end(), second.begin() + 1, second.end());
  std::vector<Square> seen = road.areas;
  std::sort(seen.begin(), seen.end());
  if (std::adjacent_find(seen.begin(), seen.end()) != seen.end()) return AreaPath{leg(start, end)};  // it doubled back: go straight
  return road;
}

bool is_free(const Battlefield& field, const RoadMap& roads, Square area) { return field.kind_at(area) == TerrainKind::open && !roads.on_road(area); }

// A cluster of `size` areas of `kind` grown from a free area, in free areas only.
void grow_cluster(Battlefield& field, const RoadMap& roads, TerrainKind kind, int size, const std::vector<Square>& seeds, RandomStream& stream) {
  std::vector<Square> free_seeds;
  for (Square area : seeds)
    if (is_free(field, roads, area)) free_seeds.push_back(area);
  if (free_seeds.empty()) return;
  std::vector<Square> cluster{pick(free_seeds, stream)};
  field.kinds[at(field.grid, cluster.front())] = kind;
  while (static_cast<int>(cluster.size()) < size) {
    std::vector<Square> edge;
    for (Square area : cluster)
      for (Square next : field.grid.neighbours(area))
        if (is_free(field, roads, next)) edge.push_back(next);
    if (edge.empty()) return;
    cluster.push_back(pick(edge, stream));
    field.kinds[at(field.grid, cluster.back())] = kind;
  }
}

std::vector<Square> beside_roads(const Battlefield& field) {
  std::vector<Square> areas;
  for (const AreaPath& road : field.roads)
    for (Square area : road.areas)
      for (Square next : field.grid.neighbours(area)) areas.push_back(next);
  return areas;
}

bool in_a_zone(Square area, const AreaGrid& grid, const std::array<DeploymentNeeds, 2>& sides) {
  return std::any_of(sides.begin(), sides.end(), [&](const DeploymentNeeds& side) { return grid.distance_from_edge(area, side.baseline) < side.depth; });
}

// Objectives between the armies, a town first where there is one.
void place_objectives(Battlefield& field, int count, const std::array<DeploymentNeeds, 2>& sides, RandomStream& stream) {
  const RoadMap roads(field);
  std::vector<Square> towns, others;
  for (Square area : field.grid.all_areas()) {
    if (in_a_zone(area, field.grid, sides) || !roads.passable(area)) continue;
    (field.kind_at(area) == TerrainKind::town ? towns : others).push_back(area);
  }
  shuffle(towns, stream);
  shuffle(others, stream);
  towns.insert(towns.end(), others.begin(), others.end());
  if (towns.empty()) towns = {Square{field.grid.columns / 2, field.grid.rows / 2}};  // a board all zone: its middle
  towns.resize(std::min(towns.size(), static_cast<std::size_t>(count)));
  field.objectives = towns;
}

int roll_range(IntRange range, RandomStream& stream) { return stream.between(range.low, range.high); }

void roll_once(Battlefield& field, const TerrainRecipe& recipe, const std::array<DeploymentNeeds, 2>& sides, bool ford, RandomStream& stream) {
  const AreaGrid& grid = field.grid;
  std::fill(field.kinds.begin(), field.kinds.end(), TerrainKind::open);
  field.roads.clear();
  field.railway.reset();
  field.objectives.clear();
  const Edge across = runs_along_rows(sides[0].baseline) ? Edge::west : Edge::south;  // a river running between the armies
  if (recipe.river != TerrainRecipe::River::none) {
    const TerrainKind kind = recipe.river == TerrainRecipe::River::impassable && !ford ? TerrainKind::water : TerrainKind::river;
    const Edge from = stream.below(2) == 0 ? across : opposite_edge(across);
    for (Square area : wander_across(grid, from, stream).areas) field.kinds[at(grid, area)] = kind;
  }
  for (int i = 0; i < recipe.roads; ++i) {
    // The first road joins the two baselines, so it runs somewhere that matters; others go where they will.
    Edge from = sides[0].baseline, to = sides[1].baseline;
    if (i > 0) {
      from = all_edges[stream.below(4)];
      do to = all_edges[stream.below(4)]; while (to == from);
    }
    field.roads.push_back(lay_road(field, from, to, stream));
  }
  // The railway joins the two baselines, so that it reaches both deployment zones and a side's trains
  // start on it (they move only on rails); a road laid across the river, it bridges the water.
  if (recipe.railway) field.railway = lay_road(field, sides[0].baseline, sides[1].baseline, stream);
  const std::vector<Square> everywhere = grid.all_areas();
  const RoadMap roads(field);
  const auto near_road = beside_roads(field);
  for (int n = roll_range(recipe.towns, stream); n > 0; --n)
    grow_cluster(field, roads, TerrainKind::town, 1 + static_cast<int>(stream.below(2)), near_road.empty() ? everywhere : near_road, stream);
  for (int n = roll_range(recipe.woods, stream); n > 0; --n)
    grow_cluster(field, roads, TerrainKind::woods, 1 + static_cast<int>(stream.below(3)), everywhere, stream);
  for (int n = roll_range(recipe.steep_slopes, stream); n > 0; --n)
    grow_cluster(field, roads, TerrainKind::steep_slope, 1 + static_cast<int>(stream.below(2)), everywhere, stream);
  place_objectives(field, roll_range(recipe.objectives, stream), sides, stream);
}

}  // namespace

void roll_terrain(Battlefield& field, const TerrainRecipe& recipe, const std::array<DeploymentNeeds, 2>& sides, RandomStream& stream) {
  for (int attempt = 0;; ++attempt) {
    roll_once(field, recipe, sides, attempt >= attempts_before_fording, stream);
    if (!unplayable(field, sides)) return;
    if (attempt > 2 * attempts_before_fording) return;  // the scenario reader refuses armies that could never deploy
  }
}

}  // namespace muster::tsb
