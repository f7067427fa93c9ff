#pragma once
// Test helper: scenarios from YAML text, read the way the app reads files.

#include <string>

#include "core/embedded_files.hpp"
#include "rulesets/tsr/scenario_reader.hpp"
#include "spec/yaml_node.hpp"

namespace muster::testing {

// Reads a TSR scenario; throws InputError with every problem found.
inline tsr::Scenario tsr_scenario(const std::string& yaml, const std::string& file = "test.yaml") {
  const spec::Node root = spec::parse_yaml(yaml, file);
  Diagnostics diagnostics;
  tsr::Scenario scenario;
  {
    spec::MapReader reader(root, diagnostics, "the scenario");
    const auto header = spec::read_scenario_header(reader, {"tsr"});
    scenario = tsr::read_scenario(reader, header);
  }
  diagnostics.throw_if_any();
  return scenario;
}

inline tsr::Scenario default_tsr_scenario() {
  return tsr_scenario(std::string(*embedded_file("scenarios/tsr-liquor-store.yaml")), "scenarios/tsr-liquor-store.yaml");
}

}  // namespace muster::testing
