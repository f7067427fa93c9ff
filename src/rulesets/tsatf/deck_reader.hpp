#pragma once
// 'decks: {movement-per-unit, casualty, key-figure}' as a scenario and a record
// write it: the same keys, bounds and checks in both, so a hand-edited record
// is held to what a scenario may ask. 'casualty' is the whole casualty deck,
// 'key-figure' how many of its cards are key-figure cards.

#include "rulesets/tsatf/model.hpp"
#include "spec/map_reader.hpp"

namespace muster::tsatf {

// The decks under `node`, each count from `fallback` where the node leaves it out.
DeckCounts read_decks(const spec::Node& node, Diagnostics& d, const DeckCounts& fallback);

}  // namespace muster::tsatf
