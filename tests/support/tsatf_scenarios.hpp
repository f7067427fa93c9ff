#pragma once
// Test helper: Sword and the Flame scenarios from YAML text, read the way the app reads files.

#include <string>

#include "muster_paths.hpp"
#include "rulesets/tsatf/scenario_reader.hpp"
#include "support/read_scenario.hpp"

namespace muster::testing {

inline tsatf::Scenario tsatf_scenario(const std::string& yaml, const std::string& file = "test.yaml") {
  return read_scenario_with(spec::parse_yaml(yaml, file), "tsatf", tsatf::read_scenario);
}

inline tsatf::Scenario shipped_tsatf_scenario(const std::string& path) {
  return read_scenario_with(spec::load_yaml_file(std::string(MUSTER_SOURCE_DIR) + "/" + path), "tsatf", tsatf::read_scenario);
}

// The first error reading `yaml`, as "line:column: message", or "" when it reads.
inline std::string first_tsatf_error(const std::string& yaml) {
  try {
    tsatf_scenario(yaml);
  } catch (const InputError& e) {
    const Diagnostic& d = e.diagnostics().front();
    return std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + ": " + d.message;
  }
  return "";
}

}  // namespace muster::testing
