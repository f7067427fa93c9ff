// Two writers into one folder take turns.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "core/folder_lock.hpp"
#include "support/temp_folder.hpp"

namespace muster {
namespace {

using FolderLockTest = testing::TempFolderTest;

// flock locks belong to an open file description, so two FolderLocks conflict
// within one process just as in two: a thread stands in for a second run.
TEST_F(FolderLockTest, ASecondLockWaitsForTheFirst) {
  std::atomic<bool> second_holds{false};
  std::thread second;
  {
    FolderLock first(dir_);
    second = std::thread([&] {
      FolderLock lock(dir_);
      second_holds = true;
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    EXPECT_FALSE(second_holds) << "the second lock did not wait";
  }
  second.join();
  EXPECT_TRUE(second_holds);
}

TEST_F(FolderLockTest, AMissingFolderCannotBeLocked) { EXPECT_THROW(FolderLock(dir_ / "missing"), std::runtime_error); }

}  // namespace
}  // namespace muster
