// The simulation report measured as laid out with real Pango: every item on its page, every
// text inside its box, nothing under 6 pt, for one scenario and for a comparison of four
// variants on both papers; histograms bin wide ranges, and the bars are as tall as their shares.
#include "muster_paths.hpp"
#include "simulate/report_document.hpp"

#include <gtest/gtest.h>

#include <set>

#include <fstream>

#include "app/pipeline.hpp"
#include "support/layout_checks.hpp"

namespace muster::simulate {
namespace {

std::string scenario_file(const std::string& name) { return std::string(MUSTER_SOURCE_DIR) + "/scenarios/" + name; }

TEST(ReportDocument, EveryRuleSetsReportStaysOnItsPagesAndFits) {
  for (const char* name : {"tsr-liquor-store.yaml", "sbd-wheatfield.yaml", "tsb-ypres-1914.yaml", "sow-solo-patrol.yaml", "tsatf-desert-column.yaml"}) {
    const auto scenario = app::load_scenario(scenario_file(name));
    const Simulation sim = simulate({{"", scenario.get()}}, 77, 300);
    for (Paper paper : {Paper::a4, Paper::letter}) {
      const auto doc = report_document(sim, paper, "muster generate " + std::string(name) + " --seed SEED", testing::test_fonts().measurer());
      ASSERT_GE(doc.pages.size(), 2u) << name << ": a page of tables and at least one of charts";
      testing::expect_on_page_and_fitting(doc, name);
    }
  }
}

TEST(ReportDocument, ComparedVariantsFitSideBySide) {
  std::ifstream in(scenario_file("sbd-wheatfield.yaml"));
  const std::string wheatfield((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto loaded = app::load_scenario_variants_text(
      wheatfield + "compare:\n  sides.USA.sixes: [bank, convert]\n  day-of-battle.hold-back: [never, all]\n", scenario_file("compared.yaml"));
  ASSERT_EQ(loaded.variants.size(), 4u);
  std::vector<Variant> variants;
  for (const auto& v : loaded.variants) variants.push_back({v.label, v.scenario.get()});
  const Simulation sim = simulate(variants, 5, 200);
  const auto doc = report_document(sim, Paper::a4, "muster generate x.yaml --seed SEED", testing::test_fonts().measurer());
  testing::expect_on_page_and_fitting(doc, "compared");
}

TEST(ReportDocument, HistogramsBinWideRangesAndBarsStandForTheirShares) {
  Simulation sim;
  sim.runs = 100;
  sim.variants.push_back({"", {}});
  for (int i = 0; i < 100; ++i) {
    SetupStatistics s;
    s.count("Terrain", "trees", 24 + i);  // 100 values: more than one bar may hold
    s.count("Timeline", "start hour", i < 25 ? 7 : 9);  // 8 never comes up, yet has its bar
    sim.variants.front().tally.add(s, static_cast<std::uint64_t>(i));
  }
  const auto& tally = sim.variants.front().tally;
  const BarChart trees = chart_of(sim, *tally.find("Terrain", "trees"));
  EXPECT_LE(trees.groups.size(), static_cast<std::size_t>(most_bars));
  EXPECT_EQ(trees.groups.front().label, "24-26");
  double total = 0;
  for (const auto& g : trees.groups) total += g.shares.front();
  EXPECT_NEAR(total, 1.0, 1e-12);
  const BarChart start = chart_of(sim, *tally.find("Timeline", "start hour"));
  ASSERT_EQ(start.groups.size(), 3u);
  EXPECT_EQ(start.groups[1].label, "8");
  EXPECT_EQ(start.groups[1].shares.front(), 0);
  EXPECT_EQ(start.groups[2].shares.front(), 0.75);
  // Drawn: the 75% bar is three times as tall as the 25% one.
  const auto group = draw_bar_chart(start, Length::mm(80), Length::mm(50), testing::test_fonts().measurer());
  std::vector<double> heights;
  for (const auto& item : group.items)
    if (const auto* rect = std::get_if<layout::Rect>(&item.shape); rect && rect->fill) heights.push_back(rect->height.points());
  ASSERT_EQ(heights.size(), 3u);
  EXPECT_NEAR(heights[2], 3 * heights[0], 1e-9);
  EXPECT_EQ(heights[1], 0);
}

// Past five variants the fills come again under a pattern: no two of 25 series are drawn alike.
TEST(ReportDocument, TwentyFiveSeriesAreDrawnTwentyFiveWays) {
  std::set<std::string> looks;
  for (std::size_t s = 0; s < 25; ++s) {
    std::string look;
    for (const layout::Item& item : series_bar({{Length{}, Length{}}, Length::mm(6), Length::mm(4), std::nullopt, std::nullopt}, s)) {
      if (const auto* rect = std::get_if<layout::Rect>(&item.shape); rect && rect->fill)
        look += std::to_string(rect->fill->red) + "," + std::to_string(rect->fill->green) + "," + std::to_string(rect->fill->blue);
      if (const auto* hatch = std::get_if<layout::Hatch>(&item.shape)) look += " hatch " + std::to_string(static_cast<int>(hatch->direction));
    }
    EXPECT_TRUE(looks.insert(look).second) << "series " << s << " looks like an earlier one: " << look;
  }
}

}  // namespace
}  // namespace muster::simulate
