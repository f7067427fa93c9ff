#pragma once
// Test helper: a rule set's setup as the record's text, and that text read
// back the way `muster render` reads it, for the record tests of every rule set.

#include <string>

#include "core/diagnostic.hpp"
#include "spec/map_reader.hpp"
#include "spec/record_yaml.hpp"
#include "spec/yaml_node.hpp"

namespace muster::testing {

// The record of `setup` (found by argument-dependent lookup of to_record), its
// name and seed set aside so that two setups compare by what was rolled.
template <typename Setup>
std::string record_text_of(Setup setup) {
  setup.scenario = "x";
  setup.seed = 0;
  return spec::to_yaml(to_record(setup), "");
}

// `read` is a rule set's read_record; its problems go to `diagnostics`.
template <typename Read>
auto read_record_text(const std::string& text, Diagnostics& diagnostics, Read read) {
  spec::MapReader reader(spec::parse_yaml(text, "setup.yaml"), diagnostics, "the setup record");
  for (const char* key : {"muster", "scenario", "ruleset", "seed"}) reader.take(key);
  return read(reader, {"x", 0, {}});
}

}  // namespace muster::testing
