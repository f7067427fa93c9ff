#pragma once
// The first line of every rule set's summary, alike whatever the rules:
// "The Wheatfield (Short But Desperate), seed CC23F-RZYS-4J1N".

#include <cstdint>
#include <string>

#include "core/seed.hpp"

namespace muster {

// `rules` is the rule set's title, with anything that qualifies it ("The Sword and the Flame, Sudan").
inline std::string summary_heading(const std::string& scenario, const std::string& rules, std::uint64_t seed) {
  return scenario + " (" + rules + "), seed " + seed_text(seed) + "\n";
}

}  // namespace muster
