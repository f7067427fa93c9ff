// Every rule of sections 12 and 13, and the deployment of 12.4, checked on
// 10,000 seeds of each example scenario (orbat files, and a recipe on a
// hand-placed battlefield).
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>

#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/tables.hpp"
#include "support/sbd_scenarios.hpp"

namespace muster::sbd {
namespace {

constexpr std::uint64_t seeds = 10000;

const std::vector<Scenario>& scenarios() {
  static const std::vector<Scenario> list = [] {
    std::vector<Scenario> s{testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml"),
                            testing::sbd_scenario_file("scenarios/sbd-meeting-engagement.yaml")};
    // And the other policies, so that each is exercised.
    Scenario policies = s[0];
    policies.sides[0].plan.sixes = SixesPolicy::convert;
    policies.sides[1].plan.sixes = SixesPolicy::bank;
    policies.hold_back = HoldBack::any;
    policies.per_zone = 4;
    s.push_back(policies);
    Scenario never = s[1];
    never.hold_back = HoldBack::never;
    never.sides[0].plan.sixes = SixesPolicy::half;
    s.push_back(never);
    return s;
  }();
  return list;
}

void for_every_setup(const std::function<void(const Scenario&, const sbd::Setup&)>& check) {
  for (const Scenario& scenario : scenarios())
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      const sbd::Setup setup = roll(scenario, seed);
      check(scenario, setup);
      if (::testing::Test::HasFailure()) FAIL() << scenario.name << " seed " << seed;
    }
}

int count_of(const std::vector<int>& dice, int face) { return static_cast<int>(std::count(dice.begin(), dice.end(), face)); }

// Section 13's flowchart, written out again from the text rather than taken from the code:
// red exactly twice green: red's count veterans, then green's experienced, the rest green;
// otherwise red's count experienced and green's green, the higher die given out first, the rest veterans.
QualityCounts flowchart_counts(int red, int green, int regiments) {
  QualityCounts counts;
  int left = regiments;
  const auto give = [&left](int& count, int die) {
    count = std::min(die, left);
    left -= count;
  };
  if (red == 2 * green) {
    give(counts.veterans, red);
    give(counts.experienced, green);
    counts.greens = left;
  } else if (red >= green) {
    give(counts.experienced, red);
    give(counts.greens, green);
    counts.veterans = left;
  } else {
    give(counts.greens, green);
    give(counts.experienced, red);
    counts.veterans = left;
  }
  return counts;
}

TEST(SbdQualityFlowchart, EveryPairOfDiceAndZoneSizeAllocatesAsTheText) {
  for (int red = 1; red <= 6; ++red)
    for (int green = 1; green <= 6; ++green)
      for (int regiments = 1; regiments <= 4; ++regiments) {
        const QualityCounts want = flowchart_counts(red, green, regiments), got = allocate_quality(red, green, regiments);
        EXPECT_EQ(got.veterans, want.veterans) << red << "/" << green << " over " << regiments;
        EXPECT_EQ(got.experienced, want.experienced) << red << "/" << green << " over " << regiments;
        EXPECT_EQ(got.greens, want.greens) << red << "/" << green << " over " << regiments;
      }
}

TEST(SbdProperties, EachSideSpreadsTwentyTwoDiceOneToSixADay) {
  for_every_setup([](const Scenario&, const sbd::Setup& s) {
    for (Side side : both_sides) {
      int total = 0;
      for (const Day& day : s.week.days) {
        const int a = day.side(side).allocated;
        ASSERT_GE(a, min_dice_a_day);
        ASSERT_LE(a, max_dice_a_day);
        total += a;
      }
      ASSERT_EQ(total, week_dice);
    }
  });
}

TEST(SbdProperties, EachDayRollsItsAllocationPlusTheDiceEarnedYesterday) {
  for_every_setup([](const Scenario&, const sbd::Setup& s) {
    for (std::size_t d = 0; d < 7; ++d)
      for (Side side : both_sides) {
        const SideDay& today = s.week.days[d].side(side);
        const int from_sixes = d == 0 ? 0 : dice_per_six * s.week.days[d - 1].side(side).converted;
        const int from_skirmish = d == 0 ? 0 : (s.week.days[d - 1].side(side).won_skirmish ? dice_for_skirmish : 0);
        ASSERT_EQ(today.from_sixes, from_sixes);
        ASSERT_EQ(today.from_skirmish, from_skirmish);
        ASSERT_EQ(today.rolled(), today.allocated + from_sixes + from_skirmish);
        for (int die : today.dice) ASSERT_TRUE(die >= 1 && die <= 6);
      }
  });
}

TEST(SbdProperties, EverySixIsBankedOrTurnedIntoDiceAndACardByThePolicy) {
  for_every_setup([](const Scenario&, const sbd::Setup& s) {
    for (std::size_t d = 0; d < 7; ++d)
      for (Side side : both_sides) {
        const SideDay& today = s.week.days[d].side(side);
        ASSERT_EQ(today.sixes, count_of(today.dice, 6));
        ASSERT_EQ(today.banked + today.converted, today.sixes);
        ASSERT_EQ(today.converted, sixes_to_convert(s.side(side).plan.sixes, static_cast<int>(d), today.sixes));
        ASSERT_EQ(today.bonus_cards(), today.converted);
      }
  });
}

TEST(SbdProperties, TheSkirmishIsWonByMorePairsWonAndAtMostOneSideWins) {
  for_every_setup([](const Scenario&, const sbd::Setup& s) {
    for (const Day& day : s.week.days) {
      std::vector<int> usa = day.side(Side::usa).dice, csa = day.side(Side::csa).dice;
      std::sort(usa.rbegin(), usa.rend());
      std::sort(csa.rbegin(), csa.rend());
      int usa_wins = 0, csa_wins = 0;
      for (std::size_t i = 0; i < std::min(usa.size(), csa.size()); ++i) usa_wins += usa[i] > csa[i], csa_wins += csa[i] > usa[i];
      ASSERT_EQ(day.side(Side::usa).skirmish_wins, usa_wins);
      ASSERT_EQ(day.side(Side::csa).skirmish_wins, csa_wins);
      ASSERT_EQ(day.side(Side::usa).won_skirmish, usa_wins > csa_wins);
      ASSERT_EQ(day.side(Side::csa).won_skirmish, csa_wins > usa_wins);
    }
  });
}

TEST(SbdProperties, SundaysWinnerRollsThreeDiceAndTheirSixesCount) {
  for_every_setup([](const Scenario&, const sbd::Setup& s) {
    const Day& sunday = s.week.days[6];
    std::optional<Side> winner;
    for (Side side : both_sides)
      if (sunday.side(side).won_skirmish) winner = side;
    ASSERT_EQ(s.week.sunday_winner, winner);
    ASSERT_EQ(s.week.sunday_bonus_dice.size(), winner ? std::size_t{sunday_bonus_dice} : 0u);
    ASSERT_EQ(s.week.sunday_bonus_sixes, count_of(s.week.sunday_bonus_dice, 6));
    for (Side side : both_sides) {
      int banked = 0;
      for (const Day& day : s.week.days) banked += day.side(side).banked;
      ASSERT_EQ(s.week.banked[index_of(side)], banked + (winner == side ? s.week.sunday_bonus_sixes : 0));
    }
  });
}

TEST(SbdProperties, TheAttackerAndMarginFollowSectionTwelveThree) {
  for_every_setup([](const Scenario&, const sbd::Setup& s) {
    const Week& w = s.week;
    const int usa = w.banked[0], csa = w.banked[1];
    Side expected = Side::csa;
    if (usa != csa) expected = usa > csa ? Side::usa : Side::csa;
    else if (w.sunday_winner) expected = *w.sunday_winner;
    else if (w.cavalry[0] != w.cavalry[1]) expected = w.cavalry[0] > w.cavalry[1] ? Side::usa : Side::csa;
    ASSERT_EQ(w.attacker, expected);
    ASSERT_EQ(w.sixes_margin, std::abs(usa - csa));
    ASSERT_EQ(w.cavalry[index_of(w.attacker)], count_regiments(s.side(w.attacker).units, orbat::UnitType::cavalry));
    ASSERT_EQ(w.margin(), std::abs(usa - csa) + w.cavalry[index_of(w.attacker)]);
  });
}

TEST(SbdProperties, DeploymentKeepsTheRowsAndZoneLimits) {
  for_every_setup([](const Scenario&, const sbd::Setup& s) {
    for (Side side : both_sides) {
      const SideSetup& own = s.side(side);
      std::map<Square, int> occupants;
      for (const UnitSetup& u : own.units) {
        ASSERT_TRUE(s.battlefield.contains(u.zone));
        const int distance = acw::distance_from_edge(own.baseline, u.zone.row, s.battlefield.rows);
        ASSERT_LE(distance, side == s.attacker() ? 0 : 2) << u.name;
        const TerrainRule& rule = rule_for(s.battlefield.kind_at(u.zone));
        ASSERT_TRUE(u.is_regiment() || rule.artillery) << u.name << " in " << square_name(u.zone);
        ASSERT_LE(++occupants[u.zone], rule.limit) << square_name(u.zone);
      }
    }
  });
}

// The smallest sum a zone's stands need for strictly separated qualities, and the largest they allow.
std::pair<int, int> strict_bounds(int veterans, int experienced, int greens) {
  std::vector<int> counts;
  for (int c : {veterans, experienced, greens})
    if (c > 0) counts.push_back(c);
  const int k = static_cast<int>(counts.size());
  int low = 0, high = 0;
  for (int rank = 0; rank < k; ++rank) {
    low += counts[static_cast<std::size_t>(rank)] * (orbat::min_stands + rank);
    high += counts[static_cast<std::size_t>(rank)] * (orbat::max_stands - (k - 1 - rank));
  }
  return {low, high};
}

TEST(SbdProperties, QualityFollowsTheFlowchartZoneByZoneWithoutMakingOrLosingStands) {
  for_every_setup([](const Scenario& scenario, const sbd::Setup& s) {
    std::size_t rated_zones = 0;
    for (Side side : both_sides) {
      std::map<Square, std::vector<const UnitSetup*>> by_zone;
      for (const UnitSetup& u : s.side(side).units) {
        ASSERT_TRUE(u.is_regiment() || u.quality == orbat::Quality::veteran) << u.name;
        if (u.quality_rolled) {
          by_zone[u.zone].push_back(&u);
        } else {
          ASSERT_EQ(u.stands, u.mustered);
        }
      }
      rated_zones += by_zone.size();
      for (const QualityRoll& q : s.quality) {
        if (q.side != side) continue;
        const auto& regiments = by_zone[q.zone];
        ASSERT_EQ(q.regiments.size(), regiments.size());
        ASSERT_EQ(q.branch, branch_for(q.red, q.green));
        const QualityCounts counts = flowchart_counts(q.red, q.green, static_cast<int>(regiments.size()));
        ASSERT_EQ(counts.veterans + counts.experienced + counts.greens, static_cast<int>(regiments.size()));
        std::map<orbat::Quality, std::vector<int>> sizes;
        int before = 0, after = 0;
        for (const UnitSetup* u : regiments) {
          ASSERT_GE(u->stands, orbat::min_stands);
          ASSERT_LE(u->stands, orbat::max_stands);
          sizes[u->quality].push_back(u->stands);
          before += u->mustered, after += u->stands;
        }
        ASSERT_EQ(before, after) << "stands made or lost in " << square_name(q.zone);
        ASSERT_EQ(static_cast<int>(sizes[orbat::Quality::veteran].size()), counts.veterans);
        ASSERT_EQ(static_cast<int>(sizes[orbat::Quality::experienced].size()), counts.experienced);
        ASSERT_EQ(static_cast<int>(sizes[orbat::Quality::green].size()), counts.greens);
        // Veterans no larger than experienced, experienced no larger than green; strictly so whenever the stands allow.
        const auto [low, high] = strict_bounds(counts.veterans, counts.experienced, counts.greens);
        const bool strict = after >= low && after <= high;
        std::vector<int> order;
        for (auto quality : {orbat::Quality::veteran, orbat::Quality::experienced, orbat::Quality::green}) {
          auto& group = sizes[quality];
          if (group.empty()) continue;
          const auto [smallest, largest] = std::minmax_element(group.begin(), group.end());
          if (!order.empty()) {
            if (strict) {
              ASSERT_LT(order.back(), *smallest) << square_name(q.zone);
            } else {
              ASSERT_LE(order.back(), *smallest) << square_name(q.zone);
            }
          }
          order.push_back(*largest);
        }
      }
    }
    ASSERT_EQ(s.quality.size(), scenario.quality == QualitySource::flowchart ? rated_zones : 0u);
  });
}

TEST(SbdProperties, OnlyTheDefenderStragglesByTheTableAndThePolicy) {
  for_every_setup([](const Scenario&, const sbd::Setup& s) {
    const StragglerRow& row = straggler_row(s.week.margin());
    for (const UnitSetup& u : s.side(s.attacker()).units) {
      ASSERT_TRUE(u.straggler_dice.empty());
      ASSERT_FALSE(u.reinforcement);
    }
    for (const UnitSetup& u : s.side(s.defender()).units) {
      ASSERT_EQ(static_cast<int>(u.straggler_dice.size()), straggler_dice(row, u.type, u.quality)) << u.name;
      ASSERT_EQ(u.straggled, std::min(count_of(u.straggler_dice, straggler_face), u.stands));
      ASSERT_EQ(u.reinforcement, held_back(s.hold_back, u.stands, u.straggled));
      ASSERT_EQ(u.stands_on_table(), u.reinforcement ? 0 : u.stands - u.straggled);
    }
  });
}

TEST(SbdProperties, LeadersStandWithTheirTroopsOrWaitOffTable) {
  for_every_setup([](const Scenario&, const sbd::Setup& s) {
    for (Side side : both_sides)
      for (const CommandSetup& c : s.side(side).commands) {
        if (!c.zone) continue;
        bool own_troops_there = false;
        for (const UnitSetup& u : s.side(side).units) own_troops_there = own_troops_there || (u.on_table() && u.zone == *c.zone);
        ASSERT_TRUE(own_troops_there) << c.leader.name;
      }
  });
}

TEST(SbdProperties, TerrainKeepsBothFirstRowsDeployableAndRoadsEnterFromAnEdge) {
  for_every_setup([](const Scenario& scenario, const sbd::Setup& s) {
    for (Side side : both_sides) {
      const SideSetup& own = s.side(side);
      const RowNeed need{own.baseline, static_cast<int>(own.units.size()), count_regiments(own.units, orbat::UnitType::battery)};
      ASSERT_TRUE(row_can_hold(s.battlefield, acw::row_from_edge(own.baseline, 0, s.battlefield.rows), need));
    }
    if (!scenario.terrain_by_hand) {
      std::map<TerrainKind, int> kinds;
      for (int r = 0; r < s.battlefield.rows; ++r)
        for (int c = 0; c < s.battlefield.columns; ++c) ++kinds[s.battlefield.kind_at({c, r})];
      ASSERT_LE(kinds[TerrainKind::woods], scenario.terrain.woods.high);
      ASSERT_LE(kinds[TerrainKind::hills], scenario.terrain.hills.high);
      ASSERT_LE(kinds[TerrainKind::walls], scenario.terrain.walls.high);
      ASSERT_LE(kinds[TerrainKind::very_difficult], scenario.terrain.very_difficult.high);
      ASSERT_GE(static_cast<int>(s.battlefield.roads.size()), scenario.terrain.roads.low);
      ASSERT_LE(static_cast<int>(s.battlefield.roads.size()), scenario.terrain.roads.high);
    }
    for (const Road& road : s.battlefield.roads) {
      const Square first = road.zones.front();
      ASSERT_TRUE(first.row == 0 || first.column == 0 || first.row == s.battlefield.rows - 1 || first.column == s.battlefield.columns - 1);
      for (std::size_t i = 1; i < road.zones.size(); ++i)
        ASSERT_EQ(std::abs(road.zones[i].row - road.zones[i - 1].row) + std::abs(road.zones[i].column - road.zones[i - 1].column), 1);
    }
  });
}

TEST(SbdProperties, RecipeArmiesAreEvenlyMatched) {
  const Scenario& recipe = scenarios()[1];
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    const auto armies = muster_armies(recipe, Streams(seed));
    std::array<std::vector<std::pair<int, int>>, 2> shapes;
    for (Side side : both_sides)
      for (const auto& [unit, command] : orbat::units_of(armies[index_of(side)].top)) {
        ASSERT_TRUE(unit->is_regiment() ? unit->stands >= recipe.army_recipe.stands.low && unit->stands <= recipe.army_recipe.stands.high
                                        : unit->guns == 4 || unit->guns == 6);
        shapes[index_of(side)].push_back({static_cast<int>(unit->type), unit->is_regiment() ? unit->stands : unit->guns});
      }
    ASSERT_EQ(shapes[0], shapes[1]) << "seed " << seed;
  }
}

TEST(SbdProperties, SameSeedSameSetup) {
  for (const Scenario& scenario : scenarios()) {
    const sbd::Setup a = roll(scenario, 99), b = roll(scenario, 99), c = roll(scenario, 100);
    EXPECT_EQ(a.week.banked, b.week.banked);
    EXPECT_EQ(a.side(Side::usa).units.size(), b.side(Side::usa).units.size());
    for (std::size_t i = 0; i < a.side(Side::usa).units.size(); ++i) {
      EXPECT_EQ(a.side(Side::usa).units[i].zone, b.side(Side::usa).units[i].zone);
      EXPECT_EQ(a.side(Side::usa).units[i].straggler_dice, b.side(Side::usa).units[i].straggler_dice);
    }
    bool differs = a.week.banked != c.week.banked;
    for (std::size_t d = 0; d < 7; ++d) differs = differs || a.week.days[d].side(Side::usa).dice != c.week.days[d].side(Side::usa).dice;
    EXPECT_TRUE(differs);
  }
}

}  // namespace
}  // namespace muster::sbd
