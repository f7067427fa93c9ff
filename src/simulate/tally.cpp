#include "simulate/tally.hpp"

#include <cmath>

namespace muster::simulate {

void NumberTally::add(double value, std::uint64_t seed) {
  ++runs;
  if (runs == 1 || value < lowest) {
    lowest = value;
    lowest_seed = seed;
  }
  if (runs == 1 || value > highest) {
    highest = value;
    highest_seed = seed;
  }
  // Welford's update: stable where summing squares would lose the spread of large values.
  const double before = value - mean;
  mean += before / static_cast<double>(runs);
  sum_of_squares += before * (value - mean);
}

double NumberTally::deviation() const { return runs == 0 ? 0 : std::sqrt(sum_of_squares / static_cast<double>(runs)); }

void Tally::add(const SetupStatistics& statistics, std::uint64_t seed) {
  ++runs_;
  for (const Statistic& s : statistics.values) {
    auto [at, fresh] = index_.try_emplace({s.group, s.label}, statistics_.size());
    if (fresh) statistics_.push_back({s.group, s.label, s.kind, 0, {}, {}});
    StatisticTally& tally = statistics_[at->second];
    ++tally.runs;
    if (!tally.is_number()) {
      ++tally.categories[s.category];
      continue;
    }
    tally.number.add(s.number, seed);
    if (tally.kind == Statistic::Kind::count) ++tally.number.histogram[std::llround(s.number)];
  }
}

const StatisticTally* Tally::find(const std::string& group, const std::string& label) const {
  const auto at = index_.find({group, label});
  return at == index_.end() ? nullptr : &statistics_[at->second];
}

}  // namespace muster::simulate
