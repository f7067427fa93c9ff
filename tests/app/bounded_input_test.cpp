// Input muster refuses before it can cost time or memory: a FIFO, a file far
// larger than any scenario, the worst YAML of a size it reads, thousands of
// problems; long lines shown in part; and memory that runs out all the same.
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

// AddressSanitizer reserves terabytes of address space: a limit on it stops an instrumented muster at once.
#if defined(__SANITIZE_ADDRESS__)
#define MUSTER_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MUSTER_UNDER_ASAN 1
#endif
#endif
#ifdef MUSTER_UNDER_ASAN
#define SKIP_UNDER_ASAN() GTEST_SKIP() << "a limit on address space stops AddressSanitizer"
#else
#define SKIP_UNDER_ASAN() (void)0
#endif

// `unit` repeated to fill a file of the largest size muster reads, between `head` and `tail`.
std::string filled(const std::string& head, const std::string& unit, const std::string& tail = "") {
  std::string text = head;
  while (text.size() + unit.size() + tail.size() <= spec::most_file_bytes) text += unit;
  return text + tail;
}

// A 4 MiB file of "x: [,,,...]" took 2 GiB and 18 s to refuse and ended in std::bad_alloc under
// 800 MB; those of aliases and of nesting never closed cost as much. Now each is refused, at the
// place where muster stopped reading, under a quarter of that. (Each starts "muster: 1", so that
// it is taken for a scenario and read as YAML.) A file of no muster key is looked through line by
// line for one, a near miss too: a single 4 MiB line took 430 MiB and 13 s to compare with the keys.
TEST_F(BoundedInput, TheWorstFilesOfAReadableSizeAreRefusedInLittleMemory) {
  SKIP_UNDER_ASAN();
  write("commas.yaml", filled("muster: 1\nx: [", ",", "]\n"));
  write("aliases.yaml", filled("muster: 1\na: &a [1, 2, 3]\nx: [", "*a,", "*a]\n"));
  write("nesting.yaml", filled("muster: 1\nx: ", "["));
  write("one-key.yaml", filled("", "k", ": 1\n"));
  const std::string limited = "ulimit -v 262144 &&";
  const auto commas = run_under(limited, "check commas.yaml");
  EXPECT_EQ(commas.code, 2);
  EXPECT_NE(commas.err.find("commas.yaml:2:200000: error: this file holds more than 200000 values\n"), std::string::npos) << commas.err;
  const auto aliases = run_under(limited, "generate aliases.yaml --out pack");
  EXPECT_EQ(aliases.code, 2);
  EXPECT_NE(aliases.err.find("aliases.yaml:3:149996: error: this file holds more than 200000 values with the 4 that '*a' repeats\n"), std::string::npos)
      << aliases.err;
  const auto nesting = run_under(limited, "check nesting.yaml");
  EXPECT_EQ(nesting.code, 2);
  EXPECT_NE(nesting.err.find("nesting.yaml:2:4: error: more than 128 KiB of YAML follows this value before another is whole\n"), std::string::npos)
      << nesting.err;
  const auto one_key = run_under(limited, "check one-key.yaml");
  EXPECT_EQ(one_key.code, 2);
  EXPECT_NE(one_key.err.find("one-key.yaml: error: 'one-key.yaml' is not a muster scenario: no line starts with one of its keys"), std::string::npos)
      << one_key.err.substr(0, 400);
  EXPECT_FALSE(std::filesystem::exists(dir_ / "pack"));
}

// Within its bounds a file still takes some memory to read. Where a run has less, the user
// hears which file and why, as for any bad input; it was "muster: error: std::bad_alloc".
TEST_F(BoundedInput, MemoryThatRunsOutWhileReadingIsTheFilesProblem) {
  SKIP_UNDER_ASAN();
  write("long.yaml", filled("muster: 1\nname: Long\nruleset: sow\nnotes:\n", "  - twenty letters or so\n"));
  const auto result = run_under("ulimit -v 49152 &&", "generate long.yaml --seed 3 --out pack");
  EXPECT_EQ(result.code, 2);
  EXPECT_EQ(result.err,
            "long.yaml: error: muster ran out of memory reading this file\n"
            "  hint: reading a file of the largest size muster takes needs about 64 MiB, which this run could not have (see 'ulimit -v'); "
            "or this is not the file you meant\n"
            "nothing was written.\n");
  EXPECT_FALSE(std::filesystem::exists(dir_ / "pack"));
  // With the memory it needs, the same file is read, and its mistake told.
  const auto unlimited = run("check long.yaml");
  EXPECT_EQ(unlimited.code, 2);
  EXPECT_NE(unlimited.err.find("long.yaml:4:1: error: unknown key 'notes'"), std::string::npos) << unlimited.err.substr(0, 400);
}

TEST_F(BoundedInput, ThousandsOfProblemsAreCountedNotListed) {
  std::string yaml = "muster: 1\nname: Many\nruleset: tsr\n";
  for (int i = 0; i < 5000; ++i) yaml += "wrong" + std::to_string(i) + ": 1\n";
  write("many.yaml", yaml);
  const auto result = run("check many.yaml");
  EXPECT_EQ(result.code, 2);
  EXPECT_NE(result.err.find("and 4950 more problems"), std::string::npos) << result.err.substr(0, 400);
  // The total counts those not listed: 5000, not the 51 lines shown.
  EXPECT_NE(result.err.find("\n5000 problems; nothing was written.\n"), std::string::npos) << result.err.substr(result.err.size() - 200);
}

TEST_F(BoundedInput, AnOrbatsProblemsAreListedOnceUpToTheLimit) {
  // `check` reads an orbat file through a scenario of its own: each problem once, so fifty are listed.
  std::string yaml = "name: Brigade\nleader: {name: Col. Smith}\nunits:\n";
  for (int i = 0; i < 70; ++i) yaml += "  - {name: Unit " + std::to_string(i) + ", type: infantry, wrong: 1}\n";
  write("brigade.yaml", yaml);
  const auto result = run("check --ruleset tsb brigade.yaml");
  EXPECT_EQ(result.code, 2);
  EXPECT_NE(result.err.find("and 20 more problems"), std::string::npos) << result.err.substr(result.err.size() - 300);
  EXPECT_NE(result.err.find("\n70 problems; nothing was written.\n"), std::string::npos) << result.err.substr(result.err.size() - 300);
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
