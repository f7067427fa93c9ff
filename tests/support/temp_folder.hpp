#pragma once
// Test helper: a fresh folder per test, removed when the test ends.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

namespace muster::testing {

class TempFolderTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // The process id keeps two test runs on one machine (two worktrees, say) out of each other's folders.
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = std::filesystem::temp_directory_path() /
           ("muster-" + std::to_string(::getpid()) + "-" + test->test_suite_name() + "-" + test->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  void write(const std::string& name, const std::string& text) const { std::ofstream(dir_ / name) << text; }
  std::filesystem::path dir_;
};

}  // namespace muster::testing
