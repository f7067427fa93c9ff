// A folder replaced by another in one step, or by two renames where it must.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/folder_swap.hpp"
#include "support/cli.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;
using FolderSwap = testing::TempFolderTest;

TEST_F(FolderSwap, ExchangeSwapsTwoFoldersWhole) {
  fs::create_directories(dir_ / "old");
  fs::create_directories(dir_ / "new");
  write("old/setup.yaml", "old");
  write("new/setup.yaml", "new");
  ASSERT_TRUE(exchange_folders(dir_ / "new", dir_ / "old")) << "the temporary folder's file system cannot exchange";
  EXPECT_EQ(testing::slurp(dir_ / "old/setup.yaml"), "new");
  EXPECT_EQ(testing::slurp(dir_ / "new/setup.yaml"), "old");
}

TEST_F(FolderSwap, SwapInLeavesTheOldFolderWhereTheNewOneWas) {
  fs::create_directories(dir_ / "pack");
  fs::create_directories(dir_ / ".pack.partial-1");
  write("pack/umpire.pdf", "old");
  write(".pack.partial-1/umpire.pdf", "new");
  EXPECT_EQ(swap_in(dir_ / ".pack.partial-1", dir_ / "pack"), dir_ / ".pack.partial-1");
  EXPECT_EQ(testing::slurp(dir_ / "pack/umpire.pdf"), "new");
}

TEST_F(FolderSwap, TheFallbackMovesTheOldFolderAsideThenTheNewOneIn) {
  fs::create_directories(dir_ / "pack");
  fs::create_directories(dir_ / "staging");
  write("pack/umpire.pdf", "old");
  write("staging/umpire.pdf", "new");
  replace_by_renames(dir_ / "staging", dir_ / "pack", dir_ / "aside");
  EXPECT_EQ(testing::slurp(dir_ / "pack/umpire.pdf"), "new");
  EXPECT_EQ(testing::slurp(dir_ / "aside/umpire.pdf"), "old");
  EXPECT_FALSE(fs::exists(dir_ / "staging"));
}

TEST_F(FolderSwap, AFailedFallbackPutsTheOldFolderBack) {
  fs::create_directories(dir_ / "pack");
  write("pack/umpire.pdf", "old");
  EXPECT_THROW(replace_by_renames(dir_ / "missing", dir_ / "pack", dir_ / "aside"), std::runtime_error);
  EXPECT_EQ(testing::slurp(dir_ / "pack/umpire.pdf"), "old");
  EXPECT_FALSE(fs::exists(dir_ / "aside"));
}

}  // namespace
}  // namespace muster
