// The Square Brigadier's reference cards, measured on A4 and Letter: every
// card whole inside the page's margins, every text inside its box, and the
// numbers a player looks up at the table (ranges, hits, scores) on them.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "core/embedded_files.hpp"
#include "layout/style.hpp"
#include "rulesets/tsb/pages/reference_cards.hpp"
#include "spec/card_template.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"

namespace muster::tsb {
namespace {

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

const Paper papers[] = {Paper::a4, Paper::letter};

std::string name_of(Paper paper) { return paper == Paper::a4 ? "qrs tsb a4" : "qrs tsb letter"; }

// Every text of the document, page after page, in the order it is drawn: a table's cells row by row.
std::vector<std::string> texts_of(const layout::Document& doc) {
  std::vector<std::string> texts;
  for (const auto& page : doc.pages)
    testing::walk(page, [&](const testing::Placed& placed) {
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) texts.push_back(text->text);
    });
  return texts;
}

// A table row: `label` in one cell and `value` in the next.
bool has_row(const std::vector<std::string>& texts, const std::string& label, const std::string& value) {
  for (std::size_t i = 0; i + 1 < texts.size(); ++i)
    if (texts[i] == label && texts[i + 1] == value) return true;
  return false;
}

bool mentions(const std::vector<std::string>& texts, const std::string& part) {
  return std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return t.find(part) != std::string::npos; });
}

std::vector<layout::Card> template_cards() {
  const auto text = embedded_file("templates/tsb/qrs.yaml");
  EXPECT_TRUE(text.has_value()) << "the template is not embedded";
  return spec::read_cards(spec::parse_yaml(std::string(text.value_or("")), "templates/tsb/qrs.yaml"), {},
                          [](const std::string&) { return std::optional<layout::CardTable>{}; });
}

TEST(TsbReferenceCards, NothingLeavesItsPageAndEveryTextFitsItsBox) {
  for (Paper paper : papers) {
    const auto doc = reference_cards(paper, "footer", measurer());
    ASSERT_FALSE(doc.pages.empty());
    for (const auto& page : doc.pages)
      EXPECT_NEAR(std::min(page.width, page.height).millimetres(), paper == Paper::a4 ? 210.0 : 215.9, 0.01) << name_of(paper);
    testing::expect_on_page_and_fitting(doc, name_of(paper));
    testing::expect_no_word_broken(doc, name_of(paper));
    testing::expect_kept_together(doc, name_of(paper));
  }
}

// A card taller than a column would be set alone and run into the footer: every card's outline
// ends above the footer, and the cards fill their pages as the other rule sets' do.
TEST(TsbReferenceCards, EveryCardFitsAColumnAndThePagesAreFilled) {
  for (Paper paper : papers) {
    const auto doc = reference_cards(paper, "footer", measurer());
    EXPECT_LE(doc.pages.size(), 4u) << name_of(paper);
    for (std::size_t p = 0; p < doc.pages.size(); ++p) {
      const auto& page = doc.pages[p];
      const Length bottom = page.height - layout::style::margin - layout::style::footer_height;
      for (const auto& item : page.items)
        if (const auto* r = std::get_if<layout::Rect>(&item.shape); r && r->stroke && !r->fill) {
          EXPECT_LE((r->at.y + r->height).points(), bottom.points() + 0.01) << name_of(paper) << " page " << p + 1 << ": a card runs into the footer";
        }
    }
    testing::expect_pages_filled(doc, name_of(paper), 0.45);
    EXPECT_TRUE(testing::has_check_bar(doc.pages.front())) << name_of(paper);
  }
}

TEST(TsbReferenceCards, EveryCardOfTheTemplateIsPrintedOnceInOrder) {
  const auto cards = template_cards();
  ASSERT_EQ(cards.size(), 13u);
  for (Paper paper : papers) {
    const auto texts = texts_of(reference_cards(paper, "footer", measurer()));
    auto from = texts.begin();
    for (const auto& card : cards) {
      EXPECT_EQ(std::count(texts.begin(), texts.end(), card.title), 1) << card.title;
      from = std::find(from, texts.end(), card.title);
      EXPECT_NE(from, texts.end()) << card.title << " is missing or out of order";
      if (from == texts.end()) break;
    }
  }
}

TEST(TsbReferenceCards, TheNumbersOfTheRulesAreOnTheCards) {
  for (Paper paper : papers) {
    const auto texts = texts_of(reference_cards(paper, "footer", measurer()));
    const std::vector<std::pair<std::string, std::string>> ranges = {
        {"Muskets", "2"},
        {"Rifles", "3"},
        {"MGs, superior rifles", "4"},
        {"Smoothbore artillery", "6"},
        {"Pack or horse artillery, not smoothbore", "12"},
        {"Any other artillery", "18"}};
    for (const auto& [weapon, areas] : ranges) EXPECT_TRUE(has_row(texts, weapon, areas)) << weapon << " should shoot " << areas << " areas";
    for (const auto& [troops, hits] : std::vector<std::pair<std::string, std::string>>{{"Militia", "2 hits"}, {"Regular", "3 hits"}, {"Elite", "4 hits"}})
      EXPECT_TRUE(has_row(texts, troops, hits)) << troops << " should be destroyed at " << hits;
    const std::vector<std::pair<std::string, std::string>> moves = {
        {"Infantry, tanks", "2"}, {"Cavalry, horse artillery, armoured cars", "3"}, {"Other artillery, MGs", "2"}, {"Wagons", "2"}};
    for (const auto& [unit, areas] : moves) EXPECT_TRUE(has_row(texts, unit, areas)) << unit << " should move " << areas << " areas";
    EXPECT_TRUE(has_row(texts, "Trains, on rails only", "up to 4") && mentions(texts, "at most 2 areas more or fewer than on their last move")) << "trains";
    EXPECT_TRUE(mentions(texts, "Each die of 5-6 is a hit")) << "shooting hits on 5-6";
    EXPECT_TRUE(mentions(texts, "Each 4-6 is a hit")) << "melee hits on 4-6";
    EXPECT_TRUE(mentions(texts, "4-6 takes off 1 hit")) << "rally on 4-6";
    EXPECT_TRUE(mentions(texts, "2 for a small-arms unit, 3 for an artillery or MG unit")) << "shooting dice";
    EXPECT_TRUE(mentions(texts, "45°") && mentions(texts, "60° on hexes")) << "arcs";
    EXPECT_TRUE(mentions(texts, "6 areas or more")) << "observed fire's least range";
    EXPECT_TRUE(mentions(texts, "over 3 areas from the commander")) << "the General's reach";
    EXPECT_TRUE(mentions(texts, "prints no chance cards"));
  }
}

}  // namespace
}  // namespace muster::tsb
