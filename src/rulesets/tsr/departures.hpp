#pragma once
// Where a rolled setup's scenario changed the rules' numbers: its own draw,
// echelons, marker pools, fewer trees or another count of hills. The quick
// reference cards give the rules' numbers; a pack's cards list these beside
// them, so that the table is not left with a card and a board that disagree.

#include <string>
#include <vector>

#include "rulesets/tsr/model.hpp"

namespace muster::tsr {

// Each departure in a few words, the rules' number in brackets; empty for a setup on the rules' numbers.
std::vector<std::string> departures_from_the_rules(const Setup& setup);

}  // namespace muster::tsr
