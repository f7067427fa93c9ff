#pragma once
// Test helper: TSR scenarios from YAML text, read the way the app reads files.

#include <string>

#include "core/embedded_files.hpp"
#include "rulesets/tsr/scenario_reader.hpp"
#include "support/read_scenario.hpp"

namespace muster::testing {

inline tsr::Scenario tsr_scenario(const std::string& yaml, const std::string& file = "test.yaml") {
  return read_scenario_with(spec::parse_yaml(yaml, file), "tsr", tsr::read_scenario);
}

inline tsr::Scenario default_tsr_scenario() {
  return tsr_scenario(std::string(*embedded_file("scenarios/tsr-liquor-store.yaml")), "scenarios/tsr-liquor-store.yaml");
}

}  // namespace muster::testing
