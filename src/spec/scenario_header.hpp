#pragma once
// The part of every scenario file that does not depend on the rule set.

#include <cstdint>
#include <optional>
#include <string>

#include "core/paper.hpp"
#include "spec/map_reader.hpp"

namespace muster::spec {

inline constexpr int scenario_format_version = 1;

struct ScenarioHeader {
  std::string file;
  std::string name;
  std::string ruleset;
  std::optional<std::uint64_t> seed;
  Paper paper = Paper::a4;
};

// Reads muster, name, ruleset, seed and paper from the top-level mapping.
ScenarioHeader read_scenario_header(MapReader& root, const std::vector<std::string>& ruleset_ids);

}  // namespace muster::spec
