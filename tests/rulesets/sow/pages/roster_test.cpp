// State of War's rosters measured in their layout, with real Pango, on forces
// built by hand (two companies of about sixty, a force of 168 figures with
// 48-character names, and a unit too long for a page), on A4 and letter:
// landscape sheets, every box at least 4 mm, nothing overflowing its cell, a
// line per figure in the force's order, three loading boxes for a
// muzzle-loader and one otherwise, the track of actions and wounds on every
// line, the commander and the leaders starred, units whole on a page.
#include <gtest/gtest.h>

#include <map>
#include <regex>

#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/tables.hpp"
#include "rulesets/sow/pages/hand_forces.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"

namespace muster::sow {
namespace {

using muster::testing::Placed;

const layout::TextMeasurer& measurer() { return muster::testing::test_fonts().measurer(); }

std::vector<sow::Setup> sample_setups() {
  std::vector<sow::Setup> setups;
  for (Paper paper : {Paper::a4, Paper::letter}) {
    setups.push_back(hand_built::two_companies(paper));
    setups.push_back(hand_built::setup_of(hand_built::long_force(12), hand_built::confederate_cavalry(), paper));
  }
  return setups;
}

// What one figure's line shows: its texts by the column title above them, and its boxes by column.
struct Line {
  std::size_t page = 0;
  double top = 0;  // points
  std::map<std::string, std::string> texts;
  std::map<std::string, int> boxes;
};

// The column a point lies in, by the titles on its page: the title whose box spans its x.
struct ColumnTitle {
  std::string title;
  double left, right;
};

bool is_tick_box(const layout::Rect& r) {
  return r.stroke && r.fill == layout::white && std::abs(r.width.points() - r.height.points()) < 0.01;
}

const std::set<std::string> titles = {"No.", "Rank", "Class", "Firearm", "Short", "Medium", "Long", "Extreme", "Load", "Melee", "Horse", "Actions",
                                      "Wounds \u2192", "Disabled \u2192", "Killed"};

// The figure lines of a roster, in order, read from the layout: a line is the texts and boxes between two rules under a column header.
std::vector<Line> lines_of(const layout::Document& doc) {
  std::vector<Line> lines;
  for (std::size_t p = 0; p < doc.pages.size(); ++p) {
    std::vector<ColumnTitle> columns;
    double heads_bottom = 0;
    for (const auto& item : doc.pages[p].items)
      if (const auto* t = std::get_if<layout::Text>(&item.shape); t && titles.count(t->text)) {
        // Only the first header's columns; every unit's header repeats them at the same x.
        if (columns.size() < titles.size())
          columns.push_back({t->text, (t->at.x - Length::mm(1)).points(), (t->at.x + t->width + Length::mm(1)).points()});
        heads_bottom = std::max(heads_bottom, (t->at.y + t->height).points());
      }
    auto column_at = [&](double x) -> std::string {
      for (const auto& c : columns)
        if (x >= c.left - 0.01 && x < c.right - 0.01) return c.title;
      return "";
    };
    std::map<long, Line> by_top;
    for (const auto& item : doc.pages[p].items) {
      if (const auto* t = std::get_if<layout::Text>(&item.shape)) {
        if (titles.count(t->text) || std::abs(t->height.millimetres() - 5.3) > 0.01) continue;  // figure lines are 5.3 mm deep
        Line& line = by_top[std::lround(t->at.y.points() * 100)];
        line.page = p, line.top = t->at.y.points();
        line.texts[column_at(t->at.x.points() + 0.1)] = t->text;
      }
    }
    for (const auto& item : doc.pages[p].items)
      if (const auto* r = std::get_if<layout::Rect>(&item.shape); r && is_tick_box(*r)) {
        for (auto& [top, line] : by_top)
          if (r->at.y.points() > line.top && r->at.y.points() < line.top + Length::mm(5.3).points()) ++line.boxes[column_at(r->at.x.points())];
      }
    for (auto& [top, line] : by_top) lines.push_back(line);
  }
  return lines;
}

std::vector<Figure> figures_of(const Force& force) {
  std::vector<Figure> figures;
  for (const Unit& unit : force.units)
    for (const Figure& figure : unit.figures) figures.push_back(figure);
  return figures;
}

std::string dash_or(int cm) { return cm > 0 ? std::to_string(cm) : "\u2013"; }

TEST(SowRoster, LandscapeSheetsWithEverythingOnThePageAndInItsCell) {
  for (const sow::Setup& setup : sample_setups())
    for (std::size_t side = 0; side < 2; ++side) {
      const auto doc = roster(setup, side, measurer());
      const std::string name = setup.sides[side].key + " roster on " + paper_name(setup.print.paper);
      ASSERT_FALSE(doc.pages.empty());
      for (const auto& page : doc.pages) EXPECT_GT(page.width, page.height) << name << ": a figure's whole record on one line needs the long edge";
      muster::testing::expect_on_page_and_fitting(doc, name);
      muster::testing::expect_no_word_broken(doc, name);
      muster::testing::expect_kept_together(doc, name);
    }
}

TEST(SowRoster, EveryBoxIsAtLeastFourMillimetres) {
  for (const sow::Setup& setup : sample_setups()) {
    const auto doc = roster(setup, 0, measurer());
    int boxes = 0;
    for (const auto& page : doc.pages)
      muster::testing::walk(page, [&](const Placed& placed) {
        const auto* r = std::get_if<layout::Rect>(&placed.item->shape);
        if (!r || !r->stroke || r->fill == layout::style::shade) return;
        if (r->width > Length::mm(8) || r->height > Length::mm(8)) return;  // bars and swatches are not boxes to tick
        if (r->fill != layout::white) return;
        ++boxes;
        EXPECT_GE(r->width.millimetres(), 4.0);
        EXPECT_GE(r->height.millimetres(), 4.0);
      });
    EXPECT_GT(boxes, figure_count(setup.sides[0].force) * 6) << "actions, wounds, disabled and killed on every line, and loading";
  }
}

TEST(SowRoster, EveryFigureHasItsLineInTheForcesOrderWithItsDiceAndRanges) {
  for (const sow::Setup& setup : sample_setups())
    for (std::size_t side = 0; side < 2; ++side) {
      const auto lines = lines_of(roster(setup, side, measurer()));
      const auto figures = figures_of(setup.sides[side].force);
      ASSERT_EQ(lines.size(), figures.size()) << setup.sides[side].key;
      for (std::size_t i = 0; i < figures.size(); ++i) {
        const Figure& f = figures[i];
        const Line& line = lines[i];
        EXPECT_EQ(line.texts.at("Class"), label_of(f.quality) + "  D" + std::to_string(quality_die(f.quality))) << "line " << i;
        const auto ranges = ranges_of(f.firearm);
        EXPECT_EQ(line.texts.at("Firearm"), ranges ? label_of(f.firearm) : "\u2013") << "line " << i;
        const char* band_titles[] = {"Short", "Medium", "Long", "Extreme"};
        for (std::size_t b = 0; b < 4; ++b) EXPECT_EQ(line.texts.at(band_titles[b]), dash_or(ranges ? ranges->bands_cm[b] : 0)) << "line " << i;
        const MeleeDice melee = melee_dice(f);
        // A word joiner after the slash keeps the pair on one line.
        EXPECT_EQ(line.texts.at("Melee"), melee.weapon + "  D" + std::to_string(melee.against_infantry) + "/\u2060" +
                                                            (melee.against_cavalry ? "D" + std::to_string(melee.against_cavalry) : "-"));
        EXPECT_NE(line.texts.at("Horse").find(f.horse ? "4+" : "\u2013"), std::string::npos) << "the horse's reminder on mounted figures only";
        EXPECT_EQ(line.boxes.count("Horse"), 0u);
      }
    }
}

TEST(SowRoster, MuzzleLoadersHaveThreeLoadingBoxesAndEveryLineItsActionsAndWounds) {
  const sow::Setup setup = hand_built::two_companies();
  int muzzle_loaders = 0, breech_loaders = 0;
  for (std::size_t side = 0; side < 2; ++side) {
    const auto lines = lines_of(roster(setup, side, measurer()));
    const auto figures = figures_of(setup.sides[side].force);
    ASSERT_EQ(lines.size(), figures.size());
    for (std::size_t i = 0; i < figures.size(); ++i) {
      const auto& boxes = lines[i].boxes;
      auto count = [&](const std::string& column) { return boxes.count(column) ? boxes.at(column) : 0; };
      const Firearm firearm = figures[i].firearm;
      const int expected = firearm == Firearm::none ? 0 : loading_actions(firearm);
      EXPECT_EQ(count("Load"), expected) << label_of(firearm);
      if (expected == 3) ++muzzle_loaders;
      if (expected == 1) ++breech_loaders;
      EXPECT_EQ(count("Actions"), 2);
      EXPECT_EQ(count("Wounds \u2192"), 2) << "two wounds disable";
      EXPECT_EQ(count("Disabled \u2192"), 1);
      EXPECT_EQ(count("Killed"), 1);
    }
  }
  EXPECT_GT(muzzle_loaders, 50);
  EXPECT_GT(breech_loaders, 10);
}

TEST(SowRoster, TheCommanderAndEachUnitsLeaderAreStarred) {
  const sow::Setup setup = hand_built::two_companies();
  for (std::size_t side = 0; side < 2; ++side) {
    const Force& force = setup.sides[side].force;
    const auto lines = lines_of(roster(setup, side, measurer()));
    std::size_t i = 0, commanders = 0;
    for (const Unit& unit : force.units)
      for (std::size_t f = 0; f < unit.figures.size(); ++f, ++i) {
        const std::string& rank = lines.at(i).texts.at("Rank");
        const bool two_stars = rank.find("\u2605\u2605") != std::string::npos, star = rank.find("\u2605") != std::string::npos;
        if (unit.figures[f].rank == Rank::captain) {
          EXPECT_TRUE(two_stars) << rank;
          ++commanders;
        } else {
          EXPECT_FALSE(two_stars) << rank;
          EXPECT_EQ(star, f == 0) << rank << ": the first figure leads his unit";
        }
      }
    EXPECT_EQ(commanders, 1u);
  }
}

TEST(SowRoster, UnitsStayWholeOnAPageAndALongForceRunsOverPagesCleanly) {
  const sow::Setup setup = hand_built::setup_of(hand_built::long_force(12), hand_built::confederate_cavalry());
  ASSERT_GE(figure_count(setup.sides[0].force), 150);
  const auto doc = roster(setup, 0, measurer());
  EXPECT_GE(doc.pages.size(), 6u);
  EXPECT_EQ(muster::testing::all_text(doc).find("(continued)"), std::string::npos) << "a unit of 14 fits a page and is never split";
  const auto lines = lines_of(doc);
  ASSERT_EQ(lines.size(), 168u);
  for (std::size_t u = 0; u < 12; ++u)
    for (std::size_t f = 1; f < 14; ++f) EXPECT_EQ(lines[u * 14 + f].page, lines[u * 14].page) << "unit " << u + 1;
}

TEST(SowRoster, AUnitLongerThanAPageBreaksWithItsHeaderRepeated) {
  Force force;
  force.units.push_back(hand_built::squad("An overgrown unit", 40, Quality::raw, Firearm::musket, Blade::bayonet));
  const sow::Setup setup = hand_built::setup_of(force, hand_built::confederate_cavalry());
  const auto doc = roster(setup, 0, measurer());
  EXPECT_GE(doc.pages.size(), 2u);
  EXPECT_NE(muster::testing::all_text(doc).find("An overgrown unit (continued)"), std::string::npos);
  EXPECT_EQ(lines_of(doc).size(), 42u);
  muster::testing::expect_kept_together(doc, "an overgrown unit");
  muster::testing::expect_on_page_and_fitting(doc, "an overgrown unit");
}

// Both rosters of two companies, written where a person can look at them:
// pdftoppm -r 60 -png $TMPDIR/muster-sow-roster-USA.pdf /tmp/roster
TEST(SowRoster, DemoPrintsBothRostersOfTwoCompanies) {
  const sow::Setup setup = hand_built::two_companies();
  for (std::size_t side = 0; side < 2; ++side) muster::testing::write_demo(roster(setup, side, measurer()), "sow-roster-" + setup.sides[side].key);
  const sow::Setup long_names = hand_built::setup_of(hand_built::long_force(12), hand_built::confederate_cavalry(), Paper::letter);
  muster::testing::write_demo(roster(long_names, 0, measurer()), "sow-roster-long-letter");
}

}  // namespace
}  // namespace muster::sow
