// The setup record round-trips: what `muster render` reads back is what roll wrote.
#include <gtest/gtest.h>

#include <algorithm>

#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/record_text.hpp"
#include "support/sbd_scenarios.hpp"

namespace muster::sbd {
namespace {

sbd::Setup read_back(const std::string& text, Diagnostics& diagnostics) { return testing::read_record_text(text, diagnostics, sbd::read_record); }

TEST(SbdRecord, WritingAndReadingGivesTheSameRecord) {
  for (const char* file : {"scenarios/sbd-wheatfield.yaml", "scenarios/sbd-meeting-engagement.yaml"})
    for (std::uint64_t seed : {1ULL, 5ULL, 42ULL, 77ULL, 1863ULL, 2024ULL, 31337ULL}) {
      sbd::Setup setup = roll(testing::sbd_scenario_file(file), seed);
      setup.scenario = "x";
      setup.seed = 0;
      const std::string text = spec::to_yaml(to_record(setup), "");
      Diagnostics diagnostics;
      const sbd::Setup again = read_back(text, diagnostics);
      ASSERT_TRUE(diagnostics.empty()) << file << " seed " << seed << ": " << diagnostics.list()[0].message;
      EXPECT_EQ(spec::to_yaml(to_record(again), ""), text) << file << " seed " << seed;
    }
}

TEST(SbdRecord, TheRecordHoldsTheKeysTheIssueAsksFor) {
  const sbd::Setup setup = roll(testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml"), 3);
  const std::string text = spec::to_yaml(to_record(setup), "");
  for (const char* key : {"prebattle:", "days:", "attacker:", "margin:", "quality:", "units:", "straggler-dice:", "straggled:",
                          "reinforcement:", "red:", "green:", "branch:", "banked:", "skirmish-wins:", "earned-dice:", "earned-cards:"})
    EXPECT_NE(text.find(key), std::string::npos) << key;
}

TEST(SbdRecord, AnEditedWeekThatNoLongerAddsUpIsRefused) {
  const sbd::Setup setup = roll(testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml"), 3);
  std::string text = spec::to_yaml(to_record(setup), "");
  const auto at = text.find("attacker: ");
  text.replace(at, std::string("attacker: USA").size(), setup.attacker() == Side::usa ? "attacker: CSA" : "attacker: USA");
  Diagnostics diagnostics;
  read_back(text, diagnostics);
  ASSERT_FALSE(diagnostics.empty());
  EXPECT_EQ(diagnostics.list()[0].message, "the attacker and margin do not follow from the banked sixes, Sunday's skirmish and the cavalry");
}

// The Wheatfield, seed 5, written as `muster roll` writes it; the tests below edit one line of it.
const std::string& wheatfield_5() {
  static const std::string text = [] {
    sbd::Setup setup = roll(testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml"), 5);
    setup.scenario = "x";
    setup.seed = 0;
    return spec::to_yaml(to_record(setup), "");
  }();
  return text;
}

struct Edit {
  std::string from, to;
};

std::string replaced(std::string text, const Edit& edit) {
  const auto at = text.find(edit.from);
  EXPECT_NE(at, std::string::npos) << edit.from;
  if (at != std::string::npos) text.replace(at, edit.from.size(), edit.to);
  return text;
}

int line_of(const std::string& text, const std::string& part) {
  const auto at = text.find(part);
  if (at == std::string::npos) {
    ADD_FAILURE() << part << " is not in the record";
    return 0;
  }
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

// The edit's first problem: its exact message and hint, on the line where `marked` stands in the edited text.
void expect_refused(const Edit& edit, const std::string& marked, const std::string& message, const std::string& hint) {
  const std::string text = replaced(wheatfield_5(), edit);
  Diagnostics diagnostics;
  read_back(text, diagnostics);
  ASSERT_FALSE(diagnostics.empty()) << edit.from << " -> " << edit.to << " was accepted";
  const Diagnostic& problem = diagnostics.list()[0];
  EXPECT_EQ(problem.message, message) << edit.from << " -> " << edit.to;
  EXPECT_EQ(problem.hint, hint) << message;
  EXPECT_EQ(problem.where.line, line_of(text, marked)) << message;
  EXPECT_GT(problem.where.column, 1) << message;
}

TEST(SbdRecord, TheEditedRecordIsTheOneTheseTestsExpect) {
  for (const char* part : {"command: \"Cross's Brigade\", type: infantry, quality: experienced, rolled: true, mustered: 5",
                           "{name: \"Irish Brigade\", parent: \"1st Division, II Corps\"", "guns: 4, ordnance: rifled, weight: light",
                           "regiments: [US4, US5]", "{code: US2, name: \"5th New Hampshire\"", "mustered: 3, stands: 3, zone: A1",
                           "baseline: north"})
    EXPECT_NE(wheatfield_5().find(part), std::string::npos) << part;
}

TEST(SbdRecord, EveryUnitNamesOneOfItsSidesCommands) {
  expect_refused({"command: \"Cross's Brigade\", type: infantry, quality: experienced, rolled: true, mustered: 5",
                  "command: \"Cross Brigade\", type: infantry, quality: experienced, rolled: true, mustered: 5"},
                 "\"Cross Brigade\"", "US5's command 'Cross Brigade' is not one of the USA commands", "did you mean 'Cross's Brigade'? a unit's command is one listed under USA's 'commands'");
  expect_refused({"      - {name: \"Irish Brigade\", parent: \"1st Division, II Corps\", leader: \"Col. Patrick Kelly\", rating: normal, zone: C1}\n", ""},
                 "command: \"Irish Brigade\"", "US7's command 'Irish Brigade' is not one of the USA commands",
                 "did you mean 'Cross's Brigade'? a unit's command is one listed under USA's 'commands'");
}

TEST(SbdRecord, CommandsAreNamedOnceAndHangFromACommandAbove) {
  expect_refused({"{name: \"Irish Brigade\", parent", "{name: \"Cross's Brigade\", parent"}, "\"Cross's Brigade\", parent: \"1st Division, II Corps\", leader: \"Col. Patrick",
                 "two USA commands are called 'Cross's Brigade'; the first is at line " +
                     std::to_string(line_of(wheatfield_5(), "{name: \"Cross's Brigade\"")),
                 "give each command its own name: units find their command by it");
  expect_refused({"{name: \"Irish Brigade\", parent: \"1st Division, II Corps\"", "{name: \"Irish Brigade\", parent: \"2nd Division\""},
                 "\"2nd Division\"", "'Irish Brigade' hangs from '2nd Division', which is not a USA command listed before it",
                 "a command's parent comes above it in 'commands'");
}

TEST(SbdRecord, StandsComeFromTheMusterAndOnlyAQualityRollMovesThem) {
  // 5th New Hampshire is rated by its orbat, not by the dice: no roll moves its stands.
  const std::string us2 = "{code: US2, name: \"5th New Hampshire\", command: \"Cross's Brigade\", type: infantry, quality: veteran, rolled: false, mustered: 3, stands: ";
  expect_refused({us2 + "3", us2 + "5"}, "stands: 5, zone: A1", "US2 has 5 stands but mustered 3",
                 "only a quality roll moves stands, between the regiments it rates in one zone");
  const std::string us1 = "type: cavalry, quality: experienced, rolled: true, mustered: 3, stands: ";
  expect_refused({us1 + "3", us1 + "4"}, "{zone: A1, side: USA",
                 "the regiments rated by the quality roll in A1 have 7 stands but mustered 6",
                 "the roll moves stands between them; it adds none and takes none away");
}

TEST(SbdRecord, ABatteryHasFourOrSixGuns) {
  expect_refused({"guns: 4, ordnance: rifled, weight: light", "guns: 5, ordnance: rifled, weight: light"}, "guns: 5",
                 "a battery has 4 or 6 guns, not 5", "write 'guns: 4' or 'guns: 6'");
  expect_refused({"guns: 4, ordnance: rifled, weight: light", "guns: 6, ordnance: rifled, weight: light"}, "guns: 6, ordnance: rifled, weight: light",
                 "a battery of 6 guns musters 2 gun models, not 1", "section 4.2: 1 model for 4 guns, 2 for 6");
}

TEST(SbdRecord, AQualityRollNamesUnitsThatExist) {
  expect_refused({"regiments: [US4, US5]", "regiments: [US4, US55]"}, "US55]", "the quality roll in B1 names US55, which is not a USA unit",
                 "did you mean 'US5'?");
  expect_refused({"regiments: [US4, US5]", "regiments: [US4, US6]"}, "US6]", "the quality roll in B1 names US6, whose quality was not rolled",
                 "a roll rates only the regiments whose quality the orbat leaves open ('rolled: true')");
}

TEST(SbdRecord, ARoleFollowsTheWeek) {
  expect_refused({"role: defender", "role: attacker"}, "attacker\n    orbat: \"orbats/confederate", "CSA is the defender after the pre-battle week, not the attacker",
                 "section 12.3 decides it from the week: change 'prebattle: attacker' and the banked sixes that decide it");
}

// Edits a user could make that the rules forbid, each printed before as if allowed: the attacker
// (USA, south) deploys in row 1, the defender (CSA, north) in rows 4 to 6; only the defender holds
// back or straggles; the margin's total is its sixes and cavalry.
TEST(SbdRecord, EachSideDeploysInItsOwnRows) {
  const std::string us2 = "{code: US2, name: \"5th New Hampshire\", command: \"Cross's Brigade\", type: infantry, quality: veteran, rolled: false, mustered: 3, stands: 3, zone: ";
  expect_refused({us2 + "A1", us2 + "A2"}, "A2, straggler", "US2 stands in A2, row 2 from the USA baseline, but the attacker deploys in its first row",
                 "move it to a zone of its baseline row");
  const std::string cs3 = "{code: CS3, name: \"3rd South Carolina\", command: \"Kershaw's Brigade\", type: infantry, quality: experienced, rolled: true, mustered: 5, stands: 5, zone: ";
  expect_refused({cs3 + "C4", cs3 + "C3"}, "C3, straggler", "CS3 stands in C3, row 4 from the CSA baseline, but the defender in its first 3",
                 "move it into those rows, or hold it back as a reinforcement");
}

TEST(SbdRecord, OnlyTheDefenderHoldsBackOrStraggles) {
  const std::string us2 = "{code: US2, name: \"5th New Hampshire\"";
  const std::string tail = "zone: A1, straggler-dice: [], straggled: 0, reinforcement: false}\n      - {code: US3";
  expect_refused({tail, "zone: A1, straggler-dice: [], straggled: 0, reinforcement: true}\n      - {code: US3"}, us2,
                 "US2 is held back as a reinforcement, but only the defender holds units back",
                 "the attacker's units all start on the table: write 'reinforcement: false'");
  expect_refused({tail, "zone: A1, straggler-dice: [6], straggled: 1, reinforcement: false}\n      - {code: US3"}, us2,
                 "US2 rolled straggler dice, but only the defender's units straggle", "empty its 'straggler-dice' and write 'straggled: 0'");
}

TEST(SbdRecord, TheMarginsTotalIsItsSixesAndCavalry) {
  expect_refused({"margin: {sixes: 2, cavalry: 1, total: 3}", "margin: {sixes: 2, cavalry: 1, total: 9}"}, "margin: {sixes",
                 "the margin's total is 9, but 2 sixes and 1 cavalry make 3", "write 'total: 3', or change the sixes or the cavalry");
}

TEST(SbdRecord, TheBaselinesAreOnDifferentEdges) {
  expect_refused({"baseline: north", "baseline: south"}, "south\n    role: defender", "both sides have their baseline on the south edge",
                 "give one side 'baseline: south' and the other 'baseline: north'");
}

}  // namespace
}  // namespace muster::sbd
