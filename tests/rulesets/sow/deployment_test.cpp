// The deployment table as the text gives it: each result's zone for the
// attacker and the far edge for the opposition, on the standard table and an
// odd one; zones that never meet; and dice that fall as fair dice do.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <map>

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"
#include "support/open_table_recipes.hpp"

namespace muster::sow {
namespace {

using testing::cm;

constexpr double tolerance_cm = 1e-6;

void expect_box(const TableBox& box, double west, double south, double east, double north) {
  EXPECT_NEAR(box.west.millimetres() / 10, west, tolerance_cm);
  EXPECT_NEAR(box.south.millimetres() / 10, south, tolerance_cm);
  EXPECT_NEAR(box.east.millimetres() / 10, east, tolerance_cm);
  EXPECT_NEAR(box.north.millimetres() / 10, north, tolerance_cm);
}

struct Expected {
  int d6;
  Edge attacker_edge;
  bool half;
  std::array<double, 4> attacker;     // west, south, east, north in cm
  Edge opposition_edge;
  std::array<double, 4> opposition;
};

void check_results(const Table& table, const std::vector<Expected>& rows) {
  for (const Expected& row : rows) {
    SCOPED_TRACE("D6 " + std::to_string(row.d6));
    const DeploymentResult result = deployment_result(row.d6);
    const Zone attacker = attacker_zone(table, result), opposition = opposition_zone(table, result);
    EXPECT_EQ(attacker.edge, row.attacker_edge);
    EXPECT_EQ(attacker.half, row.half);
    expect_box(attacker.box, row.attacker[0], row.attacker[1], row.attacker[2], row.attacker[3]);
    EXPECT_EQ(opposition.edge, row.opposition_edge);
    EXPECT_FALSE(opposition.half);
    expect_box(opposition.box, row.opposition[0], row.opposition[1], row.opposition[2], row.opposition[3]);
  }
}

TEST(SowDeployment, EveryResultOnTheStandardTable) {
  check_results({cm(180), cm(120)}, {
                                        {6, Edge::north, false, {0, 100, 180, 120}, Edge::south, {0, 0, 180, 20}},
                                        {5, Edge::south, false, {0, 0, 180, 20}, Edge::north, {0, 100, 180, 120}},
                                        {4, Edge::east, false, {160, 0, 180, 120}, Edge::west, {0, 0, 20, 120}},
                                        {3, Edge::west, false, {0, 0, 20, 120}, Edge::east, {160, 0, 180, 120}},
                                        {2, Edge::south, true, {0, 0, 180, 60}, Edge::north, {0, 100, 180, 120}},
                                        {1, Edge::north, true, {0, 60, 180, 120}, Edge::south, {0, 0, 180, 20}},
                                    });
}

TEST(SowDeployment, EveryResultOnAnOddTable) {
  check_results({cm(97.5), cm(73)}, {
                                        {6, Edge::north, false, {0, 53, 97.5, 73}, Edge::south, {0, 0, 97.5, 20}},
                                        {5, Edge::south, false, {0, 0, 97.5, 20}, Edge::north, {0, 53, 97.5, 73}},
                                        {4, Edge::east, false, {77.5, 0, 97.5, 73}, Edge::west, {0, 0, 20, 73}},
                                        {3, Edge::west, false, {0, 0, 20, 73}, Edge::east, {77.5, 0, 97.5, 73}},
                                        {2, Edge::south, true, {0, 0, 97.5, 36.5}, Edge::north, {0, 53, 97.5, 73}},
                                        {1, Edge::north, true, {0, 36.5, 97.5, 73}, Edge::south, {0, 0, 97.5, 20}},
                                    });
}

// A table narrower than two bands: each band keeps to its own half.
TEST(SowDeployment, BandsOnANarrowTableStopAtTheMiddle) {
  check_results({cm(30), cm(120)}, {
                                       {4, Edge::east, false, {15, 0, 30, 120}, Edge::west, {0, 0, 15, 120}},
                                   });
}

bool boxes_overlap(const TableBox& a, const TableBox& b) {
  return a.west < b.east && b.west < a.east && a.south < b.north && b.south < a.north;
}

TEST(SowDeployment, ZonesNeverMeetAndLieOnTheTable) {
  for (const Table& table : std::vector<Table>{{cm(180), cm(120)}, {cm(97.5), cm(73)}, {cm(60), cm(30)}, {cm(240), cm(40)}})
    for (int d6 = 1; d6 <= 6; ++d6) {
      const Zone a = attacker_zone(table, deployment_result(d6)), o = opposition_zone(table, deployment_result(d6));
      EXPECT_FALSE(boxes_overlap(a.box, o.box)) << d6;
      for (const TableBox& box : {a.box, o.box}) {
        EXPECT_GE(box.west, Length{});
        EXPECT_GE(box.south, Length{});
        EXPECT_LE(box.east, table.width);
        EXPECT_LE(box.north, table.depth);
        EXPECT_LT(box.west, box.east);
        EXPECT_LT(box.south, box.north);
      }
    }
}

constexpr int rolls = 60000;

// Pearson's chi-square of observed counts against equal shares. With k - 1
// degrees of freedom a fair die exceeds these bounds about once in a million.
double chi_square(const std::vector<int>& counts) {
  double total = 0;
  for (int c : counts) total += c;
  const double expected = total / static_cast<double>(counts.size());
  double sum = 0;
  for (int c : counts) sum += (c - expected) * (c - expected) / expected;
  return sum;
}
constexpr double chi_square_bound_1_df = 23.9;  // p = 1e-6
constexpr double chi_square_bound_5_df = 35.9;  // p = 1e-6
constexpr double chi_square_bound_35_df = 93.0;  // p ~ 1e-7

TEST(SowDeployment, TheDiceFallAsTheTextRollsThem) {
  const Table table{cm(180), cm(120)};
  std::vector<int> attacker(2), table_rows(6), last_pairs(36);
  std::map<std::size_t, int> rolls_needed;
  int ties = 0, pairs = 0;
  for (std::uint64_t seed = 1; seed <= rolls; ++seed) {
    RandomStream stream = RandomStream::for_procedure(seed, "sow deployment");
    const Deployment d = roll_deployment(table, stream);
    ASSERT_FALSE(d.initiative.empty());
    for (std::size_t i = 0; i < d.initiative.size(); ++i) {
      const auto& pair = d.initiative[i];
      ASSERT_GE(pair[0], 1);
      ASSERT_LE(pair[0], 6);
      ASSERT_GE(pair[1], 1);
      ASSERT_LE(pair[1], 6);
      // Every pair but the last is a tie; the last never is.
      ASSERT_EQ(pair[0] == pair[1], i + 1 < d.initiative.size()) << seed;
      ++pairs;
      if (pair[0] == pair[1]) ++ties;
    }
    const auto& last = d.initiative.back();
    ASSERT_EQ(d.attacker, last[0] > last[1] ? 0u : 1u) << seed;
    ++last_pairs[static_cast<std::size_t>((last[0] - 1) * 6 + last[1] - 1)];
    ++attacker[d.attacker];
    ASSERT_GE(d.table_roll, 1);
    ASSERT_LE(d.table_roll, 6);
    ++table_rows[static_cast<std::size_t>(d.table_roll - 1)];
    ++rolls_needed[d.initiative.size()];
    const DeploymentResult result = deployment_result(d.table_roll);
    const Zone expected_attacker = attacker_zone(table, result), expected_opposition = opposition_zone(table, result);
    ASSERT_EQ(d.zones[d.attacker].box.west, expected_attacker.box.west);
    ASSERT_EQ(d.zones[d.attacker].box.north, expected_attacker.box.north);
    ASSERT_EQ(d.zones[d.attacker].half, expected_attacker.half);
    ASSERT_EQ(d.zones[1 - d.attacker].edge, expected_opposition.edge);
    ASSERT_EQ(d.zones[1 - d.attacker].box.south, expected_opposition.box.south);
  }
  EXPECT_LT(chi_square(attacker), chi_square_bound_1_df) << attacker[0] << " : " << attacker[1];
  EXPECT_LT(chi_square(table_rows), chi_square_bound_5_df);
  // The deciding pair is any of the 30 unequal pairs alike; no tie ever decides.
  std::vector<int> unequal;
  for (int a = 0; a < 6; ++a)
    for (int b = 0; b < 6; ++b) {
      if (a == b) EXPECT_EQ(last_pairs[static_cast<std::size_t>(a * 6 + b)], 0);
      else unequal.push_back(last_pairs[static_cast<std::size_t>(a * 6 + b)]);
    }
  EXPECT_LT(chi_square(unequal), chi_square_bound_35_df);
  // A pair ties one time in six: the share of ties among all pairs rolled.
  const double tie_share = static_cast<double>(ties) / pairs, sd = std::sqrt((1.0 / 6) * (5.0 / 6) / pairs);
  EXPECT_NEAR(tie_share, 1.0 / 6, 5 * sd);
  // Re-rolls do happen: about one setup in six needs a second pair, one in 36 a third.
  EXPECT_NEAR(rolls_needed[2] / static_cast<double>(rolls), 5.0 / 36, 0.01);
  EXPECT_NEAR(rolls_needed[3] / static_cast<double>(rolls), 5.0 / 216, 0.004);
}

}  // namespace
}  // namespace muster::sow
