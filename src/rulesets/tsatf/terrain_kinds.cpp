#include "rulesets/tsatf/terrain_kinds.hpp"

#include <algorithm>
#include <array>

namespace muster::tsatf {

const std::vector<spec::PlacedKind>& terrain_kinds() {
  // No cover classes: our text gives none, so features carry none.
  static const std::vector<spec::PlacedKind> kinds = {
      {"hill", "Hill", "", std::nullopt, Length{}},
      {"scrub", "Scrub", "", std::nullopt, Length{}},
      {"rough", "Rough ground", "", std::nullopt, Length{}},
      {"building", "Building", "", std::nullopt, Length{}},
      {"village", "Village", "", std::nullopt, Length{}},
      {"wall", "Low wall", "", LineRole::barrier, wall_width},
      {"barricade", "Barricade", "", LineRole::barrier, barricade_width},
      {"river", "River", "", LineRole::water, river_width},
  };
  return kinds;
}

bool is_rough_going(const std::string& kind) {
  static const std::array<std::string, 5> rough = {"hill", "scrub", "rough", "wall", "barricade"};
  return std::find(rough.begin(), rough.end(), kind) != rough.end();
}

}  // namespace muster::tsatf
