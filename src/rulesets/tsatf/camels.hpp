#pragma once
// Which horsed cavalry units are unfamiliar with camels. The text says only
// that the players determine it at the start of a game that has camels;
// muster either takes the units the scenario names or rolls a D6 for every
// horsed cavalry unit on either side, 1-3 unfamiliar (muster's reading,
// docs/DECISIONS.md, The Sword and the Flame). The list goes to the rosters and the umpire.

#include <optional>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "rulesets/tsatf/units.hpp"

namespace muster::tsatf {

// A D6 at or below this makes a unit unfamiliar with camels.
inline constexpr int highest_unfamiliar_roll = 3;

// One horsed cavalry unit's standing: its side (0 or 1), its place in that
// side's force, and the die that decided it (nothing when the scenario named it).
struct CamelFamiliarity {
  int side = 0;
  std::size_t unit = 0;
  std::string name;
  std::optional<int> roll;
  bool unfamiliar = false;
  bool operator==(const CamelFamiliarity&) const = default;
};

bool has_camels(const Force& force);

// Every horsed cavalry unit of both forces, in side then unit order, and
// whether it is unfamiliar with camels. Nothing when neither force has
// camels. Without `named`, a D6 per unit from `stream`; with it, the units
// named are unfamiliar and the rest are not, and no die is rolled.
std::vector<CamelFamiliarity> decide_camel_familiarity(const Force& first, const Force& second, RandomStream& stream,
                                                       const std::optional<std::vector<std::string>>& named = std::nullopt);

// The unfamiliar units' names, in the same order: what the rosters print.
std::vector<std::string> unfamiliar_units(const std::vector<CamelFamiliarity>& decided);

// Problems with a scenario's list of named units: a name no horsed cavalry
// unit carries, or one named twice. One message per problem, with the index
// of the name in the list.
struct NamedUnitProblem {
  std::size_t index = 0;
  std::string message;
  std::string hint;
};
std::vector<NamedUnitProblem> check_named_unfamiliar(const Force& first, const Force& second, const std::vector<std::string>& named);

}  // namespace muster::tsatf
