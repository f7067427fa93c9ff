// State of War's reference cards, measured on A4 and Letter: every card whole
// inside the page's margins and every text inside its box; and the numbers of
// tables.hpp (costs, ranges, loading, dice, moves, deployment) read back from
// the laid-out text, so the cards cannot drift from the code.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/embedded_files.hpp"
#include "layout/style.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/pages/reference_tables.hpp"
#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"
#include "spec/card_template.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"

namespace muster::sow {
namespace {

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

const Paper papers[] = {Paper::a4, Paper::letter};

std::string name_of(Paper paper) { return paper == Paper::a4 ? "qrs sow a4" : "qrs sow letter"; }

const std::vector<Quality> qualities = {Quality::veteran, Quality::trained, Quality::raw, Quality::civilian};

// Every text of the document, page after page, in the order it is drawn: a table's cells row by row.
std::vector<std::string> texts_of(const layout::Document& doc) {
  std::vector<std::string> texts;
  for (const auto& page : doc.pages)
    testing::walk(page, [&](const testing::Placed& placed) {
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) texts.push_back(text->text);
    });
  return texts;
}

// `cells` drawn one after another: a table row, or a header and its row.
bool has_cells(const std::vector<std::string>& texts, const std::vector<std::string>& cells) {
  return std::search(texts.begin(), texts.end(), cells.begin(), cells.end()) != texts.end();
}

bool mentions(const std::vector<std::string>& texts, const std::string& part) {
  return std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return t.find(part) != std::string::npos; });
}

std::string die(int sides) { return "D" + std::to_string(sides); }

int bare_cost(Quality quality, Firearm firearm) { return cost_of(Figure{Rank::private_soldier, quality, firearm, Blade::none, false}); }

// The template read with a table source that notes every name asked for.
std::vector<layout::Card> template_cards(std::vector<std::string>* asked = nullptr) {
  const auto text = embedded_file("templates/sow/qrs.yaml");
  EXPECT_TRUE(text.has_value()) << "the template is not embedded";
  return spec::read_cards(spec::parse_yaml(std::string(text.value_or("")), "templates/sow/qrs.yaml"), reference_table_names(),
                          [asked](const std::string& name) {
                            if (asked) asked->push_back(name);
                            return reference_table(name);
                          });
}

TEST(SowReferenceCards, NothingLeavesItsPageAndEveryTextFitsItsBox) {
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

// A card taller than a column would be set alone and run into the footer.
TEST(SowReferenceCards, EveryCardFitsAColumnAndThePagesAreFilled) {
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

// The card reader drops a table it is given no content for: every name the
// template uses must be one the code builds, and every table built is used.
TEST(SowReferenceCards, EveryGeneratedTableIsOnACard) {
  std::vector<std::string> asked;
  template_cards(&asked);
  for (const auto& name : asked) EXPECT_TRUE(reference_table(name).has_value()) << name;
  for (const auto& name : reference_table_names()) EXPECT_EQ(std::count(asked.begin(), asked.end(), name), 1) << name;
  EXPECT_FALSE(reference_table("no-such-table").has_value());
}

TEST(SowReferenceCards, EveryCardOfTheTemplateIsPrintedOnceInOrder) {
  const auto cards = template_cards();
  ASSERT_EQ(cards.size(), 15u);
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

TEST(SowReferenceCards, EveryRangeAndLoadIsOnTheCards) {
  const auto texts = texts_of(reference_cards(Paper::a4, "footer", measurer()));
  ASSERT_EQ(range_table().size(), 8u);
  for (const WeaponRanges& weapon : range_table()) {
    std::vector<std::string> row{weapon.name};
    for (int band : weapon.bands_cm) row.push_back(band > 0 ? std::to_string(band) : "—");
    const auto firearm = std::find_if(firearm_keys().begin(), firearm_keys().end(),
                                      [&](const std::string& key) { return label_of(*parse_firearm(key)) == weapon.name; });
    row.push_back(firearm == firearm_keys().end() ? "—" : std::to_string(loading_actions(*parse_firearm(*firearm))));
    EXPECT_TRUE(has_cells(texts, row)) << weapon.name;
  }
  // Spot checks against the rules text itself, not only against tables.cpp.
  EXPECT_TRUE(has_cells(texts, {"Minie rifle", "15", "30", "110", "150", "3"}));
  EXPECT_TRUE(has_cells(texts, {"Shotgun", "5", "10", "40", "—", "3"}));
  EXPECT_TRUE(has_cells(texts, {"Pistol", "2", "6", "10", "20", "1"}));
  EXPECT_TRUE(has_cells(texts, {"Repeater", "12", "25", "60", "120", "1"}));
}

TEST(SowReferenceCards, EveryCostIsOnTheCards) {
  const auto texts = texts_of(reference_cards(Paper::a4, "footer", measurer()));
  std::vector<std::string> class_costs{"Points"};
  for (Quality quality : qualities) class_costs.push_back(std::to_string(cost_of(quality)));
  EXPECT_TRUE(has_cells(texts, class_costs));
  EXPECT_TRUE(has_cells(texts, {"Points", "24", "16", "10", "5"}));
  for (const auto& key : firearm_keys()) {
    const Firearm firearm = *parse_firearm(key);
    if (firearm != Firearm::none) {
      EXPECT_TRUE(has_cells(texts, {label_of(firearm), std::to_string(cost_of(firearm))})) << key;
    }
  }
  EXPECT_TRUE(has_cells(texts, {"Repeater", "16"}) && has_cells(texts, {"Minie carbine", "3"}) && has_cells(texts, {"Smoothbore carbine", "2"}));
  EXPECT_TRUE(has_cells(texts, {"Bayonet, sword or lance", std::to_string(cost_of(Blade::bayonet))}));
  EXPECT_TRUE(has_cells(texts, {"Horse", std::to_string(horse_cost)}));
  EXPECT_TRUE(has_cells(texts, {"Horse", "15"}));
}

TEST(SowReferenceCards, TheReadyReckonerIsWorkedOutFromTheParts) {
  const auto texts = texts_of(reference_cards(Paper::a4, "footer", measurer()));
  for (Quality quality : qualities) {
    std::vector<std::string> row{label_of(quality)};
    for (Firearm firearm : reckoner_columns) row.push_back(std::to_string(bare_cost(quality, firearm)));
    EXPECT_TRUE(has_cells(texts, row)) << label_of(quality);
  }
  EXPECT_TRUE(has_cells(texts, {"Raw", "14", "26", "13", "12", "11"})) << "Raw with a repeater costs 10 + 16";
  EXPECT_TRUE(mentions(texts, "Raw with a repeater as 24") && mentions(texts, "muster costs it at 26"));
}

// The card's note names the one cell where the printed reckoner and the parts disagree;
// this keeps the note true if tables.cpp changes.
TEST(SowReferenceCards, ThePrintedReckonerDiffersFromThePartsInOneCellOnly) {
  std::vector<std::pair<Quality, Firearm>> differing;
  for (Quality quality : qualities)
    for (Firearm firearm : reckoner_columns)
      if (printed_reckoner(quality, firearm) != bare_cost(quality, firearm)) differing.emplace_back(quality, firearm);
  ASSERT_EQ(differing.size(), 1u);
  EXPECT_EQ(differing[0].first, Quality::raw);
  EXPECT_EQ(differing[0].second, Firearm::repeater);
  EXPECT_EQ(printed_reckoner(Quality::raw, Firearm::repeater), 24);
  EXPECT_EQ(bare_cost(Quality::raw, Firearm::repeater), 26);
}

TEST(SowReferenceCards, TheDiceAndMovesAreOnTheCards) {
  const auto texts = texts_of(reference_cards(Paper::a4, "footer", measurer()));
  std::vector<std::string> quality_row{"Quality die"};
  for (Quality quality : qualities) quality_row.push_back(die(quality_die(quality)));
  EXPECT_TRUE(has_cells(texts, quality_row));
  EXPECT_TRUE(has_cells(texts, {"Quality die", "D12", "D10", "D8", "D6"}));
  EXPECT_TRUE(has_cells(texts, {"Range die", "D6", "D8", "D10", "D12"}));
  EXPECT_TRUE(has_cells(texts, {"Cover die", "D4", "D6", "D8"}));
  EXPECT_TRUE(has_cells(texts, {"Infantry", "12 cm", "6 cm"}));
  EXPECT_TRUE(has_cells(texts, {"Cavalry", "24 cm", "12 cm"}));
  for (int d6 = 1; d6 <= 6; ++d6) {
    std::string where = label_of(deployment_result(d6));
    where[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(where[0])));
    EXPECT_TRUE(has_cells(texts, {std::to_string(d6), where})) << d6;
  }
  EXPECT_TRUE(has_cells(texts, {"6", "The North edge, within 20 cm"}) && has_cells(texts, {"2", "Anywhere in the South half"}));
}

// What the text gives only in words: the result tables of shooting, melee and morale.
TEST(SowReferenceCards, TheResultTablesAreOnTheCards) {
  const auto texts = texts_of(reference_cards(Paper::a4, "footer", measurer()));
  EXPECT_TRUE(has_cells(texts, {"1", "Graze"}) && has_cells(texts, {"2-3", "Wound"}) && has_cells(texts, {"4-5", "Disabled"}) &&
              has_cells(texts, {"6 or more", "Killed"}));
  EXPECT_TRUE(has_cells(texts, {"+2", "P/B + W", "DMT + W"}) && has_cells(texts, {"+5", "K", "D"}));
  EXPECT_TRUE(has_cells(texts, {"Sword and pistol", "D6", "D4"}) && has_cells(texts, {"Improvised weapon", "D4", "no die"}));
  EXPECT_TRUE(has_cells(texts, {"−3", "The force commander was killed or disabled this turn"}));
  EXPECT_TRUE(has_cells(texts, {"+2", "The force commander unhurt and in sight within 50 cm"}));
  EXPECT_TRUE(mentions(texts, "at most 3 against 1") && mentions(texts, "horse is hit") && mentions(texts, "score × 10 cm") &&
              mentions(texts, "rolls a D4 instead") && mentions(texts, "within 50 cm"));
  EXPECT_TRUE(mentions(texts, "groups of 4 to 10") && mentions(texts, "15 cm behind the centre"));
}

// Issue 35: the company organisation on a card, for players writing a force by hand: the force
// list's three companies rank by rank, the numbers the force builder raises its companies from.
TEST(SowReferenceCards, TheCompanyOrganisationIsOnACard) {
  const auto texts = texts_of(reference_cards(Paper::a4, "footer", measurer()));
  ASSERT_TRUE(mentions(texts, "Company organisation"));
  EXPECT_TRUE(has_cells(texts, {"Rank", "Infantry company", "Federal cavalry", "Confederate cavalry"}));
  EXPECT_TRUE(has_cells(texts, {"Captain", "1", "1", "1"}));
  EXPECT_TRUE(has_cells(texts, {"Lieutenants", "2", "2", "2"}));
  EXPECT_TRUE(has_cells(texts, {"1st Sergeant", "1", "1", "—"}));
  EXPECT_TRUE(has_cells(texts, {"Sergeants", "2 a platoon", "5", "5"}));
  EXPECT_TRUE(has_cells(texts, {"Corporals", "4 a platoon", "8", "4"}));
  EXPECT_TRUE(has_cells(texts, {"Musicians", "2", "2", "—"}));
  EXPECT_TRUE(has_cells(texts, {"Men", "up to 80 a platoon", "56 troopers", "60-80 privates"}));
  EXPECT_TRUE(mentions(texts, "2 platoons, each of up to 6 squads"));
  // The full companies the builder raises keep those numbers (two platoons of infantry).
  const std::map<CompanyKind, std::map<Rank, int>> listed = {
      {CompanyKind::infantry, {{Rank::captain, 1}, {Rank::lieutenant, 2}, {Rank::first_sergeant, 1}, {Rank::sergeant, 4}, {Rank::corporal, 8}, {Rank::musician, 2}}},
      {CompanyKind::federal_cavalry, {{Rank::captain, 1}, {Rank::lieutenant, 2}, {Rank::first_sergeant, 1}, {Rank::sergeant, 5}, {Rank::corporal, 8}, {Rank::musician, 2}, {Rank::trooper, 56}}},
      {CompanyKind::confederate_cavalry, {{Rank::captain, 1}, {Rank::lieutenant, 2}, {Rank::sergeant, 5}, {Rank::corporal, 4}, {Rank::private_soldier, 80}}}};
  for (const auto& [company, expected] : listed) {
    std::map<Rank, int> ranks;
    for (const Unit& unit : build_force({1000000, company, Quality::trained, Firearm::musket, Blade::bayonet, 0}).units)
      for (const Figure& figure : unit.figures)
        if (figure.rank != Rank::private_soldier || company != CompanyKind::infantry) ++ranks[figure.rank];
    EXPECT_EQ(ranks, expected) << label_of(company);
  }
}

TEST(SowReferenceCards, ADemoPrintIsWrittenForAPersonToLookAt) {
  testing::write_demo(reference_cards(Paper::a4, "State of War — muster", measurer()), "qrs-sow-a4");
  testing::write_demo(reference_cards(Paper::letter, "State of War — muster", measurer()), "qrs-sow-letter");
}

}  // namespace
}  // namespace muster::sow
