// A single output file replaced whole, its folder left as it was.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/diagnostic.hpp"
#include "core/file_output.hpp"
#include "core/staged_file.hpp"
#include "support/cli.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;
using StagedFileTest = testing::TempFolderTest;

TEST_F(StagedFileTest, TheFileIsReplacedAndNothingElseInItsFolderIsTouched) {
  write("cards.pdf", "old");
  write("notes.txt", "mine");
  fs::create_directory(dir_ / "photos");
  write(".cards.pdf.partial-999999", "left by a killed run");
  StagedFile staged(dir_ / "cards.pdf");
  staged.write([](const fs::path& path) { write_file(path, "new"); });
  EXPECT_EQ(testing::slurp(dir_ / "cards.pdf"), "old");
  staged.commit();
  EXPECT_EQ(testing::slurp(dir_ / "cards.pdf"), "new");
  EXPECT_EQ(testing::slurp(dir_ / "notes.txt"), "mine");
  EXPECT_TRUE(fs::is_directory(dir_ / "photos"));
  EXPECT_FALSE(fs::exists(dir_ / ".cards.pdf.partial-999999"));
}

TEST_F(StagedFileTest, AnAbandonedFileLeavesNothing) {
  {
    StagedFile staged(dir_ / "cards.pdf");
    staged.write([](const fs::path& path) { write_file(path, "new"); });
  }
  EXPECT_TRUE(fs::is_empty(dir_));
}

TEST_F(StagedFileTest, AFolderIsRefused) {
  fs::create_directory(dir_ / "cards.pdf");
  EXPECT_THROW(StagedFile(dir_ / "cards.pdf"), InputError);
}

TEST_F(StagedFileTest, AFullDiskIsReportedUnderTheTargetName) {
  StagedFile staged(dir_ / "cards.pdf");
  try {
    staged.write([](const fs::path& path) { throw DiskFullError(path); });
    FAIL() << "no exception";
  } catch (const DiskFullError& error) {
    EXPECT_EQ(error.file(), dir_ / "cards.pdf");
  }
}

}  // namespace
}  // namespace muster
