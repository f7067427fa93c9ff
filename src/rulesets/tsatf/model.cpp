#include "rulesets/tsatf/model.hpp"

#include <algorithm>

namespace muster::tsatf {

int figure_count(const Force& force) {
  int figures = 0;
  for (const Unit& unit : force.units) figures += static_cast<int>(unit.figures.size());
  return figures;
}

const Boat* boat_carrying(const SideSetup& side, const std::string& unit) {
  for (const Boat& boat : side.boats)
    if (std::find(boat.carries.begin(), boat.carries.end(), unit) != boat.carries.end()) return &boat;
  return nullptr;
}

const Commander* senior_leader(const SideSetup& side) {
  for (const Commander& commander : side.commanders)
    if (commander.senior) return &commander;
  return nullptr;
}

bool is_unfamiliar(const Setup& setup, std::size_t side, std::size_t unit) {
  return std::any_of(setup.camels.begin(), setup.camels.end(), [&](const CamelFamiliarity& c) {
    return c.unfamiliar && static_cast<std::size_t>(c.side) == side && c.unit == unit;
  });
}

}  // namespace muster::tsatf
