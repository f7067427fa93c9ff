// A State of War record edited by hand is refused wherever it breaks a rule
// the roll keeps: a bought force over its budget or outside its company, the
// game's groups against the solo rules, a group outside its zone, off the
// table, on another or the wrong size, dice that do not give the tactics
// written. Each message is located at the key at fault, has a hint, and one
// mistake gives one message, not a cascade.
#include <gtest/gtest.h>

#include "rulesets/sow/record.hpp"
#include "support/record_text.hpp"

namespace muster::sow {
namespace {

// A solo game rolled from a small scenario (USA bought, CSA written by hand and
// run by the game), as muster wrote it: CSA attacks from the south edge and
// stands in a line, tactics die 6.
const std::string in_line = R"(muster: 1
scenario: Checks
ruleset: sow
seed: 3
print: {paper: a4, map-tiles: false}
table: {width: 180cm, depth: 120cm}
terrain:
  placed:
    - {kind: hill, label: "Hill 1", centre: [90cm, 55cm], size: [40cm, 30cm], shape: ellipse}
    - {kind: wood, label: "Wood 1", centre: [30cm, 30cm], size: [20cm, 20cm], shape: ellipse}
deployment: {initiative: ["3-4"], attacker: CSA, table-roll: 5}
sides:
  USA:
    name: Union
    colour: "#2f4f8f"
    force: {points: 300, company: infantry, class: trained, weapon: minie-rifle, blade: bayonet, mounted: 0}
    units:
      - name: "Company HQ"
        figures:
          - {rank: captain, class: trained, weapon: pistol, blade: sword}
      - name: "1st Platoon, 1st Squad"
        figures:
          - {rank: lieutenant, class: trained, weapon: pistol, blade: sword}
          - {rank: sergeant, class: trained, weapon: minie-rifle, blade: bayonet}
          - {rank: private, count: 11, class: trained, weapon: minie-rifle, blade: bayonet}
  CSA:
    name: Confederate
    colour: "#8c8c8c"
    units:
      - name: "Group 1"
        figures:
          - {rank: captain, class: trained, weapon: pistol, blade: sword}
          - {rank: musician, class: trained, weapon: none, blade: none}
      - name: "Group 2"
        figures:
          - {rank: sergeant, class: raw, weapon: musket, blade: bayonet}
          - {rank: private, count: 7, class: raw, weapon: musket, blade: bayonet}
      - name: "Group 3"
        figures:
          - {rank: corporal, class: raw, weapon: minie-carbine, blade: sword, horse: yes}
          - {rank: private, count: 5, class: raw, weapon: minie-carbine, blade: sword, horse: yes}
solo:
  side: CSA
  tactics-roll: 6
  tactics: advance
  groups:
    - {centre: [900mm, 75mm], facing: 0, frontage: 25mm, depth: 50mm}
    - {centre: [900mm, 200mm], facing: 0, frontage: 100mm, depth: 50mm}
    - {centre: [975mm, 100mm], facing: 0, frontage: 75mm, depth: 100mm}
)";

// The same forces with CSA in the south half, round Hill 1 (a D8 of 7 sends group 2 west of it, 3 east).
std::string round_hill() {
  std::string text = in_line.substr(0, in_line.find("solo:"));
  text.replace(text.find("[\"3-4\"], attacker: CSA, table-roll: 5"), 37, "[\"5-6\"], attacker: CSA, table-roll: 2");
  return text + R"(solo:
  side: CSA
  feature: "Hill 1"
  placement-rolls: [7, 3]
  tactics: defend-feature
  groups:
    - {centre: [900mm, 575mm], facing: 0, frontage: 25mm, depth: 50mm}
    - {centre: [625mm, 540mm], facing: 270, frontage: 100mm, depth: 50mm}
    - {centre: [1225mm, 550mm], facing: 90, frontage: 75mm, depth: 100mm}
)";
}

// Every problem as "line:column: message | hint".
std::vector<std::string> problems(const std::string& text) {
  Diagnostics diagnostics;
  testing::read_record_text(text, diagnostics, read_record);
  std::vector<std::string> out;
  for (const Diagnostic& d : diagnostics.list())
    out.push_back(std::to_string(d.where.line) + ":" + std::to_string(d.where.column) + ": " + d.message + " | " + d.hint);
  return out;
}

std::string edited(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

using Problems = std::vector<std::string>;

TEST(SowRecordChecks, TheRecordsAsWrittenRead) {
  EXPECT_EQ(problems(in_line), Problems{});
  EXPECT_EQ(problems(round_hill()), Problems{});
}

// ---- A bought force: its budget and its company ----

TEST(SowRecordChecks, ABoughtForceOverItsBudgetIsRefusedAtItsPoints) {
  EXPECT_EQ(problems(edited(in_line, "{rank: private, count: 11, class: trained", "{rank: private, count: 12, class: trained")),
            Problems{"16:21: USA's force costs 309 points, over its budget of 300 | a bought force costs its budget or less: raise 'points' to 309, "
                     "or take figures out of 'units'"});
  EXPECT_EQ(problems(edited(in_line, "points: 300", "points: 280")),
            Problems{"16:21: USA's force costs 288 points, over its budget of 280 | a bought force costs its budget or less: raise 'points' to 288, "
                     "or take figures out of 'units'"});
}

TEST(SowRecordChecks, ABoughtForceKeepsItsClassAndItsCompanysEstablishment) {
  EXPECT_EQ(problems(edited(in_line, "{rank: captain, class: trained, weapon: pistol", "{rank: captain, class: raw, weapon: pistol")),
            Problems{"20:13: this figure is Raw in a company bought as Trained | a bought company is of one class, its officers and musicians too: "
                     "write 'class: trained', or remove 'force' to keep the side as a list written by hand"});
  EXPECT_EQ(problems(edited(edited(in_line, "{rank: captain, class: trained, weapon: pistol", "{rank: captain, count: 2, class: trained, weapon: pistol"),
                            "points: 300", "points: 400")),
            Problems{"20:13: one Captain too many: the force list's Infantry company has 1 | take the figure out, or remove 'force' to keep the side "
                     "as a list written by hand"});
}

TEST(SowRecordChecks, AMixedUnitIsReportedOnceNotAlsoAgainstItsCompany) {
  EXPECT_EQ(problems(edited(in_line, "{rank: private, count: 11, class: trained", "{rank: private, count: 11, class: raw")),
            Problems{"24:13: unit '1st Platoon, 1st Squad' mixes classes: this figure is Trained in a unit of Raw figures | a unit is of one class; "
                     "only its leader (its first figure) may be of a higher class"});
}

// ---- The game's groups ----

TEST(SowRecordChecks, TheGamesGroupsKeepTheSoloRules) {
  EXPECT_EQ(problems(edited(in_line, "{rank: private, count: 7, class: raw", "{rank: private, count: 10, class: raw")),
            Problems{"34:9: 'Group 2' has 11 figures; the game's groups hold 4 to 10 | split it into two groups"});
  EXPECT_EQ(problems(edited(in_line, "{rank: private, count: 7, class: raw, weapon: musket, blade: bayonet}",
                            "{rank: private, count: 6, class: raw, weapon: musket, blade: bayonet}\n"
                            "          - {rank: private, class: trained, weapon: musket, blade: bayonet}")),
            Problems{"38:13: 'Group 2' mixes classes: this figure is Trained in a group led by a Raw figure | the game's groups are each of one class"});
  EXPECT_EQ(problems(edited(in_line, "{rank: corporal, class: raw, weapon: minie-carbine, blade: sword, horse: yes}",
                            "{rank: corporal, class: raw, weapon: minie-carbine, blade: sword}")),
            Problems{"41:13: 'Group 3' mixes horse and foot | the game's groups are all mounted or all on foot: they stand in the same two ranks"});
  EXPECT_EQ(problems(edited(in_line, "          - {rank: sergeant, class: raw, weapon: musket, blade: bayonet}\n"
                                     "          - {rank: private, count: 7, class: raw, weapon: musket, blade: bayonet}",
                            "          - {rank: private, count: 7, class: raw, weapon: musket, blade: bayonet}\n"
                            "          - {rank: sergeant, class: raw, weapon: musket, blade: bayonet}")),
            Problems{"37:13: this Sergeant outranks 'Group 2''s leader, a Private | a group is led by its highest rank: move him to its front"});
}

TEST(SowRecordChecks, TheFirstGroupIsTheForceCommanderAndTheMusicians) {
  EXPECT_EQ(problems(edited(in_line, "{rank: musician, class: trained", "{rank: private, class: trained")),
            Problems{"33:13: the game's first group holds the force commander and the musicians; this figure is a Private | move it to a group of "
                     "figures like it"});
  EXPECT_EQ(problems(edited(in_line, "{rank: sergeant, class: raw", "{rank: musician, class: raw")),
            Problems{"36:13: a Musician stands in 'Group 2' | the game's musicians stand with the force commander in the first group"});
  EXPECT_EQ(problems(edited(in_line, "{rank: captain, class: trained, weapon: pistol, blade: sword}\n          - {rank: musician",
                            "{rank: lieutenant, class: trained, weapon: pistol, blade: sword}\n          - {rank: musician")),
            Problems{});  // a lieutenant commands where there is no captain
  EXPECT_EQ(problems(edited(edited(in_line, "{rank: captain, class: trained, weapon: pistol, blade: sword}\n          - {rank: musician",
                                   "{rank: lieutenant, class: trained, weapon: pistol, blade: sword}\n          - {rank: musician"),
                            "{rank: sergeant, class: raw", "{rank: captain, class: raw")),
            Problems{"36:13: this Captain outranks 'Group 1''s leader, a Lieutenant: the game's first group is led by its force commander | move the "
                     "force commander to the front of the first group"});
}

TEST(SowRecordChecks, AGroupOfFewerThanFourHoldsOnlyOddFigures) {
  const std::string split = edited(in_line, "          - {rank: private, count: 7, class: raw, weapon: musket, blade: bayonet}\n",
                                   "          - {rank: private, count: 4, class: raw, weapon: musket, blade: bayonet}\n"
                                   "      - name: \"Group 4\"\n        figures:\n"
                                   "          - {rank: private, count: 3, class: raw, weapon: musket, blade: bayonet}\n");
  EXPECT_EQ(problems(split), Problems{"38:9: 'Group 4' has 3 figures, though the game's force has 8 like its Private (class, arms and horse) | "
                                      "figures with 3 or more like them form groups of 4 to 10; only the odd ones left over stand in a smaller group"});
}

// ---- Where the groups stand ----

TEST(SowRecordChecks, AGroupStandsWhollyInItsOwnZone) {
  EXPECT_EQ(problems(edited(in_line, "{centre: [900mm, 200mm]", "{centre: [900mm, 250mm]")),
            Problems{"48:16: group 2 at [900mm, 250mm] stands outside the 20 cm along the south edge, where CSA deploys | a group in the line stands "
                     "wholly in its own zone: move it back in"});
  EXPECT_EQ(problems(edited(in_line, "{centre: [900mm, 75mm]", "{centre: [1795mm, 75mm]")),
            Problems{"47:16: group 1 at [1795mm, 75mm] reaches off the table | move it in: 'centre' is the middle of its front rank"});
}

TEST(SowRecordChecks, TwoGroupsOnOneSpotAreRefused) {
  EXPECT_EQ(problems(edited(in_line, "{centre: [975mm, 100mm]", "{centre: [900mm, 200mm]")),
            Problems{"49:16: group 3 stands on group 2 | two groups cannot share ground: move one of them"});
  EXPECT_EQ(problems(edited(in_line, "{centre: [975mm, 100mm]", "{centre: [987.5mm, 100mm]")), Problems{}) << "2.5 mm apart they stand";
  EXPECT_EQ(problems(edited(in_line, "{centre: [975mm, 100mm]", "{centre: [975mm, 150mm]")), Problems{}) << "touching they stand";
  EXPECT_EQ(problems(edited(in_line, "{centre: [975mm, 100mm]", "{centre: [975mm, 151mm]")).size(), 1u) << "a millimetre over";
}

TEST(SowRecordChecks, AGroupIsAsWideAndDeepAsItsTwoRanks) {
  EXPECT_EQ(problems(edited(in_line, "facing: 0, frontage: 100mm", "facing: 0, frontage: 125mm")),
            Problems{"48:53: group 2's 8 figures stand 10 cm wide in two ranks, not 12.5 cm | write 'frontage: 100mm, depth: 50mm'"});
  EXPECT_EQ(problems(edited(in_line, "frontage: 75mm, depth: 100mm", "frontage: 75mm, depth: 50mm")),
            Problems{"49:66: group 3's 6 figures stand 10 cm deep in two ranks, not 5 cm | write 'frontage: 75mm, depth: 100mm'"});
}

TEST(SowRecordChecks, TheLineFacesTheEnemy) {
  EXPECT_EQ(problems(edited(in_line, "{centre: [900mm, 75mm], facing: 0", "{centre: [900mm, 75mm], facing: 180")),
            Problems{"47:39: group 1 faces 180 degrees; the line faces 0, across the table towards USA | write 'facing: 0'"});
}

TEST(SowRecordChecks, RoundAFeatureTheGroupsStandOutsideItWithTheCommanderInItsMiddle) {
  EXPECT_EQ(problems(edited(round_hill(), "{centre: [900mm, 575mm]", "{centre: [900mm, 300mm]")),
            Problems{"48:16: group 1 at [900mm, 300mm] is the force commander's group, and its middle is not on 'Hill 1' | the commander's group "
                     "stands in the middle of the feature the side defends"});
  EXPECT_EQ(problems(edited(round_hill(), "{centre: [900mm, 575mm]", "{centre: [900mm, 875mm]")),
            Problems{"48:16: group 1 at [900mm, 875mm] stands outside the south half, where CSA deploys | round a feature the groups stand wholly in "
                     "their own half: move it back in"});
  EXPECT_EQ(problems(edited(round_hill(), "{centre: [625mm, 540mm]", "{centre: [400mm, 300mm]")),
            Problems{"49:16: group 2 at [400mm, 300mm] stands on or touches 'Wood 1' | round a feature the groups stand outside it and every other "
                     "area: move it clear"});
}

// ---- The dice and the tactics ----

TEST(SowRecordChecks, TheTacticsDieIsCheckedAtItsOwnKey) {
  EXPECT_EQ(problems(edited(in_line, "tactics-roll: 6", "tactics-roll: 2")),
            Problems{"44:17: a tactics roll of 2 means 'hold', not 'advance' | 1-2 hold, 3-6 advance"});
  EXPECT_EQ(problems(edited(in_line, "  tactics-roll: 6\n", "")),
            Problems{"44:12: tactics 'advance' need the D6 that chose them | add 'tactics-roll': 1-2 hold, 3-6 advance"});
  EXPECT_EQ(problems(edited(round_hill(), "  tactics: defend-feature\n", "  tactics-roll: 4\n  tactics: defend-feature\n")),
            Problems{"46:17: a side defending a feature rolls no tactics die | remove 'tactics-roll'"});
}

TEST(SowRecordChecks, TheFeatureAndThePlacementDiceAgreeWithTheTactics) {
  EXPECT_EQ(problems(edited(round_hill(), "feature: \"Hill 1\"", "feature: \"Hill 2\"")),
            Problems{"44:12: no feature on the table is called 'Hill 2' | name one of the features under 'terrain'"});
  EXPECT_EQ(problems(edited(round_hill(), "feature: \"Hill 1\"", "feature: \"Wood 1\"")),
            Problems{"44:12: the game's groups cannot stand round 'Wood 1': 'Wood 1' is not a hill, wood or village at least 20 cm across both ways "
                     "with its centre in the table's middle third | name a feature the solo rules allow, or deploy the groups in a line (remove "
                     "'feature' and 'placement-rolls', roll the tactics die)"});
  EXPECT_EQ(problems(edited(round_hill(), "  feature: \"Hill 1\"\n", "")),
            Problems{"45:12: tactics 'defend-feature' need the feature the groups stand round | name it: 'feature: Hill 1'"});
  EXPECT_EQ(problems(edited(round_hill(), "tactics: defend-feature", "tactics: hold")),
            Problems{"46:12: a side deployed round 'Hill 1' defends it: its tactics are 'defend-feature', not 'hold' | write 'tactics: defend-feature', "
                     "or remove 'feature' and 'placement-rolls' for a line"});
  EXPECT_EQ(problems(edited(round_hill(), "placement-rolls: [7, 3]", "placement-rolls: [7]")),
            Problems{"45:20: round a feature every group but the first rolls a D8 for its place: 2 dice, not 1 | give 'placement-rolls' one die per "
                     "group after the first, in order"});
  EXPECT_EQ(problems(edited(in_line, "  tactics-roll: 6\n", "  placement-rolls: [3, 4]\n  tactics-roll: 6\n")),
            Problems{"44:20: a side in a line rolls no dice for its places: they are the 20 cm along the south edge's front | remove 'placement-rolls'"});
  // CSA along the north edge: a side in an edge band stands in a line.
  EXPECT_EQ(problems(edited(round_hill(), "table-roll: 2", "table-roll: 6")).front(),
            "44:12: the game's groups cannot stand round 'Hill 1': CSA deploys in the 20 cm along the north edge, and only a side deployed in a half "
            "stands round a feature | name a feature the solo rules allow, or deploy the groups in a line (remove 'feature' and 'placement-rolls', "
            "roll the tactics die)");
}

TEST(SowRecordChecks, TheInitiativeDiceAreCheckedAtTheKeyTheyContradict) {
  EXPECT_EQ(problems(edited(in_line, "attacker: CSA", "attacker: USA")),
            Problems{"11:45: the initiative dice make CSA the attacker, not USA | the higher die of the last, unequal pair attacks"});
  EXPECT_EQ(problems(edited(in_line, "[\"3-4\"]", "[\"3-3\"]")),
            Problems{"11:26: the initiative dice do not settle who attacks | every pair but the last is a tie, rolled again; the last pair is unequal"});
}

// ---- One mistake, one message ----

TEST(SowRecordChecks, ADieOutOfRangeGivesOneMessageNotACascade) {
  EXPECT_EQ(problems(edited(in_line, "tactics-roll: 6", "tactics-roll: 7")), Problems{"44:17: 'tactics-roll' is 7, outside what the rules allow | use a number from 1 to 6"});
  EXPECT_EQ(problems(edited(in_line, "table-roll: 5", "table-roll: 7")).size(), 1u);
  EXPECT_EQ(problems(edited(round_hill(), "placement-rolls: [7, 3]", "placement-rolls: [9, 3]")).size(), 1u);
  EXPECT_EQ(problems(edited(in_line, "class: raw, weapon: musket, blade: bayonet}\n          - {rank: private, count: 7",
                            "class: rw, weapon: musket, blade: bayonet}\n          - {rank: private, count: 7"))
                .size(),
            1u);
  EXPECT_EQ(problems(edited(in_line, "side: CSA", "side: CSB")).size(), 1u);
}

}  // namespace
}  // namespace muster::sow
