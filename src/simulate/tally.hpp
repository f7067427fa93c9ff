#pragma once
// The counts `muster simulate` keeps over many rolls: for each statistic a
// rule set names, how often each value or category came up, and the mean,
// spread and extremes of numbers with the seeds that gave the extremes. Knows
// no rule set: it counts whatever SetupStatistics hold.

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/setup_statistics.hpp"
#include "simulate/natural_order.hpp"

namespace muster::simulate {

struct NumberTally {
  long long runs = 0;
  double mean = 0;
  double sum_of_squares = 0;  // of the differences from the mean (Welford), for the spread
  double lowest = 0, highest = 0;
  std::uint64_t lowest_seed = 0, highest_seed = 0;  // the first run that gave each
  std::map<long long, long long> histogram;          // counts only: value -> runs

  void add(double value, std::uint64_t seed);
  // The population standard deviation of the values seen.
  double deviation() const;
};

struct StatisticTally {
  std::string group, label;
  Statistic::Kind kind = Statistic::Kind::count;
  long long runs = 0;  // how many runs had it: a statistic some setups lack is counted over those that have it
  NumberTally number;                           // count and measure
  std::map<std::string, long long, NaturalOrder> categories;  // category -> runs, "0-5" before "15-30"

  bool is_number() const { return kind != Statistic::Kind::category; }
  // How many distinct values or categories came up.
  std::size_t distinct() const { return is_number() ? (kind == Statistic::Kind::count ? number.histogram.size() : 2) : categories.size(); }
  double share(long long runs_with) const { return runs == 0 ? 0 : static_cast<double>(runs_with) / static_cast<double>(runs); }
  // More than one value or category came up, or a statistic only some rolls have.
  bool varies(long long all_runs) const {
    if (runs != all_runs) return true;
    if (kind == Statistic::Kind::measure) return number.lowest != number.highest;
    return distinct() > 1;
  }
};

class Tally {
 public:
  void add(const SetupStatistics& statistics, std::uint64_t seed);
  long long runs() const { return runs_; }
  // In the order the first run gave them.
  const std::vector<StatisticTally>& statistics() const { return statistics_; }
  const StatisticTally* find(const std::string& group, const std::string& label) const;

 private:
  long long runs_ = 0;
  std::vector<StatisticTally> statistics_;
  std::map<std::pair<std::string, std::string>, std::size_t> index_;
};

}  // namespace muster::simulate
