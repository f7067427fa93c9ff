// Which folders are muster's own to replace.
#include <gtest/gtest.h>

#include <filesystem>
#include "core/pack_contents.hpp"
#include "core/staging_claim.hpp"
#include "support/temp_folder.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;

class PackContents : public testing::TempFolderTest {
 protected:
  void touch(const std::string& name) const { write(name, "x"); }
};

TEST(PackFileNames, TheRecordPdfsAndPreviews) {
  for (const char* name : {"setup.yaml", "umpire.pdf", "USA-counters.pdf", "map-12.png", "map-12.svg"}) EXPECT_TRUE(is_pack_file_name(name)) << name;
  for (const char* name : {"notes.txt", "other.yaml", ".pdf", "pdf", "setup.yaml~", "map.PDF", "drawing.svgz"}) EXPECT_FALSE(is_pack_file_name(name)) << name;
}

TEST_F(PackContents, APackHoldsNothingForeign) {
  for (const char* name : {"setup.yaml", "umpire.pdf", "map-1.png"}) touch(name);
  fs::create_directory(dir_ / ".pack.partial-77");  // left by a killed run, with its claim: muster's own
  write_claim(dir_, "pack", 77, dir_ / "pack");
  EXPECT_TRUE(foreign_entries(dir_, "pack").empty());
}

// A name is no proof: without its run's claim, a folder of a staging's name is the user's.
TEST_F(PackContents, AStagingNameWithoutItsClaimIsForeign) {
  touch("setup.yaml");
  fs::create_directory(dir_ / ".pack.partial-77");
  fs::create_directory(dir_ / ".pack.partial-78");
  write_claim(dir_, "pack", 78, dir_ / "pack");
  write(".pack.partial-78/notes.txt", "mine");  // claimed, but holding what muster never writes
  EXPECT_EQ(foreign_entries(dir_, "pack"), (std::vector<std::string>{".pack.partial-77/", ".pack.partial-78/"}));
}

TEST_F(PackContents, OtherFilesFoldersAndLinksAreForeign) {
  touch("umpire.pdf");
  touch("notes.txt");
  fs::create_directory(dir_ / "photos");
  fs::create_directory(dir_ / "old.pdf");
  fs::create_symlink("umpire.pdf", dir_ / "copy.pdf");
  fs::create_directory(dir_ / ".other.partial-77");
  EXPECT_EQ(foreign_entries(dir_, "pack"), (std::vector<std::string>{".other.partial-77/", "copy.pdf", "notes.txt", "old.pdf/", "photos/"}));
}

TEST_F(PackContents, StalePackFilesAreThoseTheNewPackDoesNotWrite) {
  for (const char* name : {"setup.yaml", "umpire.pdf", "prebattle-worksheet.pdf", "map-1.png"}) touch(name);
  EXPECT_EQ(pack_files_not_in(dir_, {"setup.yaml", "umpire.pdf", "qrs.pdf"}), (std::vector<std::string>{"map-1.png", "prebattle-worksheet.pdf"}));
}

}  // namespace
}  // namespace muster
