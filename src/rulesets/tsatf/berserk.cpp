#include "rulesets/tsatf/berserk.hpp"

#include <algorithm>

namespace muster::tsatf {

bool may_go_berserk(Campaign campaign, UnitKind kind) { return campaign == Campaign::sudan_1885 && kind == UnitKind::native_tribe; }

bool has_berserk_units(Campaign campaign, const Force& force) {
  return std::any_of(force.units.begin(), force.units.end(), [&](const Unit& unit) { return may_go_berserk(campaign, unit.kind); });
}

}  // namespace muster::tsatf
