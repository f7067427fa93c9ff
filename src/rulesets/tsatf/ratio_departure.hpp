#pragma once
// How a game's forces stand against the update's ratios of opposing forces.
// A scenario may give its forces by counts or unit by unit in a campaign that
// has ratios (the Mutiny, the Boxer Rebellion), and a hand edit may change the
// units a ratio built; the text says the ratios "should" be formed, so muster
// plays the forces as given and its pack says where they depart, with the
// text's numbers beside the game's (docs/DECISIONS.md, The Sword and the Flame).
//
// The text's forces are counted from the imperial side's base: its British
// infantry units in the Mutiny, its Western infantry units in the Boxer
// Rebellion. A game built by a ratio is measured against that ratio; otherwise
// the Mutiny's cavalry and guns "should be formed", and the Boxer Rebellion's
// are counted where the game uses any ("if cavalry is used", "if artillery is used").

#include <cstddef>
#include <optional>
#include <vector>

#include "rulesets/tsatf/model.hpp"
#include "rulesets/tsatf/ratios.hpp"

namespace muster::tsatf {

// One kind on one side: the text's count for this base and the game's.
struct RatioRow {
  std::size_t side = 0;
  UnitKind kind = UnitKind::british_infantry;
  int text = 0;
  int game = 0;
  bool departs() const { return text != game; }
};

struct RatioDeparture {
  RatioRequest request;                 // the ratio the game is measured against
  std::optional<RatioProblem> problem;  // where the base itself is outside what the ratio takes: no rows then
  std::vector<RatioRow> rows;           // every kind of the ratio, and any other the forces field, the imperial side first
};

// The kind the ratio of `campaign` counts from: British infantry, Western infantry.
UnitKind ratio_base_kind(Campaign campaign);

// Nothing where the campaign has no ratios, the sides are not one imperial and one native,
// or every count is the text's.
std::optional<RatioDeparture> ratio_departure(const Setup& setup);

}  // namespace muster::tsatf
