// The Sword and the Flame record: a hand edit is checked as strictly as a
// scenario (the units, the roll-off, the camel dice, what the forces make of
// the camel list, and every other rule the roll keeps). The round trips of every
// shipped scenario are in record_round_trip_test.
#include <gtest/gtest.h>

#include "rulesets/tsatf/procedures.hpp"
#include "rulesets/tsatf/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/record_text.hpp"
#include "support/tsatf_scenarios.hpp"

namespace muster::tsatf {
namespace {

tsatf::Setup read_back(const std::string& text, Diagnostics& diagnostics) { return testing::read_record_text(text, diagnostics, tsatf::read_record); }

std::string record_text(const std::string& file, std::uint64_t seed) { return testing::record_text_of(roll(testing::shipped_tsatf_scenario(file), Streams(seed))); }

TEST(TsatfRecord, AScenariosOrganisationTravelsWithTheRecord) {
  const Scenario scenario = testing::tsatf_scenario(
      "muster: 1\nname: T\nruleset: tsatf\ncampaign: sudan-1885\norganisation: {british-infantry: {rank-and-file: 16, leaders: 1}}\n"
      "sides:\n  British: {counts: {british-infantry: 2}}\n  Dervishes: {counts: {native-tribe: 2}}\n");
  tsatf::Setup setup = roll(scenario, Streams(3));
  const std::string text = spec::to_yaml(to_record(setup), "");
  EXPECT_NE(text.find("british-infantry: {rank-and-file: 16, leaders: 1}"), std::string::npos) << text;
  Diagnostics diagnostics;
  const tsatf::Setup again = read_back(text, diagnostics);
  ASSERT_TRUE(diagnostics.empty());
  EXPECT_EQ(again.sides[0].force.units[0].figures.size(), 17u);
}

std::string problem_after(const std::string& text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at == std::string::npos) return "(not found)";
  std::string edited = text;
  edited.replace(at, from.size(), to);
  Diagnostics diagnostics;
  read_back(edited, diagnostics);
  return diagnostics.empty() ? "" : std::to_string(diagnostics.list()[0].where.line) + ": " + diagnostics.list()[0].message;
}

int line_of(const std::string& text, const std::string& what) {
  const auto at = text.find(what);
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

TEST(TsatfRecord, HandEditedUnitsAreCheckedLikeAScenario) {
  const std::string text = record_text("scenarios/tsatf-river-ghat.yaml", 5);
  const std::string company = "{name: \"1st Company, 32nd Foot\", kind: british-infantry, formation: close-order}";
  const int line = line_of(text, company);
  EXPECT_EQ(problem_after(text, company, "{name: \"1st Company, 32nd Foot\", kind: british-infantry, formation: mass}"),
            std::to_string(line) + ": unit '1st Company, 32nd Foot' (British infantry, Rifle) cannot use mass");
  EXPECT_EQ(problem_after(text, company, "{name: \"1st Company, 32nd Foot\", kind: sepoy-infantry, formation: close-order}").substr(0, 4),
            std::to_string(line) + ": ");
  EXPECT_EQ(problem_after(text, "\"2nd Company, 32nd Foot\"", "\"1st Company, 32nd Foot\""),
            std::to_string(line + 1) + ": two units are called '1st Company, 32nd Foot'");
}

TEST(TsatfRecord, HandEditedArmsAreCheckedAgainstTheKindAndThePeriod) {
  const std::string text = record_text("scenarios/tsatf-river-ghat.yaml", 5);
  const std::string gun = "{name: \"British artillery 1\", kind: british-artillery}";
  EXPECT_EQ(problem_after(text, gun, "{name: \"British artillery 1\", kind: british-artillery, arms: [gatling]}"),
            std::to_string(line_of(text, gun)) +
                ": the text gives a Gatling gun only to the Westerners of the Boxer Rebellion, 1899-1900, not to British artillery");
  const std::string troop = "{name: \"1st Troop, 6th Dragoon Guards\", kind: british-cavalry, formation: close-order}";
  EXPECT_EQ(problem_after(text, troop, "{name: \"1st Troop, 6th Dragoon Guards\", kind: british-cavalry, arms: [gun], formation: close-order}"),
            std::to_string(line_of(text, troop)) + ": British cavalry units carry no gun: a piece is served by an artillery unit's crew");
}

TEST(TsatfRecord, AHandEditedZoneDepthIsInches) {
  const std::string text = record_text("scenarios/tsatf-river-ghat.yaml", 5);
  const auto at = text.find("deployment: {depth: 12in}");
  ASSERT_NE(at, std::string::npos);
  std::string nine = text;
  nine.replace(at, 25, "deployment: {depth: 9}");
  Diagnostics diagnostics;
  EXPECT_EQ(read_back(nine, diagnostics).zone_depth, Length::in(9));
  EXPECT_TRUE(diagnostics.empty());
  EXPECT_EQ(problem_after(text, "deployment: {depth: 12in}", "deployment: {depth: 2}"),
            std::to_string(line_of(text, "deployment:")) + ": 'depth' is 2, outside the zone depths muster lays out");
}

// Every problem reading `text` with `from` replaced by `to`, as "line: message", and whether each has a hint.
struct Found {
  std::vector<std::string> problems;
  bool every_hint = true;
};
Found problems_after(const std::string& text, const std::string& from, const std::string& to) {
  Found found;
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at == std::string::npos) return found;
  std::string edited = text;
  edited.replace(at, from.size(), to);
  Diagnostics diagnostics;
  read_back(edited, diagnostics);
  for (const Diagnostic& d : diagnostics.list()) {
    found.problems.push_back(std::to_string(d.where.line) + ": " + d.message);
    found.every_hint = found.every_hint && !d.hint.empty();
  }
  return found;
}

// What the roll never writes, a hand edit may: each invariant the roll keeps, broken in turn, is
// refused at its line with a hint (docs/DECISIONS.md, The Sword and the Flame, the record).
TEST(TsatfRecord, EveryInvariantTheRollKeepsIsCheckedInAHandEditedRecord) {
  struct Edit {
    const char* scenario;
    std::string from, to, where, problem;  // `where`: text on the line the problem is told at
  };
  const char* ghat = "scenarios/tsatf-river-ghat.yaml";
  const char* wells = "scenarios/tsatf-desert-column.yaml";
  const char* legations = "scenarios/tsatf-legation-quarter.yaml";
  const std::vector<Edit> edits = {
      {ghat, "campaign: indian-mutiny", "campaign: zulu-war", "campaign:", "'campaign' cannot be 'zulu-war'"},
      {ghat, "campaign: indian-mutiny\n", "campaign: indian-mutiny\norganisation: {mutineer-cavalry: {rank-and-file: 10}}\n", "organisation:",
       "the text organises Mutineer cavalry: 12 rank and file and one leader"},
      {ghat, "campaign: indian-mutiny\n", "campaign: indian-mutiny\norganisation: {british-infantry: {rank-and-file: 50}}\n", "organisation:",
       "'rank-and-file' is 50, outside what the rules allow"},
      {ghat, "ratio: {infantry: 3,", "ratio: {infantry: 13,", "ratio:", "13 regular Imperial infantry units are more than muster builds to the ratios (12 at most)"},
      {wells, "campaign: sudan-1885\n", "campaign: sudan-1885\nratio: {infantry: 3}\n", "ratio:", "The Sudan, 1885 has no ratios of opposing forces in muster's text"},
      {ghat, "    allegiance: native", "    allegiance: imperial", "allegiance: imperial\n    units:\n      - {name: \"1st Bengal",
       "the ratio needs an imperial and a native side; both are imperial"},
      {ghat, "table: {width: 72in,", "table: {width: 200in,", "table:", "the table's width is 200in, outside what muster lays out"},
      {ghat, "  placed:\n", "  placed:\n    - {kind: river, label: \"River 2\", points: [[0in, 0.5in], [0in, 1in]], width: 0.1in}\n", "- kind: river\n      label: \"River\"",
       "a second river on the table, and muster gives one river its current"},
      {ghat, "speed_roll: 5, dice: 2", "speed_roll: 5, dice: 1", "current:", "a speed die of 5 does not give 1 current dice by 'rules'"},
      {ghat, "current: {river: \"River\"", "current: {river: \"Nile\"", "current:", "the current flows in 'Nile', and no river on this table is called that"},
      {ghat, "direction_roll: 3, downstream: last", "direction_roll: 3, downstream: first", "current:", "a direction die of 3 sends the water to the river's last point"},
      {ghat, "    baseline: north", "    baseline: south", "baseline: south\n    allegiance: native", "both sides have their baseline on the south edge"},
      {ghat, "{name: \"1st Company, 32nd Foot\", kind: british-infantry,", "{name: \"1st Company, 32nd Foot\", kind: western-infantry,", "1st Company, 32nd Foot",
       "Western infantry units do not serve in the Indian Mutiny, 1857-1859"},
      {ghat, "{name: \"1st Company, 32nd Foot\", kind: british-infantry,", "{name: \"1st Company, 32nd Foot\", kind: british-infantry, rank-and-file: 18,",
       "1st Company, 32nd Foot", "unit '1st Company, 32nd Foot' has 18 rank and file; British infantry units are 20 rank and file and two leaders "
       "(muster's default for the rulebook's organisation; the scenario's 'organisation' can change it)"},
      {ghat, "{name: \"1st Company, 32nd Foot\", kind: british-infantry,", "{name: \"1st Company, 32nd Foot\", kind: british-infantry, lancers: yes,",
       "1st Company, 32nd Foot", "only British or loyal Indian cavalry form lancer troops, not British infantry"},
      {ghat, "{name: \"1st Company, 32nd Foot\", kind: british-infantry,", "{name: \"1st Company, 32nd Foot\", kind: british-infantry, nationality: Irish,",
       "1st Company, 32nd Foot", "only Western infantry give a nationality"},
      {ghat, "{name: \"1st Company, 32nd Foot\", kind: british-infantry,", "{name: \"1st Company, 32nd Foot\", kind: british-infantry, arms: [lance],",
       "1st Company, 32nd Foot", "the text gives lances only to a lancer troop of British or loyal Indian cavalry and to mutineer cavalry, not to British infantry"},
      {ghat, "{name: \"Irregular mutineer infantry 1\", kind: irregular-mutineer-infantry, formation: mass}",
       "{name: \"Irregular mutineer infantry 1\", kind: irregular-mutineer-infantry, arms: [rifle], formation: mass}", "Irregular mutineer infantry 1",
       "the text arms Irregular mutineer infantry (Sword or spear); 'arms' cannot change them"},
      {legations, "{name: \"The Colt Gun\", kind: western-artillery, arms: [gatling]}", "{name: \"The Colt Gun\", kind: western-artillery, arms: [gatling, gun]}",
       "The Colt Gun", "an artillery crew serves one piece, not a gun besides"},
      {ghat, "deployment: {depth: 12in}", "deployment: {depth: 30in}", "deployment:", "'depth' is 30in, outside the zone depths muster lays out"},
      {wells, "edges-roll: 5}", "edges-roll: 7}", "deployment:", "'edges-roll' is 7, outside what the rules allow"},
      {ghat, "first-player: {roll-off: [\"6-6\", \"4-4\", \"3-2\"]", "first-player: {roll-off: [\"6-6\", \"4-7\", \"3-2\"]", "first-player:",
       "a roll-off is written '4-2', the first side's die then the second's, not '4-7'"},
      {ghat, "first-player: {roll-off: [\"6-6\", \"4-4\", \"3-2\"]", "first-player: {roll-off: [\"6-6\", \"4-3\", \"3-2\"]", "first-player:",
       "the roll-off does not make British the first player"},
      {ghat, "decks: {movement-per-unit: 1, casualty: 36, key-figure: 6}", "decks: {movement-per-unit: 1, casualty: 0, key-figure: 0}", "decks:",
       "'casualty' is 0, outside what the rules allow"},
      {ghat, "decks: {movement-per-unit: 1, casualty: 36, key-figure: 6}", "decks: {movement-per-unit: 1, casualty: 5, key-figure: 6}", "decks:",
       "6 key-figure cards are more than the casualty deck's 5 cards, and they are among them"},
      {ghat, "decks: {movement-per-unit: 1,", "decks: {movement-per-unit: 5,", "decks:", "'movement-per-unit' is 5, outside what the rules allow"},
  };
  for (const Edit& edit : edits) {
    const std::string text = record_text(edit.scenario, 5);
    const Found found = problems_after(text, edit.from, edit.to);
    const std::string edited = text.substr(0, text.find(edit.from)) + edit.to + text.substr(text.find(edit.from) + edit.from.size());
    const std::string expected = std::to_string(line_of(edited, edit.where)) + ": " + edit.problem;
    EXPECT_NE(std::find(found.problems.begin(), found.problems.end(), expected), found.problems.end())
        << edit.to << "\nexpected " << expected << "\nfound " << ::testing::PrintToString(found.problems);
    EXPECT_TRUE(found.every_hint) << edit.to;
  }
}

// The reference cards print the scenario's dice for 1-3 whichever way the speed die fell, so the record keeps them.
TEST(TsatfRecord, TheScenariosDiceFor1To3TravelWithTheRecord) {
  const Scenario scenario = testing::tsatf_scenario(
      "muster: 1\nname: T\nruleset: tsatf\nratio: {infantry: 1}\ncurrent: {dice_on_1_to_3: 3}\n"
      "terrain: {hills: 0, scrub: 0, rough: 0, buildings: 0, villages: 0, walls: 0, barricades: 0, river: 1}\n");
  bool low_seen = false, high_seen = false;
  for (std::uint64_t seed = 1; seed <= 40 && !(low_seen && high_seen); ++seed) {
    const tsatf::Setup setup = roll(scenario, Streams(seed));
    const std::string text = testing::record_text_of(setup);
    const int speed = setup.battlefield.current->speed_roll;
    (speed <= 3 ? low_seen : high_seen) = true;
    ASSERT_NE(text.find("source: " + std::string(speed <= 3 ? "scenario" : "rules") + ", dice_on_1_to_3: 3}"), std::string::npos) << text;
    Diagnostics diagnostics;
    const tsatf::Setup again = read_back(text, diagnostics);
    ASSERT_TRUE(diagnostics.empty()) << diagnostics.list()[0].message;
    EXPECT_EQ(again.battlefield.current->dice_on_1_to_3, std::optional<int>(3));
    EXPECT_EQ(spec::to_yaml(to_record(again), ""), text);
    if (speed > 3) continue;
    EXPECT_EQ(problem_after(text, "dice_on_1_to_3: 3}", "dice_on_1_to_3: 2}"),
              std::to_string(line_of(text, "current:")) + ": a speed die of " + std::to_string(speed) +
                  " gives the scenario's dice for 1-3, and the record says 2");
    EXPECT_EQ(problem_after(text, "dice: 3, source: scenario, dice_on_1_to_3: 3}", "dice: 1, source: muster, dice_on_1_to_3: 3}"),
              std::to_string(line_of(text, "current:")) + ": the scenario gave 'dice_on_1_to_3', so muster's reading was never used");
  }
  EXPECT_TRUE(low_seen && high_seen);
}

TEST(TsatfRecord, HandEditedDiceAreCheckedAgainstWhatTheyDecide) {
  const std::string text = record_text("scenarios/tsatf-river-ghat.yaml", 5);
  const auto at = text.find("first-player: {roll-off: [");
  ASSERT_NE(at, std::string::npos);
  const auto side_at = text.find("side: ", at) + 6;
  const std::string winner = text.substr(side_at, text.find('}', side_at) - side_at);
  const std::string loser = winner == "British" ? "Mutineers" : "British";
  EXPECT_EQ(problem_after(text, "side: " + winner + "}", "side: " + loser + "}"),
            std::to_string(line_of(text, "first-player:")) + ": the roll-off does not make " + loser + " the first player");
}

TEST(TsatfRecord, HandEditedCamelDiceAndListsAreChecked) {
  const std::string text = record_text("scenarios/tsatf-desert-column.yaml", 5);
  const auto entry = text.find("- {side: British, unit: \"1st Troop, 19th Hussars\", roll: ");
  ASSERT_NE(entry, std::string::npos) << text;
  const std::string line = text.substr(entry, text.find('\n', entry) - entry);
  const int roll = line[line.find("roll: ") + 6] - '0';
  const bool unfamiliar = roll <= 3;
  const std::string flipped = line.substr(0, line.find("unfamiliar: ")) + "unfamiliar: " + (unfamiliar ? "no}" : "yes}");
  EXPECT_EQ(problem_after(text, line, flipped),
            std::to_string(line_of(text, line)) + ": a roll of " + std::to_string(roll) + " makes the unit " + (unfamiliar ? "unfamiliar" : "familiar") + " with camels");
  const std::string whole_line = "    " + line + "\n";
  EXPECT_NE(problem_after(text, whole_line, "").find("the record lists 3 horsed cavalry units against camels; the forces have 4"), std::string::npos);
  EXPECT_NE(problem_after(text, "unit: \"1st Troop, 19th Hussars\"", "unit: \"2nd Troop, 19th Hussars\"").find("expected British's '1st Troop, 19th Hussars' here"),
            std::string::npos);
  // Remove the camels: the camel-shy list then answers to nothing.
  const std::string camel_unit = "{name: \"Imperial camels 1\", kind: imperial-camels, formation: close-order}";
  ASSERT_NE(text.find(camel_unit), std::string::npos) << text;
  std::string without = text;
  for (std::string::size_type at = without.find("      - {name: \"Imperial camels"); at != std::string::npos; at = without.find("      - {name: \"Imperial camels"))
    without.erase(at, without.find('\n', at) + 1 - at);
  for (std::string::size_type at = without.find("      - {name: \"Native camels"); at != std::string::npos; at = without.find("      - {name: \"Native camels"))
    without.erase(at, without.find('\n', at) + 1 - at);
  Diagnostics diagnostics;
  read_back(without, diagnostics);
  ASSERT_FALSE(diagnostics.empty());
  EXPECT_EQ(diagnostics.list()[0].message, "neither force has camels, yet the record lists camel-shy horses");
}

}  // namespace
}  // namespace muster::tsatf
