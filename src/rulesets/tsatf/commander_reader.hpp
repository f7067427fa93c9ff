#pragma once
// A side's leaders above its units, as a scenario and a record write them:
//
//   commanders:
//     - {name: Musa wad Helu, senior: yes}
//     - {name: Emir Abu Saleh, attached: Ansar of Berber}
//
// The senior leader is the native commander of the 1885 berserk rules: one at
// most, on the native side. A commander attached at the start names a unit of
// his own side.

#include <vector>

#include "core/diagnostic.hpp"
#include "rulesets/tsatf/units.hpp"
#include "spec/yaml_node.hpp"

namespace muster::tsatf {

inline constexpr int most_commanders_on_a_side = 6;

// `force` is nothing where the side's units could not be read: then 'attached' is not looked for.
std::vector<Commander> read_commanders(const spec::Node& node, const Force* force, Allegiance allegiance, Diagnostics& d);

}  // namespace muster::tsatf
