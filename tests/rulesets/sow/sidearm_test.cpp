// Issue 35: the trooper the text describes can be written. His carbine,
// revolver and sabre are bought as three weapons and put him on the melee
// table's "sword and pistol" row (D6 against foot, D4 against horse), where
// one firearm a figure left the default cavalryman on "sword", D4/D4. A
// cavalry company bought to a budget arms its men so; the roster, the force
// list and the rulers show the pistol; force files without it read as before.
#include <gtest/gtest.h>

#include <set>

#include "core/random.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/pages/ruler_sticks.hpp"
#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/sow_scenarios.hpp"

namespace muster::sow {
namespace {

const std::string head = "muster: 1\nname: Troopers\nruleset: sow\nterrain: {streams: 0}\n";

std::string first_error(const std::string& yaml) { return muster::testing::first_sow_error(yaml); }

bool is_man_or_nco(Rank rank) { return rank != Rank::captain && rank != Rank::lieutenant && rank != Rank::musician; }

TEST(SowSidearm, EveryCavalryCompanyBoughtArmsItsMenWithCarbinePistolAndSword) {
  static const char* companies[] = {"federal-cavalry", "confederate-cavalry"};
  static const char* classes[] = {"veteran", "trained", "raw", "civilian"};
  static const char* carbines[] = {"minie-carbine", "smoothbore-carbine", "repeater"};
  RandomStream dice = RandomStream::for_procedure(35, "sow-sidearm");
  int troopers = 0;
  for (int trial = 0; trial < 10000; ++trial) {
    const std::string recipe = std::string("{points: ") + std::to_string(100 + dice.below(2500)) + ", company: " + companies[dice.below(2)] +
                               ", class: " + classes[dice.below(4)] + ", weapon: " + carbines[dice.below(3)] + "}";
    const Scenario scenario = muster::testing::sow_scenario(head + "sides:\n  USA: {force: " + recipe + "}\n  CSA: {force: {points: 300}}\n");
    const Force force = build_force(*scenario.sides[0].recipe);
    SCOPED_TRACE(recipe);
    for (const Unit& unit : force.units)
      for (const Figure& figure : unit.figures) {
        if (!is_man_or_nco(figure.rank)) continue;
        ++troopers;
        const MeleeDice melee = melee_dice(figure);
        ASSERT_EQ(melee.weapon, "Sword & pistol");
        ASSERT_EQ(melee.against_infantry, 6);
        ASSERT_EQ(melee.against_cavalry, 4);
        ASSERT_EQ(cost_of(figure), cost_of(figure.quality) + cost_of(figure.firearm) + cost_of(Firearm::pistol) + cost_of(Blade::sword) + horse_cost);
      }
    ASSERT_LE(cost_of(force), scenario.sides[0].recipe->points);
  }
  EXPECT_GT(troopers, 100000);
}

TEST(SowSidearm, TheTrooperWrittenByHandCostsHisThreeWeapons) {
  const Scenario scenario = muster::testing::sow_scenario(
      head + "sides:\n  USA:\n    units:\n      - name: 1st Section\n        class: trained\n        weapon: minie-carbine\n        sidearm: pistol\n"
             "        blade: sword\n        horse: yes\n        figures: [{rank: sergeant}, {rank: trooper, count: 5}, {rank: trooper, sidearm: none}]\n"
             "  CSA: {force: {points: 300}}\n");
  const Unit& section = scenario.sides[0].list->units.front();
  ASSERT_EQ(section.figures.size(), 7u);
  EXPECT_EQ(cost_of(section.figures[1]), 16 + 3 + 1 + 1 + 15);
  EXPECT_EQ(melee_dice(section.figures[1]).weapon, "Sword & pistol");
  EXPECT_EQ(cost_of(section.figures[6]), 16 + 3 + 1 + 15) << "a figure's own key overrides its unit's";
  EXPECT_EQ(melee_dice(section.figures[6]).weapon, "Sword");
  // An infantry company carries none unless asked; asked, its men carry one.
  const Scenario infantry = muster::testing::sow_scenario(head + "sides:\n  USA: {force: {points: 400}}\n  CSA: {force: {points: 400, sidearm: pistol}}\n");
  const Figure rifleman = build_force(*infantry.sides[0].recipe).units[1].figures[1];
  EXPECT_EQ(cost_of(rifleman), 16 + 4 + 1);
  EXPECT_EQ(melee_dice(rifleman).weapon, "Bayonet");
  EXPECT_EQ(cost_of(build_force(*infantry.sides[1].recipe).units[1].figures[1]), 16 + 4 + 1 + 1);
  // A cavalry company armed with the pistol itself has no second one.
  const Scenario pistols = muster::testing::sow_scenario(head + "sides:\n  USA: {force: {points: 400, company: federal-cavalry, weapon: pistol}}\n  CSA: {force: {points: 300}}\n");
  EXPECT_EQ(cost_of(build_force(*pistols.sides[0].recipe).units[1].figures[1]), 16 + 1 + 1 + 15);
}

TEST(SowSidearm, APistolIsNotBothWeaponAndSidearmAndNothingElseIsASidearm) {
  EXPECT_EQ(first_error(head + "sides:\n  USA:\n    units:\n      - {name: A, class: raw, weapon: pistol, sidearm: pistol, figures: [{count: 3}]}\n"
                               "  CSA: {force: {points: 300}}\n"),
            "8:74: this figure's weapon is a pistol, and so is its sidearm (a sidearm is a pistol carried besides a carbine, rifle, musket or shotgun: "
            "remove 'sidearm', or give another 'weapon')");
  EXPECT_EQ(first_error(head + "sides:\n  USA: {force: {points: 400, weapon: pistol, sidearm: pistol}}\n  CSA: {force: {points: 300}}\n"),
            "6:55: the men's weapon is a pistol, and so is their sidearm (a sidearm is a pistol carried besides a carbine, rifle, musket or shotgun: "
            "remove 'sidearm', or give another 'weapon')");
  EXPECT_EQ(first_error(head + "sides:\n  USA: {force: {points: 400, sidearm: shotgun}}\n  CSA: {force: {points: 300}}\n"),
            "6:39: 'sidearm' cannot be 'shotgun' (expected one of: none, pistol)");
}

const layout::TextMeasurer& measurer() { return muster::testing::test_fonts().measurer(); }

std::multiset<std::string> texts_of(const layout::Document& doc) {
  std::multiset<std::string> texts;
  for (const layout::Page& page : doc.pages)
    muster::testing::walk(page, [&](const muster::testing::Placed& placed) {
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) texts.insert(text->text);
    });
  return texts;
}

TEST(SowSidearm, TheRosterTheForceListAndTheRulersShowThePistol) {
  const Scenario scenario = muster::testing::sow_scenario(head + "sides:\n  USA: {force: {points: 600, company: federal-cavalry}}\n  CSA: {force: {points: 300}}\n");
  const sow::Setup setup = roll(scenario, Streams(7));
  const auto mentions_sidearm = [](const std::multiset<std::string>& texts) {
    return std::any_of(texts.begin(), texts.end(), [](const std::string& t) { return t.find("Pistol: the load box") != std::string::npos; });
  };
  const auto roster_texts = texts_of(roster(setup, 0, measurer()));
  EXPECT_TRUE(roster_texts.count("Pistol")) << "the sidearm's column";
  EXPECT_TRUE(mentions_sidearm(roster_texts)) << "and the key says what it is";
  EXPECT_FALSE(mentions_sidearm(texts_of(roster(setup, 1, measurer())))) << "an infantry company's roster has no such column";
  const auto list_texts = texts_of(force_list(setup, measurer()));
  EXPECT_TRUE(list_texts.count("Minie carbine, pistol"));
  EXPECT_TRUE(list_texts.count("+ 4"));
  std::set<std::string> sticks;
  for (const auto& stick : ruler_sticks(setup)) sticks.insert(stick.name);
  EXPECT_TRUE(sticks.count("Pistol")) << "the pistols carried as sidearms have their range stick";
  muster::testing::expect_on_page_and_fitting(roster(setup, 0, measurer()), "roster");
}

}  // namespace
}  // namespace muster::sow
