// A single output file replaced whole, its folder left as it was.
#include <gtest/gtest.h>

#include <filesystem>

#include <sys/stat.h>

#include "core/diagnostic.hpp"
#include "core/file_output.hpp"
#include "core/staged_file.hpp"
#include "core/staging_claim.hpp"
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
  write_claim(dir_, "cards.pdf", 999999, dir_ / "cards.pdf");
  write(".notes.txt.partial-999998", "the user's, though named like muster's");
  StagedFile staged(dir_ / "cards.pdf");
  staged.write([](const fs::path& path) { write_file(path, "new"); });
  EXPECT_EQ(testing::slurp(dir_ / "cards.pdf"), "old");
  staged.commit();
  EXPECT_EQ(testing::slurp(dir_ / "cards.pdf"), "new");
  EXPECT_EQ(testing::slurp(dir_ / "notes.txt"), "mine");
  EXPECT_TRUE(fs::is_directory(dir_ / "photos"));
  EXPECT_EQ(testing::names_in(dir_), (std::set<std::string>{"cards.pdf", "notes.txt", "photos", ".notes.txt.partial-999998"}))
      << "the killed run's staging and claim go, with this run's claim; the user's file stays";
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

// Committing renames over the target: what is not a plain file is refused before anything is written.
TEST_F(StagedFileTest, ALinkADeviceOrAPipeIsRefusedAndLeftAsItWas) {
  write("real.pdf", "mine");
  fs::create_symlink(dir_ / "real.pdf", dir_ / "link.pdf");
  try {
    StagedFile staged(dir_ / "link.pdf");
    FAIL() << "a link was taken";
  } catch (const InputError& e) {
    EXPECT_NE(e.diagnostics().front().hint.find((dir_ / "real.pdf").string()), std::string::npos) << e.diagnostics().front().hint;
  }
  EXPECT_TRUE(fs::is_symlink(dir_ / "link.pdf"));
  ASSERT_EQ(::mkfifo((dir_ / "pipe.pdf").c_str(), 0600), 0);
  EXPECT_THROW(StagedFile(dir_ / "pipe.pdf"), InputError);
  EXPECT_TRUE(fs::is_fifo(dir_ / "pipe.pdf"));
  EXPECT_THROW(StagedFile("/dev/null"), InputError);
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
  EXPECT_EQ(testing::slurp(dir_ / "real.pdf"), "mine");
}

// A folder that takes no new file is refused when the file is claimed, under the name the user gave.
TEST_F(StagedFileTest, AFolderThatTakesNoNewFileIsRefusedAtOnce) {
  try {
    StagedFile staged("/proc/muster-report.pdf");
    FAIL() << "/proc took a file";
  } catch (const InputError& e) {
    EXPECT_EQ(e.diagnostics().front().message.rfind("cannot write to '/proc/muster-report.pdf'", 0), 0u) << e.diagnostics().front().message;
  }
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
