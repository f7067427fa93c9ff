#include "rulesets/sbd/model.hpp"

#include <algorithm>

namespace muster::sbd {

int Week::bonus_cards(Side s) const {
  int cards = 0;
  for (const Day& day : days) cards += day.side(s).bonus_cards();
  return cards;
}

int count_regiments(const std::vector<UnitSetup>& units, orbat::UnitType type) {
  return static_cast<int>(std::count_if(units.begin(), units.end(), [type](const UnitSetup& u) { return u.type == type; }));
}

}  // namespace muster::sbd
