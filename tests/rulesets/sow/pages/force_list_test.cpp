// State of War's force list read back from its layout as a player would
// check it with a pencil: every figure's parts add up to its points, every
// unit's figures to its subtotal, the subtotals to the side's total, which is
// what the tables cost the force; a bought side shows its budget. And the
// sheet passes the checks every printed sheet does, on A4 and letter.
#include <gtest/gtest.h>

#include <map>
#include <regex>

#include "rulesets/sow/pages/hand_forces.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/tables.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"

namespace muster::sow {
namespace {

const layout::TextMeasurer& measurer() { return muster::testing::test_fonts().measurer(); }

// The texts of each line of the sheet, page by page and top to bottom, in the order drawn.
std::vector<std::vector<std::string>> rows_of(const layout::Document& doc) {
  std::vector<std::vector<std::string>> rows;
  for (const auto& page : doc.pages) {
    std::map<long, std::vector<std::string>> by_top;
    muster::testing::walk(page, [&](const muster::testing::Placed& placed) {
      if (const auto* t = std::get_if<layout::Text>(&placed.item->shape)) by_top[std::lround(t->at.y.points() * 100)].push_back(t->text);
    });
    for (auto& [top, texts] : by_top) rows.push_back(texts);
  }
  return rows;
}

bool starts_with(const std::string& text, const std::string& start) { return text.rfind(start, 0) == 0; }

// What a side's part of the sheet adds up to, checked line by line on the way.
struct SideSums {
  std::vector<int> figures;   // each figure's points, as printed
  std::vector<int> units;     // each unit's subtotal, as printed
  std::optional<int> total;   // the side's total, as printed
  std::optional<int> budget;  // its budget, when it has one
};

std::vector<SideSums> read_sums(const layout::Document& doc) {
  const std::regex part(R"(^\+ (\d+)$)"), figure_total(R"(^= (\d+)$)"), plain(R"(^(\d+)$)");
  const std::regex of_budget(R"(^(\d+) of (\d+) points$)"), points_only(R"(^(\d+) points?$)");
  std::vector<SideSums> sides(1);
  int unit_running = 0;
  for (const auto& row : rows_of(doc)) {
    std::smatch m;
    const bool subtotal = std::any_of(row.begin(), row.end(), [](const std::string& t) { return starts_with(t, "Unit total"); });
    const bool side_total = !subtotal && std::any_of(row.begin(), row.end(), [](const std::string& t) { return t.find(" total: ") != std::string::npos; });
    if (side_total) {
      for (const std::string& t : row) {
        if (std::regex_match(t, m, of_budget)) sides.back().total = std::stoi(m[1]), sides.back().budget = std::stoi(m[2]);
        else if (std::regex_match(t, m, points_only)) sides.back().total = std::stoi(m[1]);
      }
      sides.emplace_back();
      continue;
    }
    std::optional<int> printed_total;
    int parts = 0, part_count = 0;
    for (const std::string& t : row) {
      if (std::regex_match(t, m, figure_total)) printed_total = std::stoi(m[1]);
      else if (std::regex_match(t, m, part) || std::regex_match(t, m, plain)) parts += std::stoi(m[1]), ++part_count;
    }
    if (!printed_total) continue;
    if (subtotal) {
      EXPECT_EQ(*printed_total, unit_running) << "a unit's figures add up to its subtotal";
      sides.back().units.push_back(*printed_total);
      unit_running = 0;
      continue;
    }
    EXPECT_GE(part_count, 1) << "at least the class";
    EXPECT_EQ(parts, *printed_total) << "the parts of a figure add up to its points";
    sides.back().figures.push_back(*printed_total);
    unit_running += *printed_total;
  }
  sides.pop_back();  // nothing follows the last side's total
  return sides;
}

std::vector<sow::Setup> sample_setups() {
  std::vector<sow::Setup> setups;
  for (Paper paper : {Paper::a4, Paper::letter}) {
    setups.push_back(hand_built::two_companies(paper));
    setups.push_back(hand_built::setup_of(hand_built::long_force(12), hand_built::confederate_cavalry(), paper));
  }
  return setups;
}

TEST(SowForceList, EveryFigureUnitAndSideAddsUpToWhatTheTablesCost) {
  for (const sow::Setup& setup : sample_setups()) {
    const auto sums = read_sums(force_list(setup, measurer()));
    ASSERT_EQ(sums.size(), 2u);
    for (std::size_t s = 0; s < 2; ++s) {
      const Force& force = setup.sides[s].force;
      ASSERT_EQ(sums[s].figures.size(), static_cast<std::size_t>(figure_count(force))) << "a line per figure";
      std::size_t i = 0;
      for (const Unit& unit : force.units)
        for (const Figure& figure : unit.figures) EXPECT_EQ(sums[s].figures[i++], cost_of(figure));
      ASSERT_EQ(sums[s].units.size(), force.units.size());
      int sum_of_units = 0;
      for (std::size_t u = 0; u < force.units.size(); ++u) {
        EXPECT_EQ(sums[s].units[u], cost_of(force.units[u]));
        sum_of_units += sums[s].units[u];
      }
      ASSERT_TRUE(sums[s].total.has_value());
      EXPECT_EQ(*sums[s].total, sum_of_units);
      EXPECT_EQ(*sums[s].total, cost_of(force));
      if (setup.sides[s].recipe) {
        ASSERT_TRUE(sums[s].budget.has_value()) << "a bought side shows its budget";
        EXPECT_EQ(*sums[s].budget, setup.sides[s].recipe->points);
      } else {
        EXPECT_FALSE(sums[s].budget.has_value());
      }
    }
  }
}

TEST(SowForceList, ABoughtSideReadsItsTotalAgainstItsBudget) {
  const sow::Setup setup = hand_built::two_companies();
  const std::string text = muster::testing::all_text(force_list(setup, measurer()));
  EXPECT_NE(text.find(std::to_string(cost_of(setup.sides[0].force)) + " of 1400 points"), std::string::npos);
  EXPECT_NE(text.find("csa-troop.txt"), std::string::npos) << "where the hand-written list came from";
}

TEST(SowForceList, EverythingOnThePageInItsCellAndUnitsKeptWithTheirSubtotals) {
  for (const sow::Setup& setup : sample_setups()) {
    const auto doc = force_list(setup, measurer());
    const std::string name = "force list on " + paper_name(setup.print.paper);
    muster::testing::expect_on_page_and_fitting(doc, name);
    muster::testing::expect_no_word_broken(doc, name);
    muster::testing::expect_kept_together(doc, name);
    EXPECT_EQ(muster::testing::all_text(doc).find("(continued)"), std::string::npos) << "no unit split over two pages";
  }
}

// pdftoppm -r 60 -png $TMPDIR/muster-sow-force-list.pdf /tmp/force-list
TEST(SowForceList, DemoPrintsTheForceListOfTwoCompanies) {
  muster::testing::write_demo(force_list(hand_built::two_companies(), measurer()), "sow-force-list");
}

}  // namespace
}  // namespace muster::sow
