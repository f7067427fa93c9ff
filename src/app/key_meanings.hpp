#pragma once
// Finds the hand-written meaning (spec/key_meaning.hpp) of each key the explorer
// found: the rule set's own first, then the shared ones; a record key without one
// of its own means what the scenario key of the same path means.

#include <string>
#include <vector>

#include "app/key_explorer.hpp"
#include "spec/key_meaning.hpp"

namespace muster::app {

// The meaning written for `path` of a `kind` file of the rule set; nullptr when there is none.
const spec::KeyMeaning* meaning_of(const std::string& ruleset, FileKind kind, const std::string& path);

// Fills in KeyPlace::meaning for every place that has one.
void attach_meanings(KeyMap& keys, const std::string& ruleset, FileKind kind);

// The places a meaning must be written for: every key a reader takes, and the entries
// of a block whose keys the file chooses ("sides.*"). List items may have one.
std::vector<std::string> paths_needing_meaning(const KeyMap& keys);

// The explorer's keys, each with its meaning.
std::optional<KeyMap> explore_described_keys(const std::string& ruleset, FileKind kind);

}  // namespace muster::app
