#include "rulesets/tsatf/first_player.hpp"

namespace muster::tsatf {

spec::RollOff roll_for_first_player(RandomStream& stream) {
  spec::RollOff rolls;
  do {
    const int first = stream.between(1, 6);
    const int second = stream.between(1, 6);
    rolls.push_back({first, second});
  } while (rolls.back()[0] == rolls.back()[1]);
  return rolls;
}

}  // namespace muster::tsatf
