// Input muster refuses before it can cost time or memory: a FIFO, a file far
// larger than any scenario, thousands of problems; and long lines shown in part.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <fstream>

#include "core/diagnostic.hpp"
#include "spec/yaml_node.hpp"
#include "support/cli.hpp"

namespace muster {
namespace {

using BoundedInput = testing::CliTest;

TEST_F(BoundedInput, AFifoIsRefusedRatherThanWaitedOn) {
  ASSERT_EQ(::mkfifo((dir_ / "pipe.yaml").c_str(), 0600), 0);
  const auto result = run("check pipe.yaml");
  EXPECT_EQ(result.code, 2);
  EXPECT_NE(result.err.find("'pipe.yaml' is not a regular file"), std::string::npos) << result.err;
}

TEST_F(BoundedInput, AHugeFileIsRefusedBeforeItIsRead) {
  std::ofstream(dir_ / "huge.yaml") << std::string(spec::most_file_bytes + 1, '#');
  const auto result = run("check huge.yaml");
  EXPECT_EQ(result.code, 2);
  EXPECT_NE(result.err.find("more than a scenario, orbat or record can be"), std::string::npos) << result.err;
}

TEST_F(BoundedInput, ThousandsOfProblemsAreCountedNotListed) {
  std::string yaml = "muster: 1\nname: Many\nruleset: tsr\n";
  for (int i = 0; i < 5000; ++i) yaml += "wrong" + std::to_string(i) + ": 1\n";
  write("many.yaml", yaml);
  const auto result = run("check many.yaml");
  EXPECT_EQ(result.code, 2);
  EXPECT_NE(result.err.find("and 4950 more problems"), std::string::npos) << result.err.substr(0, 400);
}

TEST_F(BoundedInput, ABoardTooBigToTileIsRefusedWithAWayOut) {
  write("vast.yaml", "muster: 1\nname: Vast\nruleset: tsr\nboard: {columns: 26, rows: 99}\n");
  const auto result = run("generate vast.yaml --seed 3 --out vast");
  EXPECT_EQ(result.code, 2);
  EXPECT_NE(result.err.find("sheets, more than the 300 muster tiles"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("map-tiles: no"), std::string::npos) << result.err;
  EXPECT_FALSE(std::filesystem::exists(dir_ / "vast"));
  // Without the sheets the same board prints.
  write("vast-untiled.yaml", "muster: 1\nname: Vast\nruleset: tsr\nboard: {columns: 26, rows: 99}\nprint: {map-tiles: no}\n");
  EXPECT_EQ(run("check vast-untiled.yaml").code, 0);
}

TEST(Diagnostics, ALongLineIsShownAroundItsColumn) {
  const std::string line = std::string(300, 'a') + "BAD" + std::string(300, 'b');
  const std::string text = format_diagnostic({{"f.yaml", 1, 301}, "broken", ""}, line);
  const auto shown = text.substr(text.find(" | ") + 3, text.find('\n', text.find(" | ")) - text.find(" | ") - 3);
  EXPECT_LE(shown.size(), 106u);
  EXPECT_NE(shown.find("BAD"), std::string::npos);
  // The caret stands under the B.
  const auto caret_line = text.substr(text.find('\n', text.find(" | ")) + 1);
  EXPECT_EQ(caret_line.find('^') - caret_line.find(" | ") - 3, shown.find("BAD"));
}

}  // namespace
}  // namespace muster
