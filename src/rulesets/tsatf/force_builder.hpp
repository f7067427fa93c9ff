#pragma once
// Named units from counts: the ratios' counts, or counts a scenario gives.
// Deterministic: the same counts always give the same names and figures, so
// nothing here draws dice. Names are labels a scenario may replace by
// writing its units by hand (force_reader).

#include <string>
#include <vector>

#include "rulesets/tsatf/ratios.hpp"
#include "rulesets/tsatf/unit_tables.hpp"
#include "rulesets/tsatf/units.hpp"

namespace muster::tsatf {

// The most units of one kind a side may ask for by count.
inline constexpr int most_units_of_kind = 40;

// `side` tells the irregular Chinese horse of the Westerners from the Boxers'.
Force build_force(const std::vector<KindCount>& counts, Campaign campaign, Allegiance side, const Organisations& organisations);

// Both sides built from the ratios: the request must have no ratio_problem.
struct SideForces {
  Force imperial;
  Force native;
};
SideForces build_ratio_forces(const RatioRequest& request, const Organisations& organisations);

// The name of the `number`th (from 1) unit of `kind` on a side: "1st Company,
// 32nd Foot", "2nd Bengal Native Infantry", "Boxer Tigermen 1".
std::string unit_name(UnitKind kind, int number, Campaign campaign, Allegiance side);
// "1st", "2nd", "3rd", "11th", "22nd".
std::string ordinal(int n);

}  // namespace muster::tsatf
