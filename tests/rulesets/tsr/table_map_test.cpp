// map.pdf's 1:1 board as a gamer assembles it: no sliver sheets, a plan of the
// sheets, the locator and the scale check clear of the board, edge labels and
// a north arrow, registration crosses clear of the square names.
#include <gtest/gtest.h>

#include <regex>

#include "core/square.hpp"
#include "layout/check_bar.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/scenarios.hpp"

namespace muster::tsr {
namespace {

using testing::Box;
using testing::Placed;

const auto& measurer() { return testing::test_fonts().measurer(); }

tsr::Setup default_setup(Paper paper) {
  Scenario scenario = testing::default_tsr_scenario();
  scenario.print.paper = paper;
  return roll(scenario, 1863);
}

// Boxes that only meet at an edge (to within rounding) do not overlap.
bool overlaps(const Box& a, const Box& b) {
  constexpr double touch = 0.01;
  return a.left < b.right - touch && b.left < a.right - touch && a.top < b.bottom - touch && b.top < a.bottom - touch;
}

// A 1:1 sheet: its page, and the window of the board it shows, in page points.
struct Sheet {
  const layout::Page* page;
  const layout::Group* board;
  Box window;
};

// The board's group: the clipped group showing the board, a list of many hundred items that
// every sheet shares (the locator's grid, also shared, is two items).
bool shows_the_board(const layout::Group& g) { return g.clip && g.shared && g.shared->size() > 300; }

std::vector<Sheet> sheets_of(const layout::Document& doc) {
  std::vector<Sheet> sheets;
  for (const auto& page : doc.pages)
    for (const auto& item : page.items)
      if (const auto* g = std::get_if<layout::Group>(&item.shape); g && shows_the_board(*g)) {
        const double left = (g->offset.x + g->clip->at.x).points(), top = (g->offset.y + g->clip->at.y).points();
        sheets.push_back({&page, g, {left, top, left + g->clip->width.points(), top + g->clip->height.points()}});
      }
  return sheets;
}

// Board area a sheet shows (square names drawn, i.e. squares, not the labelled margin).
double board_shown(const Sheet& sheet, const tsr::Setup& s) {
  double area = 0;
  const auto& window = sheet.board->clip;
  const double w_left = window->at.x.points(), w_top = window->at.y.points();
  const double w_right = w_left + window->width.points(), w_bottom = w_top + window->height.points();
  const double board_w = (s.cell * (s.columns + 0.5)).points(), board_h = (s.cell * s.rows).points();
  area = std::max(0.0, std::min(w_right, board_w) - std::max(w_left, 0.0)) * std::max(0.0, std::min(w_bottom, board_h) - std::max(w_top, 0.0));
  return area;
}

// Every sheet carries at least half as much board as the biggest window a
// sheet of that paper could hold: no sheet printed for a thin strip.
TEST(TsrTableMap, EverySheetCarriesAtLeastHalfASheetOfBoard) {
  for (Paper paper : {Paper::a4, Paper::letter}) {
    const tsr::Setup s = default_setup(paper);
    const auto doc = table_map(s, measurer());
    const auto sheets = sheets_of(doc);
    ASSERT_FALSE(sheets.empty());
    double biggest = 0;
    for (const auto& sheet : sheets) biggest = std::max(biggest, board_shown(sheet, s));
    for (std::size_t i = 0; i < sheets.size(); ++i)
      EXPECT_GE(board_shown(sheets[i], s) / biggest, 0.5) << paper_name(paper) << " sheet " << i + 1 << " of " << sheets.size() << " is a sliver";
  }
}

// Everything printed on a sheet besides the board, its cut lines, glue strips
// and crosses (the header, the locator, the scale check, the labels) lies off the board.
TEST(TsrTableMap, SheetFurnitureStaysOffTheBoard) {
  for (Paper paper : {Paper::a4, Paper::letter}) {
    const tsr::Setup s = default_setup(paper);
    const auto doc = table_map(s, measurer());
    for (const auto& sheet : sheets_of(doc)) {
      bool check_bar = false;
      testing::walk(*sheet.page, [&](const Placed& p) {
        if (p.clipped) return;
        const auto* text = std::get_if<layout::Text>(&p.item->shape);
        const auto* rect = std::get_if<layout::Rect>(&p.item->shape);
        if (text && text->text.find("print at 100%") != std::string::npos) check_bar = true;
        if (!text && !rect) return;
        const auto box = testing::extent(p);
        EXPECT_FALSE(box && overlaps(*box, sheet.window)) << (text ? "'" + text->text + "'" : "a box") << " covers the board";
      });
      EXPECT_TRUE(check_bar) << "a 1:1 sheet has no scale check";
    }
  }
}

std::vector<Box> crosses_on(const layout::Page& page) {
  std::vector<Box> crosses;
  for (const auto& item : page.items)
    if (const auto* l = std::get_if<layout::Line>(&item.shape); l && l->stroke.dashes.empty() && std::abs(l->from.y.points() - l->to.y.points()) < 0.01 &&
                                                                std::abs((l->to.x - l->from.x).millimetres() - 6) < 0.01)
      crosses.push_back({l->from.x.points(), l->from.y.points() - Length::mm(3).points(), l->to.x.points(), l->from.y.points() + Length::mm(3).points()});
  return crosses;
}

TEST(TsrTableMap, RegistrationCrossesMissTheSquareNames) {
  const std::regex square_name_pattern("[A-Z][0-9]+");
  for (Paper paper : {Paper::a4, Paper::letter}) {
    const tsr::Setup s = default_setup(paper);
    int crosses = 0;
    const auto doc = table_map(s, measurer());
    for (const auto& sheet : sheets_of(doc)) {
      const auto on_page = crosses_on(*sheet.page);
      crosses += static_cast<int>(on_page.size());
      for (const auto& item : *sheet.board->shared) {
        const auto* t = std::get_if<layout::Text>(&item.shape);
        if (!t || !std::regex_match(t->text, square_name_pattern)) continue;
        // Where the name's ink lies on the page.
        const layout::Rect ink = layout::ink_box(measurer(), *t);
        const double left = (sheet.board->offset.x + ink.at.x).points(), top = (sheet.board->offset.y + ink.at.y).points();
        const Box name{left, top, left + ink.width.points(), top + ink.height.points()};
        if (!overlaps(name, sheet.window)) continue;
        for (const Box& cross : on_page) EXPECT_FALSE(overlaps(cross, name)) << "a cross sits on " << t->text;
      }
    }
    EXPECT_GT(crosses, 0);
  }
}

std::string texts_of(const layout::Page& page) {
  std::string text;
  testing::walk(page, [&](const Placed& p) {
    if (const auto* t = std::get_if<layout::Text>(&p.item->shape)) text += t->text + "\n";
  });
  return text;
}

// The sheets on the board's north and south edges say so and whose baseline it
// is; every sheet has a north arrow.
TEST(TsrTableMap, SheetsNameTheirEdgesAndPointNorth) {
  const tsr::Setup s = default_setup(Paper::a4);
  const auto doc = table_map(s, measurer());
  int north = 0, south = 0;
  for (const auto& sheet : sheets_of(doc)) {
    const std::string text = texts_of(*sheet.page);
    EXPECT_NE(text.find("\nN\n"), std::string::npos) << "a sheet without a north arrow";
    const auto& clip = *sheet.board->clip;
    if (clip.at.y <= Length{}) {
      ++north;
      EXPECT_NE(text.find("NORTH EDGE: CSA baseline"), std::string::npos);
    }
    if (clip.at.y + clip.height >= s.cell * s.rows) {
      ++south;
      EXPECT_NE(text.find("SOUTH EDGE: USA baseline"), std::string::npos);
    }
  }
  EXPECT_GT(north, 0);
  EXPECT_GT(south, 0);
}

// Before the first sheet, a plan numbers every sheet in order, west to east
// and north to south, inside the board's outline.
TEST(TsrTableMap, APlanShowsHowTheSheetsLieTogether) {
  for (Paper paper : {Paper::a4, Paper::letter}) {
    const tsr::Setup s = default_setup(paper);
    const auto doc = table_map(s, measurer());
    const auto sheets = sheets_of(doc);
    const layout::Page* plan_page = nullptr;
    for (const auto& page : doc.pages)
      if (&page == sheets.front().page) break;
      else plan_page = &page;
    ASSERT_NE(plan_page, nullptr);
    std::vector<std::optional<Box>> numbers(sheets.size());
    testing::walk(*plan_page, [&](const Placed& p) {
      if (const auto* t = std::get_if<layout::Text>(&p.item->shape); t && t->text.find_first_not_of("0123456789") == std::string::npos)
        if (const int n = std::stoi(t->text); n >= 1 && n <= static_cast<int>(sheets.size())) numbers[n - 1] = testing::extent(p);
    });
    for (std::size_t i = 0; i < sheets.size(); ++i) {
      ASSERT_TRUE(numbers[i]) << "the plan has no sheet " << i + 1;
      if (i == 0) continue;
      const auto& here = sheets[i].board->clip->at;
      const auto& before = sheets[i - 1].board->clip->at;
      if (here.y == before.y) EXPECT_GT(numbers[i]->left, numbers[i - 1]->left) << "sheet " << i + 1;
      else EXPECT_GT(numbers[i]->top, numbers[i - 1]->top) << "sheet " << i + 1;
    }
  }
}

}  // namespace
}  // namespace muster::tsr
