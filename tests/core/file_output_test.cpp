// Output files: written whole, and a full disk told apart from other failures.
#include <gtest/gtest.h>

#include <cerrno>
#include <filesystem>

#include <unistd.h>

#include "core/file_output.hpp"
#include "support/cli.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;

TEST(FileOutput, NoRoomAndNoQuotaMeanTheDiskIsFull) {
  EXPECT_TRUE(means_disk_full(ENOSPC));
  EXPECT_TRUE(means_disk_full(EDQUOT));
  for (int other : {EIO, EACCES, EROFS, ENOENT, 0}) EXPECT_FALSE(means_disk_full(other)) << other;
}

TEST(FileOutput, AFullDiskIsItsOwnErrorNamingTheFile) {
  try {
    throw_write_failure("pack/map.pdf", ENOSPC);
    FAIL() << "no exception";
  } catch (const DiskFullError& error) {
    EXPECT_STREQ(error.what(), "cannot write 'pack/map.pdf': the disk is full");
    EXPECT_EQ(error.file(), fs::path("pack/map.pdf"));
  }
  EXPECT_THROW(throw_write_failure("pack/map.pdf", EDQUOT), DiskFullError);
}

TEST(FileOutput, OtherFailuresAreNotADiskFull) {
  try {
    throw_write_failure("pack/map.pdf", EIO);
    FAIL() << "no exception";
  } catch (const DiskFullError&) {
    FAIL() << "an I/O error is not a full disk";
  } catch (const std::runtime_error& error) {
    EXPECT_STREQ(error.what(), "cannot write 'pack/map.pdf': Input/output error");
  }
}

TEST(FileOutput, WritesTheWholeFileAndReplacesWhatWasThere) {
  const fs::path file = fs::temp_directory_path() / ("muster-file-output-" + std::to_string(::getpid()));
  write_file(file, "a longer first text");
  write_file(file, std::string("bytes\0kept", 10));
  EXPECT_EQ(testing::slurp(file), std::string("bytes\0kept", 10));
  fs::remove(file);
}

// /dev/full fails every write with ENOSPC: a full disk without filling one.
TEST(FileOutput, ADeviceThatIsAlwaysFullGivesADiskFullError) {
  if (!fs::exists("/dev/full")) GTEST_SKIP() << "this system has no /dev/full";
  EXPECT_THROW(write_file("/dev/full", "a page"), DiskFullError);
  EXPECT_NO_THROW(write_file("/dev/full", ""));  // nothing to write, nothing to fail
}

TEST(FileOutput, AMissingFolderIsAnErrorNamingTheFile) {
  try {
    write_file("/nonexistent-muster-folder/setup.yaml", "x");
    FAIL() << "no exception";
  } catch (const std::runtime_error& error) {
    EXPECT_STREQ(error.what(), "cannot write '/nonexistent-muster-folder/setup.yaml': No such file or directory");
  }
}

}  // namespace
}  // namespace muster
