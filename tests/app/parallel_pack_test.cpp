// A pack drawn on several threads is byte for byte the pack drawn on one: every
// shipped scenario of every rule set, and page images. A file
// that fails stops the others and leaves nothing, and the pages drawn are
// counted across threads.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "muster_paths.hpp"
#include "app/pack_drawing.hpp"
#include "app/pipeline.hpp"
#include "core/diagnostic.hpp"
#include "support/layout_checks.hpp"
#include "support/temp_folder.hpp"

namespace muster::app {
namespace {

namespace fs = std::filesystem;

// The shipped scenarios of one rule set: scenarios/<id>-*.yaml.
std::vector<fs::path> shipped_scenarios(const std::string& ruleset) {
  std::vector<fs::path> found;
  for (const auto& entry : fs::directory_iterator(MUSTER_SOURCE_DIR "/scenarios"))
    if (entry.path().extension() == ".yaml" && entry.path().filename().string().rfind(ruleset + "-", 0) == 0) found.push_back(entry.path());
  std::sort(found.begin(), found.end());
  return found;
}

// As `muster generate` prints it: from the record it writes, read back.
std::unique_ptr<RolledSetup> rolled(const fs::path& scenario, std::uint64_t seed) {
  return load_record_text(record_text(*load_scenario(scenario.string())->roll(seed)), "setup.yaml");
}

class ParallelPack : public testing::TempFolderTest {
 protected:
  // The pack drawn on one thread and on four (more than this machine's cores, so that threads take turns mid-file).
  void expect_same_bytes(const fs::path& scenario, PackOutputs outputs = {}) {
    SCOPED_TRACE(scenario.filename().string());
    const auto setup = rolled(scenario, 5);
    const fs::path serial = dir_ / (scenario.stem().string() + "-serial"), parallel = dir_ / (scenario.stem().string() + "-parallel");
    outputs.threads = 1;
    const auto serial_result = write_pack(*setup, serial, std::nullopt, outputs);
    outputs.threads = 4;
    const auto parallel_result = write_pack(*setup, parallel, std::nullopt, outputs);
    EXPECT_EQ(parallel_result.files, serial_result.files);
    const auto serial_files = testing::files_in(serial), parallel_files = testing::files_in(parallel);
    ASSERT_EQ(parallel_files.size(), serial_files.size());
    for (const auto& [name, bytes] : serial_files) {
      const auto drawn = parallel_files.find(name);
      ASSERT_NE(drawn, parallel_files.end()) << name << " is missing from the parallel pack";
      EXPECT_TRUE(drawn->second == bytes) << name << " differs: " << drawn->second.size() << " bytes against " << bytes.size();
    }
    ++packs_compared;
  }

  void expect_same_bytes_for_ruleset(const std::string& ruleset) {
    for (const auto& scenario : shipped_scenarios(ruleset)) expect_same_bytes(scenario);
    EXPECT_GT(packs_compared, 0) << "no shipped scenario of " << ruleset;
  }

  int packs_compared = 0;
};

TEST_F(ParallelPack, EveryShippedScenarioIsOfARuleSetTestedHere) {
  const auto ids = ruleset_ids();
  for (const auto& entry : fs::directory_iterator(MUSTER_SOURCE_DIR "/scenarios")) {
    if (entry.path().extension() != ".yaml") continue;
    const std::string name = entry.path().filename().string();
    EXPECT_TRUE(std::any_of(ids.begin(), ids.end(), [&](const std::string& id) { return name.rfind(id + "-", 0) == 0; })) << name;
  }
  EXPECT_EQ(ids, (std::vector<std::string>{"tsr", "sbd", "tsb", "sow", "tsatf"})) << "a new rule set needs its test below";
}

TEST_F(ParallelPack, TsrPacksAreTheSameBytes) { expect_same_bytes_for_ruleset("tsr"); }
TEST_F(ParallelPack, SbdPacksAreTheSameBytes) { expect_same_bytes_for_ruleset("sbd"); }
TEST_F(ParallelPack, TsbPacksAreTheSameBytes) { expect_same_bytes_for_ruleset("tsb"); }
TEST_F(ParallelPack, SowPacksAreTheSameBytes) { expect_same_bytes_for_ruleset("sow"); }
TEST_F(ParallelPack, TsatfPacksAreTheSameBytes) { expect_same_bytes_for_ruleset("tsatf"); }

TEST_F(ParallelPack, PageImagesAreTheSameBytes) {
  PackOutputs images;
  images.png_dpi = 20;
  images.svg = true;
  expect_same_bytes(MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml", images);
}

TEST_F(ParallelPack, EveryPageDrawnIsCountedOnce) {
  const auto setup = rolled(MUSTER_SOURCE_DIR "/scenarios/sbd-wheatfield.yaml", 5);
  auto files = setup->lay_out(testing::test_fonts().measurer());
  PackOutputs images;
  images.png_dpi = 10;
  const long long total = pages_to_draw(files, images);
  StagedFolder staged(dir_ / "pack");
  ProgressLine line("drawing pages", false, stderr);
  SharedProgress progress(line, total);
  draw_pack_files(staged, files, images, testing::test_fonts(), {"muster", "test"}, 4, progress);
  EXPECT_EQ(progress.done(), total);
  EXPECT_GT(total, 40);
}

// A file that cannot be written ends the pack: that failure is the one reported, the
// other threads stop, and neither the pack nor its staging folder is left behind.
TEST_F(ParallelPack, AFailedFileStopsThePackAndLeavesNothing) {
  const auto setup = rolled(MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml", 5);
  auto files = setup->lay_out(testing::test_fonts().measurer());
  // The costliest document again, first in line, under a name no file can have.
  const auto map = std::find_if(files.begin(), files.end(), [](const PackFile& file) { return file.name == "map.pdf"; });
  ASSERT_NE(map, files.end());
  PackFile broken = *map;
  broken.name = "no-such-folder/map.pdf";
  files.insert(files.begin(), broken);
  fs::create_directories(dir_ / "out");
  try {
    StagedFolder staged(dir_ / "out" / "pack");
    ProgressLine line("drawing pages", false, stderr);
    SharedProgress progress(line, pages_to_draw(files, {}));
    draw_pack_files(staged, files, {}, testing::test_fonts(), {"muster", "test"}, 4, progress);
    FAIL() << "the pack was drawn whole";
  } catch (const std::runtime_error& error) {
    EXPECT_NE(std::string(error.what()).find("no-such-folder/map.pdf"), std::string::npos) << error.what();
  }
  EXPECT_TRUE(fs::is_empty(dir_ / "out")) << fs::directory_iterator(dir_ / "out")->path();
}

class DrawingThreads : public ::testing::Test {
 protected:
  void TearDown() override { ::unsetenv("MUSTER_JOBS"); }
};

TEST_F(DrawingThreads, AreAskedForOrSetInTheEnvironmentOrOnePerCore) {
  ::unsetenv("MUSTER_JOBS");
  const unsigned automatic = drawing_threads(std::nullopt);
  EXPECT_GE(automatic, 1u);
  EXPECT_LE(automatic, most_drawing_threads);
  ::setenv("MUSTER_JOBS", "1", 1);
  EXPECT_EQ(drawing_threads(std::nullopt), 1u);
  ::setenv("MUSTER_JOBS", "12", 1);
  EXPECT_EQ(drawing_threads(std::nullopt), 12u);
  EXPECT_EQ(drawing_threads(3), 3u) << "asked for outright, the environment does not count";
}

TEST_F(DrawingThreads, ANonsenseMusterJobsIsRefused) {
  for (const char* value : {"0", "two", "3x", "-1", "65"}) {
    ::setenv("MUSTER_JOBS", value, 1);
    try {
      drawing_threads(std::nullopt);
      ADD_FAILURE() << value << " was taken";
    } catch (const InputError& error) {
      EXPECT_EQ(error.diagnostics().front().message, std::string("MUSTER_JOBS is '") + value + "', not a number of threads from 1 to 64");
    }
  }
}

}  // namespace
}  // namespace muster::app
