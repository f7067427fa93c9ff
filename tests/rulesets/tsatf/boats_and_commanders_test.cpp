// What the text gives beyond the units: boats with their crews and the units
// aboard, leaders above the units (the native side's senior leader, whom the
// berserk rules need), and scouts. Read from a scenario and a record, each
// mistake at its place; rolled into every setup; printed where a player needs
// them: rosters, markers, unit cards and briefings.
#include <gtest/gtest.h>

#include <algorithm>

#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/pages/pages.hpp"
#include "rulesets/tsatf/procedures.hpp"
#include "rulesets/tsatf/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/record_text.hpp"
#include "support/tsatf_scenarios.hpp"

namespace muster::tsatf {
namespace {

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

const std::string column = "scenarios/tsatf-river-column.yaml";

std::vector<std::string> texts_of(const layout::Document& doc) {
  std::vector<std::string> texts;
  for (const auto& page : doc.pages)
    testing::walk(page, [&](const testing::Placed& placed) {
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) texts.push_back(text->text);
    });
  return texts;
}

std::size_t count_of(const std::vector<std::string>& texts, const std::string& text) {
  return static_cast<std::size_t>(std::count(texts.begin(), texts.end(), text));
}
bool mentions(const std::vector<std::string>& texts, const std::string& part) {
  return std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return t.find(part) != std::string::npos; });
}

const layout::Document& file_of(const std::vector<PackFile>& files, const std::string& name) {
  return std::find_if(files.begin(), files.end(), [&](const PackFile& f) { return f.name == name; })->document;
}

TEST(TsatfBoatsAndCommanders, TheRiverColumnReadsItsBoatsCommandersAndScouts) {
  const Scenario scenario = testing::shipped_tsatf_scenario(column);
  const SideSpec& british = scenario.sides[0];
  ASSERT_EQ(british.boats.size(), 2u);
  EXPECT_EQ(british.boats[0], (Boat{"Steamer Bordein", BoatKind::river_boat, 4, {"1st Company, Black Watch", "Naval Brigade gun"}}));
  EXPECT_EQ(british.boats[1].crew, 2);
  EXPECT_EQ(british.commanders, (std::vector<Commander>{{"Major-General Earle", false, ""}, {"Colonel Butler", false, "1st Company, South Staffords"}}));
  const SideSpec& dervishes = scenario.sides[1];
  EXPECT_EQ(dervishes.boats, (std::vector<Boat>{{"Dhow of Abu Hamed", BoatKind::dhow, 2, {"Dervish tribe 6"}}}));
  EXPECT_EQ(dervishes.commanders, (std::vector<Commander>{{"The Emir of Berber", true, ""}}));
  const Unit& watch = british.list->units[0];
  EXPECT_EQ(watch.scouts, 2);
  EXPECT_EQ(std::count_if(watch.figures.begin(), watch.figures.end(), [](const Figure& f) { return f.scout; }), 2);
  EXPECT_FALSE(watch.figures[0].scout) << "a leader is no scout";
  EXPECT_TRUE(watch.figures[2].scout && watch.figures[3].scout && !watch.figures[4].scout) << "the scouts are the first of the rank and file";
}

const std::string sudan = "muster: 1\nname: T\nruleset: tsatf\ncampaign: sudan-1885\nterrain: {river: 1}\n";

TEST(TsatfBoatsAndCommanders, EachMistakeIsToldAtItsPlace) {
  using testing::tsatf_problems;
  const std::string sides = "sides:\n  British:\n    units: [{name: A Coy, kind: british-infantry}, {name: B Troop, kind: british-cavalry}]\n";
  const std::string dervishes = "  Dervishes:\n    counts: {native-tribe: 2}\n    commanders: [{name: The Emir, senior: yes}]\n";
  auto problems = [&](const std::string& british_extra, const std::string& table = "terrain: {river: 1}\n") {
    return tsatf_problems("muster: 1\nname: T\nruleset: tsatf\ncampaign: sudan-1885\n" + table + sides + british_extra + dervishes);
  };
  EXPECT_EQ(problems("    boats: [{name: Ruby, kind: river-boat, carries: [A Coy, C Coy]}]\n"),
            std::vector<std::string>{"9:61: no unit of this side is called 'C Coy' | did you mean 'A Coy'?"});
  EXPECT_EQ(problems("    boats: [{name: Ruby, kind: river-boat, carries: [A Coy]}, {name: Whaler, kind: river-boat, carries: [A Coy]}]\n"),
            std::vector<std::string>{"9:106: unit 'A Coy' is already aboard a boat | put each unit in one boat"});
  EXPECT_EQ(problems("    boats: [{name: Ruby, kind: river-boat}, {name: Ruby, kind: dhow}]\n"),
            std::vector<std::string>{"9:45: two boats are called 'Ruby' | give every boat its own name: its markers and roster find it by name"});
  EXPECT_EQ(problems("    boats: [{name: Ruby, kind: river-boat, crew: 13}]\n"),
            std::vector<std::string>{"9:50: 'crew' is 13, outside what the rules allow | use a number from 0 to 12"});
  EXPECT_EQ(problems("    boats: [{name: Ruby, kind: steamer}]\n"), std::vector<std::string>{"9:32: 'kind' cannot be 'steamer' | expected one of: river-boat, dhow"});
  EXPECT_EQ(problems("    boats: [{name: Ruby, kind: river-boat}]\n", "terrain: {river: 0-1}\n"),
            std::vector<std::string>{"9:12: boats need a river, and this table may roll none | write 'river: 1' in 'terrain', so that one always runs"});
  EXPECT_EQ(problems("    boats: [{name: Ruby, kind: river-boat}]\n", "terrain: {river: 0}\n"),
            std::vector<std::string>{"9:12: boats need a river, and this table has no river | write 'river: 1' in 'terrain', or remove 'boats'"});
  EXPECT_EQ(problems("    commanders: [{name: Stewart, senior: yes}]\n"),
            std::vector<std::string>{"9:42: the senior leader is the native commander of the 1885 rules; this side is imperial "
                                     "| leave 'senior' out: any commander of this side may lead a unit he is not attached to"});
  EXPECT_EQ(problems("    commanders: [{name: Stewart, attached: A Cy}]\n"), std::vector<std::string>{"9:44: no unit of this side is called 'A Cy' | did you mean 'A Coy'?"});
  EXPECT_EQ(problems("    commanders: [{name: Stewart}, {name: Stewart}]\n"),
            std::vector<std::string>{"9:35: two commanders are called 'Stewart' | give every commander his own name"});
  // Natives cannot work a river boat; a second senior leader; scouts only for infantry, two at most.
  EXPECT_EQ(tsatf_problems(sudan + "sides:\n  British: {counts: {british-infantry: 1}}\n  Dervishes:\n    counts: {native-tribe: 2}\n"
                                   "    boats: [{name: Captured, kind: river-boat}]\n    commanders: [{name: A, senior: yes}, {name: B, senior: yes}]\n"),
            (std::vector<std::string>{"10:36: natives cannot work a river boat: in one they can only drift, stop it dead or beach it | give the native side a 'dhow'",
                                      "11:60: the side already has its senior leader | give 'senior: yes' to one commander"}));
  EXPECT_EQ(problems("", "terrain: {river: 1}\n").size(), 0u);
  EXPECT_EQ(tsatf_problems(sudan + "sides:\n  British:\n    units: [{name: B Troop, kind: british-cavalry, scouts: 1}]\n" + dervishes),
            std::vector<std::string>{"8:60: British cavalry units put out no scouts: muster gives scouts to infantry | leave 'scouts' out"});
  EXPECT_EQ(tsatf_problems(sudan + "sides:\n  British:\n    units: [{name: A Coy, kind: british-infantry, scouts: 3}]\n" + dervishes),
            std::vector<std::string>{"8:59: 'scouts' is 3, outside what the rules allow | use a number from 0 to 2"});
  // A Sudan game with tribes and no native commander is told, once, as a warning.
  EXPECT_EQ(tsatf_problems(sudan + "sides:\n  British: {counts: {british-infantry: 1}}\n  Dervishes: {counts: {native-tribe: 2}}\n"),
            std::vector<std::string>{"8:14: the 1885 berserk rules turn on the native commander, the senior leader, and side 'Dervishes' names none "
                                     "| add e.g. 'commanders: [{name: The Emir, senior: yes}]' to it; its roster says none is named"});
}

std::string record_of(std::uint64_t seed) { return testing::record_text_of(roll(testing::shipped_tsatf_scenario(column), Streams(seed))); }

std::string first_problem(const std::string& text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at == std::string::npos) return "(not found)";
  std::string edited = text;
  edited.replace(at, from.size(), to);
  Diagnostics diagnostics;
  testing::read_record_text(edited, diagnostics, tsatf::read_record);
  if (diagnostics.empty()) return "";
  const Diagnostic& d = diagnostics.list()[0];
  return std::to_string(d.where.line) + ": " + d.message + (d.hint.empty() ? " (no hint)" : "");
}

int line_of(const std::string& text, const std::string& what) {
  const auto at = text.find(what);
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

TEST(TsatfBoatsAndCommanders, TheRecordKeepsThemAndAHandEditIsChecked) {
  const std::string text = record_of(5);
  const std::string steamer = "{name: \"Steamer Bordein\", kind: river-boat, crew: 4, carries: [\"1st Company, Black Watch\", \"Naval Brigade gun\"]}";
  ASSERT_NE(text.find(steamer), std::string::npos) << text;
  ASSERT_NE(text.find("{name: \"The Emir of Berber\", senior: yes}"), std::string::npos) << text;
  ASSERT_NE(text.find("{name: \"Colonel Butler\", attached: \"1st Company, South Staffords\"}"), std::string::npos) << text;
  ASSERT_NE(text.find("{name: \"1st Company, Black Watch\", kind: british-infantry, formation: close-order, scouts: 2}"), std::string::npos) << text;
  Diagnostics diagnostics;
  const tsatf::Setup again = testing::read_record_text(text, diagnostics, tsatf::read_record);
  ASSERT_TRUE(diagnostics.empty()) << diagnostics.list()[0].message;
  EXPECT_EQ(spec::to_yaml(to_record(again), ""), text);
  EXPECT_EQ(again.sides[0].force.units[0].scouts, 2);
  const int boat_line = line_of(text, steamer);
  EXPECT_EQ(first_problem(text, "\"Naval Brigade gun\"]}", "\"Naval Brigade guns\"]}"), std::to_string(boat_line) + ": no unit of this side is called 'Naval Brigade guns'");
  EXPECT_EQ(first_problem(text, "{name: \"Dhow of Abu Hamed\", kind: dhow", "{name: \"Dhow of Abu Hamed\", kind: river-boat"),
            std::to_string(line_of(text, "Dhow of Abu Hamed")) + ": natives cannot work a river boat: in one they can only drift, stop it dead or beach it");
  EXPECT_EQ(first_problem(text, "{name: \"Major-General Earle\"}", "{name: \"Major-General Earle\", senior: yes}"),
            std::to_string(line_of(text, "Major-General Earle")) + ": the senior leader is the native commander of the 1885 rules; this side is imperial");
  EXPECT_EQ(first_problem(text, "kind: british-cavalry, formation: close-order}", "kind: british-cavalry, formation: close-order, scouts: 1}"),
            std::to_string(line_of(text, "kind: british-cavalry")) + ": British cavalry units put out no scouts: muster gives scouts to infantry");
  // A boat on a table with no river: take the river out of the record.
  std::string dry = text;
  const auto river = dry.find("    - kind: river\n");
  ASSERT_NE(river, std::string::npos);
  dry.erase(river, dry.find("    - {kind", river) - river);
  dry.erase(dry.find("current: "), dry.find('\n', dry.find("current: ")) + 1 - dry.find("current: "));
  EXPECT_EQ(first_problem(dry, "    boats:\n", "    boats:\n"), std::to_string(line_of(dry, "    boats:\n") + 1) + ": boats need a river, and this table has no river");
}

TEST(TsatfBoatsAndCommanders, RostersMarkersCardsAndBriefingsShowThem) {
  const tsatf::Setup setup = roll(testing::shipped_tsatf_scenario(column), Streams(7));
  const auto files = pack_files(setup, measurer());
  const auto roster = texts_of(file_of(files, "rosters.pdf"));
  EXPECT_EQ(count_of(roster, "Commanders"), 2u) << "a block for each side";
  for (const char* name : {"Major-General Earle", "Colonel Butler", "The Emir of Berber", "Steamer Bordein", "Whaler 1", "Dhow of Abu Hamed"})
    EXPECT_EQ(count_of(roster, name), 1u) << name;
  EXPECT_TRUE(mentions(roster, "senior leader, the native commander"));
  EXPECT_TRUE(mentions(roster, "when The Emir of Berber, the native commander, is hit by fire"));
  EXPECT_TRUE(mentions(roster, "starts attached to 1st Company, South Staffords"));
  EXPECT_EQ(count_of(roster, "River boat, a crew of 4"), 1u);
  EXPECT_EQ(count_of(roster, "Dhow, a crew of 2"), 1u);
  EXPECT_EQ(count_of(roster, "1st Company, Black Watch; Naval Brigade gun"), 1u);
  EXPECT_EQ(count_of(roster, "Steamer Bordein (river boat) at the start; landing, see qrs.pdf"), 2u) << "both units aboard the steamer";
  EXPECT_EQ(count_of(roster, "Sc"), 3u) << "two scouts of the Black Watch, one of the South Staffords";
  EXPECT_EQ(count_of(roster, "2 (Sc), at most 2"), 1u);
  testing::expect_on_page_and_fitting(file_of(files, "rosters.pdf"), "river column rosters");
  const auto markers = texts_of(file_of(files, "counters.pdf"));
  EXPECT_EQ(count_of(markers, "HEADING"), 3u) << "one a boat, not three generic ones";
  EXPECT_EQ(count_of(markers, "Dhow of Abu Hamed"), 2u) << "its heading and, behind it, drifting";
  EXPECT_EQ(count_of(markers, "own dice + " + std::to_string(setup.battlefield.current->dice) +
                                  (setup.battlefield.current->source == CurrentSource::muster_reading ? " (muster)" : "")),
            1u)
      << "a dhow's own dice are lost: its speed marker gives the current's part";
  const auto cards = texts_of(file_of(files, "cards.pdf"));
  EXPECT_TRUE(mentions(cards, "20 men (2 scouts), a lieutenant and a sergeant"));
  EXPECT_EQ(count_of(cards, "Aboard"), 4u) << "three British units and one tribe start aboard";
  const auto umpire = texts_of(file_of(files, "umpire.pdf"));
  EXPECT_TRUE(mentions(umpire, "Boats: Steamer Bordein (river boat, a crew of 4); Whaler 1 (river boat, a crew of 2)."));
  EXPECT_TRUE(mentions(umpire, "Commanders: The Emir of Berber (the senior leader, the native commander)."));
  EXPECT_TRUE(mentions(umpire, "1st Company, Black Watch - 2 scouts - aboard Steamer Bordein"));
  testing::write_demo(file_of(files, "rosters.pdf"), "muster-tsatf-river-column-rosters.pdf");
}

// Over 10,000 rolls the boats always float (the river the scenario must have is there, with its
// current), carry units of their own side, and the leaders and scouts come through as written.
TEST(TsatfBoatsAndCommanders, OverTenThousandRollsEveryBoatFloatsWithItsOwnUnits) {
  const Scenario scenario = testing::shipped_tsatf_scenario(column);
  for (std::uint64_t seed = 1; seed <= 10000; ++seed) {
    const tsatf::Setup setup = roll(scenario, Streams(seed * 0x2545F4914F6CDD1Dull));
    ASSERT_TRUE(river_of(setup.battlefield.features)) << seed;
    ASSERT_TRUE(setup.battlefield.current) << seed;
    for (std::size_t s = 0; s < 2; ++s) {
      const SideSetup& side = setup.sides[s];
      ASSERT_EQ(side.boats, scenario.sides[s].boats) << seed;
      ASSERT_EQ(side.commanders, scenario.sides[s].commanders) << seed;
      for (const Boat& boat : side.boats)
        for (const std::string& unit : boat.carries)
          ASSERT_TRUE(std::any_of(side.force.units.begin(), side.force.units.end(), [&](const Unit& u) { return u.name == unit; })) << seed << " " << unit;
      for (const Unit& unit : side.force.units)
        ASSERT_EQ(std::count_if(unit.figures.begin(), unit.figures.end(), [](const Figure& f) { return f.scout; }), unit.scouts) << seed;
    }
    ASSERT_TRUE(senior_leader(setup.sides[1]) && !senior_leader(setup.sides[0])) << seed;
  }
}

}  // namespace
}  // namespace muster::tsatf
