// Section 12 pinned down with chosen dice: single days, the carry-over to the
// next day, and every way the attacker can be decided.
#include <gtest/gtest.h>

#include <array>

#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {
namespace {

Day day_with(std::vector<int> usa, std::vector<int> csa) {
  Day day;
  day.sides[index_of(Side::usa)].dice = std::move(usa);
  day.sides[index_of(Side::csa)].dice = std::move(csa);
  return day;
}

TEST(SbdSkirmish, DiceArePairedHighToLowAndUnopposedDiceAreIgnored) {
  // USA 6 5 3 1 against CSA 5 5 4: 6>5 win, 5=5 draw, 3<4 loss; the 1 has no opponent.
  const auto wins = skirmish_wins({3, 6, 1, 5}, {5, 4, 5});
  EXPECT_EQ(wins[index_of(Side::usa)], 1);
  EXPECT_EQ(wins[index_of(Side::csa)], 1);
  // Many more dice do not win by themselves: 2 2 2 2 2 against a lone 3.
  const auto few = skirmish_wins({2, 2, 2, 2, 2}, {3});
  EXPECT_EQ(few[index_of(Side::usa)], 0);
  EXPECT_EQ(few[index_of(Side::csa)], 1);
}

TEST(SbdWeek, AMondayScoredByHand) {
  // USA rolls 6 6 4 2 and converts half its sixes; CSA rolls 6 5 3 and banks.
  Day monday = day_with({6, 4, 6, 2}, {3, 6, 5});
  score_day(monday, 0, {SixesPolicy::half, SixesPolicy::bank});
  const SideDay& usa = monday.side(Side::usa);
  const SideDay& csa = monday.side(Side::csa);
  EXPECT_EQ(usa.sixes, 2);
  EXPECT_EQ(usa.converted, 1);
  EXPECT_EQ(usa.banked, 1);
  EXPECT_EQ(usa.bonus_cards(), 1);
  EXPECT_EQ(csa.sixes, 1);
  EXPECT_EQ(csa.banked, 1);
  EXPECT_EQ(csa.converted, 0);
  // 6-6 draw, 6>5 USA, 4>3 USA; USA's 2 is unopposed.
  EXPECT_EQ(usa.skirmish_wins, 2);
  EXPECT_EQ(csa.skirmish_wins, 0);
  EXPECT_TRUE(usa.won_skirmish);
  EXPECT_FALSE(csa.won_skirmish);

  Day tuesday;
  carry_over(monday, tuesday);
  EXPECT_EQ(tuesday.side(Side::usa).from_sixes, 3);     // one six turned into 3 dice
  EXPECT_EQ(tuesday.side(Side::usa).from_skirmish, 3);  // and the skirmish won
  EXPECT_EQ(tuesday.side(Side::csa).from_sixes, 0);
  EXPECT_EQ(tuesday.side(Side::csa).from_skirmish, 0);
}

TEST(SbdWeek, ADrawnSkirmishEarnsNobodyDice) {
  Day day = day_with({5, 2}, {5, 2});
  score_day(day, 3, {SixesPolicy::convert, SixesPolicy::convert});
  EXPECT_FALSE(day.side(Side::usa).won_skirmish);
  EXPECT_FALSE(day.side(Side::csa).won_skirmish);
  Day next;
  carry_over(day, next);
  EXPECT_EQ(next.side(Side::usa).from_skirmish + next.side(Side::csa).from_skirmish, 0);
}

TEST(SbdWeek, ConvertEarlyTurnsSixesIntoDiceOnlyMondayToWednesday) {
  EXPECT_EQ(sixes_to_convert(SixesPolicy::convert_early, 2, 3), 3);
  EXPECT_EQ(sixes_to_convert(SixesPolicy::convert_early, 3, 3), 0);
  EXPECT_EQ(sixes_to_convert(SixesPolicy::half, 5, 3), 1);
  EXPECT_EQ(sixes_to_convert(SixesPolicy::bank, 0, 4), 0);
}

Week week_with(int usa_banked, int csa_banked, std::optional<Side> sunday, int usa_cavalry, int csa_cavalry) {
  Week w;
  w.banked = {usa_banked, csa_banked};
  w.sunday_winner = sunday;
  w.cavalry = {usa_cavalry, csa_cavalry};
  decide_attacker(w);
  return w;
}

TEST(SbdWeek, TheAttackerIsDecidedInTheRulesOrder) {
  Week more_sixes = week_with(7, 4, Side::csa, 0, 5);
  EXPECT_EQ(more_sixes.attacker, Side::usa);
  EXPECT_EQ(more_sixes.reason, AttackerReason::banked_sixes);
  EXPECT_EQ(more_sixes.sixes_margin, 3);
  EXPECT_EQ(more_sixes.margin(), 3);  // USA has no cavalry to add

  Week sunday = week_with(4, 4, Side::usa, 1, 3);
  EXPECT_EQ(sunday.attacker, Side::usa);
  EXPECT_EQ(sunday.reason, AttackerReason::sunday_skirmish);
  EXPECT_EQ(sunday.margin(), 0 + 1);

  Week cavalry = week_with(2, 2, std::nullopt, 1, 3);
  EXPECT_EQ(cavalry.attacker, Side::csa);
  EXPECT_EQ(cavalry.reason, AttackerReason::cavalry);
  EXPECT_EQ(cavalry.margin(), 3);

  Week level = week_with(2, 2, std::nullopt, 2, 2);
  EXPECT_EQ(level.attacker, Side::csa);
  EXPECT_EQ(level.reason, AttackerReason::confederates);
}

TEST(SbdDayOfBattle, TheMarginPicksTheTableRow) {
  EXPECT_EQ(margin_band(straggler_row(0)), "0-5");
  EXPECT_EQ(margin_band(straggler_row(5)), "0-5");
  EXPECT_EQ(margin_band(straggler_row(6)), "6-14");
  EXPECT_EQ(margin_band(straggler_row(30)), "15-30");
  EXPECT_EQ(margin_band(straggler_row(31)), "31+");
  const StragglerRow& row = straggler_row(20);
  EXPECT_EQ(straggler_dice(row, orbat::UnitType::cavalry, orbat::Quality::veteran), 6);
  EXPECT_EQ(straggler_dice(row, orbat::UnitType::infantry, orbat::Quality::green), 7);
  EXPECT_EQ(straggler_dice(row, orbat::UnitType::infantry, orbat::Quality::experienced), 6);
  EXPECT_EQ(straggler_dice(row, orbat::UnitType::infantry, orbat::Quality::veteran), 5);
  EXPECT_EQ(straggler_dice(row, orbat::UnitType::battery, orbat::Quality::veteran), 2);
}

// The whole day-of-battle table (section 12.4), written out from the text: dice per unit by the
// attacker's margin, for cavalry (of any quality), green, experienced and veteran infantry, and artillery.
TEST(SbdDayOfBattle, EveryCellOfTheTableIsTheTexts) {
  struct Row {
    int margin;
    std::array<int, 5> dice;  // cavalry, green, experienced, veteran infantry, artillery
  };
  const Row text[] = {{0, {4, 5, 4, 3, 2}}, {6, {5, 6, 5, 4, 2}}, {15, {6, 7, 6, 5, 2}}, {31, {7, 8, 7, 6, 2}}};
  using orbat::Quality, orbat::UnitType;
  for (const Row& r : text)
    for (int margin : {r.margin, r.margin + 1, r.margin == 31 ? 60 : (r.margin == 0 ? 5 : r.margin == 6 ? 14 : 30)}) {
      const StragglerRow& row = straggler_row(margin);
      for (Quality q : {Quality::green, Quality::experienced, Quality::veteran})
        EXPECT_EQ(straggler_dice(row, UnitType::cavalry, q), r.dice[0]) << "margin " << margin;
      EXPECT_EQ(straggler_dice(row, UnitType::infantry, Quality::green), r.dice[1]) << "margin " << margin;
      EXPECT_EQ(straggler_dice(row, UnitType::infantry, Quality::experienced), r.dice[2]) << "margin " << margin;
      EXPECT_EQ(straggler_dice(row, UnitType::infantry, Quality::veteran), r.dice[3]) << "margin " << margin;
      for (Quality q : {Quality::green, Quality::experienced, Quality::veteran})
        EXPECT_EQ(straggler_dice(row, UnitType::battery, q), r.dice[4]) << "margin " << margin;
    }
}

TEST(SbdDayOfBattle, HoldBackPolicies) {
  EXPECT_FALSE(held_back(HoldBack::never, 4, 4));
  EXPECT_TRUE(held_back(HoldBack::any, 8, 1));
  EXPECT_FALSE(held_back(HoldBack::any, 8, 0));
  EXPECT_TRUE(held_back(HoldBack::half, 6, 3));
  EXPECT_FALSE(held_back(HoldBack::half, 7, 3));
  EXPECT_TRUE(held_back(HoldBack::all, 3, 3));
  EXPECT_FALSE(held_back(HoldBack::all, 3, 2));
}

}  // namespace
}  // namespace muster::sbd
