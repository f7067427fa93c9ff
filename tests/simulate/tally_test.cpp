// The tally's arithmetic: means, spreads, extremes and the seeds that gave them, histograms and
// shares, checked against sums worked out by hand and by a second, two-pass computation.
#include "simulate/tally.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "core/random.hpp"

namespace muster::simulate {
namespace {

SetupStatistics one_count(long long value) {
  SetupStatistics s;
  s.count("Timeline", "start hour", value);
  return s;
}

TEST(Tally, MeanSpreadAndExtremesOfCountsWithTheSeedsThatGaveThem) {
  Tally tally;
  const std::vector<long long> values = {7, 9, 8, 10, 7, 10};
  for (std::size_t i = 0; i < values.size(); ++i) tally.add(one_count(values[i]), 100 + i);
  const StatisticTally* s = tally.find("Timeline", "start hour");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->runs, 6);
  EXPECT_NEAR(s->number.mean, 51.0 / 6, 1e-12);
  // Population variance: sum of squared differences from 8.5 over 6.
  const double variance = (2.25 + 0.25 + 0.25 + 2.25 + 2.25 + 2.25) / 6;
  EXPECT_NEAR(s->number.deviation(), std::sqrt(variance), 1e-12);
  EXPECT_EQ(s->number.lowest, 7);
  EXPECT_EQ(s->number.highest, 10);
  EXPECT_EQ(s->number.lowest_seed, 100u);   // the first run that gave 7
  EXPECT_EQ(s->number.highest_seed, 103u);  // the first run that gave 10
  EXPECT_EQ(s->number.histogram, (std::map<long long, long long>{{7, 2}, {8, 1}, {9, 1}, {10, 2}}));
  EXPECT_EQ(s->distinct(), 4u);
  EXPECT_DOUBLE_EQ(s->share(2), 1.0 / 3);
}

TEST(Tally, WelfordAgreesWithTwoPassOverLargeSpreadValues) {
  RandomStream stream(42, 7);
  std::vector<double> values;
  Tally tally;
  for (int i = 0; i < 5000; ++i) {
    const double v = 1e9 + static_cast<double>(stream.next() % 1000) / 7.0;
    values.push_back(v);
    SetupStatistics s;
    s.measure("Board", "width", v);
    tally.add(s, static_cast<std::uint64_t>(i));
  }
  double sum = 0;
  for (double v : values) sum += v;
  const double mean = sum / static_cast<double>(values.size());
  double squares = 0;
  for (double v : values) squares += (v - mean) * (v - mean);
  const StatisticTally* s = tally.find("Board", "width");
  ASSERT_NE(s, nullptr);
  EXPECT_NEAR(s->number.mean, mean, 1e-4);  // a relative 1e-13: both sums round at 1e9
  EXPECT_NEAR(s->number.deviation(), std::sqrt(squares / static_cast<double>(values.size())), 1e-6);
  EXPECT_TRUE(s->number.histogram.empty()) << "a measure keeps no histogram";
}

TEST(Tally, CategoriesAndStatisticsSomeRunsLack) {
  Tally tally;
  for (int i = 0; i < 4; ++i) {
    SetupStatistics s;
    s.category("Week", "attacker", i == 0 ? "Union" : "Confederacy");
    if (i % 2 == 0) s.count("Week", "rerolls", i);
    tally.add(s, static_cast<std::uint64_t>(i));
  }
  EXPECT_EQ(tally.runs(), 4);
  const StatisticTally* attacker = tally.find("Week", "attacker");
  ASSERT_NE(attacker, nullptr);
  EXPECT_EQ(attacker->categories, (std::map<std::string, long long, NaturalOrder>{{"Confederacy", 3}, {"Union", 1}}));
  EXPECT_DOUBLE_EQ(attacker->share(3), 0.75);
  const StatisticTally* rerolls = tally.find("Week", "rerolls");
  ASSERT_NE(rerolls, nullptr);
  EXPECT_EQ(rerolls->runs, 2) << "counted over the runs that had it";
  EXPECT_DOUBLE_EQ(rerolls->number.mean, 1.0);
  EXPECT_EQ(tally.statistics().front().label, "attacker") << "in the order the first run gave them";
  EXPECT_EQ(tally.find("Week", "nothing"), nullptr);
}

}  // namespace
}  // namespace muster::simulate
