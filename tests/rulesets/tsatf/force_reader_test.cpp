// Forces written by hand: a list of units checked against the campaign's
// organisation, kinds, sides and formations; counts; the ratio's base; and
// the scenario's changes to the rulebook's organisation. Each mistake is
// named where it stands, with a hint, and tested by its exact text.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "rulesets/tsatf/arms_rules.hpp"
#include "rulesets/tsatf/force_builder.hpp"
#include "rulesets/tsatf/force_reader.hpp"
#include "spec/map_reader.hpp"
#include "support/temp_folder.hpp"

namespace muster::tsatf {
namespace {

struct Read {
  std::optional<Force> force;
  std::vector<std::string> errors;  // "file:line:column: message | hint"
};

std::vector<std::string> texts(const Diagnostics& d) {
  std::vector<std::string> out;
  for (const Diagnostic& e : d.list())
    out.push_back(e.where.file + ":" + std::to_string(e.where.line) + ":" + std::to_string(e.where.column) + ": " + e.message + " | " + e.hint);
  return out;
}

spec::Node field(const std::string& yaml, const std::string& key) { return *spec::parse_yaml(yaml, "force.yaml").child(key); }

Read read_list(const std::string& yaml, Campaign campaign = Campaign::boxer_rebellion, Allegiance side = Allegiance::native,
               const Organisations& organisations = {}) {
  Read read;
  Diagnostics d;
  read.force = read_force_list(field(yaml, "units"), "scenario.yaml", campaign, side, organisations, d);
  read.errors = texts(d);
  return read;
}

std::string first_error(const std::string& yaml, Campaign campaign = Campaign::boxer_rebellion, Allegiance side = Allegiance::native,
                        const Organisations& organisations = {}) {
  const Read read = read_list(yaml, campaign, side, organisations);
  return read.errors.empty() ? "" : read.errors.front();
}

TEST(TsatfForceReader, AListReadsIntoUnitsWithTheirFigures) {
  const Read read = read_list(
      "units:\n"
      "  - {name: Tigers of Tientsin, kind: boxer-tigermen}\n"
      "  - {name: Fists, kind: boxer-riflemen, rank-and-file: 20, leaders: 1, formation: open-order}\n"
      "  - {name: Horse, kind: irregular-chinese-cavalry, arms: bow}\n");
  ASSERT_TRUE(read.errors.empty()) << read.errors.front();
  ASSERT_EQ(read.force->units.size(), 3u);
  const Unit& tigers = read.force->units[0];
  EXPECT_EQ(tigers.kind, UnitKind::boxer_tigermen);
  EXPECT_EQ(tigers.figures.size(), 21u);
  EXPECT_EQ(tigers.figures[0].role, Role::leader);
  EXPECT_EQ(tigers.formation, Formation::open_order);
  EXPECT_EQ(read.force->units[2].figures[5].weapons, std::vector<Weapon>{Weapon::bow});
  EXPECT_EQ(read.force->units[2].formation, Formation::open_order);
}

TEST(TsatfForceReader, ALancerTroopAndAWesternNationRead) {
  const Read read = read_list(
      "units:\n"
      "  - {name: \"1st Troop, 9th Lancers\", kind: british-cavalry, lancers: yes, formation: close-order}\n"
      "  - {name: \"1st Company, 32nd Foot\", kind: british-infantry, arms: [rifle, sword]}\n",
      Campaign::indian_mutiny, Allegiance::imperial);
  ASSERT_TRUE(read.errors.empty()) << read.errors.front();
  const Unit& lancers = read.force->units[0];
  EXPECT_TRUE(lancers.lancers);
  EXPECT_EQ(lancers.figures[0].weapons, std::vector<Weapon>{Weapon::pistol});
  EXPECT_EQ(lancers.figures[13].weapons, std::vector<Weapon>{Weapon::lance});
  EXPECT_EQ(read.force->units[1].figures[21].weapons, (std::vector<Weapon>{Weapon::rifle, Weapon::sword}));
  const Read west = read_list("units:\n  - {name: Marines, kind: western-infantry, nationality: American}\n", Campaign::boxer_rebellion, Allegiance::imperial);
  ASSERT_TRUE(west.errors.empty()) << west.errors.front();
  EXPECT_EQ(west.force->units[0].nationality, "American");
}

TEST(TsatfForceReader, AUnitOfTheWrongSizeIsNamedWithItsOrganisation) {
  EXPECT_EQ(first_error("units:\n  - {name: Tigers, kind: boxer-tigermen, rank-and-file: 18}\n"),
            "force.yaml:2:57: unit 'Tigers' has 18 rank and file; Boxer Tigermen units are 20 rank and file and one leader (the text's organisation) "
            "| write 'rank-and-file: 20' or leave it out");
  EXPECT_EQ(first_error("units:\n  - {name: 3rd Troop, kind: mutineer-cavalry, leaders: 2}\n", Campaign::indian_mutiny),
            "force.yaml:2:56: unit '3rd Troop' has 2 leaders; Mutineer cavalry units are 12 rank and file and one leader (the text's organisation) "
            "| write 'leaders: 1' or leave it out");
  EXPECT_EQ(first_error("units:\n  - {name: A Coy, kind: british-infantry, rank-and-file: 16}\n", Campaign::indian_mutiny, Allegiance::imperial),
            "force.yaml:2:58: unit 'A Coy' has 16 rank and file; British infantry units are 20 rank and file and two leaders "
            "(muster's default for the rulebook's organisation; the scenario's 'organisation' can change it) | write 'rank-and-file: 20' or leave it out");
  Organisations smaller;
  smaller.change(UnitKind::british_infantry, {16, 2});
  EXPECT_EQ(first_error("units:\n  - {name: A Coy, kind: british-infantry, rank-and-file: 16}\n", Campaign::indian_mutiny, Allegiance::imperial, smaller), "");
}

TEST(TsatfForceReader, KindsOfAnotherCampaignOrTheOtherSideAreRefused) {
  EXPECT_EQ(first_error("units:\n  - {name: A Coy, kind: british-infantry}\n", Campaign::boxer_rebellion, Allegiance::imperial),
            "force.yaml:2:25: British infantry units do not serve in the Boxer Rebellion, 1899-1900 | this campaign's kinds: western-infantry, "
            "imperial-chinese-infantry, boxer-riflemen, boxer-sword-spearmen, boxer-tigermen, western-cavalry, regular-chinese-cavalry, "
            "irregular-chinese-cavalry, western-artillery, chinese-artillery, primitive-native-cavalry, imperial-camels, native-camels");
  EXPECT_EQ(first_error("units:\n  - {name: 2nd BNI, kind: sepoy-infantry}\n", Campaign::indian_mutiny, Allegiance::imperial),
            "force.yaml:2:27: Sepoy infantry units fight on the native side, not the imperial | this side's kinds: british-infantry, "
            "loyal-indian-infantry, british-cavalry, loyal-indian-cavalry, british-artillery, imperial-camels");
  const Read other = read_list("units:\n  - {name: A Coy, kind: british-infantry, rank-and-file: 20, formation: mass}\n", Campaign::boxer_rebellion);
  EXPECT_EQ(other.errors.size(), 1u) << "only the kind is reported, not its other keys";
  const std::string unknown = first_error("units:\n  - {name: T, kind: boxer-tigerman}\n");
  EXPECT_EQ(unknown, "force.yaml:2:21: 'kind' cannot be 'boxer-tigerman' | did you mean 'boxer-tigermen'?");
}

TEST(TsatfForceReader, AFormationTheUnitCannotUseIsRefused) {
  EXPECT_EQ(first_error("units:\n  - {name: Blades, kind: boxer-sword-spearmen, formation: open-order}\n"),
            "force.yaml:2:59: unit 'Blades' (Boxer sword and spearmen, Sword or spear) cannot use open-order | it can use mass");
  EXPECT_EQ(first_error("units:\n  - {name: Riders, kind: primitive-native-cavalry, formation: open-order}\n", Campaign::sudan_1885),
            "force.yaml:2:63: unit 'Riders' (Primitive native cavalry, Sword or spear) cannot use open-order | it can use mass");
  EXPECT_EQ(first_error("units:\n  - {name: Riders, kind: primitive-native-cavalry, arms: [spear, bow], formation: open-order}\n", Campaign::sudan_1885), "");
  EXPECT_EQ(first_error("units:\n  - {name: Gun, kind: chinese-artillery, formation: mass}\n"),
            "force.yaml:2:53: Chinese artillery units take no formation | leave 'formation' out");
}

TEST(TsatfForceReader, ArmsLancersAndNationalitiesOnlyWhereTheyBelong) {
  EXPECT_EQ(first_error("units:\n  - {name: Fists, kind: boxer-riflemen, arms: [bow]}\n"),
            "force.yaml:2:47: the text arms Boxer riflemen (Rifle); 'arms' cannot change them | leave 'arms' out");
  EXPECT_EQ(first_error("units:\n  - {name: 1st BLC, kind: mutineer-cavalry, lancers: yes}\n", Campaign::indian_mutiny),
            "force.yaml:2:54: only British or loyal Indian cavalry form lancer troops, not Mutineer cavalry | leave 'lancers' out");
  EXPECT_EQ(first_error("units:\n  - {name: 9th Lancers, kind: british-cavalry, lancers: yes, arms: carbine}\n", Campaign::indian_mutiny, Allegiance::imperial),
            "force.yaml:2:68: a lancer troop's arms are the text's: the lieutenant a pistol, every other rank a lance | leave 'arms' out");
  EXPECT_EQ(first_error("units:\n  - {name: Tigers, kind: boxer-tigermen, nationality: Chinese}\n"),
            "force.yaml:2:55: only Western infantry give a nationality | leave 'nationality' out");
}

TEST(TsatfForceReader, ArmsAreCheckedAgainstTheKindAndThePeriod) {
  // A Gatling in 1857: the text's only Gatling is the Westerners' of 1899-1900.
  EXPECT_EQ(first_error("units:\n  - {name: Guns, kind: british-artillery, arms: [gatling]}\n", Campaign::indian_mutiny, Allegiance::imperial),
            "force.yaml:2:50: the text gives a Gatling gun only to the Westerners of the Boxer Rebellion, 1899-1900, not to British artillery "
            "| write 'arms: [gun]', or leave 'arms' out");
  EXPECT_EQ(first_error("units:\n  - {name: Guns, kind: british-artillery, arms: gatling}\n", Campaign::sudan_1885, Allegiance::imperial).substr(0, 60),
            "force.yaml:2:49: the text gives a Gatling gun only to the We");
  EXPECT_EQ(first_error("units:\n  - {name: Colt, kind: western-artillery, arms: [gatling]}\n", Campaign::boxer_rebellion, Allegiance::imperial), "");
  // Cavalry with a gun, infantry with a Gatling.
  EXPECT_EQ(first_error("units:\n  - {name: Hussars, kind: british-cavalry, arms: [carbine, gun]}\n", Campaign::sudan_1885, Allegiance::imperial),
            "force.yaml:2:60: British cavalry units carry no gun: a piece is served by an artillery unit's crew "
            "| give the piece to an artillery unit; this unit's arms may be e.g. Carbine, sword");
  EXPECT_EQ(first_error("units:\n  - {name: Marines, kind: western-infantry, arms: [gatling]}\n", Campaign::boxer_rebellion, Allegiance::imperial),
            "force.yaml:2:52: Western infantry units carry no Gatling gun: a piece is served by an artillery unit's crew "
            "| give the piece to an artillery unit; this unit's arms may be e.g. Rifle");
  // A crew serves one piece and nothing else.
  EXPECT_EQ(first_error("units:\n  - {name: Gun, kind: chinese-artillery, arms: [rifle]}\n"),
            "force.yaml:2:49: Chinese artillery units serve a piece, not 'rifle' | write 'arms: [gun]' with 'gun', or leave 'arms' out");
  EXPECT_EQ(first_error("units:\n  - {name: Colt, kind: western-artillery, arms: [gun, gatling]}\n", Campaign::boxer_rebellion, Allegiance::imperial),
            "force.yaml:2:55: an artillery crew serves one piece, not a gatling besides | write one of 'gun' or 'gatling'");
  // Lances are the lancer troop's, armed by the text.
  EXPECT_EQ(first_error("units:\n  - {name: 9th, kind: british-cavalry, arms: [lance]}\n", Campaign::indian_mutiny, Allegiance::imperial),
            "force.yaml:2:47: British cavalry with lances are a lancer troop, armed by the text | write 'lancers: yes' and leave 'arms' out");
  EXPECT_EQ(first_error("units:\n  - {name: Ansar, kind: native-tribe, arms: [lance]}\n", Campaign::sudan_1885),
            "force.yaml:2:46: the text gives lances only to a lancer troop of British or loyal Indian cavalry and to mutineer cavalry, not to Native tribe "
            "| a native horseman's or footman's spear is 'spear'");
  EXPECT_EQ(first_error("units:\n  - {name: Riders, kind: primitive-native-cavalry, arms: [bow, spear, bow]}\n", Campaign::sudan_1885),
            "force.yaml:2:71: 'bow' is listed twice | list each weapon once");
  // Nothing refused is kept: the unit falls back on its kind's arms.
  const Read refused = read_list("units:\n  - {name: Guns, kind: british-artillery, arms: [gatling]}\n", Campaign::indian_mutiny, Allegiance::imperial);
  ASSERT_EQ(refused.errors.size(), 1u);
}

TEST(TsatfForceReader, EveryKindsOwnArmsPassTheirCheck) {
  for (UnitKind kind : all_unit_kinds)
    for (bool lancers : {false, true}) {
      if (lancers && may_be_lancers(kind)) continue;  // a lancer troop's arms are the text's, never written
      const auto problems = arms_problems(kind, default_arms(kind, lancers));
      EXPECT_TRUE(problems.empty()) << key_of(kind) << ": " << (problems.empty() ? "" : problems.front().message);
    }
}

TEST(TsatfForceReader, UnitsNeedOneNameEach) {
  EXPECT_EQ(first_error("units:\n  - {name: Tigers, kind: boxer-tigermen}\n  - {name: Tigers, kind: boxer-riflemen}\n"),
            "force.yaml:3:5: two units are called 'Tigers' | give every unit its own name: rosters and the camel list find units by name");
  EXPECT_EQ(first_error("units:\n  - {kind: boxer-tigermen}\n"), "force.yaml:2:5: this unit has no name | give it one: 'name: Tigers 1'");
  EXPECT_EQ(first_error("units:\n  - Tigers\n"),
            "force.yaml:2:5: a unit should be a mapping with 'name' and 'kind', found 'Tigers' | write e.g. '- {name: Tigers 1, kind: boxer-tigermen}'");
  EXPECT_EQ(first_error("units: []\n"), "force.yaml:1:8: 'units' should be a list of units, found a list | write a '- name: ...' block per unit");
}

TEST(TsatfForceReader, ANameOfTheWrongShapeIsToldOnce) {
  // Told where the name stands; "this unit has no name" after it would tell the same mistake again.
  const auto read = read_list("units:\n  - {name: [1, 2], kind: boxer-tigermen}\n");
  ASSERT_EQ(read.errors.size(), 1u) << ::testing::PrintToString(read.errors);
  EXPECT_NE(read.errors[0].find("force.yaml:2:12: 'name' should be a piece of text, not a list"), std::string::npos) << read.errors[0];
}

std::vector<std::string> organisation_errors(const std::string& yaml, Organisations* out = nullptr) {
  Diagnostics d;
  const Organisations read = read_organisations(field(yaml, "organisation"), d);
  if (out) *out = read;
  return texts(d);
}

TEST(TsatfForceReader, TheScenarioChangesOnlyTheRulebooksOrganisation) {
  Organisations read;
  EXPECT_TRUE(organisation_errors("organisation:\n  british-infantry: {rank-and-file: 16, leaders: 1}\n  chinese-artillery: {rank-and-file: 6}\n", &read).empty());
  EXPECT_EQ(read.of(UnitKind::british_infantry), (Organisation{16, 1}));
  EXPECT_EQ(read.of(UnitKind::chinese_artillery), (Organisation{6, 1}));
  EXPECT_EQ(read.of(UnitKind::sepoy_infantry), (Organisation{20, 2}));
  const auto errors = organisation_errors("organisation:\n  boxer-tigermen: {rank-and-file: 16}\n");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0],
            "force.yaml:2:3: the text organises Boxer Tigermen: 20 rank and file and one leader | only the rulebook's kinds can change: "
            "british-infantry, loyal-indian-infantry, sepoy-infantry, british-artillery, mutineer-artillery, western-infantry, western-artillery, "
            "chinese-artillery, native-tribe");
  const auto too_big = organisation_errors("organisation:\n  native-tribe: {rank-and-file: 60}\n");
  ASSERT_EQ(too_big.size(), 1u);
  EXPECT_EQ(too_big[0], "force.yaml:2:33: 'rank-and-file' is 60, outside what the rules allow | use a number from 1 to 40");
}

TEST(TsatfForceReader, TheRatiosBaseIsCheckedWhereItIsWritten) {
  Diagnostics d;
  const auto r = read_ratio_request(field("ratio: {infantry: 3, cavalry: no}\n", "ratio"), Campaign::boxer_rebellion, d);
  EXPECT_FALSE(r);
  EXPECT_EQ(texts(d), std::vector<std::string>{"force.yaml:1:19: the Western force should have at least 4 infantry units, not 3 | give 4 to 12 Western infantry units"});
  Diagnostics good;
  const auto five = read_ratio_request(field("ratio: {infantry: 5, artillery: no}\n", "ratio"), Campaign::boxer_rebellion, good);
  ASSERT_TRUE(five);
  EXPECT_EQ(five->base, 5);
  EXPECT_TRUE(five->cavalry);
  EXPECT_FALSE(five->artillery);
  Diagnostics sudan;
  EXPECT_FALSE(read_ratio_request(field("ratio: {infantry: 5}\n", "ratio"), Campaign::sudan_1885, sudan));
  EXPECT_EQ(texts(sudan).front(),
            "force.yaml:1:19: The Sudan, 1885 has no ratios of opposing forces in muster's text | give each side's forces as counts of units or as a list of units");
}

TEST(TsatfForceReader, CountsOfKindsForAGameWithoutRatios) {
  Diagnostics d;
  const auto counts = read_unit_counts(field("units: {british-infantry: 4, imperial-camels: 1}\n", "units"), Campaign::sudan_1885, Allegiance::imperial, d);
  ASSERT_TRUE(counts);
  EXPECT_EQ(*counts, (std::vector<KindCount>{{UnitKind::british_infantry, 4}, {UnitKind::imperial_camels, 1}}));
  Diagnostics wrong;
  EXPECT_FALSE(read_unit_counts(field("units: {british-infantry: 4, native-tribe: 2}\n", "units"), Campaign::sudan_1885, Allegiance::imperial, wrong));
  EXPECT_EQ(texts(wrong).front(),
            "force.yaml:1:30: Native tribe units fight on the native side, not the imperial | this side's kinds: british-infantry, british-cavalry, "
            "british-artillery, imperial-camels");
}


class TsatfForceFile : public testing::TempFolderTest {};

TEST_F(TsatfForceFile, AListInAFileBesideTheScenarioIsCheckedAtItsOwnLines) {
  const std::filesystem::path& folder = dir_;
  std::ofstream(folder / "boxers.yaml") << "units:\n  - {name: Tigers, kind: boxer-tigermen}\n  - {name: Fists, kind: boxer-riflemen, leaders: 3}\n";
  Diagnostics d;
  const auto force = read_force_list(field("units: boxers.yaml\n", "units"), (folder / "scenario.yaml").string(), Campaign::boxer_rebellion,
                                     Allegiance::native, Organisations{}, d);
  ASSERT_TRUE(force);
  EXPECT_EQ(force->units.size(), 2u);
  const auto errors = texts(d);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], (folder / "boxers.yaml").string() +
                           ":3:50: unit 'Fists' has 3 leaders; Boxer riflemen units are 20 rank and file and one leader (the text's organisation) "
                           "| write 'leaders: 1' or leave it out");
}

TEST_F(TsatfForceFile, AMissingFileIsToldAtTheScenariosUnits) {
  Diagnostics d;
  const auto force = read_force_list(field("units: some-file.yaml\n", "units"), (dir_ / "scenario.yaml").string(), Campaign::boxer_rebellion,
                                     Allegiance::native, Organisations{}, d);
  EXPECT_FALSE(force);
  EXPECT_EQ(texts(d), std::vector<std::string>{"force.yaml:1:8: cannot find the force file 'some-file.yaml' | paths are relative to the scenario file's folder; check the spelling"});
}

TEST(TsatfForceReader, UnitsNamedUnfamiliarWithCamelsAreCheckedAgainstBothForces) {
  const Force british = build_force({{UnitKind::british_cavalry, 2}, {UnitKind::imperial_camels, 1}}, Campaign::sudan_1885, Allegiance::imperial, {});
  const Force dervishes = build_force({{UnitKind::primitive_native_cavalry, 1}}, Campaign::sudan_1885, Allegiance::native, {});
  Diagnostics d;
  const auto named = read_named_unfamiliar(field("unfamiliar: [\"2nd Troop, 19th Hussars\", Primitive native cavalry 1]\n", "unfamiliar"), british, dervishes, d);
  ASSERT_TRUE(named);
  EXPECT_EQ(*named, (std::vector<std::string>{"2nd Troop, 19th Hussars", "Primitive native cavalry 1"}));
  Diagnostics wrong;
  EXPECT_FALSE(read_named_unfamiliar(field("unfamiliar:\n  - 1st Troop, 19th Hussars\n  - Imperial camels 1\n", "unfamiliar"), british, dervishes, wrong));
  EXPECT_EQ(texts(wrong), std::vector<std::string>{"force.yaml:3:5: no cavalry unit on horses is called 'Imperial camels 1' "
                                                   "| name cavalry units on horses, e.g. '1st Troop, 19th Hussars'"});
  Diagnostics scalar;
  EXPECT_FALSE(read_named_unfamiliar(field("unfamiliar: yes\n", "unfamiliar"), british, dervishes, scalar));
  EXPECT_EQ(texts(scalar).front().substr(0, 80), "force.yaml:1:13: the units unfamiliar with camels should be a list of unit names");
}

}  // namespace
}  // namespace muster::tsatf
