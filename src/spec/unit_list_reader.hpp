#pragma once
// A side's flat list of units, as State of War and The Sword and the Flame
// write it: under 'units', either the list itself or the name of a file
// beside the scenario whose own 'units' is the list.

#include <cstddef>
#include <optional>
#include <string>

#include "core/diagnostic.hpp"
#include "spec/yaml_node.hpp"

namespace muster::spec {

// The list's node, checked to hold 1 to `most` items; nothing (with the error
// reported at its place) otherwise. `too_many_hint` says how to make do with fewer.
std::optional<Node> read_unit_list(const Node& node, const std::string& scenario_file, std::size_t most, const std::string& too_many_hint, Diagnostics& d);

}  // namespace muster::spec
