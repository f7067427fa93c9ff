#include "rulesets/tsatf/terrain_reader.hpp"

#include <algorithm>

#include "core/enum_keys.hpp"
#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/roll_terrain.hpp"
#include "rulesets/tsatf/terrain_kinds.hpp"
#include "spec/open_table_reader.hpp"

namespace muster::tsatf {

namespace {

using spec::MapReader;
using spec::Node;

struct CountKey {
  const char* key;
  IntRange TerrainCounts::*count;
  int most;
};

const std::vector<CountKey>& count_keys() {
  static const std::vector<CountKey> keys = {
      {"hills", &TerrainCounts::hills, most_of_a_kind},       {"scrub", &TerrainCounts::scrub, most_of_a_kind},
      {"rough", &TerrainCounts::rough, most_of_a_kind},       {"buildings", &TerrainCounts::buildings, most_of_a_kind},
      {"villages", &TerrainCounts::villages, most_of_a_kind}, {"walls", &TerrainCounts::walls, most_of_a_kind},
      {"barricades", &TerrainCounts::barricades, most_of_a_kind}, {"river", &TerrainCounts::rivers, 1},
  };
  return keys;
}

const std::vector<std::string> edge_words = {"south", "north", "west", "east"};
const std::vector<std::string> source_keys = {"rules", "scenario", "muster"};
const std::vector<std::string> downstream_keys = {"last", "first"};  // the course's point the water flows to

Table read_table(const Node& node, Diagnostics& d, const Table& fallback) {
  return spec::read_table_size(node, d, fallback, TableUnit::inches(), smallest_table, largest_table);
}

void read_terrain(const Node& node, Diagnostics& d, TableScenario& scenario) {
  std::vector<spec::TerrainCount> counts;
  for (const CountKey& count : count_keys()) counts.push_back({count.key, &(scenario.terrain.*count.count), count.most});
  auto placed = spec::read_terrain_counts_or_placed(node, d, scenario.table, TableUnit::inches(), terrain_kinds(), counts);
  if (!placed) return;
  scenario.terrain_by_hand = true;
  scenario.placed_features = std::move(*placed);
  const auto rivers = std::count_if(scenario.placed_features.begin(), scenario.placed_features.end(), [](const Feature& f) { return f.kind == "river"; });
  if (rivers > 1)
    d.error(node.where(), "this terrain places more than one river, and muster gives one river its current",
            "place one river; a second water course cannot have its own current");
}

// 'towards' against a river placed by hand, whose ends must lie apart that way.
void check_towards(const Node& node, Edge edge, const TableScenario& scenario, Diagnostics& d) {
  const Feature* river = river_of(scenario.placed_features);
  if (!river || last_point_lies_towards(*river->course(), edge)) return;
  d.error(node.where(), "the ends of '" + river->label + "' lie as far " + edge_name(edge) + " as each other, so 'towards: " + edge_name(edge) + "' names neither",
          "name the side of the table its downstream end lies towards");
}

bool table_may_have_river(const TableScenario& scenario) {
  return scenario.terrain_by_hand ? river_of(scenario.placed_features) != nullptr : scenario.terrain.rivers.high > 0;
}

void read_current(const Node& node, Diagnostics& d, TableScenario& scenario) {
  MapReader current(node, d, "'current'");
  CurrentOrders& orders = scenario.current;
  if (const auto towards = current.take("towards"))
    if (const auto word = spec::read_choice(*towards, d, edge_words, "'towards'")) {
      orders.towards = parse_edge(*word);
      if (scenario.terrain_by_hand) check_towards(*towards, *orders.towards, scenario, d);
    }
  if (const auto dice = current.optional_integer("dice", 0, most_current_dice)) orders.dice = dice;
  const auto low_node = current.take("dice_on_1_to_3");
  if (low_node) {
    if (const auto low = spec::read_integer(*low_node, d, 0, most_current_dice, "'dice_on_1_to_3'")) orders.low_dice = static_cast<int>(*low);
    if (orders.dice)
      d.error(low_node->where(), "'dice_on_1_to_3' is never used: 'dice' gives the current outright, so no speed die is rolled",
              "remove 'dice' to roll the speed, or remove 'dice_on_1_to_3'");
  }
  if (!table_may_have_river(scenario))
    d.error(node.where(), "'current' is for a river, and this table has none",
            scenario.terrain_by_hand ? "place a river, or remove 'current'" : "write 'river: 1' in 'terrain', or remove 'current'");
}

Record current_record(const RiverCurrent& current) {
  Record record = Record::map(true);
  record
      .add("river", Record::value(current.river, true))
      .add("direction_roll", Record::value(current.direction_roll))
      .add("downstream", Record::value(current.to_last_point ? "last" : "first"))
      .add("speed_roll", Record::value(current.speed_roll))
      .add("dice", Record::value(current.dice))
      .add("source", Record::value(key_in(source_keys, current.source)));
  if (current.dice_on_1_to_3) record.add("dice_on_1_to_3", Record::value(*current.dice_on_1_to_3));
  return record;
}

// The scenario's dice for 1-3 are kept where it gave them and the speed was rolled: they are
// what a speed die of 1-3 gave it, and muster's reading stands only where they are not.
void check_dice_on_1_to_3(const Node& node, const RiverCurrent& current, Diagnostics& d) {
  const bool low = current.speed_roll >= 1 && current.speed_roll <= 3;
  if (current.dice_on_1_to_3 && current.speed_roll == 0)
    d.error(node.where(), "'dice_on_1_to_3' with no speed die: the scenario gave the dice outright", "remove 'dice_on_1_to_3'");
  else if (current.dice_on_1_to_3 && current.source == CurrentSource::muster_reading)
    d.error(node.where(), "the scenario gave 'dice_on_1_to_3', so muster's reading was never used", "write 'source: scenario' and its dice");
  else if (low && current.source == CurrentSource::scenario && current.dice_on_1_to_3 != current.dice)
    d.error(node.where(), "a speed die of " + std::to_string(current.speed_roll) + " gives the scenario's dice for 1-3, and the record says " +
                              (current.dice_on_1_to_3 ? std::to_string(*current.dice_on_1_to_3) : std::string("none")),
            "give 'dice_on_1_to_3' equal to 'dice'");
}

// The current as recorded, checked against the river it names and the dice the rolls give.
std::optional<RiverCurrent> read_current_record(const Node& node, const std::vector<Feature>& features, Diagnostics& d) {
  MapReader reader(node, d, "'current'");
  RiverCurrent current;
  current.river = reader.text("river", "", 60);
  current.direction_roll = reader.integer("direction_roll", 0, 0, 6);
  const std::string downstream = reader.choice("downstream", "last", downstream_keys);
  current.to_last_point = downstream == "last";
  current.speed_roll = reader.integer("speed_roll", 0, 0, 6);
  current.dice = reader.integer("dice", 0, 0, most_current_dice);
  current.source = *parse_key<CurrentSource>(source_keys, reader.choice("source", "rules", source_keys));
  current.dice_on_1_to_3 = reader.optional_integer("dice_on_1_to_3", 0, most_current_dice);
  reader.finish();
  const Feature* river = river_of(features);
  if (!river || river->label != current.river) {
    d.error(node.where(), "the current flows in '" + current.river + "', and no river on this table is called that", "name the river as 'terrain' places it");
    return std::nullopt;
  }
  if (current.direction_roll > 0 && current.to_last_point != (current.direction_roll <= 3))
    d.error(node.where(), "a direction die of " + std::to_string(current.direction_roll) + " sends the water to the river's " + (current.direction_roll <= 3 ? "last" : "first") + " point",
            "1-3 flows towards the last point, 4-6 towards the first");
  const bool high = current.speed_roll >= 4;
  const bool consistent = current.source == CurrentSource::rules   ? high && current.dice == current_dice_on_high_roll
                          : current.source == CurrentSource::muster_reading ? current.speed_roll >= 1 && !high && current.dice == muster_current_dice_on_low_roll
                                                                    : !high;
  if (!consistent)
    d.error(node.where(), "a speed die of " + std::to_string(current.speed_roll) + " does not give " + std::to_string(current.dice) + " current dice by '" +
                              key_in(source_keys, current.source) + "'",
            "4-6 gives 2 dice by the rules; 1-3 gives the scenario's dice, or 1 by muster's reading");
  else
    check_dice_on_1_to_3(node, current, d);
  return current;
}

}  // namespace

void read_table_and_terrain(MapReader& root, TableScenario& scenario) {
  Diagnostics& d = root.diagnostics();
  if (const auto table = root.take("table")) scenario.table = read_table(*table, d, scenario.table);
  if (const auto terrain = root.take("terrain")) read_terrain(*terrain, d, scenario);
  if (const auto current = root.take("current")) read_current(*current, d, scenario);
}

void add_table_record(Record& record, const Battlefield& battlefield) {
  record.add("table", spec::table_size_record(battlefield.table, TableUnit::inches()));
  Record terrain = Record::map();
  terrain.add("placed", spec::placed_features_record(battlefield.features, TableUnit::inches()));
  if (!battlefield.dropped.empty()) terrain.add("dropped", spec::dropped_features_record(battlefield.dropped));
  record.add("terrain", std::move(terrain));
  if (battlefield.current) record.add("current", current_record(*battlefield.current));
}

// The second river placed, and any after it: the current belongs to one river.
void check_one_river(const Node& placed, Diagnostics& d) {
  if (!placed.is_sequence()) return;
  int rivers = 0;
  for (const Node& item : placed.items()) {
    const auto kind = item.is_map() ? item.child("kind") : std::nullopt;
    if (!kind || !kind->is_scalar() || kind->scalar() != "river" || ++rivers == 1) continue;
    d.error(item.where(), "a second river on the table, and muster gives one river its current", "keep one river in 'placed'");
  }
}

void read_table_record(MapReader& root, Battlefield& battlefield) {
  Diagnostics& d = root.diagnostics();
  if (const auto table = root.require("table")) battlefield.table = read_table(*table, d, battlefield.table);
  battlefield.dropped.clear();
  battlefield.current.reset();
  if (const auto node = root.require("terrain")) {
    MapReader terrain(*node, d, "'terrain'");
    if (const auto placed = terrain.require("placed")) {
      battlefield.features = spec::read_placed_features(*placed, battlefield.table, TableUnit::inches(), terrain_kinds(), d);
      check_one_river(*placed, d);
    }
    if (const auto dropped = terrain.take("dropped")) battlefield.dropped = spec::read_dropped_features(*dropped, terrain_kinds(), d);
  }
  if (const auto current = root.take("current")) battlefield.current = read_current_record(*current, battlefield.features, d);
  else if (river_of(battlefield.features))
    d.error(root.node().where(), "this table has a river and the record gives no 'current'", "add the current as muster recorded it");
}

}  // namespace muster::tsatf
