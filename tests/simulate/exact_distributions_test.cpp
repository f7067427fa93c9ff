// Simulate's frequencies against the rules' exact distributions, worked out here from the dice
// the rules name. Each share must lie within five standard errors of the exact probability:
// a correct roller fails that for one value about once in 1.7 million, a wrong table fails it at once.
#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "muster_paths.hpp"
#include "app/pipeline.hpp"
#include "simulate/simulation.hpp"

namespace muster::simulate {
namespace {

using Distribution = std::map<std::string, double>;

std::string scenario_file(const std::string& name) { return std::string(MUSTER_SOURCE_DIR) + "/scenarios/" + name; }

Simulation simulated(const std::string& scenario, long long runs) {
  const auto loaded = app::load_scenario(scenario.empty() ? "" : scenario_file(scenario));
  return simulate({{"", loaded.get()}}, 1863, runs);
}

// Every value's share within 5 sigma of its exact probability, and no value the rules cannot give.
void expect_matches(const Simulation& sim, const std::string& group, const std::string& label, const Distribution& exact) {
  const StatisticTally* s = sim.variants.front().tally.find(group, label);
  ASSERT_NE(s, nullptr) << group << ", " << label;
  std::map<std::string, long long> seen(s->categories.begin(), s->categories.end());
  if (s->is_number())
    for (const auto& [value, runs] : s->number.histogram) seen[std::to_string(value)] = runs;
  double total = 0;
  for (const auto& [value, p] : exact) {
    total += p;
    const double share = s->share(seen.count(value) ? seen.at(value) : 0);
    const double sigma = std::sqrt(p * (1 - p) / static_cast<double>(s->runs));
    EXPECT_LE(std::fabs(share - p), 5 * sigma + 1e-12) << label << " " << value << ": " << share << " against exactly " << p;
  }
  EXPECT_NEAR(total, 1.0, 1e-9) << "the exact distribution of " << label << " must sum to one";
  for (const auto& [value, runs] : seen) EXPECT_TRUE(exact.count(value)) << label << " came up " << value << ", which the rules cannot give";
}

double choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  double result = 1;
  for (int i = 1; i <= k; ++i) result = result * (n - k + i) / i;
  return result;
}

// Real divisions among `draw` markers drawn blind from `real` divisions and `decoys`.
Distribution hypergeometric(int real, int decoys, int draw) {
  Distribution d;
  for (int k = 0; k <= real; ++k) {
    const double p = choose(real, k) * choose(decoys, draw - k) / choose(real + decoys, draw);
    if (p > 0) d[std::to_string(k)] = p;
  }
  return d;
}

// The average die: 2, 3, 3, 4, 4, 5. Start hour = AD + 5; dusk D8: 1-2 16:00, 3-4 17:00, 5-6 18:00, 7-8 19:00.
const std::map<int, double> start_hours = {{7, 1.0 / 6}, {8, 2.0 / 6}, {9, 2.0 / 6}, {10, 1.0 / 6}};
const std::map<int, double> dusk_hours = {{16, 0.25}, {17, 0.25}, {18, 0.25}, {19, 0.25}};

Distribution of(const std::map<int, double>& d) {
  Distribution out;
  for (const auto& [value, p] : d) out[std::to_string(value)] = p;
  return out;
}

TEST(ExactDistributions, TerribleSwiftRulesTimelineAndForceMarkers) {
  const Simulation sim = simulated("", 12000);
  expect_matches(sim, "Timeline", "start hour", of(start_hours));
  expect_matches(sim, "Timeline", "dusk hour", of(dusk_hours));
  std::map<int, double> daylight;  // the dusk turn counts
  for (const auto& [start, p] : start_hours)
    for (const auto& [dusk, q] : dusk_hours) daylight[dusk - start + 1] += p * q;
  expect_matches(sim, "Timeline", "daylight turns", of(daylight));
  // The default pools: USA 4 XXX + 5 XAX + 8 decoys, CSA 3 + 3 + 10; each side draws 12.
  expect_matches(sim, "Union", "real divisions", hypergeometric(9, 8, 12));
  expect_matches(sim, "Confederate", "real divisions", hypergeometric(6, 10, 12));
}

TEST(ExactDistributions, RollOffsForTheFirstMoveAreEvenAndTheDeploymentTableUniform) {
  // The Sword and the Flame: a roll-off decides who moves first.
  const Simulation ghat = simulated("tsatf-river-ghat.yaml", 2000);
  const auto& first = ghat.variants.front().tally.find("First player", "moves first")->categories;
  ASSERT_EQ(first.size(), 2u);
  Distribution even;
  for (const auto& entry : first) even[entry.first] = 0.5;
  expect_matches(ghat, "First player", "moves first", even);
  // The Square Brigadier: pairs of D6 until unequal.
  const Simulation mill = simulated("tsb-mill-crossing.yaml", 2000);
  Distribution either;
  for (const auto& entry : mill.variants.front().tally.find("First move", "moves first")->categories) either[entry.first] = 0.5;
  ASSERT_EQ(either.size(), 2u);
  expect_matches(mill, "First move", "moves first", either);
  // State of War: the initiative is even, and the attacker's D6 on the deployment table gives each of six results.
  const Simulation ford = simulated("sow-millers-ford.yaml", 1200);
  Distribution attacker, table;
  for (const auto& entry : ford.variants.front().tally.find("Deployment", "attacker")->categories) attacker[entry.first] = 0.5;
  ASSERT_EQ(attacker.size(), 2u);
  expect_matches(ford, "Deployment", "attacker", attacker);
  const auto& results = ford.variants.front().tally.find("Deployment", "attacker's deployment")->categories;
  ASSERT_EQ(results.size(), 6u);
  for (const auto& entry : results) table[entry.first] = 1.0 / 6;
  expect_matches(ford, "Deployment", "attacker's deployment", table);
}

}  // namespace
}  // namespace muster::simulate
