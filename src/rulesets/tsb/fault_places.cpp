#include "rulesets/tsb/fault_places.hpp"

namespace muster::tsb {

namespace {

std::optional<spec::Node> child_of(const std::optional<spec::Node>& node, const std::string& key) {
  if (!node || !node->is_map()) return std::nullopt;
  return node->child(key);
}

// The first of `keys` that `node` gives, else `node` itself, else the file.
SourceLocation first_given(const std::optional<spec::Node>& node, const std::vector<std::string>& keys, const spec::Node& root) {
  for (const std::string& key : keys)
    if (auto value = child_of(node, key)) return value->where();
  return node ? node->where() : root.where();
}

SourceLocation objective_place(const FaultPlaces& places, Square objective) {
  const auto list = child_of(places.terrain, "objectives");
  if (list && list->is_sequence())
    for (const spec::Node& item : list->items())
      if (item.is_scalar() && item.scalar() == square_name(objective)) return item.where();
  return first_given(places.terrain, {"objectives"}, places.root);
}

std::vector<std::string> with_army(const FaultPlaces& places, std::vector<std::string> keys) {
  keys.insert(keys.end(), places.army_keys.begin(), places.army_keys.end());
  return keys;
}

}  // namespace

FaultPlaces fault_places(const spec::Node& root, const std::optional<spec::Node>& terrain, const std::array<std::string, 2>& side_keys,
                         const std::vector<std::string>& army_keys) {
  FaultPlaces places{root, terrain, {}, army_keys};
  const auto sides = child_of(root, "sides");
  for (std::size_t i = 0; i < 2; ++i) places.sides[i] = child_of(sides, side_keys[i]);
  return places;
}

SourceLocation place_in_side(const FaultPlaces& places, std::size_t side, const std::vector<std::string>& keys) {
  return first_given(places.sides[side], keys, places.root);
}

void report_unplayable(const Unplayable& why, const FaultPlaces& places, Diagnostics& d) {
  const std::string message = "this battlefield cannot be played: " + why.message;
  switch (why.fault) {
    case Unplayable::Fault::deployment_room:
      d.error(place_in_side(places, why.side, with_army(places, {"deployment-depth"})), message,
              "raise the side's 'deployment-depth', take water out of its zone, or bring fewer units");
      return;
    case Unplayable::Fault::wheeled_room:
      d.error(place_in_side(places, why.side, with_army(places, {"deployment-depth"})), message,
              "raise the side's 'deployment-depth', or run a road through the difficult ground in its zone");
      return;
    case Unplayable::Fault::train_rails:
      if (auto railway = child_of(places.terrain, "railway"))
        d.error(railway->where(), message, "run the railway through the zone, an area for every train");
      else
        d.error(place_in_side(places, why.side, with_army(places, {})), message, "lay a railway through the zone, or bring no trains");
      return;
    case Unplayable::Fault::no_way_between_zones:
      d.error(first_given(places.terrain, {"water", "river"}, places.root), message,
              "leave a gap in the water, or run a road over it for a bridge");
      return;
    case Unplayable::Fault::objective_in_water:
      d.error(objective_place(places, why.area), message, "move the objective to land, or run a road over its area for a bridge");
      return;
  }
}

void report_zones_meet(Square where, const FaultPlaces& places, Diagnostics& d) {
  SourceLocation place = place_in_side(places, 1, {"deployment-depth"});
  if (!child_of(places.sides[1], "deployment-depth")) place = place_in_side(places, 0, {"deployment-depth", "baseline"});
  d.error(place, "the two deployment zones meet in " + square_name(where), "lower 'deployment-depth' or put the baselines on opposite edges");
}

}  // namespace muster::tsb
