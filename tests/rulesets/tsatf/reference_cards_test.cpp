// The Sword and the Flame's reference cards, measured on A4 and Letter: every
// card whole inside the page's margins and every text inside its box; every
// card the rules call for, by title; and the numbers the code holds (movement
// dice, rough going, current dice, organisation, formations, ratios) read
// back from the laid-out text, so the cards cannot drift from the code.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/embedded_files.hpp"
#include "layout/style.hpp"
#include "rulesets/tsatf/berserk.hpp"
#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/pages/pages.hpp"
#include "rulesets/tsatf/pages/reference_tables.hpp"
#include "rulesets/tsatf/ratios.hpp"
#include "rulesets/tsatf/rough_going.hpp"
#include "rulesets/tsatf/unit_tables.hpp"
#include "spec/card_template.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/tsatf_scenarios.hpp"
#include "core/counted.hpp"
#include "rulesets/tsatf/procedures.hpp"

namespace muster::tsatf {
namespace {

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

const Paper papers[] = {Paper::a4, Paper::letter};

std::string name_of(Paper paper) { return paper == Paper::a4 ? "qrs tsatf a4" : "qrs tsatf letter"; }

// Every card the rules call for, in the order printed.
const std::vector<std::string> titles = {"Movement dice",
                                         "Phased cavalry movement",
                                         "Phased move: five examples",
                                         "Rough ground",
                                         "The river's current",
                                         "River boats",
                                         "Boat crews and drift",
                                         "Going ashore",
                                         "Firing at boats",
                                         "Close combat on boats",
                                         "Disembarking and embarking",
                                         "Firing on wounded",
                                         "The non-native side",
                                         "Berserk Dervishes",
                                         "Camels and horses",
                                         "Organisation: the Indian Mutiny",
                                         "Organisation: the Boxer Rebellion",
                                         "Organisation: the Sudan and every campaign",
                                         "Ratios: the Indian Mutiny",
                                         "Ratios: the Boxer Rebellion",
                                         "Questions and answers"};

// Every text of the document, page after page, in the order it is drawn: a table's cells row by row.
std::vector<std::string> texts_of(const layout::Document& doc) {
  std::vector<std::string> texts;
  for (const auto& page : doc.pages)
    testing::walk(page, [&](const testing::Placed& placed) {
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) texts.push_back(text->text);
    });
  return texts;
}

// The card titles only: the white lettering on each card's dark title bar,
// which a table cell of the same words ("River boats") is not.
std::vector<std::string> card_titles_of(const layout::Document& doc) {
  std::vector<std::string> found;
  for (const auto& page : doc.pages)
    testing::walk(page, [&](const testing::Placed& placed) {
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape); text && text->colour == layout::white) found.push_back(text->text);
    });
  return found;
}

const std::vector<std::string>& a4_texts() {
  static const std::vector<std::string> texts = texts_of(reference_cards(Paper::a4, "footer", measurer()));
  return texts;
}

// `cells` drawn one after another: a table row, or a header and its row.
bool has_cells(const std::vector<std::string>& texts, const std::vector<std::string>& cells) {
  return std::search(texts.begin(), texts.end(), cells.begin(), cells.end()) != texts.end();
}

bool mentions(const std::vector<std::string>& texts, const std::string& part) {
  return std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return t.find(part) != std::string::npos; });
}

std::size_t count_mentions(const std::vector<std::string>& texts, const std::string& part) {
  return static_cast<std::size_t>(std::count_if(texts.begin(), texts.end(), [&](const std::string& t) { return t.find(part) != std::string::npos; }));
}

// The template read with a table source that notes every name asked for.
std::vector<layout::Card> template_cards(std::vector<std::string>* asked = nullptr) {
  const auto text = embedded_file("templates/tsatf/qrs.yaml");
  EXPECT_TRUE(text.has_value()) << "the template is not embedded";
  return spec::read_cards(spec::parse_yaml(std::string(text.value_or("")), "templates/tsatf/qrs.yaml"), reference_table_names(),
                          [asked](const std::string& name) {
                            if (asked) asked->push_back(name);
                            return reference_table(name);
                          });
}

// "7-9" -> {7, 9}; "1" -> {1, 1}.
std::pair<int, int> range_of(const std::string& cell) {
  const auto dash = cell.find('-');
  if (dash == std::string::npos) return {std::stoi(cell), std::stoi(cell)};
  return {std::stoi(cell.substr(0, dash)), std::stoi(cell.substr(dash + 1))};
}

TEST(TsatfReferenceCards, NothingLeavesItsPageAndEveryTextFitsItsBox) {
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
TEST(TsatfReferenceCards, EveryCardFitsAColumnAndThePagesAreFilled) {
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
TEST(TsatfReferenceCards, EveryGeneratedTableIsOnACard) {
  std::vector<std::string> asked;
  template_cards(&asked);
  for (const auto& name : asked) EXPECT_TRUE(reference_table(name).has_value()) << name;
  for (const auto& name : reference_table_names()) EXPECT_EQ(std::count(asked.begin(), asked.end(), name), 1) << name;
  EXPECT_FALSE(reference_table("no-such-table").has_value());
}

TEST(TsatfReferenceCards, EveryCardTheRulesCallForIsPrintedOnceInOrder) {
  const auto cards = template_cards();
  ASSERT_EQ(cards.size(), titles.size());
  for (std::size_t i = 0; i < cards.size(); ++i) EXPECT_EQ(cards[i].title, titles[i]);
  for (Paper paper : papers) {
    const auto texts = card_titles_of(reference_cards(paper, "footer", measurer()));
    EXPECT_EQ(texts, titles) << name_of(paper);
    auto from = texts.begin();
    for (const auto& title : titles) {
      EXPECT_EQ(std::count(texts.begin(), texts.end(), title), 1) << title;
      from = std::find(from, texts.end(), title);
      EXPECT_NE(from, texts.end()) << title << " is missing or out of order on " << name_of(paper);
      if (from == texts.end()) break;
    }
  }
}

TEST(TsatfReferenceCards, TheMovementDiceAreTheCodes) {
  const auto& texts = a4_texts();
  EXPECT_TRUE(has_cells(texts, {"Cavalry on horses", std::to_string(cavalry_movement_dice)}));
  EXPECT_TRUE(has_cells(texts, {"Camels in the Sudan, 1885", std::to_string(camel_movement_dice_in_the_sudan)}));
  EXPECT_TRUE(has_cells(texts, {"Camels elsewhere, as cavalry", std::to_string(cavalry_movement_dice)}));
  EXPECT_TRUE(has_cells(texts, {"River boats", std::to_string(boat_movement_dice)}));
  // Against the text itself: cavalry 4 (the examples), camels 5 in the Sudan (the Dervish rules) and as cavalry
  // elsewhere (the new special rules), river boats 6.
  EXPECT_TRUE(has_cells(texts, {"Cavalry on horses", "4"}) && has_cells(texts, {"Camels in the Sudan, 1885", "5"}) &&
              has_cells(texts, {"Camels elsewhere, as cavalry", "4"}) && has_cells(texts, {"River boats", "6"}));
}

// Change-detecting: every row of the rough-going table is rough_going_move's
// answer for every total it covers, and the rows run 1 to the highest total without a gap.
TEST(TsatfReferenceCards, TheRoughGoingRowsAreTheFunctionsOutput) {
  const auto table = reference_table("rough-going");
  ASSERT_TRUE(table.has_value());
  std::vector<std::pair<std::pair<int, int>, int>> rows;
  for (const auto& row : table->rows) {
    ASSERT_EQ(row.size(), 4u);
    for (std::size_t pair = 0; pair < 4; pair += 2)
      if (!row[pair].empty()) rows.push_back({range_of(row[pair]), std::stoi(row[pair + 1])});
  }
  std::sort(rows.begin(), rows.end());
  int next = 1;
  for (const auto& [range, move] : rows) {
    EXPECT_EQ(range.first, next) << "a gap or overlap before " << range.first;
    for (int total = range.first; total <= range.second; ++total) EXPECT_EQ(rough_going_move(total), move) << "total " << total;
    if (range.first > 1) {
      EXPECT_NE(rough_going_move(range.first - 1), move) << "two rows give " << move;
    }
    next = range.second + 1;
  }
  EXPECT_EQ(next - 1, highest_rough_going_total());
  EXPECT_EQ(highest_rough_going_total(), camel_movement_dice_in_the_sudan * 6);
  const auto& texts = a4_texts();
  for (const auto& [range, move] : rows) {
    const std::string cell = range.first == range.second ? std::to_string(range.first) : std::to_string(range.first) + "-" + std::to_string(range.second);
    EXPECT_TRUE(has_cells(texts, {cell, std::to_string(move)})) << cell;
  }
  // The text's rule by hand: 7 rounds to 9, two thirds of which is 6; and muster's 1 stays 1.
  EXPECT_TRUE(has_cells(texts, {"7-9", "6"}) && has_cells(texts, {"28-30", "20"}) && has_cells(texts, {"1", "1"}));
  EXPECT_TRUE(mentions(texts, "so 1 stays 1"));
}

TEST(TsatfReferenceCards, TheCurrentDiceAreTheCodesAndTheLostRollIsMarked) {
  const auto& texts = a4_texts();
  EXPECT_TRUE(has_cells(texts, {"4-6", std::to_string(current_dice_on_high_roll) + " dice"}));
  const std::string low = std::to_string(muster_current_dice_on_low_roll) + (muster_current_dice_on_low_roll == 1 ? " die" : " dice");
  const auto row = std::find(texts.begin(), texts.end(), "1-3");
  ASSERT_NE(row, texts.end());
  ASSERT_NE(row + 1, texts.end());
  EXPECT_EQ((row + 1)->rfind(low + ": <i>muster's reading.</i>", 0), 0u) << *(row + 1);
  EXPECT_TRUE(mentions(texts, "the scenario may give 0 to " + std::to_string(most_current_dice)));
  EXPECT_TRUE(has_cells(texts, {"4-6", "2 dice"}));
}

TEST(TsatfReferenceCards, EveryKindsOrganisationFormationsAndDiceAreTheCodes) {
  const auto& texts = a4_texts();
  for (UnitKind kind : all_unit_kinds) {
    const Organisation o = default_organisation(kind);
    const std::string figures = std::to_string(o.rank_and_file) + " + " + std::to_string(o.leaders) + (organisation_from_text(kind) ? "" : "*");
    EXPECT_TRUE(has_cells(texts, {label_of(kind), figures})) << label_of(kind);
    const auto at = std::find(texts.begin(), texts.end(), label_of(kind));
    ASSERT_NE(at, texts.end()) << label_of(kind);
    ASSERT_LT(at + 3, texts.end());
    if (mount_of(kind) == Mount::camel) {
      // Camels are raised in any campaign: their row gives both counts.
      EXPECT_EQ(*(at + 3), std::to_string(*movement_dice(kind, Campaign::free)) + "; Sudan " +
                               std::to_string(*movement_dice(kind, Campaign::sudan_1885)))
          << label_of(kind);
      continue;
    }
    const auto dice = movement_dice(kind, Campaign::free);
    EXPECT_EQ(*(at + 3), dice ? std::to_string(*dice) : "—") << label_of(kind);
  }
  // Against the text itself.
  EXPECT_TRUE(has_cells(texts, {"British cavalry", "12 + 2", "Close order, open order", "4"}));
  EXPECT_TRUE(has_cells(texts, {"Mutineer cavalry", "12 + 1", "Close order, open order", "4"}));
  EXPECT_TRUE(has_cells(texts, {"Irregular mutineer infantry", "20 + 1", "Mass", "—"}));
  EXPECT_TRUE(has_cells(texts, {"Imperial Chinese infantry", "20 + 1", "Close order", "—"}));
  EXPECT_TRUE(has_cells(texts, {"Boxer Tigermen", "20 + 1", "Open order", "—"}));
  EXPECT_TRUE(has_cells(texts, {"Primitive native cavalry", "12 + 1", "Open order with firearms or bows; mass without", "4"}));
  EXPECT_TRUE(has_cells(texts, {"Native camels", "12 + 1", "Open order with firearms or bows; mass without", "4; Sudan 5"}));
  EXPECT_TRUE(has_cells(texts, {"British infantry", "20 + 2*"}));
  // British infantry serves two campaigns, so it is on two cards.
  EXPECT_EQ(std::count(texts.begin(), texts.end(), "British infantry"), 3) << "two organisation rows and a ratio row";
}

TEST(TsatfReferenceCards, TheRatioTablesAreTheCodesCounts) {
  const auto& texts = a4_texts();
  for (Campaign campaign : {Campaign::indian_mutiny, Campaign::boxer_rebellion}) {
    const auto& bases = ratio_table_bases(campaign);
    ASSERT_FALSE(bases.empty());
    std::vector<RatioCounts> forces;
    for (int base : bases) {
      RatioRequest request;
      request.campaign = campaign;
      request.base = base;
      forces.push_back(ratio_counts(request));
    }
    for (bool imperial : {true, false})
      for (const KindCount& first : imperial ? forces.front().imperial : forces.front().native) {
        std::vector<std::string> row{label_of(first.kind)};
        for (const auto& force : forces) row.push_back(std::to_string(count_of(imperial ? force.imperial : force.native, first.kind)));
        EXPECT_TRUE(has_cells(texts, row)) << label_of(first.kind);
      }
  }
  // Against the text itself: two loyal Indian units per British one; 5 Western units give 7.5, so 8, Chinese infantry units.
  EXPECT_TRUE(has_cells(texts, {"Loyal Indian infantry", "2", "4", "6", "8"}));
  EXPECT_TRUE(has_cells(texts, {"Imperial Chinese infantry", "6", "8", "9", "11", "12"}));
  EXPECT_TRUE(has_cells(texts, {"Sepoy infantry", "3", "6", "9", "12"}));
}

// Where our copy is damaged the card says so and never fills the gap itself.
TEST(TsatfReferenceCards, EveryLostPassageIsMarked) {
  const auto& texts = a4_texts();
  EXPECT_TRUE(has_cells(texts, {"3-6", "Lost in our copy: use your rulebook"})) << "drift results other than 1-2";
  EXPECT_TRUE(has_cells(texts, {"1-2", "Turns 45° to the left of its facing"}));
  EXPECT_TRUE(mentions(texts, "<b>Reversing</b> (boats and dhows): the first step is lost in our copy"));
  EXPECT_TRUE(mentions(texts, "The first crew rule is lost in our copy"));
  EXPECT_TRUE(mentions(texts, "(The first item of the list is lost in our copy"));
  EXPECT_TRUE(mentions(texts, "Table 1 (weapons and ranges) and Table 2 (close-combat results) are lost in our copy"));
  EXPECT_TRUE(mentions(texts, "going over the side among it, is lost in our copy"));
  EXPECT_GE(count_mentions(texts, "in our copy"), 12u);
  EXPECT_GE(count_mentions(texts, "muster's reading"), 5u);
}

// Numbers of the text that the code also holds, spelled out in prose.
TEST(TsatfReferenceCards, TheRulingsAndProceduresAreOnTheCards) {
  const auto& texts = a4_texts();
  EXPECT_TRUE(mentions(texts, "at most " + std::to_string(most_scouts_in_unit) + " figures of a unit may be scouts"));
  EXPECT_TRUE(has_cells(texts, {"1st", "½ of what its movement dice show"}) && has_cells(texts, {"3rd", "Full speed"}));
  // The berserk dice as berserk.hpp rolls them: the card's numbers are typed, so they are held to the code here.
  EXPECT_TRUE(has_cells(texts, {"Fire hits the native commander (the senior leader)", "Every fuzzy-wuzzy tribe within 12 in",
                                std::to_string(lowest_berserk_roll_for_commander) + " only"}));
  EXPECT_TRUE(has_cells(texts, {"A leader of the tribe is down, or the tribe is hit by fire (muster's reading: the text's \"hit-by-fire\" is the tribe's)",
                                "That tribe", std::to_string(lowest_berserk_roll) + "-6"}));
  for (const std::string part : {"class IV", "1 casualty for each 6 in", "within 6 in of the boat", "stand-and-fight morale at −2",
                                 "only half of the troops landed may fire", "within 3 in", "with −2 on the dice", "Roll four dice",
                                 "fire at half range", "every turn", "need not go in a straight line", "only surrounding it pins it",
                                 "rolls for stragglers as usual", "mount all figures alike", "native dhow</b> needs 2 men",
                                 "Natives cannot work a river boat", "fights at +2", "A crew of one man:</b> half speed"})
    EXPECT_TRUE(mentions(texts, part)) << part;
}

TEST(TsatfReferenceCards, ADemoPrintIsWrittenForAPersonToLookAt) {
  testing::write_demo(reference_cards(Paper::a4, "The Sword and the Flame — muster", measurer()), "qrs-tsatf-a4");
  testing::write_demo(reference_cards(Paper::letter, "The Sword and the Flame — muster", measurer()), "qrs-tsatf-letter");
}


// A Mutiny by the ratios on a table with a river, its British infantry 18 and two leaders and the
// current's 1-3 given by the scenario (or the dice outright).
Scenario changed_scenario(const std::string& current) {
  return testing::tsatf_scenario(
      "muster: 1\nname: T\nruleset: tsatf\nratio: {infantry: 2}\norganisation: {british-infantry: {rank-and-file: 18, leaders: 2}}\n"
      "terrain: {hills: 0, scrub: 0, rough: 0, buildings: 0, villages: 0, walls: 0, barricades: 0, river: 1}\ncurrent: " + current + "\n");
}

GameNumbers numbers_of(const tsatf::Setup& setup) { return {setup.organisations, setup.battlefield.current}; }

TEST(TsatfReferenceCards, APacksCardsGiveThisGamesOrganisationAndCurrent) {
  const tsatf::Setup setup = roll(changed_scenario("{dice_on_1_to_3: 3}"), Streams(11));
  ASSERT_TRUE(setup.battlefield.current);
  const auto files = pack_files(setup, measurer());
  const auto qrs = std::find_if(files.begin(), files.end(), [](const PackFile& f) { return f.name == "qrs.pdf"; });
  ASSERT_NE(qrs, files.end());
  const auto texts = texts_of(qrs->document);
  EXPECT_TRUE(has_cells(texts, {"British infantry", "18 + 2\u2020"}));
  EXPECT_FALSE(has_cells(texts, {"British infantry", "20 + 2*"}));
  EXPECT_TRUE(has_cells(texts, {"Sepoy infantry", "20 + 2*"})) << "a kind the scenario left alone keeps muster's default";
  EXPECT_TRUE(has_cells(texts, {"Boxer Tigermen", "20 + 1"}));
  const auto low = std::find(texts.begin(), texts.end(), "1-3");
  ASSERT_NE(low, texts.end());
  EXPECT_EQ((low + 1)->rfind("3 dice: the scenario's", 0), 0u) << *(low + 1);
  const std::string rolled = setup.battlefield.current->speed_roll <= 3 ? *(low + 1) : *(low + 3);
  EXPECT_NE(rolled.find("<b>This game: " + std::to_string(setup.battlefield.current->speed_roll) + ".</b>"), std::string::npos) << rolled;
  testing::expect_on_page_and_fitting(qrs->document, "a pack's qrs");
  // `muster qrs` alone keeps the rulebook's numbers and muster's defaults.
  EXPECT_TRUE(has_cells(a4_texts(), {"British infantry", "20 + 2*"}));
  EXPECT_FALSE(mentions(a4_texts(), "This game"));
  const tsatf::Setup outright = roll(changed_scenario("{dice: 4}"), Streams(11));
  const auto table = reference_table("current-dice", numbers_of(outright));
  ASSERT_TRUE(table);
  ASSERT_EQ(table->rows.size(), 1u);
  EXPECT_EQ(table->rows[0], (std::vector<std::string>{"—", "4 dice: the scenario's, so no speed die is rolled. <b>This game.</b>"}));
}

// Over 10,000 rolls, whatever the scenario gives and the die shows, the current card marks one row,
// the one the speed die fell in, and gives there the dice the game rolled; the organisation is the game's.
TEST(TsatfReferenceCards, ThePacksCurrentCardIsAlwaysTheRolledOne) {
  std::vector<Scenario> scenarios;
  for (const std::string current : {"{towards: east}", "{dice_on_1_to_3: 0}", "{dice_on_1_to_3: 2}", "{dice_on_1_to_3: 4}", "{dice: 1}", "{dice: 3}"})
    scenarios.push_back(changed_scenario(current));
  std::array<int, 7> rows_marked{};
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    const tsatf::Setup setup = roll(scenarios[seed % scenarios.size()], Streams(seed * 0x9E3779B97F4A7C15ull));
    ASSERT_TRUE(setup.battlefield.current) << seed;
    const RiverCurrent& current = *setup.battlefield.current;
    const auto table = reference_table("current-dice", numbers_of(setup));
    ASSERT_TRUE(table);
    int marked = 0;
    for (const auto& row : table->rows) {
      if (row[1].find("This game") == std::string::npos) continue;
      ++marked;
      EXPECT_EQ(row[1].rfind(dice_count(current.dice), 0), 0u) << seed << ": " << row[1];
      if (current.speed_roll == 0) {
        EXPECT_EQ(row[0], "—") << seed;
      } else {
        const auto [first, last] = range_of(row[0]);
        EXPECT_TRUE(first <= current.speed_roll && current.speed_roll <= last) << seed << ": " << row[0];
      }
    }
    ASSERT_EQ(marked, 1) << seed;
    ++rows_marked[static_cast<std::size_t>(current.speed_roll)];
    const auto organisation = reference_table("organisation-mutiny", numbers_of(setup));
    ASSERT_TRUE(organisation);
    EXPECT_EQ(organisation->rows[0], (std::vector<std::string>{"British infantry", "18 + 2\u2020", "Close order, open order", "—"})) << seed;
  }
  for (int face = 0; face <= 6; ++face) EXPECT_GT(rows_marked[static_cast<std::size_t>(face)], 500) << "speed die " << face;
}

}  // namespace
}  // namespace muster::tsatf
