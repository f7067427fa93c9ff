#pragma once
// A roll-off in a record: a D6 each, the first side's die first, rolled again
// while they are equal, written ["3-3", "5-2"]. Rule sets that settle who
// attacks or who moves first this way read and write it here.

#include <array>
#include <optional>
#include <vector>

#include "core/record.hpp"
#include "spec/yaml_node.hpp"

namespace muster::spec {

using RollOff = std::vector<std::array<int, 2>>;

Record roll_off_record(const RollOff& rolls);
// Reads the pairs; each malformed one is an error at its place.
RollOff read_roll_off(const Node& node, Diagnostics& d);
// Which side the roll-off gives the win to, if it is settled: every pair but the last equal, the last not.
std::optional<std::size_t> roll_off_winner(const RollOff& rolls);

}  // namespace muster::spec
