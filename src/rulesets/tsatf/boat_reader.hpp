#pragma once
// A side's boats, as a scenario and a record write them:
//
//   boats:
//     - {name: HMS Ruby's launch, kind: river-boat, crew: 3, carries: ["1st Company, Black Watch"]}
//     - {name: Dhow of Abu Hamed, kind: dhow}
//
// Checked as the river rules have them: natives cannot work a river boat; a
// boat's crew from none (it drifts) to most_crew; the units aboard are the
// side's own, each in one boat; and a boat needs a river to float on.

#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "rulesets/tsatf/units.hpp"
#include "spec/yaml_node.hpp"

namespace muster::tsatf {

inline constexpr int most_boats_on_a_side = 8;
inline constexpr int most_crew = 12;
// A boat's crew where the scenario gives none: the two men a native dhow needs to move
// normally (the text), given to a river boat too (muster's default; the rule for its full crew is lost).
inline constexpr int default_crew = 2;

const std::vector<std::string>& boat_kind_keys();  // "river-boat", "dhow"
std::string key_of(BoatKind kind);
std::string label_of(BoatKind kind);  // "River boat", "Dhow"

// Whether a table can float them: `river` is nothing where it certainly has a river, else why not (the hint).
struct RiverForBoats {
  bool certain = true;
  std::string problem;  // "this table has no river", "this table may roll no river"
  std::string hint;
};

// The boats under `node` for a side of `allegiance` fielding `force`; `force` is nothing where the
// side's units could not be read, and then the units aboard are not looked for.
std::vector<Boat> read_boats(const spec::Node& node, const Force* force, Allegiance allegiance, const RiverForBoats& river, Diagnostics& d);

}  // namespace muster::tsatf
