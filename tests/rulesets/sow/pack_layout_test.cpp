// The printed State of War pack, measured: every document on the chosen paper,
// nothing outside its page, every text inside its box, rows kept with their
// headings; the human side's sheets never show the solo side's deployment.
#include <gtest/gtest.h>

#include <set>

#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/procedures.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/sow_scenarios.hpp"

namespace muster::sow {
namespace {

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

std::vector<sow::Setup> sample_setups() {
  std::vector<sow::Setup> setups;
  for (const char* file : {"scenarios/sow-millers-ford.yaml", "scenarios/sow-solo-patrol.yaml"}) {
    Scenario scenario = testing::shipped_sow_scenario(file);
    setups.push_back(roll(scenario, Streams(11)));
    scenario.print.paper = Paper::letter;
    setups.push_back(roll(scenario, Streams(1862)));
  }
  // A whole Federal cavalry company and a whole infantry company: the largest forces the builder makes.
  Scenario large = testing::shipped_sow_scenario("scenarios/sow-millers-ford.yaml");
  large.sides[0].recipe = ForceRecipe{100000, CompanyKind::federal_cavalry, Quality::trained, Firearm::repeater, Blade::sword, 100};
  large.sides[1].recipe->points = 100000;
  large.solo = 1;
  setups.push_back(roll(large, Streams(3)));
  return setups;
}

// A musician carries nothing: the briefings' force tables say so in words, never "1 None".
TEST(SowPackLayout, AFigureWithoutArmsIsCalledUnarmed) {
  int unarmed = 0;
  for (const sow::Setup& s : sample_setups())
    for (const PackFile& file : pack_files(s, measurer()))
      for (const layout::Page& page : file.document.pages)
        testing::walk(page, [&](const testing::Placed& placed) {
          const auto* text = std::get_if<layout::Text>(&placed.item->shape);
          if (!text) return;
          EXPECT_EQ(text->text.find(" None"), std::string::npos) << file.name << ": " << text->text;
          if (text->text.find(" unarmed") != std::string::npos) ++unarmed;
        });
  EXPECT_GT(unarmed, 0) << "the shipped companies have musicians";
}

// A map's texts keep a millimetre apart: a deployment zone's label set letter to letter beside the
// ruler's "60" read "60USA deploys here" (Miller's Ford, seed 7, at the briefings' scale).
TEST(SowPackLayout, AMapsTextsKeepAMillimetreApart) {
  std::vector<sow::Setup> setups = sample_setups();
  setups.push_back(roll(testing::shipped_sow_scenario("scenarios/sow-millers-ford.yaml"), Streams(7)));
  for (const sow::Setup& s : setups)
    for (double scale : {1.0 / 8, 1.0 / 9, 1.0 / 10, 115.0 / 1200}) {  // the overviews on A4 and Letter; the briefings
      std::vector<std::pair<std::string, layout::Rect>> inks;
      for (const layout::Item& item : layout::draw_open_table(table_board(s, scale), measurer()))
        if (const auto* text = std::get_if<layout::Text>(&item.shape)) inks.push_back({text->text, layout::ink_box(measurer(), *text)});
      ASSERT_GT(inks.size(), 20U);
      for (std::size_t i = 0; i < inks.size(); ++i)
        for (std::size_t j = i + 1; j < inks.size(); ++j) {
          const layout::Rect &a = inks[i].second, &b = inks[j].second;
          const double gap_x = std::max((b.at.x - (a.at.x + a.width)).millimetres(), (a.at.x - (b.at.x + b.width)).millimetres());
          const double gap_y = std::max((b.at.y - (a.at.y + a.height)).millimetres(), (a.at.y - (b.at.y + b.height)).millimetres());
          EXPECT_GE(std::max(gap_x, gap_y), 1 - 1e-6) << "'" << inks[i].first << "' and '" << inks[j].first << "', seed " << s.seed << ", 1:" << 1 / scale;
        }
    }
}

// A figure's melee dice, against infantry and against cavalry, stay together on one line of their cell:
// "D6/" over "D4" read as two things.
TEST(SowPackLayout, APairOfMeleeDiceStaysOnOneLine) {
  int pairs = 0;
  for (const sow::Setup& s : sample_setups())
    for (const PackFile& file : pack_files(s, measurer()))
      for (const layout::Page& page : file.document.pages)
        testing::walk(page, [&](const testing::Placed& placed) {
          const auto* text = std::get_if<layout::Text>(&placed.item->shape);
          if (!text || text->text.find("  D") == std::string::npos || text->text.find('/') == std::string::npos) return;
          ++pairs;
          const layout::SetLines set = measurer().lines(text->text, text->font, text->width, text->markup);
          for (std::size_t start : set.starts) EXPECT_FALSE(start > 0 && set.text[start - 1] == '/') << file.name << ": '" << text->text << "'";
        });
  EXPECT_GT(pairs, 100) << "the rosters' melee cells were read";
}

TEST(SowPackLayout, EveryDocumentIsOnItsPaperAndEverythingFitsItsBox) {
  for (const sow::Setup& s : sample_setups()) {
    for (const PackFile& file : pack_files(s, measurer())) {
      ASSERT_FALSE(file.document.pages.empty()) << file.name;
      const PaperSize paper = paper_size(s.print.paper);
      for (const auto& page : file.document.pages) {
        const double shorter = std::min(page.width, page.height).millimetres(), longer = std::max(page.width, page.height).millimetres();
        EXPECT_NEAR(shorter, std::min(paper.width, paper.height).millimetres(), 0.01) << file.name;
        EXPECT_NEAR(longer, std::max(paper.width, paper.height).millimetres(), 0.01) << file.name;
      }
      testing::expect_on_page_and_fitting(file.document, file.name);
    }
    testing::expect_kept_together(umpire_briefing(s, measurer()), "umpire");
  }
}

std::set<std::string> texts_of(const layout::Document& doc) {
  std::set<std::string> texts;
  for (const auto& page : doc.pages)
    testing::walk(page, [&](const testing::Placed& p) {
      if (const auto* t = std::get_if<layout::Text>(&p.item->shape)) texts.insert(t->text);
    });
  return texts;
}

TEST(SowPackLayout, TheSoloSidesOrdersAreOnItsOwnSheetsAndTheUmpiresOnly) {
  for (const sow::Setup& s : sample_setups()) {
    if (!s.solo) continue;
    const std::size_t solo = s.solo->side;
    const std::string tactics = key_of(s.solo->tactics);
    const auto solo_sheet = texts_of(side_briefing(s, solo, measurer()));
    const auto player_sheet = texts_of(side_briefing(s, 1 - solo, measurer()));
    const auto mentions = [](const std::set<std::string>& texts, const std::string& word) {
      return std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return t.find(word) != std::string::npos; });
    };
    EXPECT_TRUE(mentions(solo_sheet, "Group 1")) << "the solo sheet places its groups";
    EXPECT_FALSE(mentions(player_sheet, "Group 1")) << "the player's sheet must not place the solo groups";
    EXPECT_FALSE(mentions(texts_of(table_map(s, false, "f", measurer())), "Group 1"));
  }
}

}  // namespace
}  // namespace muster::sow
