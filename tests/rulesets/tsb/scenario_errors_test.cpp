// A Square Brigadier scenario with a mistake gets a located message that says
// what to change; command sizes outside 3-6 get a warning, not a refusal.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "rulesets/tsb/army_reader.hpp"
#include "support/tsb_scenarios.hpp"

namespace muster::tsb {
namespace {

const std::string head = "muster: 1\nname: Errors\nruleset: tsb\n";
const std::string two_sides =
    "sides:\n  Red: {baseline: south, army: {infantry: 4}}\n  Blue: {baseline: north, army: {infantry: 4}}\n";

std::string first_error(const std::string& yaml, const std::string& file = "test.yaml") {
  try {
    testing::tsb_scenario(yaml, file);
  } catch (const InputError& e) {
    const Diagnostic& d = e.diagnostics().front();
    return std::to_string(d.where.line) + ": " + d.message;
  }
  return "";
}

// Objectives stand between the armies: on an 8 x 6 board whose zones are two rows deep,
// two rows of 8 areas are left for them.
TEST(TsbScenarioErrors, ObjectivesNeedRoomBetweenTheDeploymentZones) {
  const std::string six_rows = "battlefield: {grid: square, columns: 8, rows: 6}\n";
  EXPECT_EQ(first_error(head + six_rows + "terrain: {objectives: 4}\n" + two_sides), "");
  const std::string deep_zones =
      "sides:\n  Red: {baseline: south, deployment-depth: 3, army: {infantry: 4}}\n  Blue: {baseline: north, deployment-depth: 2, army: {infantry: 4}}\n";
  EXPECT_EQ(first_error(head + six_rows + "terrain: {objectives: 2-4}\n" + deep_zones), "");
  EXPECT_EQ(first_error(head + "battlefield: {grid: square, columns: 4, rows: 5}\nterrain: {objectives: 2-4}\n" + deep_zones),
            "5: 'objectives' asks for up to 4, but only 0 areas lie between the two deployment zones");
}

TEST(TsbScenarioErrors, EachMistakeIsNamedWhereItStands) {
  EXPECT_EQ(first_error(head + "battlefield: {grid: triangle}\n" + two_sides), "4: 'grid' cannot be 'triangle'");
  EXPECT_EQ(first_error(head + "battlefield: {grid: square, hex-top: flat}\n" + two_sides),
            "4: 'hex-top' belongs to hex grids, and this one is 'square'");
  EXPECT_EQ(first_error(head + "sides:\n  Red: {baseline: south, army: {tank: 1, infantry: 3}}\n  Blue: {baseline: north, army: {infantry: 4}}\n"),
            "5: Tank belong to 1900-1918, and this scenario is mid-19th century");
  EXPECT_EQ(first_error(head + "sides:\n  Red: {baseline: south, army: {infantry: 4}}\n  red: {baseline: north, army: {infantry: 4}}\n"),
            "6: the two sides are both called 'red'");
  EXPECT_EQ(first_error(head + "sides:\n  Red Army: {baseline: south, army: {infantry: 4}}\n  Blue: {baseline: north, army: {infantry: 4}}\n"),
            "5: side key 'Red Army' cannot name the side's files");
  EXPECT_EQ(first_error(head + "sides:\n  Red: {baseline: south, army: {infantry: 4}}\n  Blue: {baseline: south, army: {infantry: 4}}\n"),
            "6: both sides have their baseline on the south edge");
  EXPECT_EQ(first_error(head + "sides:\n  Red: {baseline: south}\n  Blue: {baseline: north, army: {infantry: 4}}\n"), "5: side 'Red' has no army");
  EXPECT_EQ(first_error(head + "sides:\n  Red: {baseline: south, army: {infantry: 17}}\n  Blue: {baseline: north, army: {infantry: 4}}\n"),
            "5: Red brings 17 units but its deployment zone has only 16 areas, one unit to an area");
  EXPECT_EQ(first_error(head + "sides:\n  Red: {baseline: south, deployment-depth: 5, army: {infantry: 4}}\n  Blue: {baseline: north, deployment-depth: 4, army: {infantry: 4}}\n"),
            "6: the two deployment zones meet in A5");
  EXPECT_EQ(first_error(head + "attacker: Green\n" + two_sides), "4: 'attacker' cannot be 'Green'");
  EXPECT_EQ(first_error(head + "terrain: {placed: {woods: [C3], roads: [[A1, C1]], objectives: [D4]}}\n" + two_sides), "4: a road jumps from A1 to C1");
  EXPECT_EQ(first_error(head + "terrain: {placed: {woods: [C3], town: [C3], objectives: [D4]}}\n" + two_sides), "4: area C3 is given two kinds of terrain");
  EXPECT_EQ(first_error(head + "terrain: {placed: {woods: [C3]}}\n" + two_sides), "4: the battlefield has no objective");
  EXPECT_EQ(first_error(head + "terrain: {railway: yes}\n" + two_sides), "4: a railway belongs to 1900-1918, and this scenario is mid-19th century");
}

TEST(TsbScenarioErrors, AHandPlacedFieldMustBePlayable) {
  std::string water = "[";
  for (char c = 'A'; c <= 'H'; ++c) water += std::string(c == 'A' ? "" : ", ") + c + "4";
  EXPECT_EQ(first_error(head + "terrain: {placed: {water: " + water + "], objectives: [D5]}}\n" + two_sides),
            "4: this battlefield cannot be played: no passable way leads from one deployment zone to the other");
}

// Each at the value at fault, with its column, and a hint (issue 34).
std::string first_place(const std::string& yaml) {
  try {
    testing::tsb_scenario(yaml);
  } catch (const InputError& e) {
    const Diagnostic& d = e.diagnostics().front();
    return std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + ": " + d.message + " | " + d.hint;
  }
  return "";
}

TEST(TsbScenarioErrors, EachMistakeIsReportedAtItsValue) {
  EXPECT_EQ(first_place(head + "terrain: {woods: 1, railway: yes}\n" + two_sides),
            "4:30: a railway belongs to 1900-1918, and this scenario is mid-19th century | write 'period: early-20th' or 'railway: no'");
  EXPECT_EQ(first_place(head + "terrain: {placed: {water: [D4], objectives: [D4]}}\n" + two_sides),
            "4:46: this battlefield cannot be played: objective D4 is in impassable water | move the objective to land, or run a road over its area "
            "for a bridge");
  EXPECT_EQ(first_place(head + "battlefield: {grid: square, area: 10in}\n" + two_sides),
            "4:35: 'area' is 10in, outside what fits on paper | use a length from 0.8 in to 7.8 in");
}

// Trains move only on rails: a side that brings them needs a railway through its zone.
TEST(TsbScenarioErrors, TrainsNeedARailwayThroughTheirZone) {
  const std::string early = head + "period: early-20th\n";
  const std::string trains = "sides:\n  Red: {baseline: south, army: {infantry: 4, train: 1}}\n  Blue: {baseline: north, army: {infantry: 4}}\n";
  EXPECT_EQ(first_place(early + "terrain: {railway: no}\n" + trains),
            "5:20: Red brings 1 train, but the battlefield has no railway | write 'railway: yes', or bring no trains");
  EXPECT_EQ(first_place(early + "terrain: {placed: {railway: [A5, B5, C5, D5, E5, F5, G5, H5], objectives: [D4]}}\n" + trains),
            "5:29: this battlefield cannot be played: the south deployment zone has 0 railway areas for 1 train, which move only on rails | run "
            "the railway through the zone, an area for every train");
  EXPECT_EQ(first_place(early + "terrain: {placed: {railway: [A1, A2, A3, A4, A5, A6, A7, A8], objectives: [D4]}}\n" + trains), "");
  EXPECT_EQ(first_place(early + "sides:\n  Red: {baseline: south, army: {infantry: 4, train: 3}}\n  Blue: {baseline: north, army: {infantry: 4}}\n"),
            "6:32: Red brings 3 trains, but a rolled railway is sure of only 2 areas in its deployment zone | raise its 'deployment-depth' to 3, or "
            "bring fewer trains");
}

// "Heavy" is a gun's: an armoured train may be heavy with a gun aboard, not with machine guns alone.
TEST(TsbScenarioErrors, OnlyAGunCanBeHeavy) {
  const auto folder = std::filesystem::temp_directory_path() / ("muster-tsb-heavy-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  const auto with_train = [&](const std::string& weapon) {
    std::ofstream(folder / "orbat.yaml") << "name: Trains\nleader: {name: Gen. A}\ncommands:\n  - name: Line\n    leader: {name: Col. B}\n"
                                            "    units:\n      - {name: Armoured train, type: armoured-train, weapon: " +
                                                weapon + ", heavy: yes}\n      - {name: 1st, type: infantry}\n      - {name: 2nd, type: infantry}\n";
    return first_error(head + "period: early-20th\nsides:\n  Red: {baseline: south, orbat: orbat.yaml}\n  Blue: {baseline: north, army: {infantry: 4}}\n",
                       (folder / "test.yaml").string());
  };
  EXPECT_EQ(with_train("other-artillery"), "");
  EXPECT_EQ(with_train("mg"), "7: only artillery can be heavy, and Armoured train carries a machine gun");
  std::filesystem::remove_all(folder);
}

// Each commander of units rolls his own order die: an orbat may not give two of them one name.
TEST(TsbScenarioErrors, OfficersInAnOrbatHaveNamesOfTheirOwn) {
  const auto folder = std::filesystem::temp_directory_path() / ("muster-tsb-officers-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  std::ofstream(folder / "orbat.yaml") << "name: Army\nleader: {name: Gen. A}\nunits:\n  - {name: Guard, type: infantry}\ncommands:\n"
                                          "  - name: Left\n    leader: {name: Col. B}\n    units: [{name: L1, type: infantry}, {name: L2, type: infantry}]\n"
                                          "  - name: Right\n    leader: {name: Gen. A}\n    units: [{name: R1, type: infantry}]\n";
  EXPECT_EQ(first_error(head + "sides:\n  Red: {baseline: south, orbat: orbat.yaml}\n  Blue: {baseline: north, army: {infantry: 4}}\n",
                        (folder / "test.yaml").string()),
            "10: two officers are called 'Gen. A'");
  std::filesystem::remove_all(folder);
}

TEST(TsbScenarioErrors, CommandsOutsideThreeToSixAreAWarningNotARefusal) {
  Army army{"Gen. A", {}, {{"1st", "Col. B", std::vector<Unit>(2)}, {"2nd", "Col. C", std::vector<Unit>(4)}, {"3rd", "Col. D", std::vector<Unit>(7)}}};
  Diagnostics d;
  warn_of_command_sizes(army, spec::parse_yaml("x: 1", "orbat.yaml"), d);
  EXPECT_TRUE(d.empty());
  ASSERT_EQ(d.warnings().size(), 2u);
  EXPECT_EQ(d.warnings()[0].message, "1st has 2 units; the rules want a commander for roughly every 3 to 6");
  EXPECT_EQ(d.warnings()[1].message, "3rd has 7 units; the rules want a commander for roughly every 3 to 6");
}

// The railway of 1900-1918 comes with the period, not with the 'terrain' block that
// happens to be written or not.
TEST(TsbScenarioRailway, AnEarlyTwentiethBattlefieldHasItsRailwayWithOrWithoutATerrainBlock) {
  const std::string early = head + "period: early-20th\n" + two_sides;
  EXPECT_TRUE(testing::tsb_scenario(early).terrain.railway);
  EXPECT_TRUE(testing::tsb_scenario(early + "terrain: {woods: 1-3}\n").terrain.railway);
  EXPECT_FALSE(testing::tsb_scenario(early + "terrain: {railway: no}\n").terrain.railway);
  EXPECT_FALSE(testing::tsb_scenario(head + two_sides).terrain.railway);
}

}  // namespace
}  // namespace muster::tsb
