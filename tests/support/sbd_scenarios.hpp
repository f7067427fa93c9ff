#pragma once
// Test helper: Short But Desperate scenarios from YAML text or from the files
// in scenarios/, read the way the app reads them.

#include <string>

#include "muster_paths.hpp"
#include "rulesets/sbd/scenario_reader.hpp"
#include "support/read_scenario.hpp"

namespace muster::testing {

// `file` places the text, so that orbat paths resolve relative to it.
inline sbd::Scenario sbd_scenario(const std::string& yaml, const std::string& file = "test.yaml") {
  return read_scenario_with(spec::parse_yaml(yaml, file), "sbd", sbd::read_scenario);
}

inline sbd::Scenario sbd_scenario_file(const std::string& relative) {
  return read_scenario_with(spec::load_yaml_file(std::string(MUSTER_SOURCE_DIR) + "/" + relative), "sbd", sbd::read_scenario);
}

}  // namespace muster::testing
