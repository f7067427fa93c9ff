#pragma once
// Test helper: Square Brigadier scenarios from YAML text or from the files in
// scenarios/, read the way the app reads them.

#include <string>

#include "muster_paths.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "support/read_scenario.hpp"

namespace muster::testing {

// `file` places the text, so that orbat paths resolve relative to it.
inline tsb::Scenario tsb_scenario(const std::string& yaml, const std::string& file = "test.yaml") {
  return read_scenario_with(spec::parse_yaml(yaml, file), "tsb", tsb::read_scenario);
}

inline tsb::Scenario tsb_scenario_file(const std::string& relative) {
  return read_scenario_with(spec::load_yaml_file(std::string(MUSTER_SOURCE_DIR) + "/" + relative), "tsb", tsb::read_scenario);
}

}  // namespace muster::testing
