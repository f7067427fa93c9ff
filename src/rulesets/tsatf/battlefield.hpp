#pragma once
// The Sword and the Flame's table: an open table measured in inches (6 x 4 ft
// unless the scenario says otherwise), its terrain rolled from counts or
// placed by hand, and, when a river runs across it, the river's current: the
// way it flows and how many "current dice" it adds to or takes from a boat's
// move. Plain data: the scenario's wishes (TableScenario) and what was rolled
// (Battlefield), which the record keeps.

#include <optional>
#include <string>
#include <vector>

#include "core/edge.hpp"
#include "core/int_range.hpp"
#include "generate/open_table.hpp"
#include "generate/open_table_placement.hpp"

namespace muster::tsatf {

inline constexpr Length default_table_width = Length::in(72);
inline constexpr Length default_table_depth = Length::in(48);
// How deep a side's deployment zone runs in from its edge (docs/DECISIONS.md, The Sword and the Flame).
inline constexpr Length deployment_depth = Length::in(12);

// How many of each feature a rolled table gets.
struct TerrainCounts {
  IntRange hills{1, 2};
  IntRange scrub{1, 2};
  IntRange rough{0, 1};
  IntRange buildings{1, 2};
  IntRange villages{0, 1};
  IntRange walls{1, 2};
  IntRange barricades{0, 1};
  IntRange rivers{0, 1};  // at most one: the current belongs to the river
};

// What the scenario says of the current; what it leaves out is rolled.
struct CurrentOrders {
  std::optional<Edge> towards;   // the current flows towards this side of the table
  std::optional<int> dice;       // the current dice, given outright instead of rolled
  std::optional<int> low_dice;   // the current dice when the speed die shows 1-3, which our text has lost
};

// Where the current dice came from.
enum class CurrentSource {
  rules,           // the speed die showed 4-6: two dice, as the text gives
  scenario,        // the scenario gave the dice, outright or for a speed die of 1-3
  muster_reading,  // the speed die showed 1-3 and the scenario was silent: muster's reading
};

struct RiverCurrent {
  std::string river;           // the label of the river it flows in
  bool to_last_point = true;   // downstream is the river's last point (its course's order)
  int direction_roll = 0;      // the D6 that chose the way, 1-3 towards the last point; 0 where the scenario named it
  int speed_roll = 0;          // the D6 for the speed; 0 where the scenario gave the dice outright
  int dice = 2;                // the current dice
  CurrentSource source = CurrentSource::rules;
  // The scenario's dice for a speed die of 1-3, where it gave them and the speed was rolled:
  // what the reference cards print for 1-3 whichever way the die fell.
  std::optional<int> dice_on_1_to_3;
};

// The table as the scenario asks for it.
struct TableScenario {
  Table table{default_table_width, default_table_depth};
  bool terrain_by_hand = false;
  TerrainCounts terrain;                 // when rolled
  std::vector<Feature> placed_features;  // when placed by hand
  CurrentOrders current;
};

// The table as set up for play.
struct Battlefield {
  Table table{default_table_width, default_table_depth};
  std::vector<Feature> features;
  std::vector<DroppedFeature> dropped;  // rolled features that found no room
  std::optional<RiverCurrent> current;  // where a river runs
};

}  // namespace muster::tsatf
