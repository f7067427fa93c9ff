#include "rulesets/sow/terrain_kinds.hpp"

#include <array>

namespace muster::sow {

std::string cover_key(Cover cover) {
  static const std::array<std::string, 3> keys = {"open", "soft", "hard"};
  return keys.at(static_cast<std::size_t>(cover));
}

std::string feature_cover(const std::string& kind) { return cover_key(cover_of_kind(kind)); }

const std::vector<spec::PlacedKind>& terrain_kinds() {
  static const std::vector<spec::PlacedKind> kinds = [] {
    std::vector<spec::PlacedKind> list = {
        {"hill", "Hill", "", std::nullopt, Length{}},
        {"wood", "Wood", "", std::nullopt, Length{}},
        {"village", "Village", "", std::nullopt, Length{}},
        {"marsh", "Marsh", "", std::nullopt, Length{}},
        {"stream", "Stream", "", LineRole::water, stream_width},
        {"road", "Road", "", LineRole::road, road_width},
        {"wall", "Wall", "", LineRole::barrier, wall_width},
        {"fence", "Fence", "", LineRole::barrier, fence_width},
    };
    for (spec::PlacedKind& kind : list) kind.cover = feature_cover(kind.kind);
    return list;
  }();
  return kinds;
}

}  // namespace muster::sow
