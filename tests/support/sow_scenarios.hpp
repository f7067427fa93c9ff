#pragma once
// Test helper: State of War scenarios from YAML text, read the way the app reads files.

#include <string>

#include "muster_paths.hpp"
#include "core/embedded_files.hpp"
#include "rulesets/sow/scenario_reader.hpp"
#include "support/read_scenario.hpp"

namespace muster::testing {

inline sow::Scenario sow_scenario(const std::string& yaml, const std::string& file = "test.yaml") {
  return read_scenario_with(spec::parse_yaml(yaml, file), "sow", sow::read_scenario);
}

// The first problem reading `yaml` finds, as "line:column: message (hint)"; "" when it reads cleanly.
inline std::string first_sow_error(const std::string& yaml) {
  try {
    sow_scenario(yaml);
  } catch (const InputError& e) {
    const Diagnostic& d = e.diagnostics().front();
    return std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + ": " + d.message + (d.hint.empty() ? "" : " (" + d.hint + ")");
  }
  return "";
}

inline sow::Scenario shipped_sow_scenario(const std::string& path) {
  return read_scenario_with(spec::load_yaml_file(std::string(MUSTER_SOURCE_DIR) + "/" + path), "sow", sow::read_scenario);
}

}  // namespace muster::testing
