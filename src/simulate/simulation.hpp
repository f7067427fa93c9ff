#pragma once
// Rolling a scenario (or each variant of a comparison) many times and tallying
// what each setup's statistics() says. Run i of every variant rolls seed
// base + i, so that any run can be printed again with `muster generate
// --seed`, and so that variants are compared on the same dice seeds.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "rulesets/ruleset.hpp"
#include "simulate/tally.hpp"

namespace muster::simulate {

inline constexpr long long default_runs = 10000;
inline constexpr long long most_runs = 1000000;

struct Variant {
  std::string label;  // empty for a scenario without 'compare'
  const LoadedScenario* scenario = nullptr;
};

struct VariantResult {
  std::string label;
  Tally tally;
};

struct Simulation {
  std::string scenario_name;
  std::string ruleset_title;
  std::uint64_t base_seed = 0;
  long long runs = 0;
  std::vector<VariantResult> variants;

  std::uint64_t seed_of_run(long long run) const { return base_seed + static_cast<std::uint64_t>(run); }
  // Whether any roll differed from another in what is counted; a scenario with nothing left to the dice says so.
  bool anything_varies() const {
    for (const VariantResult& v : variants)
      for (const StatisticTally& s : v.tally.statistics())
        if (s.varies(runs)) return true;
    return false;
  }
  // Rolled from the variants of a 'compare' (even one alone), not the scenario as written.
  bool compared() const { return !variants.empty() && !variants.front().label.empty(); }
};

// Told after each roll how many of all the rolls are done.
using ProgressReport = std::function<void(long long done, long long total)>;

Simulation simulate(const std::vector<Variant>& variants, std::uint64_t base_seed, long long runs, const ProgressReport& progress = {});

}  // namespace muster::simulate
