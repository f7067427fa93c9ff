// The names of muster's own temporary folders, recognised exactly.
#include <gtest/gtest.h>

#include "core/staging_names.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <set>
#include <string>

#include "support/temp_folder.hpp"

namespace muster {
namespace {

namespace fs = std::filesystem;
class StagingNamesTest : public testing::TempFolderTest {};

TEST(StagingNames, NamedByTargetAndProcess) {
  EXPECT_EQ(staging_name("pack", 4242), ".pack.partial-4242");
  EXPECT_EQ(aside_name("pack", 4242), ".pack.old-4242");
  EXPECT_EQ(ended_name("pack", 4242), ".pack.ended-4242");
  EXPECT_TRUE(is_staging_of(".pack.ended-4242", "pack"));
  EXPECT_TRUE(is_staging_of(".pack.partial-4242", "pack"));
  EXPECT_TRUE(is_aside_of(".pack.old-1", "pack"));
}

TEST(StagingNames, NothingElseIsTakenForOne) {
  for (const char* other : {".pack.partial-", ".pack.partial-12a", ".pack.partial-1.partial-2", "pack.partial-1", ".pack.partial",
                            ".packs.partial-1", ".pac.partial-1", ".pack.old-1", "umpire.pdf"})
    EXPECT_FALSE(is_staging_of(other, "pack")) << other;
  EXPECT_FALSE(is_aside_of(".pack.partial-1", "pack"));
  EXPECT_TRUE(is_staging_of(".pack.partial-1.partial-2", "pack.partial-1"));  // a target may itself have such a name
}

// Each pack has a folder name of its own, so no later run for the same target
// clears what a run cut off left; any run into the folder clears it once its run has ended.
TEST_F(StagingNamesTest, StagingOfRunsThatHaveEndedIsClearedWhateverItsTarget) {
  const pid_t ended = ::fork();
  if (ended == 0) ::_exit(0);
  ::waitpid(ended, nullptr, 0);
  const std::string running = std::to_string(::getpid()), gone = std::to_string(ended);
  for (const std::string& name : {".river-ghat-bee4f3.partial-" + gone, ".the-liquor-store-e64d57.ended-" + gone, ".pack.partial-" + running,
                                  ".pack.old-" + gone, std::string(".notes.partial-x"), "report.partial-" + gone})
    fs::create_directory(dir_ / name);
  remove_staging_of_ended_runs(dir_);
  EXPECT_EQ(testing::names_in(dir_), (std::set<std::string>{".pack.partial-" + running, ".pack.old-" + gone, std::string(".notes.partial-x"), "report.partial-" + gone}))
      << "a live run's staging, an aside (which may hold a pack) and names of other forms are left";
}

}  // namespace
}  // namespace muster
