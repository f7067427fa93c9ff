#pragma once
// Who moves first, where the scenario does not say: a roll-off, a D6 each,
// rolled again while they are equal, the higher die winning. Written and read
// back as spec/roll_off_reader writes it: ["3-3", "5-2"].

#include "core/random.hpp"
#include "spec/roll_off_reader.hpp"

namespace muster::tsatf {

// The pairs, the first side's die first; roll_off_winner names the side that moves first.
spec::RollOff roll_for_first_player(RandomStream& stream);

}  // namespace muster::tsatf
