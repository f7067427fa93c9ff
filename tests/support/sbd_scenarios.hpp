#pragma once
// Test helper: Short But Desperate scenarios from YAML text or from the files
// in scenarios/, read the way the app reads them.

#include <string>

#include "rulesets/sbd/scenario_reader.hpp"
#include "spec/yaml_node.hpp"

namespace muster::testing {

// `file` places the text, so that orbat paths resolve relative to it.
inline sbd::Scenario sbd_scenario(const std::string& yaml, const std::string& file = "test.yaml") {
  const spec::Node root = spec::parse_yaml(yaml, file);
  Diagnostics diagnostics;
  sbd::Scenario scenario;
  {
    spec::MapReader reader(root, diagnostics, "the scenario");
    const auto header = spec::read_scenario_header(reader, {"sbd"});
    scenario = sbd::read_scenario(reader, header);
  }
  diagnostics.throw_if_any();
  return scenario;
}

inline sbd::Scenario sbd_scenario_file(const std::string& relative) {
  const std::string path = std::string(MUSTER_SOURCE_DIR) + "/" + relative;
  const spec::Node root = spec::load_yaml_file(path);
  Diagnostics diagnostics;
  sbd::Scenario scenario;
  {
    spec::MapReader reader(root, diagnostics, "the scenario");
    const auto header = spec::read_scenario_header(reader, {"sbd"});
    scenario = sbd::read_scenario(reader, header);
  }
  diagnostics.throw_if_any();
  return scenario;
}

}  // namespace muster::testing
