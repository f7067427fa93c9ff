// The pre-battle worksheet's quality form, measured: a writing row for every
// zone troops may deploy in, on any size of battlefield, the header repeated
// when the form runs over a page.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "rulesets/ruleset.hpp"
#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/sbd_ruleset.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"

namespace muster::sbd {
namespace {

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

bool is_header(const layout::Item& item) {
  const auto* text = std::get_if<layout::Text>(&item.shape);
  return text && text->text == "Stands after";
}

// A rule across the page above the footer.
bool is_row_rule(const layout::Item& item, const layout::Page& page) {
  const auto* line = std::get_if<layout::Line>(&item.shape);
  return line && line->from.y == line->to.y && (line->to.x - line->from.x) > page.width * 0.6 &&
         line->from.y < page.height - layout::style::margin - layout::style::footer_height;
}

// Rows of the quality form: its full-width row rules from its first header on; and how many pages show its header.
std::pair<int, int> quality_form(const layout::Document& doc) {
  int rows = 0, headers = 0;
  bool in_form = false;
  for (const auto& page : doc.pages)
    for (const auto& item : page.items) {
      if (is_header(item)) in_form = true, ++headers;
      else if (in_form && is_row_rule(item, page)) ++rows;
    }
  return {rows, headers};
}

Battlefield field(int columns, int rows) {
  Battlefield f;
  f.columns = columns;
  f.rows = rows;
  return f;
}

TEST(SbdWorksheet, TheQualityFormHasARowForEveryZoneTroopsDeployIn) {
  // The attacker's first row and the defender's first three.
  EXPECT_EQ(quality_form(prebattle_worksheet(Paper::a4, "footer", field(8, 6), measurer())).first, 8 * 4);
  EXPECT_EQ(quality_form(prebattle_worksheet(Paper::letter, "footer", field(5, 5), measurer())).first, 5 * 4);
}

TEST(SbdWorksheet, AFormTooLongForOnePageRepeatsItsHeader) {
  const auto doc = prebattle_worksheet(Paper::letter, "footer", field(12, 8), measurer());
  const auto [rows, headers] = quality_form(doc);
  EXPECT_EQ(rows, 12 * 4);
  EXPECT_GE(headers, 2);
  testing::expect_on_page_and_fitting(doc, "worksheet");
}

// A header shrunk beside its neighbours ("Green die" smaller than "Red die") reads as less important.
TEST(SbdWorksheet, TheQualityFormsHeadersAreAllOneSizeOnEitherPaper) {
  const std::set<std::string> headers = {"Zone", "Side", "Red die", "Green die", "Branch", "Vet.", "Exp.", "Green", "Stands before", "Stands after"};
  for (Paper paper : {Paper::a4, Paper::letter}) {
    std::size_t seen = 0;
    for (const auto& page : prebattle_worksheet(paper, "footer", field(8, 6), measurer()).pages)
      testing::walk(page, [&](const testing::Placed& placed) {
        const auto* text = std::get_if<layout::Text>(&placed.item->shape);
        if (!text || !headers.count(text->text)) return;
        ++seen;
        EXPECT_EQ(text->font.size.points(), layout::style::table_header().size.points()) << "'" << text->text << "' on " << (paper == Paper::a4 ? "A4" : "Letter");
      });
    EXPECT_GE(seen, headers.size());
  }
}

TEST(SbdWorksheet, WithoutAScenarioTheFormFitsTheUsualBattlefield) {
  for (Paper paper : {Paper::a4, Paper::letter}) {
    const auto doc = ruleset().reference_cards(paper, measurer());
    const auto [rows, headers] = quality_form(doc);
    EXPECT_EQ(rows, Battlefield{}.columns * 4);
    EXPECT_EQ(headers, 1) << "the usual battlefield's form fits one page";
    testing::expect_on_page_and_fitting(doc, "qrs sbd");
    testing::expect_kept_together(doc, "qrs sbd");
  }
}

}  // namespace
}  // namespace muster::sbd
