#pragma once
// What one rolled setup gives `muster simulate` to count: named values, each in a
// group ("Union", "Timeline"). Every rule set says what matters for balance in
// its own setups; the tally in simulate/ only counts, it knows no rule set.

#include <string>
#include <utility>
#include <vector>

namespace muster {

struct Statistic {
  // count: a whole number, tallied value by value (a histogram); measure: any
  // number, tallied by mean and range; category: a name, tallied by frequency.
  enum class Kind { count, measure, category };
  std::string group;
  std::string label;
  Kind kind = Kind::count;
  double number = 0;     // count and measure
  std::string category;  // category
};

struct SetupStatistics {
  std::vector<Statistic> values;

  void count(std::string group, std::string label, long long value) {
    values.push_back({std::move(group), std::move(label), Statistic::Kind::count, static_cast<double>(value), {}});
  }
  void measure(std::string group, std::string label, double value) {
    values.push_back({std::move(group), std::move(label), Statistic::Kind::measure, value, {}});
  }
  void category(std::string group, std::string label, std::string value) {
    values.push_back({std::move(group), std::move(label), Statistic::Kind::category, 0, std::move(value)});
  }
};

}  // namespace muster
