#pragma once
// The update's ratios of opposing forces: from the size the scenario gives
// (the Mutiny's regular Imperial infantry units, the Boxer Rebellion's
// Western infantry units) to every unit count of both sides. The Sudan and a
// free game have no ratios: the scenario gives their forces.
//
// Remainders: a count the ratio makes fractional rounds to the nearest whole
// unit, a half upwards, except the Westerners' guns, one for each complete
// four units (they were short of guns). docs/DECISIONS.md, The Sword and the Flame.

#include <optional>
#include <string>
#include <vector>

#include "rulesets/tsatf/units.hpp"

namespace muster::tsatf {

// The smallest and largest base the ratios take. The Boxer force needs at
// least four Western infantry units; twelve already puts some 170 units on
// a Mutiny table.
inline constexpr int fewest_western_infantry = 4;
inline constexpr int most_base_units = 12;

struct RatioRequest {
  Campaign campaign = Campaign::indian_mutiny;
  int base = 0;           // regular Imperial (British) infantry units, or Western infantry units
  bool cavalry = true;    // the text's "if cavalry is used"
  bool artillery = true;  // the text's "if artillery is used"
};

struct KindCount {
  UnitKind kind;
  int count = 0;
  bool operator==(const KindCount&) const = default;
};

// Both sides' counts, each in roster order, every kind of the campaign's
// ratio listed even at zero. The allied irregular Chinese troops of the
// Boxer Rebellion stand on the Western side.
struct RatioCounts {
  std::vector<KindCount> imperial;
  std::vector<KindCount> native;
};

struct RatioProblem {
  std::string message;
  std::string hint;
};

bool has_ratios(Campaign campaign);
// What is wrong with the request, if anything: a campaign without ratios, or a base out of range.
std::optional<RatioProblem> ratio_problem(const RatioRequest& request);
// The counts; the request must have no ratio_problem (std::invalid_argument otherwise).
RatioCounts ratio_counts(const RatioRequest& request);

// A side's count of one kind; 0 where the side has none.
int count_of(const std::vector<KindCount>& counts, UnitKind kind);

// n * numerator / denominator, to the nearest whole number, a half upwards.
int round_ratio(int n, int numerator, int denominator);

}  // namespace muster::tsatf
