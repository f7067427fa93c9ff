#pragma once
// Test helper: Sword and the Flame scenarios from YAML text, read the way the app reads files.

#include <string>
#include <vector>

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

// Every problem and warning reading `yaml`, each as "line:column: message | hint", errors first.
inline std::vector<std::string> tsatf_problems(const std::string& yaml, const std::string& file = "test.yaml") {
  const spec::Node root = spec::parse_yaml(yaml, file);
  Diagnostics diagnostics;
  {
    spec::MapReader reader(root, diagnostics, "the scenario");
    const auto header = spec::read_scenario_header(reader, {"tsatf"});
    tsatf::read_scenario(reader, header);
  }
  std::vector<std::string> problems;
  for (const auto* list : {&diagnostics.list(), &diagnostics.warnings()})
    for (const Diagnostic& d : *list) problems.push_back(std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + ": " + d.message + " | " + d.hint);
  return problems;
}

}  // namespace muster::testing
