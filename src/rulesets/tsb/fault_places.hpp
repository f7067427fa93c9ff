#pragma once
// Where a scenario or a setup record states what makes its battlefield
// unplayable, so that the error points at the key at fault and not at the top
// of the file: a side's deployment depth, the railway, the water, an objective.

#include <array>
#include <optional>

#include "rulesets/tsb/procedures.hpp"
#include "spec/yaml_node.hpp"

namespace muster::tsb {

struct FaultPlaces {
  spec::Node root;                                // the whole file, when nothing nearer holds the fault
  std::optional<spec::Node> terrain;              // the terrain placed area by area (scenario: terrain.placed)
  std::array<std::optional<spec::Node>, 2> sides;  // each side's block
  std::vector<std::string> army_keys;             // where a side's units are: "army" or "orbat" in a scenario, "commands" in a record
};

FaultPlaces fault_places(const spec::Node& root, const std::optional<spec::Node>& terrain, const std::array<std::string, 2>& side_keys,
                         const std::vector<std::string>& army_keys);
// The unplayable battlefield as one error, at its key, with a hint of what to change.
void report_unplayable(const Unplayable& why, const FaultPlaces& places, Diagnostics& d);
// The two deployment zones meet: at the second side's depth, or whatever of it the file gives.
void report_zones_meet(Square where, const FaultPlaces& places, Diagnostics& d);
// A side's own key, if its block gives it, else the block, else the file.
SourceLocation place_in_side(const FaultPlaces& places, std::size_t side, const std::vector<std::string>& keys);

}  // namespace muster::tsb
