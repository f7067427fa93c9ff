// The names of muster's own temporary folders, recognised exactly.
#include <gtest/gtest.h>

#include "core/staging_names.hpp"

#include <sys/stat.h>

#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <set>
#include <string>

#include "core/staging_claim.hpp"
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

pid_t an_ended_run() {
  const pid_t ended = ::fork();
  if (ended == 0) ::_exit(0);
  ::waitpid(ended, nullptr, 0);
  return ended;
}

TEST(StagingNames, EveryNameReadsBackWithItsTargetAndRun) {
  for (const auto& [name, kind] : {std::pair{staging_name("the.pack", 42), RunEntry::Kind::staging}, {ended_name("the.pack", 42), RunEntry::Kind::ended},
                                   {aside_name("the.pack", 42), RunEntry::Kind::aside}, {claim_name("the.pack", 42), RunEntry::Kind::claim}}) {
    const auto run = read_run_entry(name);
    ASSERT_TRUE(run) << name;
    EXPECT_EQ(run->kind, kind);
    EXPECT_EQ(run->target, "the.pack");
    EXPECT_EQ(run->run, 42);
  }
  for (const char* other : {".partial-1", "..partial-1", ".pack.partial-", ".pack.partial-0", ".pack.partial-1x", ".pack.partialx-1", "pack.partial-1", ".pack.muster-"})
    EXPECT_FALSE(read_run_entry(other)) << other;
}

// Each pack has a folder name of its own, so no later run for the same target
// clears what a run cut off left; any run into the folder clears it once its run
// has ended, with the run's claim (staging_claim.hpp).
TEST_F(StagingNamesTest, StagingOfRunsThatHaveEndedIsClearedWhateverItsTarget) {
  const pid_t ended = an_ended_run();
  const std::string running = std::to_string(::getpid()), gone = std::to_string(ended);
  for (const std::string& name : {".river-ghat-bee4f3.partial-" + gone, ".the-liquor-store-e64d57.ended-" + gone, ".pack.partial-" + running,
                                  ".pack.old-" + gone, std::string(".notes.partial-x"), "report.partial-" + gone})
    fs::create_directory(dir_ / name);
  write(".river-ghat-bee4f3.partial-" + gone + "/umpire.pdf", "half written");
  for (const char* target : {"river-ghat-bee4f3", "the-liquor-store-e64d57", "pack"}) write_claim(dir_, target, ended, dir_ / target);
  write_claim(dir_, "pack", ::getpid(), dir_ / "pack");
  remove_staging_of_ended_runs(dir_);
  EXPECT_EQ(testing::names_in(dir_), (std::set<std::string>{".pack.partial-" + running, ".pack.muster-" + running, ".pack.old-" + gone,
                                                             ".pack.muster-" + gone, std::string(".notes.partial-x"), "report.partial-" + gone}))
      << "a live run's staging, an aside (which may hold a pack) with its claim, and names of other forms are left";
}

// What a user keeps under a name like muster's is never removed, whatever it holds and
// whatever muster finds beside it: each entry here lacks one part of the proof.
TEST_F(StagingNamesTest, NothingWithoutTheWholeProofIsRemoved) {
  const pid_t ended = an_ended_run();
  const std::string gone = std::to_string(ended);
  auto folder_with = [&](const std::string& name, const std::string& file) {
    fs::create_directory(dir_ / name);
    write(name + "/" + file, "draft");
  };
  folder_with(".notes.partial-" + gone, "ch1.txt");      // the example: no claim at all
  folder_with(".book.ended-" + gone, "umpire.pdf");      // pack-like contents, no claim
  folder_with(".forged.partial-" + gone, "umpire.pdf");  // a claim file of other words
  write(".forged.muster-" + gone, "muster claim v1\n");
  folder_with(".sub.partial-" + gone, "umpire.pdf");  // claimed, but holding a folder muster never makes
  fs::create_directory(dir_ / (".sub.partial-" + gone) / "chapter");
  write_claim(dir_, "sub", ended, dir_ / "sub");
  folder_with(".txt.partial-" + gone, "notes.txt");  // claimed, but holding a file muster never writes
  write_claim(dir_, "txt", ended, dir_ / "txt");
  folder_with(".other-run.partial-" + gone, "umpire.pdf");  // claimed by another run's claim, copied
  fs::copy_file(dir_ / (".sub.muster-" + gone), dir_ / (".other-run.muster-" + gone));
  fs::create_directory(dir_ / "photos");  // claimed, but a link to the user's folder
  write("photos/umpire.pdf", "mine");
  fs::create_directory_symlink("photos", dir_ / (".link.partial-" + gone));
  write_claim(dir_, "link", ended, dir_ / "link");
  folder_with(".inner-link.partial-" + gone, "real.pdf");  // claimed, but holding a link
  fs::create_symlink(dir_ / "photos/umpire.pdf", dir_ / (".inner-link.partial-" + gone) / "umpire.pdf");
  write_claim(dir_, "inner-link", ended, dir_ / "inner-link");
  folder_with(".linked-claim.partial-" + gone, "umpire.pdf");  // the claim itself a link to a real one
  fs::create_symlink(dir_ / (".sub.muster-" + gone), dir_ / (".linked-claim.muster-" + gone));
  ASSERT_EQ(::mkfifo((dir_ / (".fifo.muster-" + gone)).c_str(), 0600), 0);  // a pipe as the claim: never opened, never waited on
  folder_with(".fifo.partial-" + gone, "umpire.pdf");

  const auto before = testing::names_in(dir_);
  remove_staging_of_ended_runs(dir_);
  for (const char* target : {"notes", "book", "forged", "sub", "txt", "other-run", "link", "inner-link", "linked-claim", "fifo"})
    remove_stale_staging_and_asides(dir_, target);
  EXPECT_EQ(testing::names_in(dir_), before);
  EXPECT_EQ(testing::slurp(dir_ / (".notes.partial-" + gone) / "ch1.txt"), "draft");
  EXPECT_EQ(testing::slurp(dir_ / "photos/umpire.pdf"), "mine");
  EXPECT_TRUE(fs::exists(dir_ / (".sub.partial-" + gone) / "chapter"));
}

// The same proof holds for a run's own target: a claimed staging of pack files goes, a stray claim
// with nothing left of its run goes, and nothing else.
TEST_F(StagingNamesTest, AClaimedStagingGoesWithItsClaim) {
  const pid_t ended = an_ended_run();
  const std::string gone = std::to_string(ended);
  fs::create_directory(dir_ / (".pack.partial-" + gone));
  for (const char* file : {"setup.yaml", "umpire.pdf", "map-01.png", "map.svg"}) write(".pack.partial-" + gone + "/" + file, "half");
  write_claim(dir_, "pack", ended, dir_ / "pack");
  write(".cards.pdf.ended-" + gone, "half");  // a staged single file
  write_claim(dir_, "cards.pdf", ended, dir_ / "cards.pdf");
  write_claim(dir_, "lone", ended, dir_ / "lone");  // a claim whose run left nothing else
  remove_staging_of_ended_runs(dir_);
  EXPECT_TRUE(testing::names_in(dir_).empty()) << ::testing::PrintToString(testing::names_in(dir_));
}

}  // namespace
}  // namespace muster
