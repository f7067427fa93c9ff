// Secrets, attacked. The player here holds the scenario file, muster, the
// table's sheets and every sheet of his own side, and wants the enemy's hidden
// setup. Every rule set in the registry is attacked through its shipped
// example scenarios, so a new rule set is covered the day it is registered.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>

#include "muster_paths.hpp"
#include "app/pipeline.hpp"
#include "core/seed.hpp"
#include "render/writers.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/ruleset.hpp"
#include "support/cli.hpp"
#include "support/layout_checks.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> example_scenarios(const std::string& ruleset_id) {
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(MUSTER_SOURCE_DIR "/scenarios"))
    if (entry.path().filename().string().rfind(ruleset_id + "-", 0) == 0 && entry.path().extension() == ".yaml")
      files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

// Every file of a pack as the bytes a printer or a PDF reader would get.
std::map<std::string, std::pair<Audience, std::string>> printed(const RolledSetup& setup) {
  const auto& fonts = testing::test_fonts();
  // A folder per test: ctest runs tests side by side.
  const fs::path dir = fs::temp_directory_path() / ("muster-secrets-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
  fs::create_directories(dir);
  std::map<std::string, std::pair<Audience, std::string>> files;
  for (const auto& file : setup.lay_out(fonts.measurer())) {
    render::write_pdf(file.document, dir / file.name, fonts, {"muster", setup.scenario_name()});
    files[file.name] = {file.audience, testing::slurp(dir / file.name)};
  }
  return files;
}

std::string footer_check_code(const layout::Document& document) {
  const std::string label = "  ·  pack ";
  std::string code;
  for (const auto& item : document.pages.front().items)
    if (const auto* text = std::get_if<layout::Text>(&item.shape); text && text->text.find(label) != std::string::npos)
      code = text->text.substr(text->text.find(label) + label.size(), 6);
  return code;
}

std::array<std::uint8_t, 16> another_key() {
  std::array<std::uint8_t, 16> key{};
  for (std::size_t i = 0; i < key.size(); ++i) key[i] = static_cast<std::uint8_t>(0xA5 ^ (i * 37));
  return key;
}

// Computed apart from muster: Python's hashlib.blake2b, 16-byte digest, of
// "muster pack check", a NUL, the seed's 8 bytes little-endian, 8 zeros and the name.
TEST(Secrets, TheCheckCodeIsAKeyedHashOfTheSeed) {
  EXPECT_EQ(pack_check_code("The Liquor Store", 1863), "d2ce9e");
  EXPECT_NE(pack_check_code("The Liquor Store", 1864), "d2ce9e");
}

TEST(Secrets, EveryRuleSetShipsAScenarioToAttack) {
  for (const Ruleset* ruleset : all_rulesets()) EXPECT_FALSE(example_scenarios(ruleset->id()).empty()) << ruleset->id();
}

// A side's files are computed from public dice and its own key alone: give the
// enemy another key (another hidden setup) and not one byte a side holds moves,
// so nothing it holds can tell it which hidden setup the enemy has. The
// enemy's own files do move, so the swap is real.
// How many files held only by a side changed when that side's key was replaced; every file a side
// holds must not change when the enemy's key is.
int enemy_files_changed_by_keys(const LoadedScenario& scenario, const std::string& path, const Streams& real) {
  const auto setup = scenario.roll(real);
  const auto files = printed(*setup);
  int changed = 0;
  for (const std::string& side : setup->side_keys())
    for (const std::string& enemy : setup->side_keys()) {
      if (enemy == side) continue;
      const auto other = printed(*scenario.roll(real.with_side_key(enemy, another_key())));
      for (const auto& [name, file] : files) {
        const auto& [audience, bytes] = file;
        if (audience.held_by_side(side))
          EXPECT_TRUE(bytes == other.at(name).second) << path << ": " << side << " holds " << name << ", which depends on " << enemy << "'s secrets";
        else if (audience.held_by_side(enemy) && bytes != other.at(name).second)
          ++changed;
      }
    }
  return changed;
}

TEST(Secrets, NothingASideHoldsDependsOnTheEnemysSecrets) {
  for (const Ruleset* ruleset : all_rulesets()) {
    // Some scenarios keep nothing secret (a State of War game between two players: the scenario states both
    // forces and every die is rolled at the table), but some shipped scenario of every rule set does: if no
    // key changes anything there, the keys are not used at all. A second seed guards against a secret die
    // that happened to come up the same.
    int enemy_files_changed = 0;
    for (const std::string& path : example_scenarios(ruleset->id())) {
      const auto scenario = app::load_scenario(path);
      for (std::uint64_t seed : {0x6A09E667F3BCC908ULL, 0xBB67AE8584CAA73BULL}) {
        const int changed = enemy_files_changed_by_keys(*scenario, path, Streams(seed));
        enemy_files_changed += changed;
        if (changed > 0) break;
      }
    }
    // A rule set that keeps no secrets (The Sword and the Flame: everything is known to both sides) must not
    // draw from the keys at all; one that keeps them must use them somewhere.
    if (ruleset->keeps_secrets())
      EXPECT_GT(enemy_files_changed, 0) << ruleset->id() << ": no side's key changed anything of that side's own files";
    else
      EXPECT_EQ(enemy_files_changed, 0) << ruleset->id() << ": says it keeps no secrets, yet a side's key changed its files";
  }
}

// The attack that worked on muster 0.1: read the pack check code off one's own
// footer, try every seed in the space fresh seeds came from (1 to 999,999),
// keep those whose code matches and whose roll prints one's own briefing to
// the byte, and roll the enemy's setup from it.
std::optional<std::uint64_t> brute_force(const LoadedScenario& scenario, const std::string& side, const std::string& code,
                                         const std::string& own_briefing, std::uint64_t last_seed) {
  for (std::uint64_t seed = 0; seed <= last_seed; ++seed) {
    if (pack_check_code(scenario.header().name, seed) != code) continue;
    if (printed(*scenario.roll(seed)).at(side + ".pdf").second == own_briefing) return seed;
  }
  return std::nullopt;
}

struct Attack {
  std::string code;
  std::string briefing;
};

Attack what_usa_holds(const LoadedScenario& scenario, std::uint64_t seed) {
  const auto setup = scenario.roll(seed);
  const auto& fonts = testing::test_fonts();
  for (const auto& file : setup->lay_out(fonts.measurer()))
    if (file.name == "USA.pdf") return {footer_check_code(file.document), printed(*setup).at("USA.pdf").second};
  return {};
}

TEST(Secrets, ASmallSeedFallsToTryingEverySeedWhichIsWhyMusterWarns) {
  const auto scenario = app::load_scenario(MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml");
  const auto held = what_usa_holds(*scenario, 4242);
  ASSERT_EQ(held.code.size(), 6u);
  EXPECT_EQ(brute_force(*scenario, "USA", held.code, held.briefing, 20000), std::optional<std::uint64_t>(4242));
}

TEST(Secrets, AFreshSeedSurvivesTheSameAttack) {
  const auto scenario = app::load_scenario(MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml");
  const std::uint64_t seed = fresh_seed();
  ASSERT_FALSE(seed_is_searchable(seed));
  const auto held = what_usa_holds(*scenario, seed);
  EXPECT_EQ(brute_force(*scenario, "USA", held.code, held.briefing, 999999), std::nullopt);
}

// The seed, in any form, is printed on the umpire's sheets and nowhere else:
// not in a text, not in the metadata, not in any raw object of a PDF.
using SecretsCli = testing::CliTest;

TEST_F(SecretsCli, TheSeedIsOnTheUmpiresSheetsOnly) {
  for (const Ruleset* ruleset : all_rulesets())
    for (const std::string& path : example_scenarios(ruleset->id())) {
      const auto r = run("generate " + path + " --out pack");
      ASSERT_EQ(r.code, 0) << r.err;
      const std::string record = testing::slurp(dir_ / "pack" / "setup.yaml");
      const auto at = record.find("\nseed: ");
      ASSERT_NE(at, std::string::npos);
      const std::string code = record.substr(at + 7, record.find('\n', at + 7) - at - 7);
      const std::uint64_t seed = *parse_seed(code);
      ASSERT_FALSE(seed_is_searchable(seed)) << "a fresh seed must be too large to search";
      std::string bare = code;
      bare.erase(std::remove(bare.begin(), bare.end(), '-'), bare.end());
      const std::vector<std::string> forms = {code, bare, std::to_string(seed), seed_text(seed)};
      for (const auto& file : fs::directory_iterator(dir_ / "pack")) {
        const std::string name = file.path().filename().string();
        if (file.path().extension() != ".pdf") continue;
        const std::string everything = tool("qpdf --qdf --object-streams=disable pack/" + name + " -") + tool("pdftotext pack/" + name + " -") +
                                       tool("pdfinfo pack/" + name);
        std::string lower = everything;
        std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        for (std::string form : forms) {
          std::transform(form.begin(), form.end(), form.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
          if (name == "umpire.pdf") continue;
          EXPECT_EQ(lower.find(form), std::string::npos) << path << ": " << name << " carries the seed as " << form;
        }
        if (name == "umpire.pdf") {
          EXPECT_NE(everything.find(code), std::string::npos) << "the umpire needs the seed to print the pack again";
        }
      }
      fs::remove_all(dir_ / "pack");
    }
}

TEST_F(SecretsCli, ASeedSomeoneCouldFindIsWarnedAbout) {
  const std::string scenario = MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml";
  auto r = run("roll " + scenario + " --seed 1863 --out small");
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.err.find("warning: seed 1863 is small enough to find by trying every seed"), std::string::npos) << r.err;
  r = run("roll " + scenario + " --out fresh");
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.err, "");
  write("fixed.yaml", "ruleset: tsr\nseed: 7K3QM-X9WR-TB2D\n");
  r = run("roll fixed.yaml --out fixed");
  EXPECT_NE(r.err.find("is written in the scenario file"), std::string::npos) << r.err;
  EXPECT_TRUE(fs::exists(dir_ / "fixed" / "setup.yaml"));
}

TEST_F(SecretsCli, SeedsAreTypedAsCodesOrNumbersAndNothingElse) {
  const std::string scenario = MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml";
  auto r = run("generate " + scenario + " --seed 7k3qm-x9wr-tb2d");
  EXPECT_EQ(r.code, 0) << r.err;
  const std::string folder = "the-liquor-store-" + pack_check_code("The Liquor Store", *parse_seed("7K3QM-X9WR-TB2D"));
  EXPECT_TRUE(fs::exists(dir_ / "output" / folder / "setup.yaml")) << "the pack folder is named by its check code, not its seed";
  EXPECT_NE(r.out.find("--seed 7K3QM-X9WR-TB2D"), std::string::npos) << r.out;
  for (const char* bad : {"-1", "18446744073709551616", "7K3QM-X9WR-TB2", "ZZZZZ-ZZZZ-ZZZZ", "1863x"}) {
    r = run("roll " + scenario + " --seed " + bad + " --out bad");
    EXPECT_EQ(r.code, 2) << bad;
    EXPECT_FALSE(fs::exists(dir_ / "bad")) << bad;
  }
}

}  // namespace
}  // namespace muster
