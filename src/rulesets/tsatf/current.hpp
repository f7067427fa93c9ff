#pragma once
// The river's current. The game master decides which way it flows and tells
// both players before the game; muster stands in for him, taking the way from
// the scenario or rolling it. Its speed is a D6: 4, 5 or 6 gives two "current
// dice". Our copy of the text has lost what 1, 2 or 3 gives: the scenario says,
// or muster prints its own reading, one die, and says it is muster's
// (docs/DECISIONS.md, The Sword and the Flame).

#include <optional>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "generate/open_table.hpp"
#include "rulesets/tsatf/battlefield.hpp"

namespace muster::tsatf {

// The current dice the text gives for a speed die of 4, 5 or 6.
inline constexpr int current_dice_on_high_roll = 2;
// muster's reading for 1, 2 or 3, where the text is lost and the scenario is silent.
inline constexpr int muster_current_dice_on_low_roll = 1;
// The most current dice a scenario may give.
inline constexpr int most_current_dice = 4;

struct CurrentDice {
  int dice = 0;
  CurrentSource source = CurrentSource::rules;
};

// The current dice for a speed die of 1 to 6 under the scenario's orders (its `dice` aside).
CurrentDice current_dice(int speed_roll, const CurrentOrders& orders);

// The first river of a table, if any.
const Feature* river_of(const std::vector<Feature>& features);

// Whether the end of the course that lies further towards `edge` is its last
// point: nothing where both ends are equally far that way (within half an inch).
std::optional<bool> last_point_lies_towards(const Course& course, Edge edge);

// The current of `river` (a water feature): the way from the orders or a D6
// (1-3 towards its last point), then the dice from the orders or the speed D6.
// A D6 is drawn only for what the orders leave open, the way first.
RiverCurrent roll_current(const Feature& river, const CurrentOrders& orders, RandomStream& stream);

// The way the water runs from its upstream end to its downstream end, to the
// nearest of eight points of the compass: "east", "north-east".
std::string flow_direction(const Course& course, bool to_last_point);
// "Current: 2 dice, flowing east"
std::string current_caption(const RiverCurrent& current, const Course& course);
// How the dice were found: "speed die 5: 4-6 gives 2 current dice", "speed die 2: 1 die by muster's reading, ...".
std::string current_reason(const RiverCurrent& current);

}  // namespace muster::tsatf
