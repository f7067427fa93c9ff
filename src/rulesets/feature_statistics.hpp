#pragma once
// What `muster simulate` counts of an open table's terrain, for the rule sets
// that roll one (State of War, The Sword and the Flame): features of each
// kind the rule set places, and the features that found no room.

#include <cstddef>
#include <vector>

#include "core/setup_statistics.hpp"
#include "generate/open_table.hpp"
#include "spec/open_table_reader.hpp"

namespace muster {

void count_features(const std::vector<Feature>& features, const std::vector<spec::PlacedKind>& kinds, std::size_t dropped,
                    SetupStatistics& out);

}  // namespace muster
