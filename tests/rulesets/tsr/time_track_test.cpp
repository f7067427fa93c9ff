// The time track holds any day a record may give: 1 to 24 daylight turns, on
// either paper, every hour and turn number legible in its own box.
#include <gtest/gtest.h>

#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/tables.hpp"
#include "support/layout_checks.hpp"

namespace muster::tsr {
namespace {

using testing::all_text;

// The page boxes of the texts "turn 1", "turn 2", ... on the first page.
std::vector<testing::Box> turn_boxes(const layout::Document& doc) {
  std::vector<testing::Box> turns;
  testing::walk(doc.pages.front(), [&](const testing::Placed& placed) {
    const auto* text = std::get_if<layout::Text>(&placed.item->shape);
    if (text && text->text.rfind("turn ", 0) == 0) turns.push_back(*testing::extent(placed));
  });
  return turns;
}

void expect_turns_apart(const layout::Document& doc, const std::string& name) {
  const auto turns = turn_boxes(doc);
  for (std::size_t a = 0; a < turns.size(); ++a)
    for (std::size_t b = a + 1; b < turns.size(); ++b) {
      const bool apart = turns[a].right <= turns[b].left + 0.01 || turns[b].right <= turns[a].left + 0.01 ||
                         turns[a].bottom <= turns[b].top + 0.01 || turns[b].bottom <= turns[a].top + 0.01;
      EXPECT_TRUE(apart) << name << ": turns " << a + 1 << " and " << b + 1 << " overlap";
    }
}

TEST(TsrTimeTrack, AnyNumberOfDaylightTurnsFitsThePage) {
  const auto& measurer = testing::test_fonts().measurer();
  for (Paper paper : {Paper::a4, Paper::letter})
    for (Timeline day : {Timeline{12, 12}, Timeline{7, 19}, Timeline{5, 20}, Timeline{0, 23}}) {
      const layout::Document cards = reference_cards(paper, "footer", day, {}, measurer);
      const std::string name = clock(day.start_hour) + " to " + clock(day.dusk_hour);
      testing::expect_on_page_and_fitting(cards, name);
      expect_turns_apart(cards, name);
      const std::string text = all_text(cards);
      for (int turn = 1; turn <= day.daylight_turns(); ++turn)
        EXPECT_NE(text.find("turn " + std::to_string(turn) + "\n"), std::string::npos) << name << ": turn " << turn;
    }
}

TEST(TsrTimeTrack, TheLongestDayTheRulesRollStaysOnOneRow) {
  const auto& measurer = testing::test_fonts().measurer();
  const Timeline longest{start_hour_for(2), dusk_table.back().hour};  // 07:00 to 19:00, 13 turns
  for (Paper paper : {Paper::a4, Paper::letter}) {
    const auto turns = turn_boxes(reference_cards(paper, "footer", longest, {}, measurer));
    ASSERT_EQ(turns.size(), 13u);
    for (const auto& turn : turns) EXPECT_NEAR(turn.top, turns.front().top, 0.01);
  }
}

TEST(TsrTimeTrack, ALongerDayWrapsOntoEvenRows) {
  const auto& measurer = testing::test_fonts().measurer();
  const auto turns = turn_boxes(reference_cards(Paper::a4, "footer", Timeline{0, 23}, {}, measurer));
  ASSERT_EQ(turns.size(), 24u);
  EXPECT_NEAR(turns[11].top, turns[0].top, 0.01);  // 12 a row
  EXPECT_GT(turns[12].top, turns[11].top);
  EXPECT_NEAR(turns[12].left, turns[0].left, 0.01);
}

}  // namespace
}  // namespace muster::tsr
