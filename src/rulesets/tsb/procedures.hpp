#pragma once
// The procedures that roll a Square Brigadier setup, one file each.
// Public procedures draw from the seed; each side's army from its own key.

#include <optional>
#include <string>

#include "core/random.hpp"
#include "core/streams.hpp"
#include "rulesets/tsb/model.hpp"

namespace muster::tsb {

Setup roll(const Scenario& scenario, const Streams& streams);

// What a side needs of its deployment zone: an area for every unit, one
// outside difficult terrain (or on a road) for every unit that keeps to roads,
// and one on the railway for every train, which moves only on rails.
struct DeploymentNeeds {
  Edge baseline = Edge::south;
  int depth = 2;
  int units = 0;
  int road_bound = 0;
  int trains = 0;
};

// Each side's needs as the scenario states them (never the rolled armies, which are secret).
std::array<DeploymentNeeds, 2> deployment_needs(const Scenario& scenario);

// Why a battlefield cannot be played: what fails, whose zone or which area, and the words for it.
struct Unplayable {
  enum class Fault { deployment_room, wheeled_room, train_rails, no_way_between_zones, objective_in_water };
  Fault fault = Fault::no_way_between_zones;
  std::size_t side = 0;  // the side whose zone fails
  Square area{};         // the objective in water
  std::string message;
};
// Why a battlefield cannot be played, or nothing: an army that cannot deploy
// (its trains off the railway included), no passable way from one deployment
// zone to the other, an objective in water.
std::optional<Unplayable> unplayable(const Battlefield& field, const std::array<DeploymentNeeds, 2>& sides);

// Two areas of impassable water that meet at a corner close it, as two occupied
// areas close a diagonal line of fire: no move and no road passes diagonally
// between them, bridged or not. Only squares and the open table have such corners.
bool passes_closed_corner(const Battlefield& field, Square from, Square to);
// The first step of `path` that passes a closed corner, as the index of the area it steps to.
std::optional<std::size_t> first_closed_corner(const Battlefield& field, const AreaPath& path);

// Which areas a road or the railway runs through, worked out once so that a
// question about every area costs no more than the board has areas. The
// railway counts as a road: a bridge over water, a way for wheels and guns.
class RoadMap {
 public:
  explicit RoadMap(const Battlefield& field);
  bool on_road(Square area) const { return road_[static_cast<std::size_t>(field_.grid.index(area))]; }
  bool on_rail(Square area) const { return rail_[static_cast<std::size_t>(field_.grid.index(area))]; }
  // Water with a road over it is a bridge.
  bool passable(Square area) const;

 private:
  const Battlefield& field_;
  std::vector<bool> road_;
  std::vector<bool> rail_;
};

// Rivers, roads, railway, woods, towns, steep slopes and objectives, re-rolled
// until the field is playable for both sides.
void roll_terrain(Battlefield& field, const TerrainRecipe& recipe, const std::array<DeploymentNeeds, 2>& sides, RandomStream& stream);
// Units by the recipe, the militia and elite among them chosen at random, dealt into commands of 3 to 6.
Army muster_army(const ArmyRecipe& recipe, Period period, RandomStream& stream);
// The attacker, or a D6 each, rolled again on a tie.
FirstPlayer roll_first_player(std::optional<std::size_t> attacker, RandomStream& stream);

}  // namespace muster::tsb
