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
// Loads `path` and reads it. An unreadable file is reported at `referenced_from`.
std::optional<orbat::Orbat> read_orbat_file(const std::string& path, const Node& referenced_from, Diagnostics& diagnostics);

}  // namespace muster::spec
