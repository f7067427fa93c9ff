// Forces that are not the update's ratio say so: a scenario's own counts in a
// campaign with ratios, or a ratio's units changed in the record, are measured
// against the text's ratio for their base, and the briefings print the text's
// numbers beside the game's.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/random.hpp"
#include "rulesets/tsatf/force_builder.hpp"
#include "rulesets/tsatf/pages/pages.hpp"
#include "rulesets/tsatf/procedures.hpp"
#include "rulesets/tsatf/ratio_departure.hpp"
#include "rulesets/tsatf/summary.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/tsatf_scenarios.hpp"
#include "support/tsatf_setups.hpp"

namespace muster::tsatf {
namespace {

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

std::vector<std::string> texts_of(const layout::Document& doc) {
  std::vector<std::string> texts;
  for (const auto& page : doc.pages)
    testing::walk(page, [&](const testing::Placed& placed) {
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) texts.push_back(text->text);
    });
  return texts;
}

bool has_cells(const std::vector<std::string>& texts, const std::vector<std::string>& cells) {
  return std::search(texts.begin(), texts.end(), cells.begin(), cells.end()) != texts.end();
}

tsatf::Setup shipped(const std::string& file, std::uint64_t seed = 7) { return roll(testing::shipped_tsatf_scenario("scenarios/" + file), Streams(seed)); }

TEST(TsatfRatioDeparture, TheLegationQuarterSaysWhereItLeavesTheText) {
  const tsatf::Setup setup = shipped("tsatf-legation-quarter.yaml");
  const auto departure = ratio_departure(setup);
  ASSERT_TRUE(departure);
  EXPECT_EQ(departure->request.base, 4);
  EXPECT_TRUE(departure->request.cavalry && departure->request.artillery);
  std::vector<std::string> departing;
  for (const RatioRow& row : departure->rows)
    if (row.departs()) departing.push_back(setup.sides[row.side].key + " " + key_of(row.kind) + " " + std::to_string(row.game) + "/" + std::to_string(row.text));
  EXPECT_EQ(departing, (std::vector<std::string>{"Legations irregular-chinese-cavalry 0/1", "Boxers imperial-chinese-infantry 3/6",
                                                 "Boxers irregular-chinese-cavalry 1/2", "Boxers chinese-artillery 1/2"}));
  EXPECT_EQ(departure->rows.size(), 10u) << "every kind of the ratio, both sides";
  for (const char* file : {"tsatf-river-ghat.yaml", "tsatf-desert-column.yaml"}) EXPECT_FALSE(ratio_departure(shipped(file))) << file;
}

TEST(TsatfRatioDeparture, ItsPackPrintsTheTextsNumbersBesideTheGames) {
  const tsatf::Setup setup = shipped("tsatf-legation-quarter.yaml");
  for (const PackFile& file : pack_files(setup, measurer())) {
    if (file.name != "umpire.pdf" && file.name != "Legations.pdf" && file.name != "Boxers.pdf") continue;
    const auto texts = texts_of(file.document);
    EXPECT_TRUE(has_cells(texts, {"Side", "Unit", "The text's ratio", "This game"})) << file.name;
    EXPECT_TRUE(has_cells(texts, {"Boxers", "Imperial Chinese infantry", "6", "3", "departs"})) << file.name;
    EXPECT_TRUE(has_cells(texts, {"Boxers", "Boxer Tigermen", "2", "2", ""})) << file.name;
    EXPECT_TRUE(has_cells(texts, {"Legations", "Irregular Chinese cavalry", "1", "0", "departs"})) << file.name;
    EXPECT_TRUE(std::any_of(texts.begin(), texts.end(), [](const std::string& t) { return t.find("not as the update's ratio would") != std::string::npos; }))
        << file.name;
  }
  EXPECT_NE(describe(setup).find("Boxers Imperial Chinese infantry 3 (the text's 6)"), std::string::npos) << describe(setup);
  for (const PackFile& file : pack_files(shipped("tsatf-river-ghat.yaml"), measurer())) {
    const auto texts = texts_of(file.document);
    EXPECT_FALSE(has_cells(texts, {"Side", "Unit", "The text's ratio", "This game"})) << file.name;
  }
}

TEST(TsatfRatioDeparture, ABaseOutsideTheRatioIsSaid) {
  const tsatf::Setup setup = roll(testing::tsatf_scenario("muster: 1\nname: T\nruleset: tsatf\ncampaign: boxer-rebellion\nsides:\n"
                                                          "  Westerners: {counts: {western-infantry: 3}}\n  Boxers: {counts: {boxer-riflemen: 2}}\n"),
                                  Streams(3));
  const auto departure = ratio_departure(setup);
  ASSERT_TRUE(departure && departure->problem);
  EXPECT_EQ(departure->problem->message, "the Western force should have at least 4 infantry units, not 3");
  EXPECT_TRUE(departure->rows.empty());
}

// Over 10,000 forces, each the text's ratio for a random base with random counts changed or not:
// a departure is found exactly when some count differs, and each row gives the text's count and the force's.
TEST(TsatfRatioDeparture, FoundExactlyWhereACountDiffersOverTenThousandForces) {
  int departing = 0, kept = 0;
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    RandomStream dice = RandomStream::for_procedure(seed, "departures");
    const bool boxer = dice.between(0, 1) == 1;
    const Campaign campaign = boxer ? Campaign::boxer_rebellion : Campaign::indian_mutiny;
    RatioRequest request{campaign, dice.between(boxer ? 4 : 1, 12), true, true};
    if (boxer) request.cavalry = dice.between(0, 1) == 1, request.artillery = dice.between(0, 1) == 1;
    RatioCounts counts = ratio_counts(request);
    bool changed = false;
    for (auto* side : {&counts.imperial, &counts.native})
      for (KindCount& count : *side) {
        if (count.kind == ratio_base_kind(campaign) || dice.between(1, 6) < 6) continue;
        const int before = count.count;
        count.count = std::max(0, count.count + dice.between(-2, 2));
        changed = changed || count.count != before;
      }
    // A Boxer game without cavalry or guns in it is measured as one that does not use them; one with either, as one that does.
    tsatf::Setup setup;
    setup.campaign = campaign;
    setup.sides[0].allegiance = Allegiance::imperial;
    setup.sides[1].allegiance = Allegiance::native;
    setup.sides[0].force = build_force(counts.imperial, campaign, Allegiance::imperial, setup.organisations);
    setup.sides[1].force = build_force(counts.native, campaign, Allegiance::native, setup.organisations);
    RatioRequest measured = request;
    if (boxer) {
      auto any = [&](Branch branch) {
        for (const auto& side : setup.sides)
          for (const Unit& unit : side.force.units)
            if (branch_of(unit.kind) == branch) return true;
        return false;
      };
      measured.cavalry = any(Branch::cavalry);
      measured.artillery = any(Branch::artillery);
    }
    const RatioCounts text = ratio_counts(measured);
    bool differs = false;
    for (std::size_t side = 0; side < 2; ++side)
      for (const KindCount& count : side == 0 ? text.imperial : text.native)
        differs = differs || count.count != count_of(side == 0 ? counts.imperial : counts.native, count.kind);
    const auto departure = ratio_departure(setup);
    ASSERT_EQ(departure.has_value(), differs) << seed;
    (differs ? departing : kept) += 1;
    if (!departure) continue;
    EXPECT_FALSE(departure->problem) << seed;
    for (const RatioRow& row : departure->rows) {
      const Force& force = setup.sides[row.side].force;
      EXPECT_EQ(row.game, std::count_if(force.units.begin(), force.units.end(), [&](const Unit& u) { return u.kind == row.kind; })) << seed;
      EXPECT_EQ(row.text, count_of(row.side == 0 ? text.imperial : text.native, row.kind)) << seed;
    }
  }
  EXPECT_GT(departing, 1000);
  EXPECT_GT(kept, 1000);
}

}  // namespace
}  // namespace muster::tsatf
