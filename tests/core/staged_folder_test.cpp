// A pack folder appears, or replaces the one there, whole; nothing of muster's is left beside it.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <set>

#include "core/diagnostic.hpp"
#include "core/file_output.hpp"
#include "core/staged_folder.hpp"
#include "core/staging_claim.hpp"
#include "support/cli.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;
using testing::names_in;

class StagedFolderTest : public testing::TempFolderTest {
 protected:
  void write_old_pack() const {
    fs::create_directories(dir_ / "pack");
    for (const char* name : {"setup.yaml", "umpire.pdf", "prebattle-worksheet.pdf", "map-1.png"}) write(std::string("pack/") + name, "old");
  }
  void write_new_pack(const fs::path& target) const {
    StagedFolder staged(target);
    staged.write_text("setup.yaml", "new");
    staged.write_text("umpire.pdf", "new");
    staged.commit();
  }
};

TEST_F(StagedFolderTest, ANewPackAppearsOnlyWhenCommitted) {
  StagedFolder staged(dir_ / "pack");
  staged.write_text("setup.yaml", "new");
  EXPECT_FALSE(fs::exists(dir_ / "pack"));
  staged.commit();
  EXPECT_EQ(testing::slurp(dir_ / "pack/setup.yaml"), "new");
  EXPECT_EQ(names_in(dir_), std::set<std::string>{"pack"});
}

TEST_F(StagedFolderTest, APackIsReplacedWholeAndNothingStaleStays) {
  write_old_pack();
  write_new_pack(dir_ / "pack");
  EXPECT_EQ(names_in(dir_ / "pack"), (std::set<std::string>{"setup.yaml", "umpire.pdf"}));
  EXPECT_EQ(testing::slurp(dir_ / "pack/umpire.pdf"), "new");
  EXPECT_EQ(names_in(dir_), std::set<std::string>{"pack"});
}

TEST_F(StagedFolderTest, AnAbandonedPackLeavesTheOldOneAndNoStaging) {
  write_old_pack();
  {
    StagedFolder staged(dir_ / "pack");
    staged.write_text("setup.yaml", "new");
  }
  EXPECT_EQ(testing::slurp(dir_ / "pack/setup.yaml"), "old");
  EXPECT_EQ(names_in(dir_ / "pack").size(), 4u);
  EXPECT_EQ(names_in(dir_), std::set<std::string>{"pack"});
}

TEST_F(StagedFolderTest, AFolderThatIsNotAPackIsRefusedAndLeftAlone) {
  fs::create_directories(dir_ / "Documents/photos");
  write("Documents/notes.txt", "mine");
  write("Documents/umpire.pdf", "mine");
  try {
    StagedFolder staged(dir_ / "Documents");
    FAIL() << "a folder of the user's was taken for a pack";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().message, "'" + (dir_ / "Documents").string() + "' is not a muster pack folder: it holds notes.txt, photos/");
    EXPECT_NE(error.diagnostics().front().hint.find("--out"), std::string::npos);
  }
  EXPECT_EQ(names_in(dir_ / "Documents"), (std::set<std::string>{"notes.txt", "photos", "umpire.pdf"}));
  EXPECT_EQ(names_in(dir_), std::set<std::string>{"Documents"});
}

// A folder of scans and pictures has only names a pack uses, but no setup.yaml, which every pack has.
TEST_F(StagedFolderTest, PdfsAndPicturesWithoutASetupRecordAreNoPack) {
  fs::create_directories(dir_ / "scans");
  for (const char* name : {"tax-return-2024.pdf", "holiday.png", "logo.svg"}) write(std::string("scans/") + name, "mine");
  try {
    StagedFolder staged(dir_ / "scans");
    FAIL() << "the user's PDFs and pictures were taken for a pack";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().message,
              "'" + (dir_ / "scans").string() + "' is not a muster pack folder: it holds holiday.png, logo.svg, tax-return-2024.pdf but no setup.yaml");
  }
  EXPECT_EQ(names_in(dir_ / "scans"), (std::set<std::string>{"holiday.png", "logo.svg", "tax-return-2024.pdf"}));
  EXPECT_EQ(names_in(dir_), std::set<std::string>{"scans"});
}

TEST_F(StagedFolderTest, AFileIsNoPackFolder) {
  write("pack", "a file");
  EXPECT_THROW(StagedFolder(dir_ / "pack"), InputError);
}

TEST_F(StagedFolderTest, StagingLeftByKilledRunsIsClearedAndNothingElse) {
  write_old_pack();
  fs::create_directories(dir_ / ".pack.partial-999999");
  write(".pack.partial-999999/umpire.pdf", "truncated");
  write_claim(dir_, "pack", 999999, dir_ / "pack");
  fs::create_directories(dir_ / ".pack.old-999998");
  write_claim(dir_, "pack", 999998, dir_ / "pack");
  fs::create_directories(dir_ / "pack/.pack.partial-5");  // from a run that replaced files in place
  write_claim(dir_ / "pack", "pack", 5, dir_ / "pack");
  const std::string live = ".other.partial-" + std::to_string(::getpid());
  fs::create_directories(dir_ / live);  // another target's, of a run still going: not this run's business
  write_new_pack(dir_ / "pack");
  EXPECT_EQ(names_in(dir_), (std::set<std::string>{live, "pack"}));
  EXPECT_EQ(names_in(dir_ / "pack"), (std::set<std::string>{"setup.yaml", "umpire.pdf"}));
}

// The example: a hidden folder of the user's named like a staging of a run long gone.
TEST_F(StagedFolderTest, AFolderNamedLikeStagingButNotMustersStays) {
  fs::create_directories(dir_ / ".notes.partial-999999");
  write(".notes.partial-999999/ch1.txt", "draft");
  fs::create_directories(dir_ / ".pack.partial-999997");  // even of this very target, without its claim
  write(".pack.partial-999997/umpire.pdf", "mine");
  fs::create_directories(dir_ / ".pack.old-999996");  // an aside's name, not muster's: neither put back nor removed
  write(".pack.old-999996/setup.yaml", "mine");
  write_new_pack(dir_ / "pack");
  EXPECT_EQ(testing::slurp(dir_ / ".notes.partial-999999/ch1.txt"), "draft");
  EXPECT_EQ(testing::slurp(dir_ / ".pack.partial-999997/umpire.pdf"), "mine");
  EXPECT_EQ(testing::slurp(dir_ / ".pack.old-999996/setup.yaml"), "mine");
  EXPECT_EQ(names_in(dir_), (std::set<std::string>{".notes.partial-999999", ".pack.partial-999997", ".pack.old-999996", "pack"}));
  EXPECT_EQ(testing::slurp(dir_ / "pack/setup.yaml"), "new");
}

// This run's own staging name already taken by something muster did not make: refused, left as it is.
TEST_F(StagedFolderTest, SomethingInTheWayOfThisRunsStagingIsRefusedAndLeft) {
  write_old_pack();
  const std::string staging = ".pack.partial-" + std::to_string(::getpid());
  fs::create_directories(dir_ / staging);
  write(staging + "/ch1.txt", "draft");
  EXPECT_THROW(write_new_pack(dir_ / "pack"), InputError);
  EXPECT_EQ(testing::slurp(dir_ / staging / "ch1.txt"), "draft");
  EXPECT_EQ(testing::slurp(dir_ / "pack/setup.yaml"), "old");
  EXPECT_EQ(names_in(dir_), (std::set<std::string>{staging, "pack"})) << "no claim of this run is left behind";
  fs::remove_all(dir_ / staging);
  write("pack/.pack.muster-1", "a note of the user's");  // a claim's name, not muster's words: foreign in the pack
  EXPECT_THROW(write_new_pack(dir_ / "pack"), InputError);
  EXPECT_EQ(testing::slurp(dir_ / "pack/.pack.muster-1"), "a note of the user's");
}

TEST_F(StagedFolderTest, APackCutOffBetweenTwoRenamesIsPutBackFirst) {
  fs::create_directories(dir_ / ".pack.old-77");
  write(".pack.old-77/setup.yaml", "old");
  write_claim(dir_, "pack", 77, dir_ / "pack");
  { StagedFolder staged(dir_ / "pack"); }  // a run that fails before it commits
  EXPECT_EQ(testing::slurp(dir_ / "pack/setup.yaml"), "old");
  EXPECT_EQ(names_in(dir_), std::set<std::string>{"pack"});
}

TEST_F(StagedFolderTest, ALinkToAPackReplacesThePackItLinksTo) {
  write_old_pack();
  fs::create_directory_symlink("pack", dir_ / "link");
  write_new_pack(dir_ / "link/");
  EXPECT_TRUE(fs::is_symlink(dir_ / "link"));
  EXPECT_EQ(names_in(dir_ / "pack"), (std::set<std::string>{"setup.yaml", "umpire.pdf"}));
}

// Swapping the working folder away would leave the user's shell in a deleted one.
TEST_F(StagedFolderTest, TheWorkingFolderIsReplacedInPlace) {
  write_old_pack();
  struct stat before {}, after {};
  ASSERT_EQ(::stat((dir_ / "pack").c_str(), &before), 0);
  const fs::path home = fs::current_path();
  fs::current_path(dir_ / "pack");
  write_new_pack(".");
  fs::current_path(home);
  ASSERT_EQ(::stat((dir_ / "pack").c_str(), &after), 0);
  EXPECT_EQ(before.st_ino, after.st_ino);
  EXPECT_EQ(names_in(dir_ / "pack"), (std::set<std::string>{"setup.yaml", "umpire.pdf"}));
  EXPECT_EQ(testing::slurp(dir_ / "pack/setup.yaml"), "new");
}

// chattr +i / -i; false where the file system or the user may not (not root).
bool set_immutable(const fs::path& file, bool on) {
  const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  int flags = 0;
  bool done = ::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0;
  flags = on ? (flags | FS_IMMUTABLE_FL) : (flags & ~FS_IMMUTABLE_FL);
  done = done && ::ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0;
  ::close(fd);
  return done;
}

// A pack holding a file nobody may remove cannot be replaced whole: refused before anything is
// written, the old pack whole and nothing of muster's left beside it.
TEST_F(StagedFolderTest, APackWithAnImmutableFileIsRefusedAndLeftWhole) {
  write_old_pack();
  if (!set_immutable(dir_ / "pack/umpire.pdf", true)) GTEST_SKIP() << "cannot mark a file immutable here (needs root and ext4 or the like)";
  const auto old_pack = testing::files_in(dir_ / "pack");
  try {
    write_new_pack(dir_ / "pack");
    ADD_FAILURE() << "a pack that cannot be removed was replaced";
  } catch (const InputError& error) {
    EXPECT_NE(error.diagnostics().front().message.find("umpire.pdf' cannot be removed"), std::string::npos) << error.diagnostics().front().message;
    EXPECT_NE(error.diagnostics().front().hint.find("chattr"), std::string::npos);
  }
  EXPECT_EQ(testing::files_in(dir_ / "pack"), old_pack);
  EXPECT_EQ(names_in(dir_), std::set<std::string>{"pack"});
  set_immutable(dir_ / "pack/umpire.pdf", false);
}

TEST_F(StagedFolderTest, AFullDiskIsReportedUnderTheNameInThePack) {
  StagedFolder staged(dir_ / "pack");
  try {
    staged.write("map.pdf", [](const fs::path& path) { throw DiskFullError(path); });
    FAIL() << "no exception";
  } catch (const DiskFullError& error) {
    EXPECT_EQ(error.file(), dir_ / "pack" / "map.pdf");
  }
}

}  // namespace
}  // namespace muster
