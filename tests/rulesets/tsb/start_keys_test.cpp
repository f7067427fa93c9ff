// What the text gives and a scenario now sets up (issue 35): irregular infantry,
// guns firing indirectly for an observer named at the start, telephone lines
// from a battery to its observer, radio, a train running at the start. Read,
// refused where wrong, recorded, and printed where a player needs them.
#include <gtest/gtest.h>

#include "rulesets/tsb/pages/side_sheets.hpp"
#include "rulesets/tsb/pages/unit_text.hpp"
#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/record_text.hpp"
#include "support/temp_folder.hpp"
#include "support/tsb_scenarios.hpp"

namespace muster::tsb {
namespace {

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

const std::string orbat =
    "name: Brigade\nleader: {name: Brig. A}\ncommands:\n"
    "  - name: Line\n    leader: {name: Col. B}\n    units:\n"
    "      - {name: 1st Foot, type: infantry, irregular: yes}\n"
    "      - {name: 2nd Foot, type: infantry}\n"
    "      - {name: Battery, type: artillery, indirect-fire: yes, observer: 2nd Foot}\n"
    "      - {name: Train, type: armoured-train, running: 3}\n";

std::string scenario(const std::string& british, const std::string& extra = "") {
  return "muster: 1\nname: Start\nruleset: tsb\nperiod: early-20th\nsides:\n  British: {baseline: south, orbat: orbat.yaml" + british +
         "}\n  German: {baseline: north, army: {infantry: 4" + extra + "}}\n";
}

class TsbStartKeys : public testing::TempFolderTest {
 protected:
  std::string first_error(const std::string& orbat_text, const std::string& scenario_text) {
    write("orbat.yaml", orbat_text);
    try {
      testing::tsb_scenario(scenario_text, (dir_ / "s.yaml").string());
    } catch (const InputError& e) {
      const Diagnostic& d = e.diagnostics().front();
      return std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + ": " + d.message;
    }
    return "";
  }
  tsb::Setup rolled(const std::string& scenario_text) {
    write("orbat.yaml", orbat);
    return roll(testing::tsb_scenario(scenario_text, (dir_ / "s.yaml").string()), Streams(11));
  }
};

TEST_F(TsbStartKeys, AreReadRecordedAndReadBack) {
  const tsb::Setup s = rolled(scenario(", radio: yes, telephone-lines: [{battery: Battery, observer: 2nd Foot, areas: [A1, B2]}]"));
  const auto& units = s.sides[0].army.commands[0].units;
  EXPECT_TRUE(units[0].irregular);
  EXPECT_TRUE(units[2].indirect_fire);
  EXPECT_EQ(units[2].observer, "2nd Foot");
  EXPECT_EQ(units[3].running, 3);
  EXPECT_TRUE(s.sides[0].radio);
  ASSERT_EQ(s.sides[0].telephone_lines.size(), 1u);
  EXPECT_EQ(s.sides[0].telephone_lines[0].battery, "Battery");
  const std::string text = testing::record_text_of(s);
  EXPECT_NE(text.find("{name: \"Battery\", type: artillery, class: regular, weapon: other-artillery, indirect-fire: yes, observer: \"2nd Foot\"}"),
            std::string::npos)
      << text;
  Diagnostics d;
  const tsb::Setup again = testing::read_record_text(text, d, read_record);
  ASSERT_TRUE(d.empty()) << d.list()[0].message;
  EXPECT_EQ(spec::to_yaml(to_record(again), ""), text);
}

TEST_F(TsbStartKeys, AreRefusedWhereTheyDoNotBelong) {
  const auto with_unit = [&](const std::string& from, const std::string& to) {
    std::string text = orbat;
    text.replace(text.find(from), from.size(), to);
    return first_error(text, scenario(""));
  };
  EXPECT_EQ(with_unit("{name: 2nd Foot, type: infantry}", "{name: 2nd Foot, type: cavalry, irregular: yes}"),
            "8:52: only infantry can be irregular, and 2nd Foot is Cavalry");
  EXPECT_EQ(with_unit(", indirect-fire: yes, observer: 2nd Foot}", ", indirect-fire: yes}"), "9:57: Battery fires indirectly but names no observer");
  EXPECT_EQ(with_unit("observer: 2nd Foot", "observer: 9th Foot"), "9:72: Battery's observer '9th Foot' is no unit or officer of its army");
  EXPECT_EQ(with_unit("observer: 2nd Foot", "observer: Col. B"), "");
  EXPECT_EQ(with_unit("{name: 2nd Foot, type: infantry}", "{name: 2nd Foot, type: infantry, running: 2}"),
            "8:51: only trains run on rails, and 2nd Foot is Infantry");
  EXPECT_EQ(first_error(orbat, scenario(", telephone-lines: [{battery: 2nd Foot, observer: 2nd Foot, areas: [A1, B2]}]")),
            "6:77: a telephone line runs from '2nd Foot', which is no battery of its side able to fire indirectly");
  EXPECT_EQ(first_error(orbat, scenario(", telephone-lines: [{battery: Battery, observer: Col. B, areas: [A1, B2]}]")),
            "6:96: the line's observer 'Col. B' is not Battery's, 2nd Foot");
  EXPECT_EQ(first_error(orbat, scenario(", telephone-lines: [{battery: Battery, observer: 2nd Foot, areas: [A1, B2, C3]}]")),
            "6:113: the line's ends, where battery and observer stand at the start, must lie in the side's deployment zone");
  EXPECT_EQ(first_error(orbat, "muster: 1\nname: Start\nruleset: tsb\nsides:\n  British: {baseline: south, orbat: orbat.yaml}\n"
                               "  German: {baseline: north, army: {infantry: 4}}\n"),
            "9:57: indirect fire belongs to 1900-1918, and this scenario is mid-19th century");
  EXPECT_EQ(first_error(orbat, "muster: 1\nname: Start\nruleset: tsb\nsides:\n  British: {baseline: south, radio: yes, army: {infantry: 4}}\n"
                               "  German: {baseline: north, army: {infantry: 4}}\n"),
            "5:37: radios belong to 1900-1918, and this scenario is mid-19th century");
  EXPECT_EQ(first_error(orbat, scenario("", ", irregular: 5")), "7:60: the army has 4 infantry units, fewer than its 5 irregular");
}

std::string all_text(const layout::Document& doc) { return testing::all_text(doc); }

TEST_F(TsbStartKeys, ArePrintedWhereAPlayerNeedsThem) {
  const tsb::Setup s = rolled(scenario(", radio: yes, telephone-lines: [{battery: Battery, observer: 2nd Foot, areas: [A1, B2]}]"));
  const std::vector<std::string> notes = start_notes(s.sides[0]);
  ASSERT_EQ(notes.size(), 3u);
  EXPECT_EQ(notes[0], "<b>Battery</b> may fire indirectly (6 areas or more, 1 die less) at what <b>2nd Foot</b> sees; linked by a telephone line from A1 "
                      "to B2, cut if either end moves or is destroyed.");
  EXPECT_EQ(notes[1], "<b>Train</b> is running at the start: it moved 3 areas last turn, so it moves 1 to 4 on its first.");
  EXPECT_EQ(notes[2], "<b>Irregular infantry</b> (1st Foot) are not halted on entering difficult ground.");
  const std::string roster_text = all_text(roster(s, 0, measurer()));
  EXPECT_NE(roster_text.find("At the start"), std::string::npos);
  const std::string orders = all_text(orders_tracker(s, 0, measurer()));
  EXPECT_NE(orders.find("radio to 2nd Foot"), std::string::npos);
  EXPECT_NE(orders.find("D6 each turn: 2+ links"), std::string::npos);
  EXPECT_NE(orders.find("running at 3 at the start"), std::string::npos);
  EXPECT_EQ(all_text(orders_tracker(s, 1, measurer())).find("radio"), std::string::npos);
}

// Irregular infantry of a recipe army are drawn from its infantry: exactly as many as asked, and only infantry.
TEST(TsbStartKeysProperty, ARecipesIrregularsAreItsInfantry) {
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    RandomStream draw = Streams(seed).open("recipe");
    ArmyRecipe recipe;
    recipe.units[static_cast<std::size_t>(UnitType::infantry)] = draw.between(1, 20);
    recipe.units[static_cast<std::size_t>(UnitType::cavalry)] = draw.between(0, 5);
    recipe.irregular = draw.between(0, recipe.units[0]);
    RandomStream stream = Streams(seed).open("army");
    const Army army = muster_army(recipe, Period::mid_19th, stream);
    int irregular = 0;
    for (const Command& command : army.commands)
      for (const Unit& unit : command.units) {
        irregular += unit.irregular ? 1 : 0;
        ASSERT_TRUE(!unit.irregular || unit.type == UnitType::infantry) << unit.name << ", seed " << seed;
      }
    ASSERT_EQ(irregular, recipe.irregular) << "seed " << seed;
  }
}

}  // namespace
}  // namespace muster::tsb
