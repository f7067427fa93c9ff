#include "rulesets/tsatf/model.hpp"

#include <algorithm>

namespace muster::tsatf {

int figure_count(const Force& force) {
  int figures = 0;
  for (const Unit& unit : force.units) figures += static_cast<int>(unit.figures.size());
  return figures;
}

bool is_unfamiliar(const Setup& setup, std::size_t side, std::size_t unit) {
  return std::any_of(setup.camels.begin(), setup.camels.end(), [&](const CamelFamiliarity& c) {
    return c.unfamiliar && static_cast<std::size_t>(c.side) == side && c.unit == unit;
  });
}

}  // namespace muster::tsatf
