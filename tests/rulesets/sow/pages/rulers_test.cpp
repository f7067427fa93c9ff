// State of War's range and movement sticks measured in the layout, as a
// gamer measures the glued stick: each piece put on the one before by laying
// that one's end edge on its join line. Every band boundary lies at its range
// from the zero edge within 0.2 mm, the 150 cm Minie rifle comes in pieces
// whose ticks run on a centimetre apart across every join, a stick for each
// firearm carried and no other, in the range table's order, each band
// labelled with the target's die, and the moves halved for difficult terrain.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "rulesets/sow/pages/hand_forces.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/pages/ruler_sticks.hpp"
#include "rulesets/sow/tables.hpp"
#include "support/demo_pdf.hpp"
#include "support/layout_checks.hpp"

namespace muster::sow {
namespace {

const layout::TextMeasurer& measurer() { return muster::testing::test_fonts().measurer(); }
double mm(Length length) { return length.millimetres(); }

// What one printed piece shows, in its own coordinates (x from its start edge, in mm).
struct Piece {
  std::string stick;  // its name as printed, before " (cm)"
  double length = 0, join = 0;
  std::vector<double> ticks, boundaries;
  std::vector<std::string> texts;
};

std::optional<Piece> piece_of(const layout::Group& group) {
  Piece piece;
  bool outlined = false;
  for (const auto& item : group.items) {
    if (const auto* r = std::get_if<layout::Rect>(&item.shape); r && r->stroke && !r->fill) piece.length = mm(r->width), outlined = true;
    if (const auto* t = std::get_if<layout::Text>(&item.shape)) {
      piece.texts.push_back(t->text);
      if (const auto cm = t->text.find(" (cm)"); cm != std::string::npos) piece.stick = t->text.substr(0, cm);
    }
    const auto* line = std::get_if<layout::Line>(&item.shape);
    if (!line || line->from.x != line->to.x) continue;
    const double x = mm(line->from.x);
    if (!line->stroke.dashes.empty()) piece.join = x;
    else if (line->stroke.width > Length::pt(1)) piece.boundaries.push_back(x);
    else if (line->from.y == Length{} && line->to.y <= Length::mm(5)) piece.ticks.push_back(x);
  }
  if (!outlined) return std::nullopt;
  return piece;
}

// A stick glued together from its pieces, measured from its zero edge.
struct Glued {
  std::vector<Piece> pieces;
  std::vector<double> ticks, boundaries;
  double length = 0;
};

void keep_from(std::vector<double>& into, const std::vector<double>& xs, double start, double from) {
  for (double x : xs)
    if (x >= from - 1e-6) into.push_back(start + x);
}

void tidy(std::vector<double>& xs) {
  std::sort(xs.begin(), xs.end());
  xs.erase(std::unique(xs.begin(), xs.end(), [](double a, double b) { return std::abs(a - b) < 0.01; }), xs.end());
}

// Every stick of the document by name, in the order their first pieces are printed.
std::vector<std::pair<std::string, Glued>> glued_sticks(const layout::Document& doc) {
  std::vector<std::pair<std::string, Glued>> sticks;
  for (const auto& page : doc.pages)
    for (const auto& item : page.items) {
      const auto* group = std::get_if<layout::Group>(&item.shape);
      if (!group) continue;
      auto piece = piece_of(*group);
      if (!piece) continue;
      if (sticks.empty() || sticks.back().first != piece->stick) sticks.push_back({piece->stick, {}});
      Glued& glued = sticks.back().second;
      // The first piece starts at the zero edge; each later one where the one before ends, less its tab.
      const double start = glued.pieces.empty() ? 0 : glued.length - piece->join;
      keep_from(glued.ticks, piece->ticks, start, piece->join);
      keep_from(glued.boundaries, piece->boundaries, start, piece->join);
      glued.length = start + piece->length;
      glued.pieces.push_back(*piece);
    }
  for (auto& [name, glued] : sticks) tidy(glued.ticks), tidy(glued.boundaries);
  return sticks;
}

bool has_text_starting(const Glued& glued, const std::string& start) {
  for (const Piece& piece : glued.pieces)
    for (const std::string& text : piece.texts)
      if (text.rfind(start, 0) == 0) return true;
  return false;
}

TEST(SowRulers, AStickForEachFirearmCarriedInTheRangeTablesOrderThenTheMoves) {
  const sow::Setup setup = hand_built::two_companies();
  const auto sticks = glued_sticks(rulers(setup, measurer()));
  std::vector<std::string> names;
  for (const auto& [name, glued] : sticks) names.push_back(name);
  const std::vector<std::string> expected = {"Minie rifle", "Repeater", "Musket", "Minie carbine", "Smoothbore carbine", "Shotgun", "Pistol",
                                             "Infantry move, 12 cm an action, halved in difficult terrain",
                                             "Cavalry move, 24 cm an action, halved in difficult terrain"};
  EXPECT_EQ(names, expected);
}

TEST(SowRulers, OnlyTheFirearmsCarriedAndNoCavalryStickWithoutHorses) {
  const sow::Setup setup = hand_built::setup_of(hand_built::federal_infantry(), hand_built::federal_infantry());
  std::vector<std::string> names;
  for (const auto& stick : ruler_sticks(setup)) names.push_back(stick.name);
  const std::vector<std::string> expected = {"Minie rifle", "Repeater", "Musket", "Pistol", "Infantry move, 12 cm an action, halved in difficult terrain"};
  EXPECT_EQ(names, expected);
}

TEST(SowRulers, EveryBandBoundaryLiesAtItsRangeFromTheZeroEdge) {
  for (Paper paper : {Paper::a4, Paper::letter}) {
    const sow::Setup setup = hand_built::two_companies(paper);
    const auto sticks = glued_sticks(rulers(setup, measurer()));
    std::map<std::string, std::vector<double>> ends;  // in mm, the stick's own end last
    for (const WeaponRanges& weapon : range_table())
      for (int cm : weapon.bands_cm)
        if (cm > 0) ends[weapon.name].push_back(cm * 10.0);
    ends["Infantry move, 12 cm an action, halved in difficult terrain"] = {60, 120};
    ends["Cavalry move, 24 cm an action, halved in difficult terrain"] = {120, 240};
    ASSERT_EQ(sticks.size(), 9u);
    for (const auto& [name, glued] : sticks) {
      const auto& want = ends.at(name);
      EXPECT_NEAR(glued.length, want.back(), 0.2) << name << ": the glued stick ends where its last band ends";
      ASSERT_EQ(glued.boundaries.size(), want.size() - 1) << name << " on " << paper_name(paper);
      for (std::size_t i = 0; i + 1 < want.size(); ++i) EXPECT_NEAR(glued.boundaries[i], want[i], 0.2) << name;
    }
  }
}

TEST(SowRulers, TheMinieRifleComesInPiecesThatJoinATickACentimetreApart) {
  const auto sticks = glued_sticks(rulers(hand_built::two_companies(), measurer()));
  const Glued& minie = sticks.front().second;
  ASSERT_EQ(sticks.front().first, "Minie rifle");
  EXPECT_GE(minie.pieces.size(), 6u) << "150 cm on landscape sheets";
  for (std::size_t i = 1; i < minie.pieces.size(); ++i) EXPECT_NEAR(minie.pieces[i].join, mm(layout::range_stick_overlap), 1e-6) << "every later piece has its tab";
  ASSERT_EQ(minie.ticks.size(), 151u);
  EXPECT_NEAR(minie.ticks.front(), 0, 0.2);
  for (std::size_t i = 1; i < minie.ticks.size(); ++i) ASSERT_NEAR(minie.ticks[i] - minie.ticks[i - 1], 10.0, 0.2) << "at " << minie.ticks[i] << " mm";
  EXPECT_EQ(sticks.at(6).second.pieces.size(), 1u) << "the pistol's 20 cm is whole";
}

TEST(SowRulers, EachBandIsLabelledWithTheTargetsRangeDieAndTheShotgunHasNoExtreme) {
  const auto sticks = glued_sticks(rulers(hand_built::two_companies(), measurer()));
  std::map<std::string, const Glued*> by_name;
  for (const auto& [name, glued] : sticks) by_name[name] = &glued;
  for (const char* label : {"Short D6", "Medium D8", "Long D10", "Extreme D12"}) {
    EXPECT_TRUE(has_text_starting(*by_name.at("Minie rifle"), label)) << label;
    EXPECT_TRUE(has_text_starting(*by_name.at("Pistol"), label)) << label << ": even the pistol's 2 cm bands";
  }
  EXPECT_TRUE(has_text_starting(*by_name.at("Shotgun"), "Long D10"));
  EXPECT_FALSE(has_text_starting(*by_name.at("Shotgun"), "Extreme"));
  EXPECT_TRUE(has_text_starting(*by_name.at("Infantry move, 12 cm an action, halved in difficult terrain"), "Difficult terrain"));
}

TEST(SowRulers, SheetsPassThePrintChecks) {
  for (Paper paper : {Paper::a4, Paper::letter}) {
    const auto doc = rulers(hand_built::two_companies(paper), measurer());
    muster::testing::expect_on_page_and_fitting(doc, "rulers on " + paper_name(paper));
    muster::testing::expect_no_word_broken(doc, "rulers on " + paper_name(paper));
    for (const auto& page : doc.pages) EXPECT_TRUE(muster::testing::has_check_bar(page));
  }
}

// pdftoppm -r 60 -png $TMPDIR/muster-sow-rulers.pdf /tmp/rulers
TEST(SowRulers, DemoPrintsTheSticksOfTwoCompanies) { muster::testing::write_demo(rulers(hand_built::two_companies(), measurer()), "sow-rulers"); }

}  // namespace
}  // namespace muster::sow
