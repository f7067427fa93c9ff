// Whatever muster writes for The Sword and the Flame, it reads back: every
// shipped scenario rolled over many seeds, and a scenario whose every name is
// as long as muster takes and full of what YAML treats specially, written as
// `muster roll` writes the record and read as `muster render` reads it, must
// give the same record again.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "app/pipeline.hpp"
#include "muster_paths.hpp"
#include "support/temp_folder.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> shipped_tsatf_scenarios() {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(fs::path(MUSTER_SOURCE_DIR) / "scenarios"))
    if (entry.path().filename().string().starts_with("tsatf-") && entry.path().extension() == ".yaml") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

// The record written, read back and written again, for `seeds` rolls of the scenario in `text`.
void expect_records_read_back(const std::string& text, const std::string& file, int seeds) {
  const auto scenario = app::load_scenario_text(text, file);
  for (int n = 1; n <= seeds; ++n) {
    const std::uint64_t seed = static_cast<std::uint64_t>(n) * 2654435761u;
    const std::string written = app::record_text(*scenario->roll(seed));
    std::unique_ptr<RolledSetup> again;
    try {
      again = app::load_record_text(written, "setup.yaml");
    } catch (const InputError& e) {
      FAIL() << file << " seed " << seed << ": " << e.diagnostics().front().message << "\n" << written;
    }
    ASSERT_EQ(app::record_text(*again), written) << file << " seed " << seed;
  }
}

TEST(TsatfRecordRoundTrip, EveryShippedScenarioOverManySeeds) {
  const auto files = shipped_tsatf_scenarios();
  ASSERT_GE(files.size(), 3u);
  for (const fs::path& file : files) expect_records_read_back(testing::slurp(file), file.string(), 150);
}

// `length` characters, none of them plain: quotes, YAML's indicators, a backslash, letters beyond ASCII.
std::string awkward(std::size_t length, char tag) {
  static const std::vector<std::string> pool = {"'", "\"", ": ", "#", "{", "}", "[", "]", ",", "&", "*", "!", "%", "@", "`", "|", ">", "\\", "é", "—", "·", "ß", "?", "-"};
  std::vector<std::string> characters = {std::string(1, tag)};
  for (std::size_t i = 0; characters.size() < length; ++i) {
    const std::string& piece = pool[(i * 7 + static_cast<std::size_t>(tag)) % pool.size()];
    if (piece == ": " && characters.size() + 2 > length) continue;
    if (piece == ": ") characters.insert(characters.end(), {":", " "});
    else characters.push_back(piece);
  }
  std::string text;
  for (const std::string& c : characters) text += c;
  if (text.back() == ' ') text.back() = 'z';
  return text;
}

// In single quotes, as a user might write it: a quote inside is doubled.
std::string quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("''") : std::string(1, c);
  return out + "'";
}

TEST(TsatfRecordRoundTrip, NamesAsLongAsMusterTakesAndFullOfYamlsSigns) {
  const std::string hussars = awkward(48, 'H'), camels = awkward(48, 'C'), tribe = awkward(48, 'T'), horse = awkward(48, 'R');
  const std::string text =
      "muster: 1\nname: " + quoted(awkward(80, 'N')) +
      "\nruleset: tsatf\ncampaign: sudan-1885\n"
      "terrain:\n  placed:\n"
      "    - {kind: hill, label: " + quoted(awkward(60, 'L')) + ", centre: [20in, 24in], size: [10in, 8in]}\n"
      "    - {kind: river, label: " + quoted(awkward(60, 'W')) + ", points: [[0in, 30in], [72in, 34in]], fords: [{at: 20in, length: 3in}]}\n"
      "sides:\n"
      "  British:\n    name: " + quoted(awkward(32, 'B')) + "\n    units:\n"
      "      - {name: " + quoted(hussars) + ", kind: british-cavalry}\n"
      "      - {name: " + quoted(camels) + ", kind: imperial-camels}\n"
      "      - {name: " + quoted(awkward(48, 'I')) + ", kind: british-infantry, arms: [rifle, sword], formation: open-order}\n"
      "  Dervishes:\n    name: " + quoted(awkward(32, 'D')) + "\n    units:\n"
      "      - {name: " + quoted(tribe) + ", kind: native-tribe}\n"
      "      - {name: " + quoted(horse) + ", kind: primitive-native-cavalry, arms: [bow, spear]}\n"
      "unfamiliar-with-camels: [" + quoted(hussars) + ", " + quoted(horse) + "]\n";
  expect_records_read_back(text, "awkward.yaml", 40);
  // And the names come back as written.
  const auto scenario = app::load_scenario_text(text, "awkward.yaml");
  const std::string written = app::record_text(*scenario->roll(7));
  const auto again = app::load_record_text(written, "setup.yaml");
  EXPECT_EQ(app::record_text(*again), written);
  std::string escaped;  // as the record writes it, in double quotes
  for (char c : hussars) escaped += c == '"' || c == '\\' ? std::string{'\\', c} : std::string(1, c);
  EXPECT_NE(written.find("{name: \"" + escaped + "\", kind: british-cavalry"), std::string::npos) << written;
}

}  // namespace
}  // namespace muster
