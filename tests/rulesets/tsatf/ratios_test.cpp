// The ratios of opposing forces: every base size against counts worked out by
// hand from the text, the exact ratios wherever the base divides, the
// rounding of remainders, and the bases the text refuses.
#include <gtest/gtest.h>

#include <array>

#include "rulesets/tsatf/ratios.hpp"
#include "rulesets/tsatf/unit_tables.hpp"

namespace muster::tsatf {
namespace {

RatioCounts counts(Campaign campaign, int base, bool cavalry = true, bool artillery = true) { return ratio_counts({campaign, base, cavalry, artillery}); }

// The Mutiny, by hand: B British companies; 2B loyal Indian; per three infantry
// (3B) two cavalry (2B, half British) and one gun (B); 3B sepoys and B
// irregulars; three mutineer troops per two British (3B); gun for gun.
struct MutinyRow {
  int base;
  std::array<int, 5> british;   // British inf, loyal inf, British cav, loyal cav, British guns
  std::array<int, 4> mutineer;  // sepoy, irregular, mutineer cav, mutineer guns
};
const std::vector<MutinyRow> mutiny_table = {
    {1, {1, 2, 1, 1, 1}, {3, 1, 3, 1}},          {2, {2, 4, 2, 2, 2}, {6, 2, 6, 2}},
    {3, {3, 6, 3, 3, 3}, {9, 3, 9, 3}},          {4, {4, 8, 4, 4, 4}, {12, 4, 12, 4}},
    {5, {5, 10, 5, 5, 5}, {15, 5, 15, 5}},       {6, {6, 12, 6, 6, 6}, {18, 6, 18, 6}},
    {7, {7, 14, 7, 7, 7}, {21, 7, 21, 7}},       {8, {8, 16, 8, 8, 8}, {24, 8, 24, 8}},
    {9, {9, 18, 9, 9, 9}, {27, 9, 27, 9}},       {10, {10, 20, 10, 10, 10}, {30, 10, 30, 10}},
    {11, {11, 22, 11, 11, 11}, {33, 11, 33, 11}}, {12, {12, 24, 12, 12, 12}, {36, 12, 36, 12}},
};

TEST(TsatfRatios, TheMutinyForEveryBaseFromOneToTwelve) {
  for (const MutinyRow& row : mutiny_table) {
    const RatioCounts c = counts(Campaign::indian_mutiny, row.base);
    const std::vector<KindCount> british = {{UnitKind::british_infantry, row.british[0]},     {UnitKind::loyal_indian_infantry, row.british[1]},
                                            {UnitKind::british_cavalry, row.british[2]},      {UnitKind::loyal_indian_cavalry, row.british[3]},
                                            {UnitKind::british_artillery, row.british[4]}};
    const std::vector<KindCount> mutineers = {{UnitKind::sepoy_infantry, row.mutineer[0]},   {UnitKind::irregular_mutineer_infantry, row.mutineer[1]},
                                              {UnitKind::mutineer_cavalry, row.mutineer[2]}, {UnitKind::mutineer_artillery, row.mutineer[3]}};
    EXPECT_EQ(c.imperial, british) << "base " << row.base;
    EXPECT_EQ(c.native, mutineers) << "base " << row.base;
  }
}

TEST(TsatfRatios, TheMutinyWithoutCavalryOrGunsLeavesThemOutOfBothSides) {
  const RatioCounts c = counts(Campaign::indian_mutiny, 2, false, false);
  EXPECT_EQ(count_of(c.imperial, UnitKind::british_cavalry) + count_of(c.imperial, UnitKind::loyal_indian_cavalry), 0);
  EXPECT_EQ(count_of(c.native, UnitKind::mutineer_cavalry), 0);
  EXPECT_EQ(count_of(c.imperial, UnitKind::british_artillery) + count_of(c.native, UnitKind::mutineer_artillery), 0);
  EXPECT_EQ(count_of(c.native, UnitKind::sepoy_infantry), 6);
  EXPECT_EQ(count_of(c.native, UnitKind::irregular_mutineer_infantry), 2);
}

// The Boxer Rebellion, by hand. Per four Western infantry units: six Chinese
// infantry, one Boxer rifle, two sword and spear, two Tigermen; per four one
// Western and one allied irregular Chinese troop against two irregular troops;
// a Western gun per complete four infantry and cavalry units, two Chinese per
// Western gun. Halves round up: 5 Western units give 7.5, so 8, Chinese units.
struct BoxerRow {
  int base;
  std::array<int, 4> western;  // Western inf, Western cav, allied irregular cav, Western guns
  std::array<int, 6> chinese;  // Imperial Chinese inf, riflemen, sword/spear, Tigermen, irregular cav, Chinese guns
};
const std::vector<BoxerRow> boxer_table = {
    {4, {4, 1, 1, 1}, {6, 1, 2, 2, 2, 2}},      {5, {5, 1, 1, 1}, {8, 1, 3, 3, 2, 2}},
    {6, {6, 2, 2, 2}, {9, 2, 3, 3, 4, 4}},      {7, {7, 2, 2, 2}, {11, 2, 4, 4, 4, 4}},
    {8, {8, 2, 2, 3}, {12, 2, 4, 4, 4, 6}},     {9, {9, 2, 2, 3}, {14, 2, 5, 5, 4, 6}},
    {10, {10, 3, 3, 4}, {15, 3, 5, 5, 6, 8}},   {11, {11, 3, 3, 4}, {17, 3, 6, 6, 6, 8}},
    {12, {12, 3, 3, 4}, {18, 3, 6, 6, 6, 8}},
};

TEST(TsatfRatios, TheBoxerRebellionForEveryBaseFromFourToTwelve) {
  for (const BoxerRow& row : boxer_table) {
    const RatioCounts c = counts(Campaign::boxer_rebellion, row.base);
    const std::vector<KindCount> western = {{UnitKind::western_infantry, row.western[0]},
                                            {UnitKind::western_cavalry, row.western[1]},
                                            {UnitKind::irregular_chinese_cavalry, row.western[2]},
                                            {UnitKind::western_artillery, row.western[3]}};
    const std::vector<KindCount> chinese = {{UnitKind::imperial_chinese_infantry, row.chinese[0]}, {UnitKind::boxer_riflemen, row.chinese[1]},
                                            {UnitKind::boxer_sword_spearmen, row.chinese[2]},      {UnitKind::boxer_tigermen, row.chinese[3]},
                                            {UnitKind::irregular_chinese_cavalry, row.chinese[4]}, {UnitKind::chinese_artillery, row.chinese[5]}};
    EXPECT_EQ(c.imperial, western) << "base " << row.base;
    EXPECT_EQ(c.native, chinese) << "base " << row.base;
  }
}

TEST(TsatfRatios, WithoutCavalryTheWesternGunsCountTheInfantryAlone) {
  const std::array<int, 9> guns = {1, 1, 1, 1, 2, 2, 2, 2, 3};  // bases 4 to 12
  for (int base = 4; base <= 12; ++base) {
    const RatioCounts c = counts(Campaign::boxer_rebellion, base, false, true);
    EXPECT_EQ(count_of(c.imperial, UnitKind::western_artillery), guns.at(static_cast<std::size_t>(base - 4))) << base;
    EXPECT_EQ(count_of(c.native, UnitKind::chinese_artillery), 2 * guns.at(static_cast<std::size_t>(base - 4))) << base;
    EXPECT_EQ(count_of(c.imperial, UnitKind::western_cavalry) + count_of(c.native, UnitKind::irregular_chinese_cavalry), 0);
  }
  const RatioCounts no_guns = counts(Campaign::boxer_rebellion, 8, true, false);
  EXPECT_EQ(count_of(no_guns.imperial, UnitKind::western_artillery) + count_of(no_guns.native, UnitKind::chinese_artillery), 0);
  EXPECT_EQ(count_of(no_guns.native, UnitKind::irregular_chinese_cavalry), 4);
}

TEST(TsatfRatios, TheRatiosHoldExactlyWhereverTheBaseDivides) {
  for (int b = 1; b <= most_base_units; ++b)
    for (bool cavalry : {true, false})
      for (bool artillery : {true, false}) {
        const RatioCounts m = counts(Campaign::indian_mutiny, b, cavalry, artillery);
        const int british = count_of(m.imperial, UnitKind::british_infantry);
        const int infantry = british + count_of(m.imperial, UnitKind::loyal_indian_infantry);
        const int horse = count_of(m.imperial, UnitKind::british_cavalry) + count_of(m.imperial, UnitKind::loyal_indian_cavalry);
        const int guns = count_of(m.imperial, UnitKind::british_artillery);
        EXPECT_EQ(count_of(m.imperial, UnitKind::loyal_indian_infantry), 2 * british);
        EXPECT_EQ(3 * horse, cavalry ? 2 * infantry : 0);
        EXPECT_EQ(3 * guns, artillery ? infantry : 0);
        EXPECT_EQ(count_of(m.native, UnitKind::sepoy_infantry), infantry);  // three per three
        EXPECT_EQ(3 * count_of(m.native, UnitKind::irregular_mutineer_infantry), infantry);
        EXPECT_EQ(2 * count_of(m.native, UnitKind::mutineer_cavalry), 3 * horse);
        EXPECT_EQ(count_of(m.native, UnitKind::mutineer_artillery), guns);
      }
  for (int w = fewest_western_infantry; w <= most_base_units; w += 4) {
    const RatioCounts c = counts(Campaign::boxer_rebellion, w);
    EXPECT_EQ(4 * count_of(c.native, UnitKind::imperial_chinese_infantry), 6 * w);
    EXPECT_EQ(4 * count_of(c.native, UnitKind::boxer_riflemen), w);
    EXPECT_EQ(4 * count_of(c.native, UnitKind::boxer_sword_spearmen), 2 * w);
    EXPECT_EQ(4 * count_of(c.native, UnitKind::boxer_tigermen), 2 * w);
    EXPECT_EQ(4 * count_of(c.imperial, UnitKind::western_cavalry), w);
    EXPECT_EQ(4 * count_of(c.imperial, UnitKind::irregular_chinese_cavalry), w);
    EXPECT_EQ(4 * count_of(c.native, UnitKind::irregular_chinese_cavalry), 2 * w);
  }
}

TEST(TsatfRatios, RemaindersRoundToTheNearestUnitAndHalvesUp) {
  for (int w = fewest_western_infantry; w <= most_base_units; ++w) {
    const RatioCounts c = counts(Campaign::boxer_rebellion, w);
    for (const auto& [kind, per_four] : std::vector<std::pair<UnitKind, int>>{{UnitKind::imperial_chinese_infantry, 6},
                                                                               {UnitKind::boxer_riflemen, 1},
                                                                               {UnitKind::boxer_sword_spearmen, 2},
                                                                               {UnitKind::boxer_tigermen, 2}}) {
      const int quarters_over = 4 * count_of(c.native, kind) - per_four * w;  // the count above the exact ratio, in quarter units
      EXPECT_GT(quarters_over, -2) << label_of(kind) << " at " << w;  // less than half a unit short: a half rounds up
      EXPECT_LE(quarters_over, 2) << label_of(kind) << " at " << w;   // at most half a unit over
    }
    const int western_cavalry = count_of(c.imperial, UnitKind::western_cavalry);
    EXPECT_EQ(count_of(c.native, UnitKind::irregular_chinese_cavalry), 2 * western_cavalry) << "one against two at " << w;
    const int western_units = w + 2 * western_cavalry;
    const int guns = count_of(c.imperial, UnitKind::western_artillery);
    EXPECT_LE(4 * guns, western_units);
    EXPECT_GT(4 * (guns + 1), western_units);
    EXPECT_EQ(count_of(c.native, UnitKind::chinese_artillery), 2 * guns);
  }
  EXPECT_EQ(round_ratio(5, 6, 4), 8);   // 7.5
  EXPECT_EQ(round_ratio(5, 1, 4), 1);   // 1.25
  EXPECT_EQ(round_ratio(7, 1, 4), 2);   // 1.75
  EXPECT_EQ(round_ratio(6, 1, 4), 2);   // 1.5
}

std::string problem_text(Campaign campaign, int base) {
  const auto p = ratio_problem({campaign, base, true, true});
  return p ? p->message + " | " + p->hint : "";
}

TEST(TsatfRatios, BasesTheTextRefusesAreNamedWithAHint) {
  for (int w = 0; w < 4; ++w)
    EXPECT_EQ(problem_text(Campaign::boxer_rebellion, w),
              "the Western force should have at least 4 infantry units, not " + std::to_string(w) + " | give 4 to 12 Western infantry units");
  EXPECT_EQ(problem_text(Campaign::indian_mutiny, 0),
            "the British force needs at least one regular Imperial infantry unit, not 0 | give 1 to 12 regular Imperial infantry units");
  EXPECT_EQ(problem_text(Campaign::indian_mutiny, 13),
            "13 regular Imperial infantry units are more than muster builds to the ratios (12 at most) | play a smaller action, or give the forces as lists of units");
  EXPECT_EQ(problem_text(Campaign::sudan_1885, 4),
            "The Sudan, 1885 has no ratios of opposing forces in muster's text | give each side's forces as counts of units or as a list of units");
  EXPECT_EQ(problem_text(Campaign::free, 4).substr(0, 12), "A free game ");
  EXPECT_THROW(counts(Campaign::boxer_rebellion, 3), std::invalid_argument);
  for (int b = 1; b <= 12; ++b) EXPECT_EQ(problem_text(Campaign::indian_mutiny, b), "");
  for (int w = 4; w <= 12; ++w) EXPECT_EQ(problem_text(Campaign::boxer_rebellion, w), "");
}

}  // namespace
}  // namespace muster::tsatf
