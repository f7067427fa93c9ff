// Section 12.4's day-of-battle table: every defending regiment and battery
// rolls its dice; each six is a stand that straggled on the march. The
// scenario's policy says when a unit is held back whole as a reinforcement.
#include <algorithm>

#include "core/dice.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

void roll_stragglers(Setup& setup, const Streams& streams) {
  auto stream = streams.secret(side_key(setup.defender()), "stragglers");
  const StragglerRow& row = straggler_row(setup.week.margin());
  for (UnitSetup& unit : setup.sides[index_of(setup.defender())].units) {
    const int dice = straggler_dice(row, unit.type, unit.quality);
    for (int i = 0; i < dice; ++i) unit.straggler_dice.push_back(roll(stream, Die::d6));
    const int sixes = static_cast<int>(std::count(unit.straggler_dice.begin(), unit.straggler_dice.end(), straggler_face));
    unit.straggled = std::min(sixes, unit.stands);
    unit.reinforcement = held_back(setup.hold_back, unit.stands, unit.straggled);
  }
}

}  // namespace muster::sbd
