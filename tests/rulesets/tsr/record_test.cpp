// The setup record: written, read back unchanged; hand edits checked.
#include <gtest/gtest.h>

#include <algorithm>

#include "muster_paths.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/scenarios.hpp"

namespace muster::tsr {
namespace {

tsr::Setup read_back(const std::string& yaml) {
  const spec::Node root = spec::parse_yaml(yaml, "setup.yaml");
  Diagnostics d;
  tsr::Setup setup;
  {
    spec::MapReader reader(root, d, "the setup record");
    reader.take("muster");
    reader.take("scenario");
    reader.take("ruleset");
    reader.take("seed");
    setup = read_record(reader, {"The Liquor Store", 5, {}});
  }
  d.throw_if_any();
  return setup;
}

TEST(TsrRecord, HoldsTheKeysUsersAndToolsRelyOn) {
  const std::string yaml = spec::to_yaml(to_record(roll(testing::default_tsr_scenario(), 5)));
  for (const char* key : {"muster: 1", "ruleset: tsr", "seed: 5", "timeline:", "start: \"", "dusk: \"", "daylight-turns:", "board:",
                          "grid: offset-squares", "columns: 10", "rows: 15", "cell: 75mm", "terrain:", "objective:", "hills:",
                          "peak:", "forest:", "sides:", "USA:", "CSA:", "baseline: south", "markers:", "code: U", "kind: XAX",
                          "drawn: none", "divisions:", "brigades:", "artillery:"})
    EXPECT_NE(yaml.find(key), std::string::npos) << key;
}

TEST(TsrRecord, ReadsBackExactlyWhatWasWritten) {
  // The shipped scenarios: the second has a wider board, three hills and brigades rolled on contact.
  const std::string letter = std::string(MUSTER_SOURCE_DIR) + "/scenarios/tsr-gettysburg-letter.yaml";
  const Scenario pipe_creek = testing::read_scenario_with(spec::load_yaml_file(letter), "tsr", read_scenario);
  for (const Scenario& scenario : {testing::default_tsr_scenario(), pipe_creek})
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
      const tsr::Setup original = roll(scenario, seed);
      const std::string yaml = spec::to_yaml(to_record(original));
      const tsr::Setup copy = read_back(yaml);
      const std::string again = spec::to_yaml(to_record(copy));
      ASSERT_EQ(again.substr(again.find("print:")), yaml.substr(yaml.find("print:"))) << scenario.file << " seed " << seed;
    }
}

TEST(TsrRecord, ThreeDigitCodesOfTheLargestPoolReadBack) {
  // 120 markers a side: codes run to US120, past the two digits that most pools use.
  Scenario scenario = testing::default_tsr_scenario();
  for (SideSpec& side : scenario.sides) side.pool = {MarkerPool::most_of_a_kind, MarkerPool::most_of_a_kind, MarkerPool::most_of_a_kind};
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    const tsr::Setup original = roll(scenario, seed);
    const std::string yaml = spec::to_yaml(to_record(original));
    ASSERT_NE(yaml.find("code: US120"), std::string::npos);
    const std::string again = spec::to_yaml(to_record(read_back(yaml)));
    ASSERT_EQ(again.substr(again.find("print:")), yaml.substr(yaml.find("print:"))) << "seed " << seed;
  }
}

TEST(TsrRecord, AMarkerCodeLongerThanSixCharactersIsRefused) {
  std::string yaml = spec::to_yaml(to_record(roll(testing::default_tsr_scenario(), 5)));
  const auto at = yaml.find("code: ") + 6;
  yaml.replace(at, yaml.find(',', at) - at, "US12345");
  EXPECT_THROW(read_back(yaml), InputError);
}

TEST(TsrRecord, DivisionsOfUnknownMarkersAreEachToldOnceAndNotAsTwins) {
  std::string yaml = spec::to_yaml(to_record(roll(testing::default_tsr_scenario(), 5)));
  // Divisions of markers no side has, two of them with codes too long to be any marker's.
  std::size_t at = 0;
  for (const char* unknown : {"NOSUCHMARKER", "NOSUCHMARKERAGAIN", "ZZ99"}) {
    at = yaml.find("marker: ", at) + 8;
    yaml.replace(at, yaml.find(',', at) - at, unknown);
  }
  try {
    read_back(yaml);
    FAIL() << "divisions of unknown markers were accepted";
  } catch (const InputError& e) {
    std::string message;
    for (const Diagnostic& diagnostic : e.diagnostics()) message += diagnostic.message + "\n";
    EXPECT_NE(message.find("'NOSUCHMARKER' is not a drawn XXX or XAX marker"), std::string::npos) << message;
    EXPECT_NE(message.find("'NOSUCHMARKERAGAIN' is not a drawn XXX or XAX marker"), std::string::npos) << message;
    EXPECT_NE(message.find("'ZZ99' is not a drawn XXX or XAX marker"), std::string::npos) << message;
    EXPECT_EQ(message.find("has two divisions"), std::string::npos) << message;
  }
}

TEST(TsrRecord, HandEditsThatBreakTheBoardAreRefused) {
  std::string yaml = spec::to_yaml(to_record(roll(testing::default_tsr_scenario(), 5)));
  const auto at = yaml.find("square: ", yaml.find("markers:")) + 8;
  std::string off_board = yaml;
  off_board.replace(at, yaml.find('}', at) - at, "Z99");
  try {
    read_back(off_board);
    FAIL() << "an off-board square was accepted";
  } catch (const InputError& error) {
    EXPECT_NE(error.diagnostics()[0].message.find("off the board"), std::string::npos);
    EXPECT_GT(error.diagnostics()[0].where.line, 1);
  }
  std::string bad_turns = yaml;
  const auto turns = bad_turns.find("daylight-turns: ");
  bad_turns.replace(turns, bad_turns.find('}', turns) - turns, "daylight-turns: 1");
  EXPECT_THROW(read_back(bad_turns), InputError);
}

// A record of the shipped scenario, edited: the first problem read back, and the line the edit is on.
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
  if (text.find(part) == std::string::npos) {
    ADD_FAILURE() << part << " is not in the record";
    return 0;
  }
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(text.find(part)), '\n'));
}

Diagnostic first_problem(const std::string& text) {
  try {
    read_back(text);
  } catch (const InputError& error) {
    return error.diagnostics()[0];
  }
  return {};
}

const std::string& seed_5_record() {
  static const std::string yaml = spec::to_yaml(to_record(roll(testing::default_tsr_scenario(), 5)));
  return yaml;
}

// The problem an edit makes, as "line: message (hint)"; the line is where `marked` stands in the edited text.
void expect_refused(const Edit& edit, const std::string& marked, const std::string& message, const std::string& hint) {
  const std::string text = replaced(seed_5_record(), edit);
  const Diagnostic problem = first_problem(text);
  EXPECT_EQ(problem.message, message) << edit.from << " -> " << edit.to;
  EXPECT_EQ(problem.hint, hint) << edit.from << " -> " << edit.to;
  EXPECT_EQ(problem.where.line, line_of(text, marked)) << message;
  EXPECT_GT(problem.where.column, 1) << message;
}

TEST(TsrRecord, TheEditedRecordIsTheOneTheseTestsExpect) {
  // Seed 5: hill 1 E12 to H15 with its peak on F14, hill 2 A6 to C10 with its peak on B8, the store on B12.
  const std::string& yaml = seed_5_record();
  for (const char* part : {"objective: {square: B12", "peak: [F14]", "peak: [B8]", "squares: [A6, B6, C6,", "{square: A10, trees: 4}",
                           "{code: US01, kind: decoy, drawn: 1, square: H3}", "{code: US14, kind: decoy, drawn: 12, square: E1}",
                           "{code: CS12, kind: XXX, drawn: 8, square: F13}", "{marker: US15, brigades: 3, artillery: 1}",
                           "{marker: US13, brigades: 4, artillery: 0}", "baseline: north"})
    EXPECT_NE(yaml.find(part), std::string::npos) << part;
}

TEST(TsrRecord, NothingStandsOrGrowsOnAPeak) {
  expect_refused({"peak: [F14]", "peak: [F13]"}, "CS12, kind: XXX, drawn: 8, square: F13", "marker CS12 stands on F13, the peak of hill 1",
                 "peaks are impassable: move the marker or the peak");
  expect_refused({"objective: {square: B12", "objective: {square: F14"}, "F14, name", "the liquor store stands on F14, the peak of hill 1",
                 "peaks are impassable: move the store or the peak");
  expect_refused({"{square: A10, trees: 4}", "{square: B8, trees: 4}"}, "B8, trees", "forest square B8 is the peak of hill 2",
                 "peaks are impassable and hold no trees: move the forest square or the peak");
}

TEST(TsrRecord, MarkersStandInTheirEchelonRows) {
  expect_refused({"drawn: 1, square: H3}", "drawn: 1, square: H4}"}, "H4}",
                 "marker US01 was drawn 1st, so it stands 2 squares from the USA baseline, in row 3, not on H4",
                 "the first 8 drawn stand 2 squares from the baseline, the rest on it: move the marker or change its 'drawn'");
  expect_refused({"drawn: 12, square: E1}", "drawn: 12, square: E2}"}, "E2}",
                 "marker US14 was drawn 12th, so it stands on the USA baseline, in row 1, not on E2",
                 "the first 8 drawn stand 2 squares from the baseline, the rest on it: move the marker or change its 'drawn'");
  expect_refused({"drawn: 8, square: F13}", "drawn: 8, square: F15}"}, "F15}",
                 "marker CS12 was drawn 8th, so it stands 2 squares from the CSA baseline, in row 13, not on F15",
                 "the first 8 drawn stand 2 squares from the baseline, the rest on it: move the marker or change its 'drawn'");
}

TEST(TsrRecord, EachMarkerHasItsOwnDrawAndSquare) {
  expect_refused({"drawn: 1, square: H3}", "drawn: 2, square: H3}"}, "{code: US12",
                 "two markers were drawn 2nd", "draw numbers run 1, 2, 3... once each");
  expect_refused({"drawn: 1, square: H3}", "drawn: 1, square: D3}"}, "{code: US12", "two markers stand on D3",
                 "give each placed marker its own square");
}

// A drawn marker without a square was left off every sheet without a word.
TEST(TsrRecord, ADrawnMarkerStandsOnASquareAndOnlyADrawnOne) {
  expect_refused({"{code: US01, kind: decoy, drawn: 1, square: H3}", "{code: US01, kind: decoy, drawn: 1}"}, "{code: US01",
                 "marker US01 was drawn 1st but stands on no square", "give it the square it was placed on");
  expect_refused({"{code: US01, kind: decoy, drawn: 1, square: H3}", "{code: US01, kind: decoy, square: H3}"}, "{code: US01",
                 "marker US01 stands on the board but was never drawn", "give it a 'drawn' number or remove its square");
}

TEST(TsrRecord, AForestSquareIsListedOnce) {
  expect_refused({"{square: B11, trees: 4}", "{square: A10, trees: 4}"}, "{square: A10, trees: 4}\n    - {square: C11",
                 "forest square A10 is listed twice", "list each forest square once, with all its trees");
}

TEST(TsrRecord, HillsDoNotOverlap) {
  expect_refused({"squares: [A6, B6, C6,", "squares: [E12, A6, B6, C6,"}, "E12, A6", "hills 1 and 2 overlap on E12",
                 "hills do not overlap: remove the square from one of them");
}

TEST(TsrRecord, EveryDrawnDivisionMarkerHasOneDivision) {
  expect_refused({"      - {marker: US15, brigades: 3, artillery: 1}\n", ""}, "{code: US15,",
                 "marker US15 is a drawn XAX but no division stands for it",
                 "add a division with 'marker: US15' to USA's 'divisions', or make the marker a decoy");
  expect_refused({"      - {marker: US15, brigades: 3, artillery: 1}\n",
                  "      - {marker: US15, brigades: 3, artillery: 1}\n      - {marker: US15, brigades: 2, artillery: 1}\n"},
                 "US15, brigades: 2", "marker US15 has two divisions; the first is at line " + std::to_string(line_of(seed_5_record(), "{marker: US15")),
                 "a force marker stands for one division: remove one of them");
  expect_refused({"{marker: US13, brigades: 4, artillery: 0}", "{marker: US13, brigades: 4, artillery: 1}"}, "1}\n      - {marker: US07",
                 "division US13 is XXX but has an artillery battalion", "an XAX division has one artillery battalion, an XXX division none");
  expect_refused({"{marker: US15, brigades: 3", "{marker: US17, brigades: 3"}, "US17, brigades", "'US17' is not a drawn XXX or XAX marker of USA",
                 "every division stands for one real force marker on the board");
}

TEST(TsrRecord, TurnsBeginOnTheHour) {
  expect_refused({"dusk: \"17:00\"", "dusk: \"17:30\""}, "\"17:30\"", "'dusk' is 17:30, but turns begin on the hour", "write 17:00 or 18:00");
}

// The time track wraps such a day onto two rows (time_track_test), so the reader need not refuse it.
TEST(TsrRecord, ADayOfTwentyFourTurnsIsAccepted) {
  const std::string day = replaced(seed_5_record(), {"{start: \"08:00\", dusk: \"17:00\", daylight-turns: 10}",
                                                     "{start: \"00:00\", dusk: \"23:00\", daylight-turns: 24}"});
  EXPECT_EQ(read_back(day).timeline.daylight_turns(), 24);
}

TEST(TsrRecord, TheBaselinesAreOnDifferentEdges) {
  expect_refused({"baseline: north", "baseline: south"}, "south\n    markers:\n      - {code: CS01",
                 "both sides have their baseline on the south edge", "give one side 'baseline: south' and the other 'baseline: north'");
  // Only that: every CSA marker now stands off its rows, but saying so would bury the one edit that matters.
  try {
    read_back(replaced(seed_5_record(), {"baseline: north", "baseline: south"}));
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().size(), 1u);
  }
}

}  // namespace
}  // namespace muster::tsr
