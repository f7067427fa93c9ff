#include "rulesets/tsr/departures.hpp"

#include <algorithm>

#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

namespace {
// The rules' numbers are what a scenario that says nothing gets.
const Scenario rules_numbers{};
constexpr int rules_least_trees = 24;  // "at least two dozen trees"

MarkerPool pool_of(const SideSetup& side) {
  MarkerPool pool;
  for (const Marker& m : side.markers) {
    if (m.kind == MarkerKind::infantry) ++pool.infantry;
    if (m.kind == MarkerKind::infantry_with_artillery) ++pool.with_artillery;
    if (m.kind == MarkerKind::decoy) ++pool.decoys;
  }
  return pool;
}

std::string pool_text(const MarkerPool& pool) {
  return std::to_string(pool.infantry) + " XXX, " + std::to_string(pool.with_artillery) + " XAX, " + std::to_string(pool.decoys) + " decoys";
}

int drawn_of(const SideSetup& side) {
  return static_cast<int>(std::count_if(side.markers.begin(), side.markers.end(), [](const Marker& m) { return m.drawn.has_value(); }));
}
}  // namespace

std::vector<std::string> departures_from_the_rules(const Setup& setup) {
  std::vector<std::string> found;
  const int drawn = drawn_of(setup.sides[0]);
  if (drawn != rules_numbers.draw) found.push_back("each side draws " + std::to_string(drawn) + " markers (the rules: " + std::to_string(rules_numbers.draw) + ")");
  if (setup.first_echelon != rules_numbers.first_echelon || setup.echelon_distance != rules_numbers.echelon_distance)
    found.push_back("the first " + std::to_string(setup.first_echelon) + " drawn stand " + std::to_string(setup.echelon_distance) +
                    " squares in (the rules: " + std::to_string(rules_numbers.first_echelon) + " at " + std::to_string(rules_numbers.echelon_distance) + ")");
  for (Side side : both_sides) {
    const MarkerPool pool = pool_of(setup.side(side)), rules = default_pool(side);
    if (pool.infantry != rules.infantry || pool.with_artillery != rules.with_artillery || pool.decoys != rules.decoys)
      found.push_back(side_key(side) + " markers " + pool_text(pool) + " (the rules: " + pool_text(rules) + ")");
  }
  int trees = 0;
  for (const ForestSquare& f : setup.terrain.forest) trees += f.trees;
  if (trees < rules_least_trees) found.push_back(std::to_string(trees) + " trees (the rules: at least " + std::to_string(rules_least_trees) + ")");
  const int hills = static_cast<int>(setup.terrain.hills.size());
  if (hills < rules_numbers.hill_count.low || hills > rules_numbers.hill_count.high)
    found.push_back(std::to_string(hills) + (hills == 1 ? " hill" : " hills") + " (the rules: " + std::to_string(rules_numbers.hill_count.low) + "-" +
                    std::to_string(rules_numbers.hill_count.high) + ")");
  return found;
}

}  // namespace muster::tsr
