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
#include "rulesets/sbd/pages/zone_map.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/sbd_scenarios.hpp"

namespace muster::sbd {
namespace {

using testing::extent;
using testing::Placed;

const render::FontLibrary& fonts() { return testing::test_fonts(); }

std::vector<sbd::Setup> sample_setups() {
  std::vector<sbd::Setup> setups;
  const Scenario wheatfield = testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml");
  for (std::uint64_t seed : {1ULL, 1863ULL, 424242ULL}) setups.push_back(roll(wheatfield, seed));
  Scenario crossroads = testing::sbd_scenario_file("scenarios/sbd-meeting-engagement.yaml");
  crossroads.hold_back = HoldBack::any;  // plenty of reinforcements to print
  setups.push_back(roll(crossroads, 7));
  return setups;
}

std::vector<std::pair<std::string, layout::Document>> documents(const sbd::Setup& s) {
  const auto& m = fonts().measurer();
  return {{"umpire", umpire_briefing(s, m)},     {"USA", side_briefing(s, Side::usa, m)}, {"CSA", side_briefing(s, Side::csa, m)},
          {"map", battle_map(s, m)},             {"counters", counter_sheets(s, m)},     {"rosters", rosters(s, m)},
          {"qrs", reference_cards(s.print.paper, footer_for(s), m)}, {"worksheet", prebattle_worksheet(s.print.paper, footer_for(s), s.battlefield, m)}};
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

TEST(SbdPackLayout, ReferenceCardsFillTheirPages) {
  for (const sbd::Setup& s : sample_setups()) testing::expect_pages_filled(reference_cards(s.print.paper, footer_for(s), fonts().measurer()), "qrs", 0.45);
}

// The documents whose pages flow: briefings, rosters, cards and worksheet.
std::vector<std::pair<std::string, layout::Document>> flowing_documents(const sbd::Setup& s) {
  const auto& m = fonts().measurer();
  return {{"umpire", umpire_briefing(s, m)}, {"USA", side_briefing(s, Side::usa, m)}, {"CSA", side_briefing(s, Side::csa, m)},
          {"rosters", rosters(s, m)}, {"qrs", reference_cards(s.print.paper, footer_for(s), m)},
          {"worksheet", prebattle_worksheet(s.print.paper, footer_for(s), s.battlefield, m)}};
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

TEST(SbdPackLayout, UnitLabelNamesAndCodesAreAtLeast7Points) {
  for (const sbd::Setup& s : sample_setups()) {
    std::set<std::string> identities;
    for (Side side : both_sides)
      for (const UnitSetup& u : s.side(side).units) identities.insert({u.name, u.code});
    testing::expect_identities_legible(counter_sheets(s, fonts().measurer()), "counters", identities);
  }
}

TEST(SbdPackLayout, LabelsAndCountersAreTheirSizeAndEachBackSitsBehindItsFront) {
  for (const sbd::Setup& s : sample_setups()) {
    const auto doc = counter_sheets(s, fonts().measurer());
    ASSERT_EQ(doc.pages.size() % 2, 0u);
    std::size_t labels = 0;
    for (std::size_t p = 0; p + 1 < doc.pages.size(); p += 2) {
      labels += testing::expect_backs_in_register(doc.pages[p], doc.pages[p + 1], Length::mm(40), Length::mm(13));
      testing::expect_backs_in_register(doc.pages[p], doc.pages[p + 1], s.print.counter_size, s.print.counter_size);
    }
    std::size_t units = 0;
    for (Side side : both_sides)
      for (const UnitSetup& u : s.side(side).units) units += (u.on_table() || u.reinforcement) ? 1 : 0;
    EXPECT_EQ(labels, units);
  }
}

std::string all_text(const layout::Document& doc) {
  std::string text;
  for (const auto& page : doc.pages)
    testing::walk(page, [&](const Placed& p) {
      if (const auto* t = std::get_if<layout::Text>(&p.item->shape)) text += t->text + "\n";
    });
  return text;
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
