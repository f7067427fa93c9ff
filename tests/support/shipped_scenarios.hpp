#pragma once
// Test helper: the scenarios muster ships (scenarios/*.yaml), by file name, in order.

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "muster_paths.hpp"

namespace muster::testing {

// "sbd-meeting-engagement.yaml", ...: every shipped scenario, sorted.
inline std::vector<std::string> shipped_scenario_names() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(MUSTER_SOURCE_DIR "/scenarios"))
    if (entry.path().extension() == ".yaml") names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace muster::testing
