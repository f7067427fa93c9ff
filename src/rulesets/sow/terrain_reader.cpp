#include "rulesets/sow/terrain_reader.hpp"

#include "rulesets/sow/terrain_kinds.hpp"
#include "spec/open_table_reader.hpp"

namespace muster::sow {

namespace {

using spec::MapReader;
using spec::Node;

// At most this many of a kind: more would not find room on the largest table.
constexpr int most_areas = 12;
constexpr int most_lines = 3;

struct CountKey {
  const char* key;
  IntRange TerrainCounts::*count;
  int most;
};

const std::vector<CountKey>& count_keys() {
  static const std::vector<CountKey> keys = {
      {"hills", &TerrainCounts::hills, most_areas},   {"woods", &TerrainCounts::woods, most_areas},
      {"villages", &TerrainCounts::villages, most_areas}, {"marshes", &TerrainCounts::marshes, most_areas},
      {"walls", &TerrainCounts::walls, most_areas},   {"fences", &TerrainCounts::fences, most_areas},
      {"streams", &TerrainCounts::streams, most_lines}, {"roads", &TerrainCounts::roads, most_lines},
  };
  return keys;
}

Table read_table(MapReader& root, const Table& fallback) {
  const auto node = root.take("table");
  if (!node) return fallback;
  return spec::read_table_size(*node, root.diagnostics(), fallback, TableUnit::centimetres(), smallest_table, largest_table);
}

void read_terrain(const Node& node, Diagnostics& d, Scenario& scenario) {
  std::vector<spec::TerrainCount> counts;
  for (const CountKey& count : count_keys()) counts.push_back({count.key, &(scenario.terrain.*count.count), count.most});
  if (auto placed = spec::read_terrain_counts_or_placed(node, d, scenario.table, TableUnit::centimetres(), terrain_kinds(), counts)) {
    scenario.terrain_by_hand = true;
    scenario.placed_features = std::move(*placed);
  }
}

}  // namespace

void read_table_and_terrain(MapReader& root, Scenario& scenario) {
  scenario.table = read_table(root, scenario.table);
  if (const auto terrain = root.take("terrain")) read_terrain(*terrain, root.diagnostics(), scenario);
}

void add_table_record(Record& record, const Setup& setup) {
  record.add("table", spec::table_size_record(setup.table, TableUnit::centimetres()));
  Record terrain = Record::map();
  terrain.add("placed", spec::placed_features_record(setup.features, TableUnit::centimetres()));
  if (!setup.dropped.empty()) terrain.add("dropped", spec::dropped_features_record(setup.dropped));
  record.add("terrain", std::move(terrain));
}

void read_table_record(MapReader& root, Setup& setup) {
  Diagnostics& d = root.diagnostics();
  if (const auto table = root.require("table"))
    setup.table = spec::read_table_size(*table, d, setup.table, TableUnit::centimetres(), smallest_table, largest_table);
  const auto node = root.require("terrain");
  if (!node) return;
  MapReader terrain(*node, d, "'terrain'");
  if (const auto placed = terrain.require("placed"))
    setup.features = spec::read_placed_features(*placed, setup.table, TableUnit::centimetres(), terrain_kinds(), d);
  setup.dropped.clear();
  if (const auto dropped = terrain.take("dropped")) setup.dropped = spec::read_dropped_features(*dropped, terrain_kinds(), d);
}

}  // namespace muster::sow
