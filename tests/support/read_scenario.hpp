#pragma once
// Test helper: a scenario read the way the app reads it, for any rule set's reader.

#include <string>
#include <utility>

#include "core/diagnostic.hpp"
#include "spec/map_reader.hpp"
#include "spec/scenario_header.hpp"
#include "spec/yaml_node.hpp"

namespace muster::testing {

// `read` is a rule set's read_scenario; throws InputError with every problem found.
template <typename Read>
auto read_scenario_with(const spec::Node& root, const std::string& ruleset, Read read) {
  Diagnostics diagnostics;
  decltype(read(std::declval<spec::MapReader&>(), std::declval<const spec::ScenarioHeader&>())) scenario;
  {
    spec::MapReader reader(root, diagnostics, "the scenario");
    const auto header = spec::read_scenario_header(reader, {ruleset});
    scenario = read(reader, header);
  }
  diagnostics.throw_if_any();
  return scenario;
}

}  // namespace muster::testing
