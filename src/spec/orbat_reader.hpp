#pragma once
// Reads an order-of-battle file (README, "Scenario format"): a tree of commands with
// named, rated leaders down to regiments and batteries. Every problem is
// reported at its place in the orbat file.

#include <optional>
#include <string>

#include "core/diagnostic.hpp"
#include "orbat/orbat.hpp"
#include "spec/command_tree_reader.hpp"
#include "spec/yaml_node.hpp"

namespace muster::spec {

orbat::Orbat read_orbat(const Node& root, Diagnostics& diagnostics);
// Loads the orbat file `reference` names, relative to `scenario_file` (see muster_file.hpp).
std::optional<orbat::Orbat> read_orbat_file(const std::string& scenario_file, const Node& reference, Diagnostics& diagnostics);

}  // namespace muster::spec
