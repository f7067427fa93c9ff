#pragma once
// Who a side is, as every rule set names it: the scenario decides. The key
// names the side in scenario and record files and names its own files of the
// pack ("USA.pdf", "British-roster.pdf"); the name is what pages print.

#include <string>

#include "core/edge.hpp"

namespace muster {

struct SideIdentity {
  std::string key;     // "USA", "British", "Red"
  std::string name;    // "Union", "Field Force"
  std::string colour;  // "#rrggbb": counter fronts, map markers, the side's bar on its sheets
  Edge baseline = Edge::south;
};

}  // namespace muster
