// The 'compare' key: variants listed or crossed, each read by the rule set as a whole scenario,
// mapping values merged key by key, and every mistake placed at its line and column.
#include "spec/scenario_variants.hpp"

#include <gtest/gtest.h>

#include "app/pipeline.hpp"
#include "core/embedded_files.hpp"

#include "support/problems_found.hpp"

namespace muster::spec {
namespace {

std::string tsr_with(const std::string& compare) {
  return "muster: 1\nname: Compared\nruleset: tsr\nboard: {columns: 10, rows: 15}\ndeployment:\n  draw: 12\n  brigades: pre-roll\n" + compare;
}

std::vector<Diagnostic> problems(const std::string& text) {
  return testing::problems_found([&] { app::load_scenario_variants_text(text, "compared.yaml"); });
}

TEST(ScenarioVariants, AListGivesOneVariantEachLabelledByItsKeysOrItsLabel) {
  const auto loaded = app::load_scenario_variants_text(tsr_with("compare:\n  - {}\n  - {label: short draw, deployment: {draw: 8, first-echelon: 4}}\n"
                                                              "  - {board: {rows: 17}}\n"),
                                                      "compared.yaml");
  ASSERT_EQ(loaded.variants.size(), 3u);
  EXPECT_EQ(loaded.variants[0].label, "as written");
  EXPECT_EQ(loaded.variants[1].label, "short draw");
  EXPECT_EQ(loaded.variants[2].label, "board: {rows: 17}");
  // The draw changed and the rest of 'deployment' kept: 8 markers drawn, brigades still pre-rolled.
  const auto setup = loaded.variants[1].scenario->roll(5)->statistics();
  const auto drawn = app::load_scenario_variants_text(tsr_with(""), "plain.yaml");
  EXPECT_TRUE(drawn.variants.empty()) << "no 'compare', no variants";
  bool brigades_counted = false;
  for (const auto& v : setup.values) brigades_counted = brigades_counted || v.label == "brigades";
  EXPECT_TRUE(brigades_counted) << "'deployment' merged key by key: brigades still pre-rolled";
}

TEST(ScenarioVariants, AMappingCrossesEveryValueOfEachKeyAlongDottedPaths) {
  const auto loaded = app::load_scenario_variants_text(
      tsr_with("compare:\n  deployment.draw: [10, 12]\n  terrain.hills: [2, 3, \"2-3\"]\n"), "compared.yaml");
  ASSERT_EQ(loaded.variants.size(), 6u);
  EXPECT_EQ(loaded.variants[0].label, "deployment.draw: 10, terrain.hills: 2");
  EXPECT_EQ(loaded.variants[5].label, "deployment.draw: 12, terrain.hills: 2-3");
  for (const auto& v : loaded.variants) {
    const auto stats = v.scenario->roll(11)->statistics();
    for (const auto& s : stats.values) {
      if (s.label == "hills" && v.label.find("hills: 3") != std::string::npos) {
        EXPECT_EQ(s.number, 3);
      }
    }
  }
}

TEST(ScenarioVariants, MistakesInsideVariantsArePlacedWhereTheyAre) {
  // Line 8 is the first line of 'compare'.
  auto found = problems(tsr_with("compare:\n  - {deployment: {draw: 99}}\n  - {terain: {hills: 2}}\n"));
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].where.file, "compared.yaml");
  EXPECT_EQ(found[0].where.line, 9);
  EXPECT_EQ(found[0].where.column, 25);
  EXPECT_EQ(found[1].where.line, 10);
  EXPECT_EQ(found[1].where.column, 6);
  EXPECT_NE(found[1].message.find("terain"), std::string::npos);
  EXPECT_NE(found[1].hint.find("terrain"), std::string::npos) << "did you mean";
  found = problems(tsr_with("compare:\n  - {seed: 5}\n"));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].where.line, 9);
  EXPECT_NE(found[0].message.find("cannot change 'seed'"), std::string::npos);
  found = problems(tsr_with("compare:\n  terrain.hills: 3\n"));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].where.line, 9);
  EXPECT_NE(found[0].message.find("must list the values"), std::string::npos);
  found = problems(tsr_with("compare:\n  terrain.hills: []\n"));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_NE(found[0].message.find("its list is empty"), std::string::npos) << found[0].message;
  found = problems(tsr_with("compare: yes\n"));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].where.line, 8);
  found = problems(tsr_with("compare:\n  a: [1, 2, 3, 4, 5]\n  b: [1, 2, 3, 4, 5]\n"));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_NE(found[0].message.find("25 variants"), std::string::npos);
}

TEST(ScenarioVariants, ShortTextOfValues) {
  const Node root = parse_yaml("a: {b: [1, 2], c: x}\n", "t.yaml");
  EXPECT_EQ(short_text(*root.child("a")), "{b: [1, 2], c: x}");
}

}  // namespace
}  // namespace muster::spec
