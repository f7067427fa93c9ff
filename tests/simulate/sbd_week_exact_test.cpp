// Short But Desperate's pre-battle week, worked out exactly and held against simulate's
// tallies: who attacks, why, and by what margin. The exact distribution is computed here
// from section 12 alone (dice per day, sixes banked or turned into dice, the skirmish of
// highest against highest, Sunday's bonus dice, cavalry, then the Confederates), by summing
// over every way the dice can fall, not by rolling: a slip in muster's week shows up as a
// share more than five standard errors from its exact probability.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <map>
#include <vector>

#include "muster_paths.hpp"
#include "app/pipeline.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/tables.hpp"
#include "simulate/simulation.hpp"
#include "support/sbd_scenarios.hpp"
#include "support/temp_folder.hpp"

namespace muster::simulate {
namespace {

// Weeks in which a day's dice outgrow this are left out of the sum (turned sixes can
// snowball). What is left out is weighed, must stay under 1 in 10,000, and widens every
// tolerance by its weight, so the test stays exact about what it claims.
constexpr int most_dice = 40;

double factorial(int n) {
  double f = 1;
  for (int i = 2; i <= n; ++i) f *= i;
  return f;
}

// One day's dice for both sides: the chance of each (USA sixes, CSA sixes, skirmish result).
struct DayOutcome {
  int usa_sixes, csa_sixes;
  int skirmish;  // +1 the USA wins more pairs, -1 the CSA does, 0 neither
  double p;
};

// Both sides' dice sorted highest first and compared pair by pair. Faces are placed from 1
// upwards: a side's k dice of face f fill its lowest free places, so a pair is settled the
// moment both its dice are placed, and the die placed earlier is the lower. After face 5 the
// dice still unplaced are each side's sixes. A multiset of faces with counts k1..k6 has
// probability n! / (k1! ... k6!) / 6^n; the 1/k! factors are gathered along the way.
std::vector<DayOutcome> day_outcomes(int usa_dice, int csa_dice) {
  const int pairs = std::min(usa_dice, csa_dice);
  const int span = 2 * pairs + 1;  // USA pair wins less CSA's, offset by `pairs`
  auto index = [&](int qu, int qc, int w) { return (static_cast<std::size_t>(qu) * static_cast<std::size_t>(csa_dice + 1) + static_cast<std::size_t>(qc)) * static_cast<std::size_t>(span) + static_cast<std::size_t>(w + pairs); };
  // Pairs settled when placing moves the lowest free places from (lu, lc) to (lu2, lc2):
  // positions counted from the top, only the first `pairs` of them compared.
  auto settle = [&](int lu, int lc, int lu2, int lc2) {
    const int from = std::max(lu2, lc2), to = std::min(std::max(lu, lc), pairs);
    if (to <= from) return 0;
    if (lu < lc) return -(to - std::max(from, lu));  // the USA's die there came earlier: it is lower
    if (lc < lu) return to - std::max(from, lc);
    return 0;
  };
  std::vector<double> weight(static_cast<std::size_t>((usa_dice + 1) * (csa_dice + 1) * span), 0.0);
  weight[index(0, 0, 0)] = 1;
  for (int face = 1; face <= 5; ++face) {
    std::vector<double> next(weight.size(), 0.0);
    for (int qu = 0; qu <= usa_dice; ++qu)
      for (int qc = 0; qc <= csa_dice; ++qc)
        for (int w = -pairs; w <= pairs; ++w) {
          const double here = weight[index(qu, qc, w)];
          if (here == 0) continue;
          for (int ku = 0; qu + ku <= usa_dice; ++ku)
            for (int kc = 0; qc + kc <= csa_dice; ++kc) {
              const int settled = settle(usa_dice - qu, csa_dice - qc, usa_dice - qu - ku, csa_dice - qc - kc);
              next[index(qu + ku, qc + kc, w + settled)] += here / (factorial(ku) * factorial(kc));
            }
        }
    weight.swap(next);
  }
  std::map<std::array<int, 3>, double> outcomes;
  const double scale = factorial(usa_dice) * factorial(csa_dice) / std::pow(6.0, usa_dice + csa_dice);
  for (int qu = 0; qu <= usa_dice; ++qu)
    for (int qc = 0; qc <= csa_dice; ++qc)
      for (int w = -pairs; w <= pairs; ++w) {
        const double here = weight[index(qu, qc, w)];
        if (here == 0) continue;
        const int su = usa_dice - qu, sc = csa_dice - qc;
        const int wins = w + settle(usa_dice - qu, csa_dice - qc, 0, 0);
        outcomes[{su, sc, (wins > 0) - (wins < 0)}] += here / (factorial(su) * factorial(sc)) * scale;
      }
  std::vector<DayOutcome> out;
  for (const auto& [key, p] : outcomes) out.push_back({key[0], key[1], key[2], p});
  return out;
}

const std::vector<DayOutcome>& remembered_day(int usa_dice, int csa_dice) {
  static std::map<std::pair<int, int>, std::vector<DayOutcome>> days;
  auto [at, fresh] = days.try_emplace({usa_dice, csa_dice});
  if (fresh) at->second = day_outcomes(usa_dice, csa_dice);
  return at->second;
}

// What carries from one day to the next, and the USA's banked sixes less the CSA's so far.
struct WeekState {
  std::array<int, 2> extra_dice{};  // from sixes turned into dice and from the skirmish won
  int banked_lead = 0;
  int last_skirmish = 0;  // +1 USA won the day's skirmish, -1 CSA, 0 neither
  auto operator<=>(const WeekState&) const = default;
};

struct ExactWeek {
  std::map<std::string, double> attacker_and_why;
  std::map<std::string, double> margin;
  double dropped = 0;
};

ExactWeek exact_week(const std::array<sbd::WeekPlan, 2>& plans, const std::array<int, 2>& cavalry, const std::array<std::string, 2>& names) {
  const std::size_t usa = index_of(acw::Side::usa), csa = index_of(acw::Side::csa);
  ExactWeek result;
  std::map<WeekState, double> states = {{WeekState{}, 1.0}};
  for (int day = 0; day < 7; ++day) {
    std::map<WeekState, double> next;
    for (const auto& [state, p] : states) {
      const int usa_dice = plans[usa].allocation[static_cast<std::size_t>(day)] + state.extra_dice[usa];
      const int csa_dice = plans[csa].allocation[static_cast<std::size_t>(day)] + state.extra_dice[csa];
      if (std::max(usa_dice, csa_dice) > most_dice) {
        result.dropped += p;
        continue;
      }
      for (const DayOutcome& o : remembered_day(usa_dice, csa_dice)) {
        WeekState after;
        const int usa_turned = sbd::sixes_to_convert(plans[usa].sixes, day, o.usa_sixes);
        const int csa_turned = sbd::sixes_to_convert(plans[csa].sixes, day, o.csa_sixes);
        after.extra_dice[usa] = sbd::dice_per_six * usa_turned + (o.skirmish > 0 ? sbd::dice_for_skirmish : 0);
        after.extra_dice[csa] = sbd::dice_per_six * csa_turned + (o.skirmish < 0 ? sbd::dice_for_skirmish : 0);
        after.banked_lead = state.banked_lead + (o.usa_sixes - usa_turned) - (o.csa_sixes - csa_turned);
        after.last_skirmish = o.skirmish;
        next[after] += p * o.p;
      }
    }
    states.swap(next);
  }
  // Sunday's winner rolls the bonus dice; every six is banked. Then section 12.3 decides.
  for (const auto& [state, p] : states) {
    for (int sixes = 0; sixes <= sbd::sunday_bonus_dice; ++sixes) {
      const int n = sbd::sunday_bonus_dice;
      const double chance = state.last_skirmish == 0 ? (sixes == 0 ? 1.0 : 0.0)
                                                     : factorial(n) / (factorial(sixes) * factorial(n - sixes)) * std::pow(1.0 / 6, sixes) *
                                                           std::pow(5.0 / 6, n - sixes);
      if (chance == 0) continue;
      const int lead = state.banked_lead + state.last_skirmish * sixes;
      std::size_t attacker = csa;
      std::string why;
      if (lead != 0) {
        attacker = lead > 0 ? usa : csa;
        why = "more sixes";
      } else if (state.last_skirmish != 0) {
        attacker = state.last_skirmish > 0 ? usa : csa;
        why = "Sunday's skirmish";
      } else if (cavalry[usa] != cavalry[csa]) {
        attacker = cavalry[usa] > cavalry[csa] ? usa : csa;
        why = "more cavalry";
      } else {
        why = "all level";
      }
      const int sixes_margin = attacker == usa ? lead : -lead;
      result.attacker_and_why[names[attacker] + ", " + why] += p * chance;
      result.margin[std::to_string(sixes_margin + cavalry[attacker])] += p * chance;
    }
  }
  return result;
}

void expect_within_five_sigma(const StatisticTally& tally, const std::map<std::string, double>& exact, double dropped) {
  std::map<std::string, long long> seen(tally.categories.begin(), tally.categories.end());
  if (tally.is_number())
    for (const auto& [value, runs] : tally.number.histogram) seen[std::to_string(value)] = runs;
  double total = 0;
  for (const auto& [value, p] : exact) {
    total += p;
    const double share = tally.share(seen.count(value) ? seen.at(value) : 0);
    const double sigma = std::sqrt(p * (1 - p) / static_cast<double>(tally.runs));
    EXPECT_LE(std::fabs(share - p), 5 * sigma + dropped + 1e-9) << value << ": " << share << " against exactly " << p;
  }
  EXPECT_NEAR(total + dropped, 1.0, 1e-9);
  for (const auto& [value, runs] : seen) EXPECT_GT(exact.count(value) ? exact.at(value) : 0.0, 1e-9) << value << " came up " << runs << " times";
}

void check_week_of(const std::string& scenario_file, long long runs) {
  const sbd::Scenario scenario = testing::read_scenario_with(spec::load_yaml_file(scenario_file), "sbd", sbd::read_scenario);
  // Cavalry is counted from the armies; it must not depend on the seed for the exact sum to hold.
  const std::array<int, 2> cavalry = sbd::roll(scenario, 1).week.cavalry;
  for (std::uint64_t seed = 2; seed < 30; ++seed) ASSERT_EQ(sbd::roll(scenario, seed).week.cavalry, cavalry);
  const std::array<sbd::WeekPlan, 2> plans = {scenario.sides[0].plan, scenario.sides[1].plan};
  const ExactWeek exact = exact_week(plans, cavalry, {scenario.sides[0].name, scenario.sides[1].name});
  ASSERT_LT(exact.dropped, 1e-4);

  const auto loaded = app::load_scenario(scenario_file);
  const Simulation sim = simulate({{"", loaded.get()}}, 1863, runs);
  const StatisticTally* why = sim.variants.front().tally.find("Pre-battle week", "attacker, and why");
  const StatisticTally* margin = sim.variants.front().tally.find("Pre-battle week", "winning margin");
  ASSERT_NE(why, nullptr);
  ASSERT_NE(margin, nullptr);
  SCOPED_TRACE(scenario_file);
  expect_within_five_sigma(*why, exact.attacker_and_why, exact.dropped);
  expect_within_five_sigma(*margin, exact.margin, exact.dropped);
}

TEST(SbdWeekExact, TheSkirmishOfOneDieAgainstOneIsFifteenThirtySixthsEach) {
  // A hand check of the day's sum: one die each, the USA wins 15 of 36, ties 6, loses 15.
  double usa_wins = 0, ties = 0, sixes_both = 0;
  for (const DayOutcome& o : day_outcomes(1, 1)) {
    if (o.skirmish > 0) usa_wins += o.p;
    if (o.skirmish == 0) ties += o.p;
    if (o.usa_sixes == 1 && o.csa_sixes == 1) sixes_both += o.p;
  }
  EXPECT_NEAR(usa_wins, 15.0 / 36, 1e-12);
  EXPECT_NEAR(ties, 6.0 / 36, 1e-12);
  EXPECT_NEAR(sixes_both, 1.0 / 36, 1e-12);
}

TEST(SbdWeekExact, DiceBeyondTheShorterSideAreNotCompared) {
  // Two USA dice against one: only the USA's higher die meets the CSA's. It wins unless the
  // CSA die beats or ties it: P(max of two > one) = sum over m of P(max = m) (m - 1) / 6.
  double usa_wins = 0, total = 0;
  for (const DayOutcome& o : day_outcomes(2, 1)) {
    total += o.p;
    if (o.skirmish > 0) usa_wins += o.p;
  }
  double expected = 0;
  for (int m = 1; m <= 6; ++m) expected += (2.0 * m - 1) / 36 * (m - 1) / 6;
  EXPECT_NEAR(total, 1.0, 1e-12);
  EXPECT_NEAR(usa_wins, expected, 1e-12);
}

TEST(SbdWeekExact, TheWheatfieldsAttackerReasonAndMarginFollowSectionTwelve) {
  // Half the USA's sixes turned into dice against all the CSA's for three days.
  check_week_of(std::string(MUSTER_SOURCE_DIR) + "/scenarios/sbd-wheatfield.yaml", 20000);
}

class SbdWeekPlans : public testing::TempFolderTest {};

TEST_F(SbdWeekPlans, BankingAgainstConvertingFollowsSectionTwelve) {
  // The Wheatfield's armies (fixed, so its cavalry is too) under the other two policies.
  std::string text = testing::slurp(std::string(MUSTER_SOURCE_DIR) + "/scenarios/sbd-wheatfield.yaml");
  const auto replace = [&](const std::string& from, const std::string& to) { text.replace(text.find(from), from.size(), to); };
  std::filesystem::copy(std::string(MUSTER_SOURCE_DIR) + "/scenarios/orbats", dir_ / "orbats");  // a scenario names files beside it
  replace("allocation: early", "allocation: even");
  replace("sixes: half", "sixes: bank");
  replace("allocation: [2, 3, 3, 3, 3, 4, 4]", "allocation: late");
  replace("sixes: convert-early", "sixes: convert");
  write("plans.yaml", text);
  check_week_of((dir_ / "plans.yaml").string(), 20000);
}

}  // namespace
}  // namespace muster::simulate
