#include "simulate/simulation.hpp"

namespace muster::simulate {

Simulation simulate(const std::vector<Variant>& variants, std::uint64_t base_seed, long long runs, const ProgressReport& progress) {
  Simulation result;
  result.base_seed = base_seed;
  result.runs = runs;
  if (!variants.empty()) {
    const auto& header = variants.front().scenario->header();
    result.scenario_name = header.name;
    if (const Ruleset* ruleset = find_ruleset(header.ruleset)) result.ruleset_title = ruleset->title();
  }
  const long long total = runs * static_cast<long long>(variants.size());
  long long done = 0;
  for (const Variant& variant : variants) {
    VariantResult tallied{variant.label, {}};
    // Roll and count only: no log of the rolls, no record, no pages; a setup lives just long
    // enough to be counted, and what is counted never reads the log.
    for (long long run = 0; run < runs; ++run) {
      const std::uint64_t seed = result.seed_of_run(run);
      tallied.tally.add(variant.scenario->roll(seed, RollDetail::without_log)->statistics(), seed);
      if (progress) progress(++done, total);
    }
    result.variants.push_back(std::move(tallied));
  }
  return result;
}

}  // namespace muster::simulate
