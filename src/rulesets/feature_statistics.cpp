#include "rulesets/feature_statistics.hpp"

namespace muster {

void count_features(const std::vector<Feature>& features, const std::vector<spec::PlacedKind>& kinds, std::size_t dropped,
                    SetupStatistics& out) {
  // Every kind, those a roll left out too, so that each kind's mean is over every roll.
  for (const spec::PlacedKind& kind : kinds) {
    long long count = 0;
    for (const Feature& feature : features) count += feature.kind == kind.kind ? 1 : 0;
    out.count("Terrain", kind.kind + " features", count);
  }
  out.count("Terrain", "features that found no room", static_cast<long long>(dropped));
}

}  // namespace muster
