// cards.pdf measured in its layout: every card 63.5 x 88.9 mm, nine to a
// sheet, each back mirrored behind its front for a long-edge flip (moved by
// the duplex offset), every text of a card inside that card and fitting its
// box; the movement deck holds decks.movement_per_unit cards per unit of each
// side, the casualty deck decks.casualty and decks.key_figure cards, and each
// side a card per unit; each deck starts on a sheet of its own. A twelve-base
// Mutiny (168 units) prints whole. The demos are written for a person to look at:
// pdftoppm -r 60 -png $TMPDIR/muster-tsatf-cards-sudan.pdf /tmp/tsatf-cards
// and measured as printed with PyMuPDF: tests/rulesets/tsatf/cards_pdf_check.py FILE.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "layout/card_deck.hpp"
#include "layout/short_names.hpp"
#include "rulesets/tsatf/pages/card_decks.hpp"
#include "rulesets/tsatf/pages/pages.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/tsatf_setups.hpp"

namespace muster::tsatf {
namespace {

using layout::poker_card_height;
using layout::poker_card_width;
using testing::Box;

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

struct TextOnPage {
  std::string text;
  Box box;
  Box ink;  // where its letters lie, as Pango sets them
  int quarter_turns = 0;
  double size_pt = 0;
};

// One card as printed: its cut box and the texts whose middle lies inside it.
struct CardOnPage {
  Box box;
  std::vector<TextOnPage> texts;
  bool has(const std::string& text, bool upright_only = true) const {
    return std::any_of(texts.begin(), texts.end(), [&](const TextOnPage& t) { return t.text == text && (!upright_only || t.quarter_turns % 4 == 0); });
  }
};

std::vector<TextOnPage> texts_on(const layout::Page& page) {
  std::vector<TextOnPage> texts;
  testing::walk(page, [&](const testing::Placed& placed) {
    if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) {
      const layout::Rect ink = layout::ink_box(measurer(), *text);
      texts.push_back({text->text, *testing::extent(placed),
                       testing::placed_box(placed.placement, ink.at.x, ink.at.y, ink.at.x + ink.width, ink.at.y + ink.height),
                       placed.placement.quarter_turns, text->font.size.points()});
    }
  });
  return texts;
}

bool holds_middle(const Box& card, const Box& box) {
  const double x = (box.left + box.right) / 2, y = (box.top + box.bottom) / 2;
  return card.left <= x && x <= card.right && card.top <= y && y <= card.bottom;
}

// The cards of a page in reading order (top to bottom, left to right), each with its texts.
std::vector<CardOnPage> cards_on(const layout::Page& page) {
  std::vector<CardOnPage> cards;
  for (const layout::Point& at : testing::cut_outlines(page, poker_card_width, poker_card_height))
    cards.push_back({{at.x.points(), at.y.points(), (at.x + poker_card_width).points(), (at.y + poker_card_height).points()}, {}});
  std::sort(cards.begin(), cards.end(), [](const CardOnPage& a, const CardOnPage& b) {
    return std::tie(a.box.top, a.box.left) < std::tie(b.box.top, b.box.left);
  });
  for (const TextOnPage& text : texts_on(page))
    for (CardOnPage& card : cards)
      if (holds_middle(card.box, text.box)) card.texts.push_back(text);
  return cards;
}

// A deck as it lies in the file: its title, and the cards of its front pages in order.
struct PrintedDeck {
  std::string title;
  std::size_t first_page = 0, pages = 0;
  std::vector<CardOnPage> fronts;
};

// The decks in the file, told apart by the title each sheet carries above its cards.
std::vector<PrintedDeck> decks_of(const layout::Document& doc, const std::vector<std::string>& titles) {
  std::vector<PrintedDeck> decks;
  for (std::size_t p = 0; p < doc.pages.size(); ++p) {
    const auto texts = texts_on(doc.pages[p]);
    const auto title = std::find_if(titles.begin(), titles.end(), [&](const std::string& t) {
      return std::any_of(texts.begin(), texts.end(), [&](const TextOnPage& on) { return on.text == t; });
    });
    EXPECT_NE(title, titles.end()) << "page " << p + 1 << " names none of the decks";
    if (title == titles.end()) continue;
    if (decks.empty() || decks.back().title != *title) decks.push_back({*title, p, 0, {}});
    ++decks.back().pages;
    if ((p - decks.back().first_page) % 2 == 0)
      for (CardOnPage& card : cards_on(doc.pages[p])) decks.back().fronts.push_back(std::move(card));
  }
  return decks;
}

std::vector<std::string> deck_titles(const tsatf::Setup& setup) {
  return {movement_deck(setup).title, casualty_deck(setup).title, unit_card_deck(setup, 0).title, unit_card_deck(setup, 1).title};
}

std::size_t sheets_for(std::size_t cards) { return (cards + layout::cards_per_sheet - 1) / layout::cards_per_sheet; }

// Every card of the file poker size on a grid 63.5 x 88.9 mm, at most nine to a page, its back
// mirrored behind it, and every text on a card inside the card.
void expect_cards_measured(const layout::Document& doc, DuplexOffset offset, const std::string& name) {
  ASSERT_EQ(doc.pages.size() % 2, 0u) << name;
  EXPECT_TRUE(doc.duplex) << name;
  for (std::size_t p = 0; p < doc.pages.size(); ++p) {
    const auto cards = cards_on(doc.pages[p]);
    ASSERT_GE(cards.size(), 1u) << name << " page " << p + 1;
    ASSERT_LE(cards.size(), 9u) << name << " page " << p + 1;
    for (const CardOnPage& card : cards) {
      EXPECT_NEAR((card.box.right - card.box.left) * 25.4 / 72, 63.5, 0.1) << name;
      EXPECT_NEAR((card.box.bottom - card.box.top) * 25.4 / 72, 88.9, 0.1) << name;
      // Abutting on the sheet's grid: a whole number of cards from the first.
      const double across = (card.box.left - cards.front().box.left) / poker_card_width.points();
      const double down = (card.box.top - cards.front().box.top) / poker_card_height.points();
      EXPECT_NEAR(across, std::round(across), 0.1 / 63.5) << name << " page " << p + 1;
      EXPECT_NEAR(down, std::round(down), 0.1 / 88.9) << name << " page " << p + 1;
      EXPECT_FALSE(card.texts.empty()) << name << " page " << p + 1 << ": a blank card";
      for (const TextOnPage& text : card.texts)
        EXPECT_TRUE(text.box.left >= card.box.left - 0.01 && text.box.right <= card.box.right + 0.01 && text.box.top >= card.box.top - 0.01 &&
                    text.box.bottom <= card.box.bottom + 0.01)
            << name << " page " << p + 1 << ": '" << text.text << "' runs off its card";
      // No two texts of a card print over each other or so close that they read as one (0.6 mm apart at least).
      for (std::size_t a = 0; a < card.texts.size(); ++a)
        for (std::size_t b = a + 1; b < card.texts.size(); ++b) {
          const Box &one = card.texts[a].ink, &two = card.texts[b].ink;
          const double clear = Length::mm(0.6).points();
          EXPECT_FALSE(one.left < two.right + clear && two.left < one.right + clear && one.top < two.bottom + clear && two.top < one.bottom + clear)
              << name << " page " << p + 1 << ": '" << card.texts[a].text << "' runs into '" << card.texts[b].text << "'";
        }
    }
    if (p % 2 == 1) testing::expect_backs_in_register(doc.pages[p - 1], doc.pages[p], poker_card_width, poker_card_height, offset);
  }
  testing::expect_on_page_and_fitting(doc, name);
  testing::expect_no_word_broken(doc, name);
}

std::size_t count_if(const std::vector<CardOnPage>& cards, const std::function<bool(const CardOnPage&)>& wanted) {
  return static_cast<std::size_t>(std::count_if(cards.begin(), cards.end(), wanted));
}

// The decks hold what setup.decks and the forces say, each from a sheet of its own and on no more sheets than it needs.
void expect_deck_counts(const tsatf::Setup& setup, const layout::Document& doc) {
  const auto decks = decks_of(doc, deck_titles(setup));
  ASSERT_EQ(decks.size(), 4u);
  const std::size_t units[] = {setup.sides[0].force.units.size(), setup.sides[1].force.units.size()};
  const auto per_unit = static_cast<std::size_t>(setup.decks.movement_per_unit);
  const std::size_t sizes[] = {(units[0] + units[1]) * per_unit,
                               static_cast<std::size_t>(setup.decks.casualty), units[0], units[1]};
  for (std::size_t d = 0; d < 4; ++d) {
    EXPECT_EQ(decks[d].fronts.size(), sizes[d]) << decks[d].title;
    EXPECT_EQ(decks[d].pages, 2 * sheets_for(sizes[d])) << decks[d].title;
  }
  const auto& movement = decks[0].fronts;
  for (std::size_t side : {0u, 1u}) {
    const std::string words = setup.sides[side].key + " move";
    // Each movement card says it twice, once turned for the player across the table.
    EXPECT_EQ(count_if(movement, [&](const CardOnPage& c) { return c.has(words) && c.has(words, false) && c.texts.size() >= 5; }), units[side] * per_unit)
        << words;
  }
  const auto& casualties = decks[1].fronts;
  EXPECT_EQ(count_if(casualties, [](const CardOnPage& c) { return c.has("Casualty") && c.has("A man of the rank and file is hit."); }),
            static_cast<std::size_t>(setup.decks.casualty - setup.decks.key_figure));
  EXPECT_EQ(count_if(casualties, [](const CardOnPage& c) { return c.has("Key figure") && c.has("A scout is hit, or (muster's reading) a leader."); }),
            static_cast<std::size_t>(setup.decks.key_figure));
  const std::string makeup = casualty_deck_makeup(setup.decks);
  EXPECT_EQ(count_if(casualties, [&](const CardOnPage& c) { return c.has(makeup); }), casualties.size()) << "every casualty card says the deck's make-up";
  for (std::size_t side : {0u, 1u}) {
    const auto& fronts = decks[2 + side].fronts;
    for (std::size_t i = 0; i < fronts.size(); ++i) {
      EXPECT_TRUE(fronts[i].has(setup.sides[side].key)) << "unit card " << i + 1 << " shows its side";
      EXPECT_TRUE(fronts[i].has("Figures") && fronts[i].has("Weapons") && fronts[i].has("Movement")) << "unit card " << i + 1;
    }
  }
}

TEST(TsatfCards, SudanDecksAreMeasuredAndCountedOnA4AndLetter) {
  for (Paper paper : {Paper::a4, Paper::letter}) {
    tsatf::Setup setup = testing::tsatf_sudan_setup();
    setup.print.paper = paper;
    const layout::Document doc = cards(setup, measurer());
    expect_cards_measured(doc, {}, paper_name(paper));
    expect_deck_counts(setup, doc);
  }
}

TEST(TsatfCards, BacksStayInRegisterWithADuplexOffset) {
  tsatf::Setup setup = testing::tsatf_mutiny_setup(2);
  setup.print.duplex_offset = {Length::mm(1.5), Length::mm(-0.8)};
  expect_cards_measured(cards(setup, measurer()), setup.print.duplex_offset, "offset");
}

TEST(TsatfCards, AScenariosDeckCountsAreFollowedAndSaid) {
  tsatf::Setup setup = testing::tsatf_mutiny_setup(1);
  setup.decks = {2, 10, 3};
  const layout::Document doc = cards(setup, measurer());
  expect_deck_counts(setup, doc);
  EXPECT_NE(casualty_deck_makeup(setup.decks).find("the scenario's"), std::string::npos);
  EXPECT_EQ(casualty_deck_makeup(DeckCounts{}), "36 casualty cards, 6 of them key-figure cards (muster's default)");
  EXPECT_EQ(casualty_deck_makeup(DeckCounts{3, 36, 6}), "36 casualty cards, 6 of them key-figure cards (muster's default)")
      << "more movement cards do not make the casualty deck the scenario's";
}

// The key's meaning and the deck agree: the key-figure cards are among the casualty cards, so
// 'casualty: 40, key-figure: 8' is a deck of 40, 8 of them key-figure cards. Every count a scenario may give.
TEST(TsatfCards, KeyFigureCardsAreAmongTheCasualtyCards) {
  tsatf::Setup setup = testing::tsatf_mutiny_setup(1);
  int decks = 0;
  for (int casualty = 1; casualty <= most_deck_cards; ++casualty)
    for (int key_figure = 0; key_figure <= casualty; key_figure += casualty > 100 ? 2 : 1) {
      setup.decks = {1, casualty, key_figure};
      const layout::CardDeck deck = casualty_deck(setup);
      ASSERT_EQ(deck.cards.size(), static_cast<std::size_t>(casualty)) << casualty << ", " << key_figure;
      ++decks;
    }
  EXPECT_GE(decks, 10000);
  setup.decks = {1, 40, 8};
  const layout::Document doc = cards(setup, measurer());
  expect_deck_counts(setup, doc);
  const auto found = decks_of(doc, deck_titles(setup));
  EXPECT_EQ(found[1].fronts.size(), 40u);
  EXPECT_EQ(count_if(found[1].fronts, [](const CardOnPage& c) { return c.has("Key figure"); }), 8u);
}

TEST(TsatfCards, ATwelveBaseMutinyPrintsEveryCard) {
  const tsatf::Setup setup = testing::tsatf_mutiny_setup(12);
  ASSERT_EQ(setup.sides[0].force.units.size() + setup.sides[1].force.units.size(), 168u);
  const layout::Document doc = cards(setup, measurer());
  expect_cards_measured(doc, {}, "Mutiny 12");
  expect_deck_counts(setup, doc);
}

// What only some units carry: camel-shy horses where the dice said so, the berserk roll on every
// 1885 tribe, five movement dice for camels, the phased move for the imperial side's mounted units.
TEST(TsatfCards, UnitCardsCarryTheirUnitsOwnNotes) {
  const tsatf::Setup setup = testing::tsatf_sudan_setup();
  const auto decks = decks_of(cards(setup, measurer()), deck_titles(setup));
  ASSERT_EQ(decks.size(), 4u);
  for (std::size_t side : {0u, 1u}) {
    const auto& fronts = decks[2 + side].fronts;
    const auto& units = setup.sides[side].force.units;
    ASSERT_EQ(fronts.size(), units.size());
    for (std::size_t i = 0; i < units.size(); ++i) {
      const CardOnPage& card = fronts[i];
      const Unit& unit = units[i];
      auto mentions = [&](const std::string& part) {
        return std::any_of(card.texts.begin(), card.texts.end(), [&](const TextOnPage& t) { return t.text.find(part) != std::string::npos; });
      };
      EXPECT_EQ(mentions("Camel-shy"), is_unfamiliar(setup, side, i)) << unit.name;
      EXPECT_EQ(mentions("berserk"), unit.kind == UnitKind::native_tribe) << unit.name;
      EXPECT_EQ(card.has(std::to_string(*movement_dice(UnitKind::imperial_camels, setup.campaign)) + " dice (camels)"),
                mount_of(unit.kind) == Mount::camel)
          << unit.name;
      EXPECT_EQ(card.has("4 dice"), mount_of(unit.kind) == Mount::horse) << unit.name;
      EXPECT_EQ(card.has("Rulebook rate"), !movement_dice(unit.kind, setup.campaign)) << unit.name;
      EXPECT_EQ(card.has("Phased move"), is_cavalry(unit.kind)) << unit.name;
      if (is_cavalry(unit.kind)) {
        EXPECT_EQ(card.has("Not allowed"), side == 1) << unit.name;
      }
      EXPECT_TRUE(mentions(std::to_string(unit.figures.size()) + " figures")) << unit.name;
    }
  }
  EXPECT_GT(std::count_if(setup.camels.begin(), setup.camels.end(), [](const CamelFamiliarity& c) { return c.unfamiliar; }), 0)
      << "the test setup's dice should leave a camel-shy troop to look for";
}

// A name far too long for a card still fits, shortened rather than set below 7 pt.
TEST(TsatfCards, LongUnitNamesFitTheirCard) {
  tsatf::Setup setup = testing::tsatf_sudan_setup();
  auto& units = setup.sides[0].force.units;
  units[0].name = "1st Battalion, Royal Sussex Regiment (35th and 107th Foot), with the Mounted Infantry Company";
  units[1].name = "Second Battalion of Her Majesty's Most Loyal and Gallant Black Watch Royal Highlanders";
  units[2].name = "Supercalifragilisticexpialidocious Highlanders";
  const layout::Document doc = cards(setup, measurer());
  expect_cards_measured(doc, {}, "long names");
  const auto decks = decks_of(doc, deck_titles(setup));
  for (std::size_t i = 0; i < 3; ++i) {
    const CardOnPage& card = decks[2].fronts[i];
    const auto forms = layout::shorter_names(units[i].name, layout::NameKind::unit);
    const auto name = std::find_if(card.texts.begin(), card.texts.end(), [&](const TextOnPage& t) {
      return std::find(forms.begin(), forms.end(), t.text) != forms.end();
    });
    ASSERT_NE(name, card.texts.end()) << units[i].name;
    EXPECT_GE(name->size_pt, testing::smallest_identity_pt) << name->text;
  }
}

TEST(TsatfCards, DemosForAPersonToLookAt) {
  const tsatf::Setup sudan = testing::tsatf_sudan_setup();
  testing::write_demo(cards(sudan, measurer()), "tsatf-cards-sudan");
  tsatf::Setup mutiny = testing::tsatf_mutiny_setup(2);
  mutiny.print.paper = Paper::letter;
  testing::write_demo(cards(mutiny, measurer()), "tsatf-cards-mutiny-letter");
}

}  // namespace
}  // namespace muster::tsatf
