#pragma once
// A scenario's 'compare' key: the variants `muster simulate` rolls side by
// side so that a designer can pick a fair setup. Either a list of variants,
// each a mapping of scenario keys that replace the scenario's own (and an
// optional 'label'), or a mapping from keys to lists of values, whose every
// combination is a variant (each allocation plan against each sixes policy).
// A mapping given as a value merges with the scenario's mapping key by key, so
// a variant need only name what it changes. Each variant is the whole scenario
// as the rule set reads it: its mistakes are found, and placed, where any is.

#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "spec/yaml_node.hpp"

namespace muster::spec {

inline constexpr std::size_t most_variants = 24;

struct ScenarioVariant {
  std::string label;  // "sides: {USA: {sixes: bank}}", or the variant's own 'label'
  Node root;          // the scenario with the variant's keys in place
};

// The variants `root`'s 'compare' asks for; none when it has no 'compare'. Problems go to `diagnostics`.
std::vector<ScenarioVariant> read_variants(const Node& root, Diagnostics& diagnostics);

// A short account of a value for a label: "bank", "{USA: {sixes: bank}}", "[3, 3, 3, 3, 3, 3, 4]".
std::string short_text(const Node& node);

}  // namespace muster::spec
