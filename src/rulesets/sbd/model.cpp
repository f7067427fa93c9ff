#include "rulesets/sbd/model.hpp"

#include <algorithm>

namespace muster::sbd {

bool Battlefield::has_road(Square s) const {
  for (const Road& road : roads)
    if (std::find(road.zones.begin(), road.zones.end(), s) != road.zones.end()) return true;
  return false;
}

int Week::bonus_cards(Side s) const {
  int cards = 0;
  for (const Day& day : days) cards += day.side(s).bonus_cards();
  return cards;
}

const UnitSetup* find_unit(const SideSetup& side, const std::string& code) {
  for (const UnitSetup& u : side.units)
    if (u.code == code) return &u;
  return nullptr;
}

int count_regiments(const std::vector<UnitSetup>& units, orbat::UnitType type) {
  return static_cast<int>(std::count_if(units.begin(), units.end(), [type](const UnitSetup& u) { return u.type == type; }));
}

}  // namespace muster::sbd
