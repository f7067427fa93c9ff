// The Short But Desperate pack, measured: pages in mm, nothing off its page,
// every text inside its box as Pango sets it, labels and counters true to
// size with their backs in register, and nothing of one side in the other's
// briefing.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "render/fonts.hpp"
#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/tables.hpp"
#include "rulesets/sbd/pages/zone_map.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/sbd_scenarios.hpp"

namespace muster::sbd {
namespace {

using testing::extent;
using testing::all_text;
using testing::Placed;

const render::FontLibrary& fonts() { return testing::test_fonts(); }

std::vector<sbd::Setup> sample_setups() {
  std::vector<sbd::Setup> setups;
  const Scenario wheatfield = testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml");
  for (std::uint64_t seed : {1ULL, 1863ULL, 424242ULL}) setups.push_back(roll(wheatfield, seed));
  Scenario crossroads = testing::sbd_scenario_file("scenarios/sbd-meeting-engagement.yaml");
  crossroads.hold_back = HoldBack::any;  // plenty of reinforcements to print
  crossroads.print.duplex_offset = {Length::mm(-10), Length::mm(10)};  // the most a scenario may ask for
  setups.push_back(roll(crossroads, 7));
  return setups;
}

std::vector<std::pair<std::string, layout::Document>> documents(const sbd::Setup& s) {
  const auto& m = fonts().measurer();
  return {{"umpire", umpire_briefing(s, m)},     {"USA", side_briefing(s, Side::usa, m)}, {"CSA", side_briefing(s, Side::csa, m)},
          {"map", battle_map(s, m)},             {"USA-counters", side_counter_sheets(s, Side::usa, m)},
          {"CSA-counters", side_counter_sheets(s, Side::csa, m)}, {"markers", marker_sheets(s, m)},
          {"USA-roster", roster(s, Side::usa, m)}, {"CSA-roster", roster(s, Side::csa, m)},
          {"qrs", reference_cards(s.print.paper, table_footer(s, ruleset_title), m)}, {"worksheet", prebattle_worksheet(s.print.paper, table_footer(s, ruleset_title), s.battlefield, m)}};
}

TEST(SbdPackLayout, NothingLeavesItsPageAndEveryTextFitsItsBox) {
  for (const sbd::Setup& s : sample_setups())
    for (const auto& [name, doc] : documents(s)) {
      ASSERT_FALSE(doc.pages.empty()) << name;
      for (const auto& page : doc.pages)
        EXPECT_NEAR(std::min(page.width, page.height).millimetres(), s.print.paper == Paper::a4 ? 210.0 : 215.9, 0.01) << name;
      testing::expect_on_page_and_fitting(doc, name);
    }
}

const Length label_width = Length::mm(40), label_height = Length::mm(13);

struct Counted {
  std::size_t labels = 0, squares = 0;
};

// Every label and square counter of a file, its back behind its front, shifted by the scenario's duplex offset.
Counted counters_in_register(const layout::Document& doc, const sbd::Setup& s) {
  EXPECT_TRUE(doc.duplex);
  EXPECT_EQ(doc.pages.size() % 2, 0u);
  Counted counted;
  for (std::size_t p = 0; p + 1 < doc.pages.size(); p += 2) {
    counted.labels += testing::expect_backs_in_register(doc.pages[p], doc.pages[p + 1], label_width, label_height, s.print.duplex_offset);
    counted.squares += testing::expect_backs_in_register(doc.pages[p], doc.pages[p + 1], s.print.counter_size, s.print.counter_size,
                                                         s.print.duplex_offset);
  }
  return counted;
}

std::size_t units_to_label(const SideSetup& side) {
  std::size_t units = 0;
  for (const UnitSetup& u : side.units) units += (u.on_table() || u.reinforcement) ? 1 : 0;
  return units;
}

// Every battery's line says how its guns hit and save, a reinforcement's too: the player fights it the
// turn it arrives, and the counter alone gives only its ordnance.
TEST(SbdPackLayout, EveryBatterysRosterLineSaysHowItHitsAndSaves) {
  int reinforcements = 0;
  for (const sbd::Setup& s : sample_setups())
    for (Side side : both_sides) {
      std::vector<std::string> texts;
      for (const auto& page : roster(s, side, fonts().measurer()).pages)
        testing::walk(page, [&](const Placed& p) {
          if (const auto* t = std::get_if<layout::Text>(&p.item->shape)) texts.push_back(t->text);
        });
      long batteries = 0;
      for (const UnitSetup& u : s.side(side).units) {
        if (u.is_regiment()) continue;
        ++batteries;
        reinforcements += u.reinforcement;
      }
      const auto lines = std::count_if(texts.begin(), texts.end(), [](const std::string& t) { return t.find("hits on") != std::string::npos; });
      EXPECT_EQ(lines, batteries) << side_key(side) << ", seed " << s.seed;
    }
  EXPECT_GT(reinforcements, 0) << "no battery among the samples' reinforcements: the case is untested";
}

// Texts side by side on a roster line keep a millimetre apart: a long unit name ran to within half a
// millimetre of its quality and read as one line of words.
TEST(SbdPackLayout, TextsSideBySideOnARosterKeepAMillimetreApart) {
  const auto& m = fonts().measurer();
  for (const sbd::Setup& s : sample_setups())
    for (Side side : both_sides)
      for (const auto& page : roster(s, side, m).pages) {
        std::vector<std::pair<std::string, layout::Rect>> inks;
        testing::walk(page, [&](const Placed& p) {
          if (const auto* t = std::get_if<layout::Text>(&p.item->shape); t && !p.clipped && !p.grouped) inks.push_back({t->text, layout::ink_box(m, *t)});
        });
        for (std::size_t i = 0; i < inks.size(); ++i)
          for (std::size_t j = 0; j < inks.size(); ++j) {
            const layout::Rect &a = inks[i].second, &b = inks[j].second;
            const bool same_line = a.at.y < b.at.y + b.height && b.at.y < a.at.y + a.height;
            if (i == j || !same_line || b.at.x < a.at.x) continue;
            EXPECT_GE((b.at.x - (a.at.x + a.width)).millimetres(), 1 - 1e-6) << "'" << inks[i].first << "' and '" << inks[j].first << "', seed " << s.seed;
          }
      }
}

TEST(SbdPackLayout, ReferenceCardsFillTheirPages) {
  for (const sbd::Setup& s : sample_setups()) testing::expect_pages_filled(reference_cards(s.print.paper, table_footer(s, ruleset_title), fonts().measurer()), "qrs", 0.45);
}

// The documents whose pages flow: briefings, rosters, cards and worksheet.
std::vector<std::pair<std::string, layout::Document>> flowing_documents(const sbd::Setup& s) {
  const auto& m = fonts().measurer();
  return {{"umpire", umpire_briefing(s, m)}, {"USA", side_briefing(s, Side::usa, m)}, {"CSA", side_briefing(s, Side::csa, m)},
          {"USA-roster", roster(s, Side::usa, m)}, {"CSA-roster", roster(s, Side::csa, m)},
          {"qrs", reference_cards(s.print.paper, table_footer(s, ruleset_title), m)},
          {"worksheet", prebattle_worksheet(s.print.paper, table_footer(s, ruleset_title), s.battlefield, m)}};
}

TEST(SbdPackLayout, NoPageHoldsAnOrphanRowOrALoneHeading) {
  std::vector<sbd::Setup> setups = sample_setups();
  const Scenario wheatfield = testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml");
  Scenario crossroads = testing::sbd_scenario_file("scenarios/sbd-meeting-engagement.yaml");
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    setups.push_back(roll(wheatfield, seed));
    crossroads.hold_back = seed % 2 ? HoldBack::any : HoldBack::never;
    setups.push_back(roll(crossroads, seed));
  }
  for (const sbd::Setup& s : setups)
    for (const auto& [name, doc] : flowing_documents(s)) testing::expect_kept_together(doc, name + " (" + s.scenario + ", seed " + std::to_string(s.seed) + ")");
}

TEST(SbdPackLayout, NoWordIsBrokenOverTwoLines) {
  for (const sbd::Setup& s : sample_setups())
    for (const auto& [name, doc] : documents(s)) testing::expect_no_word_broken(doc, name);
}

TEST(SbdPackLayout, NoWordIsStrandedOnALineOfItsOwn) {
  for (const sbd::Setup& s : sample_setups())
    for (Side side : both_sides) {
      testing::expect_no_stranded_words(roster(s, side, fonts().measurer()), side_key(side) + "-roster");
      testing::expect_no_stranded_words(side_counter_sheets(s, side, fonts().measurer()), side_key(side) + "-counters");
    }
}

TEST(SbdPackLayout, UnitLabelNamesAndCodesAreAtLeast7Points) {
  for (const sbd::Setup& s : sample_setups()) {
    std::set<std::string> identities;
    for (Side side : both_sides)
      for (const UnitSetup& u : s.side(side).units) identities.insert({u.name, u.code});
    for (Side side : both_sides) testing::expect_identities_legible(side_counter_sheets(s, side, fonts().measurer()), side_key(side) + "-counters", identities);
  }
}

TEST(SbdPackLayout, LabelsAndCountersAreTheirSizeAndEachBackSitsBehindItsFront) {
  for (const sbd::Setup& s : sample_setups()) {
    for (Side side : both_sides) {
      const Counted own = counters_in_register(side_counter_sheets(s, side, fonts().measurer()), s);
      EXPECT_EQ(own.labels, units_to_label(s.side(side)));
      EXPECT_EQ(own.squares, s.side(side).commands.size() + 1);  // a leader per command and the ammunition store
    }
    const Counted shared = counters_in_register(marker_sheets(s, fonts().measurer()), s);
    EXPECT_EQ(shared.labels, 0u);
    EXPECT_GE(shared.squares, 16u + 4 + 8);
  }
}

TEST(SbdPackLayout, LabelsAndCountersAbutInBlocksCutFromMarkToMark) {
  for (const sbd::Setup& s : sample_setups()) {
    for (Side side : both_sides) {
      const auto doc = side_counter_sheets(s, side, fonts().measurer());
      testing::expect_abutting_blocks_with_cut_marks(doc, label_width, label_height);
      testing::expect_abutting_blocks_with_cut_marks(doc, s.print.counter_size, s.print.counter_size);
      for (std::size_t p = 0; p < doc.pages.size(); p += 2) {
        testing::expect_check_bar_clear_of(doc.pages[p], label_width, label_height);
        testing::expect_check_bar_clear_of(doc.pages[p], s.print.counter_size, s.print.counter_size);
      }
    }
    testing::expect_abutting_blocks_with_cut_marks(marker_sheets(s, fonts().measurer()), s.print.counter_size, s.print.counter_size);
  }
}

// Every word on the shared markers (low ammunition, limbered, entrenched) keeps the square markers'
// distance from the left and right cuts, at each size a scenario may print them: a cutter's slip
// must not take a letter, and no word is set below 6 pt. Each word is checked against the square
// counter it sits on.
TEST(SbdPackLayout, MarkerWordsKeepTheirDistanceFromTheCuts) {
  sbd::Setup s = sample_setups().front();
  const auto& measurer = fonts().measurer();
  int words = 0;
  for (double mm : {12.0, 13.5, 15.0, 19.0, 30.0}) {
    s.print.counter_size = Length::mm(mm);
    const Length size = s.print.counter_size, margin = mm < 15 ? size * 0.04 : max(Length::mm(1), size * 0.04);
    for (const auto& page : marker_sheets(s, measurer).pages) {
      std::vector<layout::Rect> squares;
      testing::walk(page, [&](const Placed& placed) {
        const auto* rect = std::get_if<layout::Rect>(&placed.item->shape);
        if (rect && rect->stroke && std::abs((rect->width - size).millimetres()) < 1e-6 && std::abs((rect->height - size).millimetres()) < 1e-6)
          squares.push_back(*rect);
      });
      testing::walk(page, [&](const Placed& placed) {
        const auto* text = std::get_if<layout::Text>(&placed.item->shape);
        if (!text || text->text.empty() || placed.grouped) return;
        const layout::Rect ink = layout::ink_box(measurer, *text);
        const Length centre_x = ink.at.x + ink.width / 2, centre_y = ink.at.y + ink.height / 2;
        const auto square = std::find_if(squares.begin(), squares.end(), [&](const layout::Rect& r) {
          return centre_x > r.at.x && centre_x < r.at.x + r.width && centre_y > r.at.y && centre_y < r.at.y + r.height;
        });
        if (square == squares.end()) return;  // the sheet's title and notes
        ++words;
        const std::string what = "'" + text->text + "' on a marker of " + std::to_string(size.millimetres()).substr(0, 4) + " mm";
        // The ink box stops at the text's box: only a text that fits its box is inside it.
        EXPECT_TRUE(layout::fits(measurer, *text)) << what << " overflows its box";
        EXPECT_GE(text->font.size.points(), 6.0 - 1e-9) << what;
        EXPECT_GE(ink.at.x.millimetres(), (square->at.x + margin).millimetres() - 1e-6) << what;
        EXPECT_LE((ink.at.x + ink.width).millimetres(), (square->at.x + size - margin).millimetres() + 1e-6) << what;
      });
    }
  }
  EXPECT_GE(words, 5 * 2 * (16 + 4 + 8)) << "a title and a note on every marker, front and back";
}

// The Wheatfield's armies, labels and leaders together, each on one sheet where they took two apiece.
TEST(SbdPackLayout, ASidesLabelsAndLeadersShareOneSheet) {
  const sbd::Setup s = sample_setups().front();
  for (Side side : both_sides) EXPECT_EQ(side_counter_sheets(s, side, fonts().measurer()).pages.size(), 2u) << side_key(side);
}

TEST(SbdPackLayout, ABriefingShowsNothingOfTheEnemysArmy) {
  for (const sbd::Setup& s : sample_setups())
    for (Side side : both_sides) {
      const std::string text = all_text(side_briefing(s, side, fonts().measurer()));
      for (const UnitSetup& enemy : s.side(enemy_of(side)).units) {
        EXPECT_EQ(text.find(enemy.name), std::string::npos) << side_key(side) << " briefing names " << enemy.name;
        EXPECT_EQ(text.find(enemy.code + " "), std::string::npos) << side_key(side) << " briefing shows " << enemy.code;
      }
      for (const CommandSetup& c : s.side(enemy_of(side)).commands)
        EXPECT_EQ(text.find(c.leader.name), std::string::npos) << c.leader.name;
      EXPECT_EQ(text.find("seed " + std::to_string(s.seed)), std::string::npos);
      for (const UnitSetup& own : s.side(side).units) EXPECT_NE(text.find(own.name), std::string::npos) << own.name;
    }
}

TEST(SbdPackLayout, TheReferenceCardsCarryTheScaleCheck) {
  const sbd::Setup s = sample_setups().front();
  EXPECT_TRUE(testing::has_check_bar(reference_cards(s.print.paper, table_footer(s, ruleset_title), fonts().measurer()).pages.front()));
}

// A player is handed only paper that is theirs: not one enemy unit, code or leader on either face of any sheet.
TEST(SbdPackLayout, ASidesCounterFileHoldsItsOwnCountersAndNothingOfTheEnemys) {
  for (const sbd::Setup& s : sample_setups())
    for (Side side : both_sides) {
      const std::string text = all_text(side_counter_sheets(s, side, fonts().measurer()));
      for (const UnitSetup& enemy : s.side(enemy_of(side)).units) {
        EXPECT_EQ(text.find(enemy.name), std::string::npos) << side_key(side) << " counters name " << enemy.name;
        EXPECT_EQ(text.find(enemy.code + "\n"), std::string::npos) << side_key(side) << " counters show " << enemy.code;
      }
      for (const CommandSetup& c : s.side(enemy_of(side)).commands) EXPECT_EQ(text.find(c.leader.name), std::string::npos) << c.leader.name;
      EXPECT_EQ(text.find(s.side(enemy_of(side)).name), std::string::npos);
      for (const UnitSetup& own : s.side(side).units) {
        if (!own.on_table() && !own.reinforcement) continue;
        EXPECT_NE(text.find(own.code + "\n" + own.name + "\n"), std::string::npos) << own.name;
      }
    }
}

TEST(SbdPackLayout, TheMapIsDrawnWithEveryZoneAtItsSize) {
  const sbd::Setup s = sample_setups().front();
  const Length cell = Length::mm(20);
  int zones = 0;
  for (const auto& item : draw_zones(s, {}, cell, fonts().measurer()))
    if (const auto* r = std::get_if<layout::Rect>(&item.shape); r && r->fill && std::abs(r->width.millimetres() - 20.0) < 1e-6) ++zones;
  EXPECT_EQ(zones, s.battlefield.columns * s.battlefield.rows);
}

}  // namespace
}  // namespace muster::sbd
