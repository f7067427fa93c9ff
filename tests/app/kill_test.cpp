// muster interrupted as it happens on a real machine: killed at any moment,
// stopped by a signal, or run twice at once into one folder. Every time the
// folder holds exactly one whole pack, and nothing of muster's stays beside it.
#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <iostream>
#include <thread>

#include "muster_paths.hpp"
#include "core/staging_names.hpp"
#include "support/background_muster.hpp"
#include "support/cli.hpp"

namespace {

namespace fs = std::filesystem;
using namespace std::chrono;
using muster::testing::files_in;
using muster::testing::names_in;
using muster::testing::start_muster;
using muster::testing::wait_for;

const std::string scenario = MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml";

class KillCli : public muster::testing::CliTest {
 protected:
  std::vector<std::string> generate(const std::string& seed, const std::string& out) const {
    return {"generate", scenario, "--seed", seed, "--out", out};
  }
  // Writes the pack of `seed` into `out` and says how long that took.
  duration<double> time_generate(const std::string& seed, const std::string& out) const {
    const auto start = steady_clock::now();
    const int status = wait_for(start_muster(dir_, generate(seed, out)));
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "generate --seed " << seed;
    return steady_clock::now() - start;
  }
  bool is_pack_of(const fs::path& folder, const std::map<std::string, std::string>& pack) const {
    return fs::is_directory(folder) && files_in(folder) == pack;
  }
  // Nothing in the test folder but these: no staging or aside folder of muster's.
  void expect_only(const std::set<std::string>& names) const {
    std::set<std::string> present = names_in(dir_);
    present.erase("out.txt");
    present.erase("err.txt");
    EXPECT_EQ(present, names);
  }
};

TEST_F(KillCli, AGenerateKilledAtAnyMomentLeavesTheOldPackOrTheNewOne) {
  time_generate("11", "old");
  const duration<double> generate_time = time_generate("22", "new");
  const auto old_pack = files_in(dir_ / "old"), new_pack = files_in(dir_ / "new");
  ASSERT_NE(old_pack, new_pack);
  // Kills spread from the start to a little past the measured time: one run
  // is sometimes slower than the next, and the last moments hold the swap.
  constexpr int trials = 20;
  const auto delay = [&](int trial) { return duration_cast<microseconds>(generate_time * 1.25 * trial / (trials - 1)); };
  int old_left = 0, new_left = 0;
  for (int trial = 0; trial < trials; ++trial) {
    fs::remove_all(dir_ / "pack");  // staging left by the last trial stays, for this run to clear
    fs::copy(dir_ / "old", dir_ / "pack");
    const pid_t pid = start_muster(dir_, generate("22", "pack"));
    std::this_thread::sleep_for(delay(trial));
    ::kill(pid, SIGKILL);
    wait_for(pid);
    const bool is_old = is_pack_of(dir_ / "pack", old_pack), is_new = is_pack_of(dir_ / "pack", new_pack);
    EXPECT_TRUE(is_old || is_new) << "trial " << trial << ": killed after " << duration_cast<milliseconds>(delay(trial)).count() << " ms, the folder holds neither pack whole";
    old_left += is_old;
    new_left += is_new;
  }
  std::cout << trials << " kills over " << duration_cast<milliseconds>(generate_time).count() << " ms: " << old_left << " left the old pack, "
            << new_left << " the new\n";
  EXPECT_GT(old_left, 0) << "no kill came before the swap: the trials test nothing";
  ASSERT_EQ(wait_for(start_muster(dir_, generate("22", "pack"))), 0);
  EXPECT_TRUE(is_pack_of(dir_ / "pack", new_pack));
  expect_only({"old", "new", "pack"});
}

TEST_F(KillCli, TwoRunsIntoOneFolderBothSucceedAndLeaveOneWholePack) {
  time_generate("31", "a");
  time_generate("32", "b");
  const auto a = files_in(dir_ / "a"), b = files_in(dir_ / "b");
  for (int round = 0; round < 3; ++round) {
    const pid_t first = start_muster(dir_, generate("31", "pack")), second = start_muster(dir_, generate("32", "pack"));
    EXPECT_EQ(wait_for(first), 0) << "round " << round;
    EXPECT_EQ(wait_for(second), 0) << "round " << round;
    EXPECT_TRUE(is_pack_of(dir_ / "pack", a) || is_pack_of(dir_ / "pack", b)) << "round " << round << ": files of two packs";
    expect_only({"a", "b", "pack"});
  }
}

// The signal comes once the staging folder is there, so the handler must remove it.
TEST_F(KillCli, CtrlCKillAndHangUpRemoveTheStagingFolder) {
  time_generate("41", "pack");
  const auto old_pack = files_in(dir_ / "pack");
  int interrupted = 0;
  for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) {
    const pid_t pid = start_muster(dir_, generate("42", "pack"));
    const fs::path staging = dir_ / muster::staging_name("pack", pid);
    const auto give_up = steady_clock::now() + seconds(20);
    while (!fs::exists(staging) && steady_clock::now() < give_up) std::this_thread::sleep_for(microseconds(200));
    ASSERT_TRUE(fs::exists(staging)) << "muster never staged";
    ::kill(pid, signal_number);
    const int status = wait_for(pid);
    if (WIFEXITED(status)) continue;  // it finished first: nothing to see this time
    ASSERT_TRUE(WIFSIGNALED(status));
    ++interrupted;
    EXPECT_EQ(WTERMSIG(status), signal_number) << "the signal's own action must end the process";
    EXPECT_FALSE(fs::exists(staging)) << "signal " << signal_number;
    EXPECT_TRUE(is_pack_of(dir_ / "pack", old_pack)) << "signal " << signal_number;
    expect_only({"pack"});
  }
  EXPECT_GT(interrupted, 0) << "every run finished before its signal: the test tested nothing";
}

}  // namespace
