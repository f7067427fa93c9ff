// The same scenario and seed give the same bytes: every shipped scenario's records over many
// seeds and its whole packs at two seeds, held against the SHA-256 sums kept in tests/golden/.
// A change that is meant to change output rewrites them, and the diff of those files shows
// what changed:
//
//   MUSTER_GOLDEN=update build/muster_tests --gtest_filter='ByteIdentity*'
//
// Records written by this version are kept too (tests/golden/records/), so that a later
// muster is held to rendering them, byte for byte, into the packs their sums describe.
#include <gtest/gtest.h>

#include <sodium.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "app/pipeline.hpp"
#include "support/cli.hpp"
#include "support/shipped_scenarios.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;

const fs::path golden = MUSTER_SOURCE_DIR "/tests/golden";
constexpr int record_seeds = 40;
const std::vector<std::string> pack_seeds = {"7", "1914"};

bool updating() {
  const char* mode = std::getenv("MUSTER_GOLDEN");
  return mode != nullptr && std::string(mode) == "update";
}

std::string sha256(const std::string& bytes) {
  unsigned char sum[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(sum, reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
  static constexpr char hex[] = "0123456789abcdef";
  std::string text;
  for (unsigned char byte : sum) {
    text += hex[byte >> 4];
    text += hex[byte & 15];
  }
  return text;
}

std::vector<std::string> shipped_scenarios() { return muster::testing::shipped_scenario_names(); }

// "key sum" lines, sorted by key.
using Sums = std::map<std::string, std::string>;

Sums read_sums(const fs::path& file) {
  Sums sums;
  std::ifstream in(file);
  std::string key, sum;
  while (in >> key >> sum) sums[key] = sum;
  return sums;
}

void write_sums(const fs::path& file, const Sums& sums) {
  fs::create_directories(file.parent_path());
  std::ofstream out(file);
  for (const auto& [key, sum] : sums) out << key << ' ' << sum << '\n';
}

// Each key's sum against the kept one, every difference named; or, when updating, kept.
void expect_kept(const fs::path& file, const Sums& made) {
  if (updating()) {
    write_sums(file, made);
    return;
  }
  const Sums kept = read_sums(file);
  ASSERT_FALSE(kept.empty()) << file << " is missing: run with MUSTER_GOLDEN=update once";
  for (const auto& [key, sum] : made) {
    const auto found = kept.find(key);
    if (found == kept.end()) ADD_FAILURE() << key << " is not in " << file.filename() << ": run with MUSTER_GOLDEN=update if it is new";
    else EXPECT_EQ(sum, found->second) << key << " changed";
  }
  for (const auto& [key, sum] : kept)
    if (!made.count(key)) ADD_FAILURE() << key << " is kept in " << file.filename() << " but no longer made";
}

TEST(ByteIdentity, RecordsOfEveryShippedScenarioOverManySeeds) {
  Sums sums;
  for (const auto& scenario : shipped_scenarios()) {
    const auto loaded = app::load_scenario(MUSTER_SOURCE_DIR "/scenarios/" + scenario);
    for (int seed = 1; seed <= record_seeds; ++seed)
      sums[scenario + "@" + std::to_string(seed)] = sha256(app::record_text(*loaded->roll(static_cast<std::uint64_t>(seed))));
  }
  expect_kept(golden / "records.sha256", sums);
}

class ByteIdentityCli : public testing::CliTest {
 protected:
  // Every file of a pack folder, by "scenario@seed/file".
  void sum_pack(const std::string& label, const fs::path& folder, Sums& sums) const {
    for (const auto& entry : fs::directory_iterator(folder)) sums[label + "/" + entry.path().filename().string()] = sha256(testing::slurp(entry.path()));
  }
};

TEST_F(ByteIdentityCli, PacksOfEveryShippedScenario) {
  Sums sums;
  for (const auto& scenario : shipped_scenarios())
    for (const auto& seed : pack_seeds) {
      const auto r = run("generate " MUSTER_SOURCE_DIR "/scenarios/" + scenario + " --seed " + seed + " --out pack");
      ASSERT_EQ(r.code, 0) << scenario << " " << r.err;
      sum_pack(scenario + "@" + seed, dir_ / "pack", sums);
      if (updating() && seed == pack_seeds.front()) {
        fs::create_directories(golden / "records");
        fs::copy_file(dir_ / "pack/setup.yaml", golden / "records" / scenario, fs::copy_options::overwrite_existing);
      }
      fs::remove_all(dir_ / "pack");
    }
  expect_kept(golden / "packs.sha256", sums);
}

// Records kept from an earlier muster render into the packs it printed from them.
TEST_F(ByteIdentityCli, KeptRecordsStillRenderIntoTheSamePacks) {
  if (updating()) GTEST_SKIP() << "the kept records are being written";
  const Sums kept = read_sums(golden / "packs.sha256");
  int rendered = 0;
  for (const auto& entry : fs::directory_iterator(golden / "records")) {
    const std::string scenario = entry.path().filename().string();
    fs::copy_file(entry.path(), dir_ / "setup.yaml", fs::copy_options::overwrite_existing);
    const auto r = run("render setup.yaml --out pack");
    ASSERT_EQ(r.code, 0) << scenario << " " << r.err;
    Sums made;
    sum_pack(scenario + "@" + pack_seeds.front(), dir_ / "pack", made);
    for (const auto& [key, sum] : made) {
      const auto found = kept.find(key);
      ASSERT_NE(found, kept.end()) << key;
      EXPECT_EQ(sum, found->second) << key << " rendered from the kept record differs";
    }
    fs::remove_all(dir_ / "pack");
    ++rendered;
  }
  EXPECT_EQ(rendered, static_cast<int>(shipped_scenarios().size()));
}

}  // namespace
}  // namespace muster
