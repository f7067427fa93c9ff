// What the Terrible Swift Rules keys mean (spec/key_meaning.hpp); the shared ones
// (name, paper, print, a side's name and colour) are in spec/shared_key_meanings.
#include "rulesets/tsr/key_meanings.hpp"

#include <utility>

#include "rulesets/tsr/format.hpp"

namespace muster::tsr {

namespace {

// The keys declared with their readers (format.hpp) bring their own meanings; these are the rest.
std::vector<spec::KeyMeaning> scenario_meanings() {
  std::vector<spec::KeyMeaning> meanings{
      {"board", "the table: offset squares, rows 2, 4, 6... half a square east"},
      {"sides", "the Union (USA) and the Confederates (CSA)"},
      {"sides.*", "one side: USA or CSA"},
      {"sides.*.baseline", "the table edge the side enters from"},
      {"sides.*.markers", "the force markers the side draws from, blind"},
      {"terrain", "what the table holds: the store, forest and hills"},
      {"deployment", "how the force markers come onto the table"},
  };
  for (spec::KeyMeaning& declared : declared_meanings()) meanings.push_back(std::move(declared));
  return meanings;
}

std::vector<spec::KeyMeaning> record_meanings() {
  return {
      {"board.grid", "the kind of board: always offset squares"},
      {"timeline", "the day as rolled"},
      {"timeline.start", "the time the first turn starts"},
      {"timeline.dusk", "the time dusk falls"},
      {"timeline.daylight-turns", "turns of daylight, the dusk turn included"},
      {"terrain", "the terrain as rolled"},
      {"terrain.objective", "the liquor store, the Union's objective"},
      {"terrain.objective.name", "what the objective is called on the map"},
      {"terrain.objective.square", "the square it stands on"},
      {"terrain.hills", "every hill, square by square"},
      {"terrain.hills[].squares", "the squares the hill covers"},
      {"terrain.hills[].peak", "the squares of its impassable peak"},
      {"terrain.forest", "every forest square"},
      {"terrain.forest[].square", "the square"},
      {"terrain.forest[].trees", "model trees to set out on it"},
      {"sides.*.markers", "every marker of the side's pool"},
      {"sides.*.markers[].code", "the code printed on the marker, which hides its kind"},
      {"sides.*.markers[].kind", "what the marker really is"},
      {"sides.*.markers[].drawn", "when it was drawn (1 first), or none if it stayed in the pool"},
      {"sides.*.markers[].square", "the square it stands on"},
      {"sides.*.divisions", "the real divisions behind the drawn division markers"},
      {"sides.*.divisions[].marker", "the code of the marker the division stands behind"},
      {"sides.*.divisions[].brigades", "its brigades, or on-contact if rolled when it meets the enemy"},
      {"sides.*.divisions[].artillery", "its batteries"},
      {"rolls", "every roll that made the setup, in order"},
      {"rolls[].what", "what was rolled for"},
      {"rolls[].dice", "the dice thrown"},
      {"rolls[].result", "what they showed"},
      {"rolls[].gives", "what that means for the setup"},
  };
}

}  // namespace

const spec::KeyMeanings& key_meanings() {
  static const spec::KeyMeanings meanings{scenario_meanings(), record_meanings(), {}};
  return meanings;
}

}  // namespace muster::tsr
