// A hand-edited Square Brigadier record is checked for every rule the roll
// obeys, and each mistake is one message at the value at fault (issue 34).
#include <gtest/gtest.h>

#include <sstream>

#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/record.hpp"
#include "rulesets/tsb/tables.hpp"
#include "spec/record_yaml.hpp"
#include "support/record_text.hpp"

namespace muster::tsb {
namespace {

Unit unit(const std::string& name, UnitType type = UnitType::infantry) {
  return {name, type, UnitClass::regular, default_weapon(type, Period::early_20th), Firepower::normal, false, false, false, "", 0};
}

Army army(const std::string& general, const std::string& commander, std::vector<Unit> units) {
  Army army;
  army.general = general;
  army.commands = {{"1st Brigade", commander, std::move(units)}};
  return army;
}

// A small early-20th field on 6 x 6 squares: a road up column A, a railway up column B, one objective.
Setup small_setup() {
  Setup s;
  s.period = Period::early_20th;
  s.battlefield.grid = {AreaShape::square, 6, 6};
  s.battlefield.area = Length::in(4);
  s.battlefield.kinds.assign(36, TerrainKind::open);
  s.battlefield.kinds[static_cast<std::size_t>(s.battlefield.grid.index({5, 0}))] = TerrainKind::woods;  // F1
  s.battlefield.roads = {AreaPath{{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}}}};
  s.battlefield.railway = AreaPath{{{1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}}};
  s.battlefield.objectives = {{3, 3}};  // D4
  s.first = {0, false, {}};
  static_cast<SideIdentity&>(s.sides[0]) = {"Red", "Red army", "#a0322d", Edge::south};
  static_cast<SideIdentity&>(s.sides[1]) = {"Blue", "Blue army", "#2f4f8f", Edge::north};
  s.sides[0].orbat_file = s.sides[1].orbat_file = "recipe";
  s.sides[0].deployment_depth = 2;
  s.sides[1].deployment_depth = 1;
  s.sides[0].army = army("Gen. Ashby", "Col. Barlow", {unit("1st Infantry"), unit("2nd Infantry")});
  s.sides[0].army.commands.push_back({"2nd Brigade", "Col. Ingram", {unit("3rd Infantry")}});
  s.sides[1].army = army("Gen. Carew", "Col. Dunmore", {unit("1st Infantry"), unit("2nd Infantry")});
  return s;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

// The first problem, and the text of its line from its column on: what the caret points at.
struct Problem {
  std::string message;
  std::string at;
  std::size_t count = 0;
  std::string hint;
};

Problem problem_in(const std::string& text) {
  Diagnostics d;
  testing::read_record_text(text, d, read_record);
  if (d.empty()) return {};
  const Diagnostic& first = d.list()[0];
  std::istringstream lines(text);
  std::string line;
  for (int n = 0; n < first.where.line; ++n) std::getline(lines, line);
  const std::string at = first.where.line > 0 && first.where.column > 0 ? line.substr(static_cast<std::size_t>(first.where.column - 1)) : "";
  return {first.message, at, d.list().size(), first.hint};
}

const std::string base = testing::record_text_of(small_setup());

TEST(TsbRecordPlaces, TheSmallSetupReadsBack) {
  const Problem none = problem_in(base);
  EXPECT_EQ(none.message, "") << none.at;
}

TEST(TsbRecordPlaces, ZonesThatMeetAreReportedAtTheDepth) {
  const Problem p = problem_in(replaced(base, "deployment-depth: 1", "deployment-depth: 5"));
  EXPECT_EQ(p.message, "the two deployment zones meet in A2");
  EXPECT_EQ(p.at, "5");
  EXPECT_EQ(p.count, 1u);
}

TEST(TsbRecordPlaces, AZoneTooSmallIsReportedAtItsSidesDepth) {
  // The railway bridges B6; the rest of Blue's one row is water.
  const std::string short_road = replaced(base, "[A1, A2, A3, A4, A5, A6]", "[A1, A2, A3, A4, A5]");
  const Problem p = problem_in(replaced(short_road, "  objectives:", "  water: [A6, C6, D6, E6, F6]\n  objectives:"));
  EXPECT_EQ(p.message, "this battlefield cannot be played: the north deployment zone has room for 1 of 2 units");
  EXPECT_EQ(p.at, "1");
  EXPECT_EQ(p.count, 1u);
  EXPECT_FALSE(p.hint.empty());
}

TEST(TsbRecordPlaces, AnObjectiveInWaterIsReportedAtTheObjective) {
  const Problem p = problem_in(replaced(base, "  objectives:", "  water: [D4, E4]\n  objectives:"));
  EXPECT_EQ(p.message, "this battlefield cannot be played: objective D4 is in impassable water");
  EXPECT_EQ(p.at, "D4]");
  EXPECT_EQ(p.count, 1u);
}

TEST(TsbRecordPlaces, ARailwayIn1860IsReportedAtTheRailway) {
  const Problem p = problem_in(replaced(base, "period: early-20th", "period: mid-19th"));
  EXPECT_EQ(p.message, "a railway belongs to 1900-1918, and this setup is mid-19th century");
  EXPECT_EQ(p.at.substr(0, 4), "[B1,");
  EXPECT_EQ(p.count, 1u);
}

TEST(TsbRecordPlaces, NoPassableWayIsReportedAtTheWater) {
  // A wall of water across the field, its areas meeting at corners; the road and railway bridge it.
  const std::string wall = replaced(base, "  objectives:", "  water: [A3, B4, C3, D4, E3, F4]\n  objectives:");
  const std::string no_bridges = replaced(replaced(wall, "  roads:\n    - [A1, A2, A3, A4, A5, A6]\n", ""), "  railway: [B1, B2, B3, B4, B5, B6]\n", "");
  const Problem p = problem_in(replaced(no_bridges, "objectives: [D4]", "objectives: [D5]"));
  EXPECT_EQ(p.message, "this battlefield cannot be played: no passable way leads from one deployment zone to the other");
  EXPECT_EQ(p.at.substr(0, 4), "[A3,");
  EXPECT_EQ(p.count, 1u);
}

TEST(TsbRecordPlaces, ARoadThroughAClosedCornerIsReportedAtItsStep) {
  const std::string text = replaced(base, "  objectives:", "  water: [D3, E4]\n  objectives:");
  const Problem p = problem_in(replaced(text, "    - [A1, A2, A3, A4, A5, A6]\n", "    - [A1, A2, A3, A4, A5, A6]\n    - [E1, E2, E3, D4, D5, D6]\n"));
  EXPECT_EQ(p.message, "a road steps from E3 to D4 between two areas of water that meet at a corner");
  EXPECT_EQ(p.at, "D4, D5, D6]");
  EXPECT_EQ(p.count, 1u);
}

TEST(TsbRecordPlaces, ARadioIn1860IsReportedAtTheRadio) {
  const std::string no_railway = replaced(base, "  railway: [B1, B2, B3, B4, B5, B6]\n", "");
  const std::string radio = replaced(no_railway, "    deployment-depth: 1\n", "    deployment-depth: 1\n    radio: yes\n");
  const Problem p = problem_in(replaced(radio, "period: early-20th", "period: mid-19th"));
  EXPECT_EQ(p.message, "radios belong to 1900-1918, and this setup is mid-19th century");
  EXPECT_EQ(p.at, "yes");
}

TEST(TsbRecordPlaces, TheFirstMoveByAttackerHasNoDice) {
  const Problem p = problem_in(replaced(base, "{side: Red, by: attacker}", "{side: Red, by: attacker, rolls: [\"5-2\"]}"));
  EXPECT_EQ(p.message, "the first move went to the attacker, so no dice were rolled for it");
  EXPECT_EQ(p.at.substr(0, 7), "[\"5-2\"]");
}

// Each commander rolls his own die: two of one name could not be told apart.
TEST(TsbRecordPlaces, OfficersHaveNamesOfTheirOwn) {
  const Problem p = problem_in(replaced(base, "commander: \"Col. Ingram\"", "commander: \"Col. Barlow\""));
  EXPECT_EQ(p.message, "two officers are called 'Col. Barlow'");
  EXPECT_EQ(p.at, "\"Col. Barlow\"");
  EXPECT_EQ(p.count, 1u);
}

// Records written before the General's units had a key of their own held them as a command under
// the General himself: they read back as his own units, with no die of their own, and are written so.
TEST(TsbRecordPlaces, AnOldRecordsCommandUnderTheGeneralIsHisOwnUnits) {
  const std::string old = replaced(base, "      - name: \"2nd Brigade\"\n        commander: \"Col. Ingram\"",
                                   "      - name: \"Gen. Ashby's own\"\n        commander: \"Gen. Ashby\"");
  Diagnostics d;
  const tsb::Setup setup = testing::read_record_text(old, d, read_record);
  ASSERT_TRUE(d.empty()) << d.list()[0].message;
  ASSERT_EQ(setup.sides[0].army.general_units.size(), 1u);
  EXPECT_EQ(setup.sides[0].army.general_units[0].name, "3rd Infantry");
  ASSERT_EQ(setup.sides[0].army.commands.size(), 1u);
  const std::string again = spec::to_yaml(to_record(setup), "");
  EXPECT_NE(again.find("    general-units:\n      - {name: \"3rd Infantry\""), std::string::npos) << again;
  EXPECT_EQ(problem_in(again).message, "");
}

// One mistake, one message: nothing about the stand-in that replaced the value in error.
TEST(TsbRecordPlaces, OneMistakeIsOneMessage) {
  const Problem type = problem_in(replaced(base, "type: infantry, class: regular, weapon: rifle", "type: infanty, class: regular, weapon: rifle"));
  EXPECT_EQ(type.message, "'type' cannot be 'infanty'");
  EXPECT_EQ(type.count, 1u);
  const Problem mg = problem_in(replaced(base, "type: infantry, class: regular, weapon: rifle", "type: tankette, class: regular, weapon: mg"));
  EXPECT_EQ(mg.count, 1u) << mg.message;
  const Problem objective = problem_in(replaced(base, "objectives: [D4]", "objectives: [Z9]"));
  EXPECT_EQ(objective.count, 1u) << objective.message;
  const Problem side = problem_in(replaced(base, "{side: Red, by: attacker}", "{side: Green, by: dice, rolls: [\"5-2\"]}"));
  EXPECT_EQ(side.message, "'side' cannot be 'Green'");
  EXPECT_EQ(side.count, 1u);
}

}  // namespace
}  // namespace muster::tsb
