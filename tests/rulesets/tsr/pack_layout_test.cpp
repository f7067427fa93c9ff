// The printed pack, measured: page sizes in mm, nothing outside its page,
// every text inside its box as Pango sets it, counters true to size and their
// backs in register, the 1:1 board on a 75 mm grid.
#include <gtest/gtest.h>

#include <cmath>
#include <algorithm>
#include <set>

#include "muster_paths.hpp"
#include "render/fonts.hpp"
#include "rulesets/tsr/departures.hpp"
#include "rulesets/tsr/pages/board_view.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/tables.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/scenarios.hpp"

namespace muster::tsr {
namespace {

using testing::extent;
using testing::all_text;
using testing::Placed;

const render::FontLibrary& fonts() { return testing::test_fonts(); }

std::vector<tsr::Setup> sample_setups() {
  std::vector<tsr::Setup> setups;
  Scenario scenario = testing::default_tsr_scenario();
  for (std::uint64_t seed : {1ULL, 1863ULL, 424242ULL}) setups.push_back(roll(scenario, seed));
  scenario.print.paper = Paper::letter;
  scenario.brigades = BrigadeTiming::on_contact;
  scenario.print.counter_size = Length::mm(25);
  scenario.print.duplex_offset = {Length::mm(10), Length::mm(-10)};  // the most a scenario may ask for
  setups.push_back(roll(scenario, 7));
  // A variant on numbers of its own, whose cards list them.
  scenario.draw = 10;
  scenario.first_echelon = 6;
  scenario.sides[0].pool = {5, 5, 9};
  scenario.hill_count = {1, 1};
  scenario.trees = 16;
  setups.push_back(roll(scenario, 8));
  return setups;
}

std::vector<std::pair<std::string, layout::Document>> documents(const tsr::Setup& s) {
  const auto& m = fonts().measurer();
  return {{"umpire", umpire_briefing(s, m)}, {"USA", side_briefing(s, Side::usa, m)}, {"CSA", side_briefing(s, Side::csa, m)},
          {"map", table_map(s, m)},         {"USA-counters", side_counter_sheets(s, Side::usa, m)},
          {"CSA-counters", side_counter_sheets(s, Side::csa, m)},                 {"markers", marker_sheets(s, m)},
          {"USA-roster", roster(s, Side::usa, m)}, {"CSA-roster", roster(s, Side::csa, m)},
          {"qrs", reference_cards(s.print.paper, table_footer(s, ruleset_title), s.timeline, departures_from_the_rules(s), m)}};
}

TEST(TsrPackLayout, PagesAreTheChosenPaperInMillimetres) {
  for (const tsr::Setup& s : sample_setups())
    for (const auto& [name, doc] : documents(s)) {
      ASSERT_FALSE(doc.pages.empty()) << name;
      for (const auto& page : doc.pages) {
        const double w = std::min(page.width, page.height).millimetres(), h = std::max(page.width, page.height).millimetres();
        if (s.print.paper == Paper::a4) {
          EXPECT_NEAR(w, 210.0, 0.01) << name;
          EXPECT_NEAR(h, 297.0, 0.01) << name;
        } else {
          EXPECT_NEAR(w, 215.9, 0.01) << name;
          EXPECT_NEAR(h, 279.4, 0.01) << name;
        }
      }
    }
}

TEST(TsrPackLayout, NothingLeavesItsPageAndEveryTextFitsItsBox) {
  for (const tsr::Setup& s : sample_setups())
    for (const auto& [name, doc] : documents(s)) testing::expect_on_page_and_fitting(doc, name);
}

// Every counter of a file, its back behind its front, shifted by the scenario's duplex offset.
std::size_t counters_in_register(const layout::Document& doc, const tsr::Setup& s) {
  EXPECT_TRUE(doc.duplex);
  EXPECT_EQ(doc.pages.size() % 2, 0u);
  std::size_t counted = 0;
  for (std::size_t p = 0; p + 1 < doc.pages.size(); p += 2)
    counted += testing::expect_backs_in_register(doc.pages[p], doc.pages[p + 1], s.print.counter_size, s.print.counter_size,
                                                 s.print.duplex_offset);
  return counted;
}

TEST(TsrPackLayout, ReferenceCardsFillTheirPages) {
  for (const tsr::Setup& s : sample_setups()) testing::expect_pages_filled(reference_cards(s.print.paper, table_footer(s, ruleset_title), s.timeline, departures_from_the_rules(s), fonts().measurer()), "qrs", 0.45);
  // `muster qrs tsr`: the cards with a time track for any day.
  for (Paper paper : {Paper::a4, Paper::letter})
    testing::expect_pages_filled(reference_cards(paper, "footer", std::nullopt, {}, fonts().measurer()), "qrs without a day", 0.45);
}

// The documents whose pages flow: briefings, rosters and cards.
std::vector<std::pair<std::string, layout::Document>> flowing_documents(const tsr::Setup& s) {
  const auto& m = fonts().measurer();
  return {{"umpire", umpire_briefing(s, m)}, {"USA", side_briefing(s, Side::usa, m)}, {"CSA", side_briefing(s, Side::csa, m)},
          {"USA-roster", roster(s, Side::usa, m)}, {"CSA-roster", roster(s, Side::csa, m)},
          {"qrs", reference_cards(s.print.paper, table_footer(s, ruleset_title), s.timeline, departures_from_the_rules(s), m)}};
}

TEST(TsrPackLayout, NoPageHoldsAnOrphanRowOrALoneHeading) {
  std::vector<tsr::Setup> setups = sample_setups();
  const Scenario gettysburg = testing::read_scenario_with(
      spec::load_yaml_file(std::string(MUSTER_SOURCE_DIR) + "/scenarios/tsr-gettysburg-letter.yaml"), "tsr", read_scenario);
  for (std::uint64_t seed = 1; seed <= 12; ++seed) setups.push_back(roll(gettysburg, seed));
  for (const tsr::Setup& s : setups)
    for (const auto& [name, doc] : flowing_documents(s)) testing::expect_kept_together(doc, name + " (" + s.scenario + ", seed " + std::to_string(s.seed) + ")");
}

TEST(TsrPackLayout, NoWordIsBrokenOverTwoLines) {
  for (const tsr::Setup& s : sample_setups())
    for (const auto& [name, doc] : documents(s)) testing::expect_no_word_broken(doc, name);
}

TEST(TsrPackLayout, MarkerIdentificationsAndCodesAreAtLeast7Points) {
  for (const tsr::Setup& s : sample_setups()) {
    std::set<std::string> identities;
    for (Side side : both_sides)
      for (const Marker& m : s.side(side).markers) {
        identities.insert(m.code.str());
        if (!identification(m.kind).empty()) identities.insert(identification(m.kind));
      }
    for (Side side : both_sides) testing::expect_identities_legible(side_counter_sheets(s, side, fonts().measurer()), side_key(side) + "-counters", identities);
  }
}

TEST(TsrPackLayout, CountersAreTheirSizeAndEachBackSitsBehindItsFront) {
  for (const tsr::Setup& s : sample_setups()) {
    for (Side side : both_sides)
      EXPECT_EQ(counters_in_register(side_counter_sheets(s, side, fonts().measurer()), s), s.side(side).markers.size()) << side_key(side);
    EXPECT_EQ(counters_in_register(marker_sheets(s, fonts().measurer()), s), 12u + 8 + 16 + 1);
  }
}

TEST(TsrPackLayout, CountersAbutInBlocksCutFromMarkToMark) {
  for (const tsr::Setup& s : sample_setups()) {
    for (Side side : both_sides) testing::expect_abutting_blocks_with_cut_marks(side_counter_sheets(s, side, fonts().measurer()), s.print.counter_size, s.print.counter_size);
    testing::expect_abutting_blocks_with_cut_marks(marker_sheets(s, fonts().measurer()), s.print.counter_size, s.print.counter_size);
  }
}

// 15 mm counters on A4: 12 across and 16 down where a 4 mm gutter left room for 10 x 13.
TEST(TsrPackLayout, ASheetHoldsTwelveCountersAcrossAndSixteenDown) {
  tsr::Setup s = sample_setups().front();
  auto& usa_markers = s.sides[index_of(Side::usa)].markers;
  usa_markers.resize(300, usa_markers.front());
  const auto doc = side_counter_sheets(s, Side::usa, fonts().measurer());
  const auto first_sheet = testing::cut_outlines(doc.pages[0], s.print.counter_size, s.print.counter_size);
  EXPECT_EQ(first_sheet.size(), 12u * 16);
  EXPECT_EQ(doc.pages.size(), 4u);
}

TEST(TsrPackLayout, EveryCounterFrontCarriesTheScaleCheck) {
  for (const tsr::Setup& s : sample_setups())
    for (const auto& doc : {side_counter_sheets(s, Side::usa, fonts().measurer()), side_counter_sheets(s, Side::csa, fonts().measurer()),
                            marker_sheets(s, fonts().measurer())})
      for (std::size_t p = 0; p < doc.pages.size(); p += 2) testing::expect_check_bar_clear_of(doc.pages[p], s.print.counter_size, s.print.counter_size);
}

TEST(TsrPackLayout, TheReferenceCardsCarryTheScaleCheck) {
  const tsr::Setup s = sample_setups().front();
  EXPECT_TRUE(testing::has_check_bar(reference_cards(s.print.paper, table_footer(s, ruleset_title), s.timeline, departures_from_the_rules(s), fonts().measurer()).pages.front()));
  EXPECT_TRUE(testing::has_check_bar(reference_cards(Paper::letter, "footer", std::nullopt, {}, fonts().measurer()).pages.front()));
}

bool shows_colour(const layout::Document& doc, const std::string& colour) {
  bool found = false;
  for (const auto& page : doc.pages)
    testing::walk(page, [&](const Placed& p) {
      if (const auto* r = std::get_if<layout::Rect>(&p.item->shape); r && r->fill == layout::Colour::hex(colour)) found = true;
    });
  return found;
}

// A player is handed only paper that is theirs: not one enemy code, name or colour on either face of any sheet.
TEST(TsrPackLayout, ASidesCounterFileHoldsItsOwnMarkersAndNothingOfTheEnemys) {
  for (const tsr::Setup& s : sample_setups())
    for (Side side : both_sides) {
      const auto doc = side_counter_sheets(s, side, fonts().measurer());
      const std::string text = all_text(doc);
      const SideSetup &own = s.side(side), &enemy = s.side(enemy_of(side));
      for (const Marker& m : enemy.markers) EXPECT_EQ(text.find(m.code), std::string::npos) << side_key(side) << " counters show " << m.code;
      for (const Marker& m : own.markers) EXPECT_NE(text.find(m.code), std::string::npos) << m.code;
      EXPECT_EQ(text.find(side_key(enemy_of(side))), std::string::npos);
      EXPECT_EQ(text.find(enemy.name), std::string::npos);
      EXPECT_FALSE(shows_colour(doc, enemy.colour)) << side_key(side) << " counters are printed in the enemy's colour";
      EXPECT_TRUE(shows_colour(doc, own.colour));
    }
}

TEST(TsrPackLayout, TheTiledBoardIsOnA75MillimetreGrid) {
  const tsr::Setup s = sample_setups().front();
  const auto items = draw_board(s, {s.cell, {MarkerView::hidden, MarkerView::hidden}}, fonts().measurer());
  int squares = 0;
  // The grid: one stroked, unfilled rectangle per square.
  for (const auto& item : items)
    if (const auto* r = std::get_if<layout::Rect>(&item.shape); r && r->stroke && !r->fill) {
      EXPECT_NEAR(r->width.millimetres(), 75.0, 1e-6);
      ++squares;
    }
  EXPECT_EQ(squares, s.columns * s.rows);
  EXPECT_NEAR(board_width(s, s.cell).millimetres(), 787.5, 1e-6);
  EXPECT_NEAR(board_height(s, s.cell).millimetres(), 1125.0, 1e-6);
}

TEST(TsrPackLayout, TilesCoverTheWholeBoardWithOverlap) {
  const tsr::Setup s = sample_setups().front();
  const auto doc = table_map(s, fonts().measurer());
  ASSERT_GT(doc.pages.size(), 10u);
  double covered_right = 0, covered_bottom = 0;
  for (std::size_t p = 1; p < doc.pages.size(); ++p)
    for (const auto& item : doc.pages[p].items)
      if (const auto* g = std::get_if<layout::Group>(&item.shape); g && g->clip && g->shared && g->shared->size() > 100) {
        covered_right = std::max(covered_right, (g->clip->at.x + g->clip->width).millimetres());
        covered_bottom = std::max(covered_bottom, (g->clip->at.y + g->clip->height).millimetres());
      }
  EXPECT_NEAR(covered_right, 787.5, 0.01);
  EXPECT_NEAR(covered_bottom, 1125.0, 0.01);
}

}  // namespace
}  // namespace muster::tsr
