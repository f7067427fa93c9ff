// A signal while staging removes the staging folder and still ends the process.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <fcntl.h>

#include <atomic>
#include <csignal>
#include <filesystem>
#include <string>
#include <thread>

#include "core/staging_signal_guard.hpp"
#include "support/temp_folder.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;

class StagingSignalGuardTest : public testing::TempFolderTest {
 protected:
  fs::path staging_with_files() const {
    const fs::path staging = dir_ / ".pack.partial-1";
    fs::create_directory(staging);
    for (int i = 0; i < 300; ++i) write(".pack.partial-1/page-" + std::to_string(i) + ".png", "half written");  // more than one getdents64 buffer
    return staging;
  }
  // Runs `body` in a child process; its wait status.
  template <typename Body>
  static int in_child(Body body) {
    const pid_t child = ::fork();
    if (child == 0) {
      body();
      ::_exit(0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return status;
  }
};

TEST_F(StagingSignalGuardTest, RemovesAFlatFolderOrAFile) {
  const fs::path staging = staging_with_files();
  remove_flat_signal_safe(staging.c_str());
  EXPECT_FALSE(fs::exists(staging));
  write("cards.pdf", "half written");
  remove_flat_signal_safe((dir_ / "cards.pdf").c_str());
  EXPECT_FALSE(fs::exists(dir_ / "cards.pdf"));
  remove_flat_signal_safe((dir_ / "missing").c_str());  // nothing there: nothing to do
}

TEST_F(StagingSignalGuardTest, EachSignalRemovesTheStagingFolderAndEndsTheProcess) {
  for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) {
    const fs::path staging = staging_with_files();
    const int status = in_child([&] {
      StagingSignalGuard guard(staging, dir_ / ".pack.ended-1");
      ::raise(signal_number);
    });
    ASSERT_TRUE(WIFSIGNALED(status)) << "signal " << signal_number << ": the process went on";
    EXPECT_EQ(WTERMSIG(status), signal_number);
    EXPECT_FALSE(fs::exists(staging)) << "signal " << signal_number;
  }
}

// A pack's pages are drawn on several threads: a signal stops none of them, and before
// the staging was moved aside first, 3 runs in 40 interrupted left umpire.pdf behind.
TEST_F(StagingSignalGuardTest, AFolderStillBeingWrittenIsRemovedWhole) {
  for (int run = 0; run < 20; ++run) {
    const fs::path staging = staging_with_files();
    const int status = in_child([&] {
      StagingSignalGuard guard(staging, dir_ / ".pack.ended-1");
      std::atomic<bool> started = false;
      std::thread drawing([&] {
        for (int page = 0;; ++page) {
          const int file = ::open((staging / ("new-" + std::to_string(page) + ".pdf")).c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
          if (file >= 0) ::close(file);
          started = true;
        }
      });
      while (!started) std::this_thread::yield();
      ::raise(SIGINT);
      drawing.join();  // not reached: the signal ends the process
    });
    ASSERT_TRUE(WIFSIGNALED(status)) << "run " << run;
    EXPECT_FALSE(fs::exists(staging)) << "run " << run;
    EXPECT_FALSE(fs::exists(dir_ / ".pack.ended-1")) << "run " << run;
  }
}

TEST_F(StagingSignalGuardTest, AnIgnoredSignalStaysIgnored) {
  const fs::path staging = staging_with_files();
  const int status = in_child([&] {
    std::signal(SIGHUP, SIG_IGN);  // as under nohup
    StagingSignalGuard guard(staging, dir_ / ".pack.ended-1");
    ::raise(SIGHUP);
  });
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_TRUE(fs::exists(staging));
}

TEST_F(StagingSignalGuardTest, TheHandlersAreThereOnlyWhileStaging) {
  const fs::path staging = staging_with_files();
  const int status = in_child([&] {
    { StagingSignalGuard guard(staging, dir_ / ".pack.ended-1"); }
    ::raise(SIGTERM);  // the default action again: the process ends without touching the folder
  });
  ASSERT_TRUE(WIFSIGNALED(status));
  EXPECT_TRUE(fs::exists(staging));
}

}  // namespace
}  // namespace muster
