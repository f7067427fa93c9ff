#include "rulesets/tsatf/rough_going.hpp"

#include <algorithm>

namespace muster::tsatf {

int rough_going_move(int dice_total) {
  if (dice_total <= 0) return 0;
  const int thirds = (dice_total + 2) / 3;
  // A total of 1 would round up to 3 and give 2: never more than the dice show (docs/DECISIONS.md, The Sword and the Flame).
  return std::min(thirds * 2, dice_total);
}

}  // namespace muster::tsatf
