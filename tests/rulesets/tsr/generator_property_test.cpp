// Every rule of the TSR setup, checked over 10,000 seeds of each shipped scenario: the
// default one, and Pipe Creek's larger board, three hills, heavier forest and brigades on contact.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>

#include "muster_paths.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/tables.hpp"
#include "support/scenarios.hpp"

namespace muster::tsr {
namespace {

constexpr std::uint64_t seeds = 10000;

struct ShippedScenario {
  const char* name;
  const char* file;
};

struct Rolled {
  Scenario scenario;
  std::vector<tsr::Setup> setups;
};

// Rolled once a scenario, for all the tests that read it.
const Rolled& rolled(const ShippedScenario& shipped) {
  static std::map<std::string, Rolled> cache;
  auto found = cache.find(shipped.file);
  if (found != cache.end()) return found->second;
  Rolled r{testing::read_scenario_with(spec::load_yaml_file(std::string(MUSTER_SOURCE_DIR) + "/" + shipped.file), "tsr", read_scenario), {}};
  r.setups.reserve(seeds);
  for (std::uint64_t seed = 0; seed < seeds; ++seed) r.setups.push_back(roll(r.scenario, seed));
  return cache.emplace(shipped.file, std::move(r)).first->second;
}

class TsrSetupProperties : public ::testing::TestWithParam<ShippedScenario> {
 protected:
  const Scenario& scenario() const { return rolled(GetParam()).scenario; }
  const std::vector<tsr::Setup>& setups() const { return rolled(GetParam()).setups; }
  // Each value of an even range turns up about as often as it should: at least 80% of its share.
  void expect_each_value_often(const std::map<int, int>& counts, IntRange range) const {
    const double share = static_cast<double>(seeds) / (range.high - range.low + 1);
    for (int v = range.low; v <= range.high; ++v) {
      const auto found = counts.find(v);
      EXPECT_GT(found == counts.end() ? 0 : found->second, 0.8 * share) << "value " << v;
    }
  }
};

INSTANTIATE_TEST_SUITE_P(Shipped, TsrSetupProperties,
                         ::testing::Values(ShippedScenario{"LiquorStore", "scenarios/tsr-liquor-store.yaml"},
                                           ShippedScenario{"PipeCreek", "scenarios/tsr-gettysburg-letter.yaml"}),
                         [](const ::testing::TestParamInfo<ShippedScenario>& param) { return std::string(param.param.name); });

int csa_distance(const tsr::Setup& s, Square square) { return s.rows - 1 - square.row; }

std::set<Square> peaks_of(const tsr::Setup& s) {
  std::set<Square> peaks;
  for (const auto& h : s.terrain.hills) peaks.insert(h.peak.begin(), h.peak.end());
  return peaks;
}

// Connected pieces of a set of squares on the offset board.
int components(const std::set<Square>& squares, const OffsetGrid& grid) {
  std::set<Square> seen;
  int count = 0;
  for (Square start : squares) {
    if (seen.count(start)) continue;
    ++count;
    std::vector<Square> stack{start};
    seen.insert(start);
    while (!stack.empty()) {
      Square here = stack.back();
      stack.pop_back();
      for (Square n : grid.neighbours(here))
        if (squares.count(n) && seen.insert(n).second) stack.push_back(n);
    }
  }
  return count;
}

TEST_P(TsrSetupProperties, StartIsAverageDiePlusFiveAndDuskIsOnTheD8Table) {
  std::map<int, int> starts, dusks;
  for (const tsr::Setup& s : setups()) {
    ASSERT_GE(s.timeline.start_hour, 7);
    ASSERT_LE(s.timeline.start_hour, 10);
    ASSERT_GE(s.timeline.dusk_hour, 16);
    ASSERT_LE(s.timeline.dusk_hour, 19);
    ASSERT_EQ(s.timeline.daylight_turns(), s.timeline.dusk_hour - s.timeline.start_hour + 1);
    ++starts[s.timeline.start_hour];
    ++dusks[s.timeline.dusk_hour];
  }
  // AD faces 2,3,3,4,4,5: 07:00 and 10:00 one time in six, 08:00 and 09:00 two in six. Dusk: a quarter each.
  const double n = seeds;
  EXPECT_NEAR(starts[7] / n, 1.0 / 6, 0.02);
  EXPECT_NEAR(starts[8] / n, 2.0 / 6, 0.02);
  EXPECT_NEAR(starts[9] / n, 2.0 / 6, 0.02);
  EXPECT_NEAR(starts[10] / n, 1.0 / 6, 0.02);
  for (int hour : {16, 17, 18, 19}) EXPECT_NEAR(dusks[hour] / n, 0.25, 0.02);
}

TEST_P(TsrSetupProperties, StoreStandsTwoOrThreeSquaresFromTheCsaBaseline) {
  std::map<int, int> distances;
  for (const tsr::Setup& s : setups()) {
    const int d = csa_distance(s, s.terrain.objective);
    ASSERT_TRUE(d == 2 || d == 3) << "seed " << s.seed;
    ++distances[d];
    ASSERT_EQ(peaks_of(s).count(s.terrain.objective), 0u);
  }
  expect_each_value_often(distances, {2, 3});
}

TEST_P(TsrSetupProperties, HillsOfAtLeastThreeByFourWithInteriorPeaks) {
  std::map<int, int> counts;
  for (const tsr::Setup& s : setups()) {
    const int hills = static_cast<int>(s.terrain.hills.size());
    ++counts[hills];
    ASSERT_GE(hills, scenario().hill_count.low);
    ASSERT_LE(hills, scenario().hill_count.high);
    std::set<Square> covered;
    for (const auto& hill : s.terrain.hills) {
      int c0 = 99, c1 = -1, r0 = 99, r1 = -1;
      for (Square q : hill.squares) {
        c0 = std::min(c0, q.column), c1 = std::max(c1, q.column), r0 = std::min(r0, q.row), r1 = std::max(r1, q.row);
        ASSERT_TRUE(covered.insert(q).second) << "hills overlap at " << square_name(q) << ", seed " << s.seed;
      }
      const int w = c1 - c0 + 1, h = r1 - r0 + 1;
      ASSERT_EQ(static_cast<int>(hill.squares.size()), w * h) << "a hill is a solid block";
      ASSERT_GE(std::min(w, h), 3);
      ASSERT_GE(std::max(w, h), 4);
      ASSERT_EQ(static_cast<int>(hill.peak.size()), scenario().peak_squares);
      for (Square p : hill.peak) {
        ASSERT_NE(std::find(hill.squares.begin(), hill.squares.end(), p), hill.squares.end());
        ASSERT_TRUE(p.column > c0 && p.column < c1 && p.row > r0 && p.row < r1) << "peak on the hill's edge, seed " << s.seed;
      }
    }
  }
  expect_each_value_often(counts, scenario().hill_count);
}

TEST_P(TsrSetupProperties, UsAlwaysHasAPassableRouteFromItsBaselineToTheStore) {
  const OffsetGrid grid = grid_of(scenario());
  const auto baseline = grid.row_squares(baseline_row(scenario(), Side::usa));
  for (const tsr::Setup& s : setups()) {
    const auto peaks = peaks_of(s);
    ASSERT_TRUE(grid.connected(baseline, s.terrain.objective, [&](Square q) { return peaks.count(q) == 0; })) << "seed " << s.seed;
  }
}

TEST_P(TsrSetupProperties, ForestHoldsTheScenariosTreesInSeparateAreasAcrossTheUsLineOfMarch) {
  const OffsetGrid grid = grid_of(scenario());
  const int us_echelon = echelon_row(scenario(), Side::usa);
  for (const tsr::Setup& s : setups()) {
    int trees = 0;
    std::set<Square> forest;
    const auto peaks = peaks_of(s);
    for (const auto& f : s.terrain.forest) {
      trees += f.trees;
      ASSERT_EQ(f.trees, scenario().trees_per_square);
      ASSERT_TRUE(forest.insert(f.square).second);
      // Between the US first echelon and the store's row.
      ASSERT_GT(f.square.row, us_echelon) << "seed " << s.seed;
      ASSERT_LT(f.square.row, s.terrain.objective.row) << "seed " << s.seed;
      ASSERT_EQ(peaks.count(f.square), 0u);
      ASSERT_NE(f.square, s.terrain.objective);
    }
    ASSERT_GE(trees, scenario().trees);
    ASSERT_GE(trees, 24) << "the rules' two dozen";
    ASSERT_LT(trees - scenario().trees, scenario().trees_per_square) << "no more squares than the trees need";
    const int areas = components(forest, grid);
    ASSERT_TRUE(areas >= scenario().forest_areas.low && areas <= scenario().forest_areas.high) << areas << " forest areas, seed " << s.seed;
  }
}

TEST_P(TsrSetupProperties, EachSideHasItsWholePoolWithUniqueCodes) {
  for (const tsr::Setup& s : setups()) {
    for (Side side : both_sides) {
      const MarkerPool& pool = scenario().sides[index_of(side)].pool;
      std::map<MarkerKind, int> kinds;
      std::set<std::string> codes;
      for (const auto& m : s.side(side).markers) {
        ++kinds[m.kind];
        ASSERT_TRUE(codes.insert(m.code.str()).second);
        ASSERT_EQ(m.code.view().substr(0, 2), side_key(side).substr(0, 2));
        ASSERT_FALSE(parse_square(m.code).has_value()) << m.code << " reads like a square";
      }
      ASSERT_EQ(kinds[MarkerKind::infantry], pool.infantry);
      ASSERT_EQ(kinds[MarkerKind::infantry_with_artillery], pool.with_artillery);
      ASSERT_EQ(kinds[MarkerKind::decoy], pool.decoys);
    }
  }
}

TEST_P(TsrSetupProperties, TheDrawnStandInTwoEchelonsNeverOnAPeak) {
  const Scenario& sc = scenario();
  for (const tsr::Setup& s : setups()) {
    const auto peaks = peaks_of(s);
    std::set<Square> occupied;
    for (Side side : both_sides) {
      const SideSetup& own = s.side(side);
      std::set<int> orders;
      for (const auto& m : own.markers) {
        if (!m.drawn) {
          ASSERT_FALSE(m.square.has_value());
          continue;
        }
        ASSERT_TRUE(orders.insert(*m.drawn).second);
        ASSERT_TRUE(m.square.has_value());
        const int distance = row_from_edge(own.baseline, 0, s.rows) == 0 ? m.square->row : s.rows - 1 - m.square->row;
        ASSERT_EQ(distance, *m.drawn <= sc.first_echelon ? sc.echelon_distance : 0)
            << side_key(side) << " marker drawn " << *m.drawn << ", seed " << s.seed;
        ASSERT_EQ(peaks.count(*m.square), 0u) << "marker on a peak, seed " << s.seed;
        ASSERT_TRUE(occupied.insert(*m.square).second) << "two markers on " << square_name(*m.square);
      }
      ASSERT_EQ(static_cast<int>(orders.size()), sc.draw);
      ASSERT_EQ(*orders.begin(), 1);
      ASSERT_EQ(*orders.rbegin(), sc.draw);
    }
  }
}

TEST_P(TsrSetupProperties, TheDrawDecidesTheDivisionsHypergeometrically) {
  const Scenario& sc = scenario();
  std::array<double, 2> totals{};
  for (const tsr::Setup& s : setups()) {
    for (Side side : both_sides) {
      const SideSetup& own = s.side(side);
      int real_drawn = 0;
      for (const auto& m : own.markers) real_drawn += (m.drawn && is_division(m.kind)) ? 1 : 0;
      ASSERT_EQ(static_cast<int>(own.divisions.size()), real_drawn);
      for (const auto& d : own.divisions) {
        const Marker* m = find_marker(own, d.marker);
        ASSERT_NE(m, nullptr);
        ASSERT_TRUE(m->drawn && is_division(m->kind));
        ASSERT_EQ(d.artillery, m->kind == MarkerKind::infantry_with_artillery ? 1 : 0);
      }
      // Between a draw of every decoy and a draw of no decoy: USA 4-9, CSA 2-6 with the rules' pools.
      const MarkerPool& pool = sc.sides[index_of(side)].pool;
      ASSERT_GE(real_drawn, std::max(0, sc.draw - pool.decoys));
      ASSERT_LE(real_drawn, std::min(sc.draw, pool.infantry + pool.with_artillery));
      totals[index_of(side)] += real_drawn;
    }
  }
  // Expected real markers in a draw: draw x real / pool (12 x 9/17 for the rules' USA, 12 x 6/16 for the CSA).
  for (Side side : both_sides) {
    const MarkerPool& pool = sc.sides[index_of(side)].pool;
    EXPECT_NEAR(totals[index_of(side)] / seeds, sc.draw * static_cast<double>(pool.infantry + pool.with_artillery) / pool.total(), 0.05);
  }
}

TEST_P(TsrSetupProperties, BrigadesFollowTheAverageDieTablesOrWaitForContact) {
  if (scenario().brigades == BrigadeTiming::on_contact) {
    for (const tsr::Setup& s : setups())
      for (Side side : both_sides)
        for (const auto& d : s.side(side).divisions) ASSERT_FALSE(d.brigades.has_value()) << "seed " << s.seed;
    return;
  }
  std::map<int, int> usa, csa;
  for (const tsr::Setup& s : setups()) {
    for (const auto& d : s.side(Side::usa).divisions) ++usa[d.brigades.value()];
    for (const auto& d : s.side(Side::csa).divisions) ++csa[d.brigades.value()];
  }
  double usa_n = 0, csa_n = 0;
  for (auto& [k, v] : usa) usa_n += v;
  for (auto& [k, v] : csa) csa_n += v;
  ASSERT_EQ(usa.size(), 3u);  // only 2, 3 and 4
  EXPECT_NEAR(usa[2] / usa_n, 1.0 / 6, 0.015);
  EXPECT_NEAR(usa[3] / usa_n, 4.0 / 6, 0.015);
  EXPECT_NEAR(usa[4] / usa_n, 1.0 / 6, 0.015);
  ASSERT_EQ(csa.size(), 4u);  // 2 to 5
  EXPECT_NEAR(csa[2] / csa_n, 1.0 / 6, 0.015);
  EXPECT_NEAR(csa[3] / csa_n, 2.0 / 6, 0.015);
  EXPECT_NEAR(csa[4] / csa_n, 2.0 / 6, 0.015);
  EXPECT_NEAR(csa[5] / csa_n, 1.0 / 6, 0.015);
}

TEST(TsrSetup, SameSeedSameSetup) {
  const Scenario scenario = testing::default_tsr_scenario();
  for (std::uint64_t seed : {0ULL, 1ULL, 1863ULL, 18446744073709551615ULL}) {
    const tsr::Setup a = roll(scenario, seed), b = roll(scenario, seed);
    ASSERT_EQ(a.terrain.objective, b.terrain.objective);
    ASSERT_EQ(a.rolls.size(), b.rolls.size());
    for (std::size_t i = 0; i < a.rolls.size(); ++i) ASSERT_EQ(a.rolls[i].result, b.rolls[i].result);
  }
}

TEST(TsrSetup, ChangingTheTerrainRecipeLeavesTheOrderOfBattleAlone) {
  const Scenario plain = testing::default_tsr_scenario();
  Scenario hilly = plain;
  hilly.hill_count = {3, 3};
  hilly.trees = 40;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const tsr::Setup a = roll(plain, seed), b = roll(hilly, seed);
    EXPECT_EQ(a.timeline.start_hour, b.timeline.start_hour);
    for (Side side : both_sides) {
      const auto& am = a.side(side).markers;
      const auto& bm = b.side(side).markers;
      ASSERT_EQ(am.size(), bm.size());
      for (std::size_t i = 0; i < am.size(); ++i) {
        ASSERT_EQ(am[i].code, bm[i].code);
        ASSERT_EQ(am[i].kind, bm[i].kind);
        ASSERT_EQ(am[i].drawn, bm[i].drawn);
      }
      ASSERT_EQ(a.side(side).divisions.size(), b.side(side).divisions.size());
      for (std::size_t i = 0; i < a.side(side).divisions.size(); ++i)
        ASSERT_EQ(a.side(side).divisions[i].brigades, b.side(side).divisions[i].brigades);
    }
  }
}

TEST(TsrSetup, BrigadesOnContactAreLeftForTheTable) {
  Scenario scenario = testing::default_tsr_scenario();
  scenario.brigades = BrigadeTiming::on_contact;
  for (std::uint64_t seed = 0; seed < 100; ++seed) {
    // Held by name: a range-for over roll(...).side(side).divisions would walk a destroyed temporary (C++20 keeps only the last one alive).
    const tsr::Setup setup = roll(scenario, seed);
    for (Side side : both_sides)
      for (const auto& d : setup.side(side).divisions) ASSERT_FALSE(d.brigades.has_value());
  }
}

TEST(TsrSetup, ScenarioOverridesShapeTheBoard) {
  const Scenario scenario = testing::tsr_scenario(R"(
ruleset: tsr
board: {columns: 12, rows: 16}
sides:
  USA: {baseline: north}
  CSA: {baseline: south, markers: {XXX: 6, XAX: 6, decoy: 8}}
terrain: {trees: 30, trees-per-square: 5, hills: 3, peak-squares: 2}
)");
  for (std::uint64_t seed = 0; seed < 500; ++seed) {
    const tsr::Setup s = roll(scenario, seed);
    ASSERT_EQ(s.terrain.hills.size(), 3u);
    for (const auto& h : s.terrain.hills) ASSERT_EQ(h.peak.size(), 2u);
    // CSA baseline south now: the store is 2-3 rows up from the south edge.
    ASSERT_TRUE(s.terrain.objective.row == 2 || s.terrain.objective.row == 3);
    int trees = 0;
    for (const auto& f : s.terrain.forest) {
      trees += f.trees;
      ASSERT_GT(f.square.row, s.terrain.objective.row);
      ASSERT_LT(f.square.row, 16 - 1 - 2);
    }
    ASSERT_EQ(trees, 30);
    ASSERT_EQ(s.side(Side::csa).markers.size(), 20u);
  }
}

TEST(TsrSetup, TheLargestPoolGetsEveryNumberOnceAndIsListedByCode) {
  Scenario scenario = testing::default_tsr_scenario();
  for (SideSpec& side : scenario.sides) side.pool = {MarkerPool::most_of_a_kind, MarkerPool::most_of_a_kind, MarkerPool::most_of_a_kind};
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const tsr::Setup s = roll(scenario, seed);
    for (Side side : both_sides) {
      const auto& markers = s.side(side).markers;
      ASSERT_EQ(markers.size(), static_cast<std::size_t>(MarkerPool::largest));
      std::set<int> numbers;
      for (const Marker& m : markers) {
        const std::string_view code = m.code;
        ASSERT_EQ(code.substr(0, 2), side_key(side).substr(0, 2));
        const std::string digits(code.substr(2));
        ASSERT_GE(digits.size(), 2u) << code;
        ASSERT_TRUE(numbers.insert(std::stoi(digits)).second) << code;
      }
      EXPECT_EQ(*numbers.begin(), 1);
      EXPECT_EQ(*numbers.rbegin(), MarkerPool::largest);
      EXPECT_TRUE(std::is_sorted(markers.begin(), markers.end(), [](const Marker& a, const Marker& b) { return a.code < b.code; }))
          << "seed " << seed;
    }
  }
}

// A forest far larger than a table's: one area of 240 squares, or six, grown past the
// room a growing area keeps on the stack, still one connected piece each and apart.
TEST(TsrSetup, AHugeForestGrowsInTheAreasAsked) {
  for (int areas : {1, 6}) {
    const Scenario scenario = testing::tsr_scenario("ruleset: tsr\nboard: {columns: 26, rows: 70}\nterrain: {trees: 240, trees-per-square: 1, forest-areas: " +
                                                    std::to_string(areas) + "}\n");
    const OffsetGrid grid = grid_of(scenario);
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
      const tsr::Setup s = roll(scenario, seed);
      std::set<Square> forest;
      for (const auto& f : s.terrain.forest) ASSERT_TRUE(forest.insert(f.square).second) << square_name(f.square);
      ASSERT_EQ(forest.size(), 240u);
      ASSERT_EQ(components(forest, grid), areas) << "seed " << seed;
    }
  }
}

TEST(TsrSetup, AScenarioBuiltInCodeWithMoreForestAreasThanTheReaderAllowsIsRefused) {
  Scenario scenario = testing::default_tsr_scenario();
  scenario.trees = 40;
  scenario.trees_per_square = 1;
  scenario.forest_areas = {most_forest_areas + 1, most_forest_areas + 1};
  EXPECT_THROW(roll(scenario, 1), std::invalid_argument);
}

}  // namespace
}  // namespace muster::tsr
