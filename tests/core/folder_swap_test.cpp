// A folder replaced by another in one step, or by two renames where it must.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/folder_swap.hpp"
#include "support/temp_folder.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;

class FolderSwap : public testing::TempFolderTest {
 protected:
  // A folder holding umpire.pdf with `content`.
  void make_pack(const std::string& folder, const std::string& content) const {
    fs::create_directories(dir_ / folder);
    write(folder + "/umpire.pdf", content);
  }
  std::string umpire_in(const std::string& folder) const { return testing::slurp(dir_ / folder / "umpire.pdf"); }
};

TEST_F(FolderSwap, ExchangeSwapsTwoFoldersWhole) {
  make_pack("old", "old");
  make_pack("new", "new");
  ASSERT_TRUE(exchange_folders(dir_ / "new", dir_ / "old")) << "the temporary folder's file system cannot exchange";
  EXPECT_EQ(umpire_in("old"), "new");
  EXPECT_EQ(umpire_in("new"), "old");
}

TEST_F(FolderSwap, SwapInLeavesTheOldFolderWhereTheNewOneWas) {
  make_pack("pack", "old");
  make_pack(".pack.partial-1", "new");
  EXPECT_EQ(swap_in(dir_ / ".pack.partial-1", dir_ / "pack"), dir_ / ".pack.partial-1");
  EXPECT_EQ(umpire_in("pack"), "new");
}

TEST_F(FolderSwap, TheFallbackMovesTheOldFolderAsideThenTheNewOneIn) {
  make_pack("pack", "old");
  make_pack("staging", "new");
  replace_by_renames(dir_ / "staging", dir_ / "pack", dir_ / "aside");
  EXPECT_EQ(umpire_in("pack"), "new");
  EXPECT_EQ(umpire_in("aside"), "old");
  EXPECT_FALSE(fs::exists(dir_ / "staging"));
}

TEST_F(FolderSwap, AFailedFallbackPutsTheOldFolderBack) {
  make_pack("pack", "old");
  EXPECT_THROW(replace_by_renames(dir_ / "missing", dir_ / "pack", dir_ / "aside"), std::runtime_error);
  EXPECT_EQ(umpire_in("pack"), "old");
  EXPECT_FALSE(fs::exists(dir_ / "aside"));
}

}  // namespace
}  // namespace muster
