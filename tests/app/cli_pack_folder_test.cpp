// The pack folder as a user meets it: replaced whole with nothing stale left,
// never a folder of the user's, on a mount point, under a folder he may not
// write, and on a full disk.
#include <gtest/gtest.h>

#include <sys/mount.h>
#include <unistd.h>

#include <filesystem>

#include "muster_paths.hpp"
#include "support/cli.hpp"

namespace {

namespace fs = std::filesystem;
using muster::testing::files_in;
using muster::testing::names_in;

const std::string tsr = MUSTER_SOURCE_DIR "/scenarios/tsr-liquor-store.yaml";
const std::string sbd = MUSTER_SOURCE_DIR "/scenarios/sbd-wheatfield.yaml";

class PackFolderCli : public muster::testing::CliTest {
 protected:
  std::set<std::string> names_in_pack(const std::string& folder) const { return names_in(dir_ / folder); }
};

// A small tmpfs mounted for one test, unmounted however the test ends.
class Tmpfs {
 public:
  Tmpfs(const fs::path& where, const std::string& size) : where_(where) {
    fs::create_directories(where_);
    mounted_ = ::geteuid() == 0 && ::mount("tmpfs", where_.c_str(), "tmpfs", 0, ("size=" + size).c_str()) == 0;
  }
  ~Tmpfs() {
    if (mounted_) ::umount(where_.c_str());
  }
  bool mounted() const { return mounted_; }

 private:
  fs::path where_;
  bool mounted_ = false;
};

TEST_F(PackFolderCli, ATsrPackOverAnSbdPackWithPreviewsLeavesNoneOfItsFiles) {
  ASSERT_EQ(run("generate " + sbd + " --seed 3 --png 10 --out pack").code, 0);
  ASSERT_TRUE(fs::exists(dir_ / "pack/prebattle-worksheet.pdf"));
  ASSERT_EQ(run("generate " + tsr + " --seed 3 --out tsr").code, 0);
  ASSERT_EQ(run("generate " + tsr + " --seed 3 --out pack").code, 0);
  EXPECT_EQ(files_in(dir_ / "pack"), files_in(dir_ / "tsr"));
}

TEST_F(PackFolderCli, AFolderThatIsNotAPackIsRefusedAndLeftAsItWas) {
  fs::create_directories(dir_ / "Documents/letters");
  write("Documents/notes.txt", "mine");
  const auto r = run("generate " + tsr + " --seed 3 --out Documents");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("Documents: error: 'Documents' is not a muster pack folder: it holds letters/, notes.txt"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("hint: muster replaces the whole folder"), std::string::npos) << r.err;
  EXPECT_EQ(names_in_pack("Documents"), (std::set<std::string>{"letters", "notes.txt"}));
  EXPECT_EQ(names_in(dir_), (std::set<std::string>{"Documents", "err.txt", "out.txt"}));
}

// The user's hidden folders beside the pack, named as muster names its staging, of runs long
// gone: muster cannot prove them its own, so it leaves them, every file in them.
TEST_F(PackFolderCli, HiddenFoldersNamedLikeStagingAreNeverRemoved) {
  fs::create_directories(dir_ / "h/.notes.partial-999999");
  write("h/.notes.partial-999999/ch1.txt", "draft");
  fs::create_directories(dir_ / "h/.pack.ended-999998");
  write("h/.pack.ended-999998/umpire.pdf", "my own PDF");
  fs::create_directories(dir_ / "h/.pack.old-999997");
  write("h/.pack.old-999997/setup.yaml", "my own notes");
  for (const char* command : {"roll ", "generate "}) {
    ASSERT_EQ(run(command + tsr + " --seed 3 --out h/pack").code, 0) << command;
    EXPECT_EQ(muster::testing::slurp(dir_ / "h/.notes.partial-999999/ch1.txt"), "draft") << command;
    EXPECT_EQ(muster::testing::slurp(dir_ / "h/.pack.ended-999998/umpire.pdf"), "my own PDF") << command;
    EXPECT_EQ(muster::testing::slurp(dir_ / "h/.pack.old-999997/setup.yaml"), "my own notes") << command;
    EXPECT_EQ(names_in(dir_ / "h"), (std::set<std::string>{".notes.partial-999999", ".pack.ended-999998", ".pack.old-999997", "pack"})) << command;
  }
  ASSERT_EQ(run("qrs tsr --out h/.notes.partial-999999/cards.pdf").code, 0);
  EXPECT_EQ(names_in(dir_ / "h/.notes.partial-999999"), (std::set<std::string>{"cards.pdf", "ch1.txt"}));
}

TEST_F(PackFolderCli, QrsReplacesItsOneFileAndNothingElse) {
  write("notes.txt", "mine");
  ASSERT_EQ(run("qrs tsr --out cards.pdf").code, 0);
  ASSERT_EQ(run("qrs sbd --out cards.pdf").code, 0);
  EXPECT_NE(tool("pdftotext cards.pdf -").find("Short But Desperate"), std::string::npos);
  EXPECT_EQ(names_in(dir_), (std::set<std::string>{"cards.pdf", "err.txt", "notes.txt", "out.txt", "tool.txt"}));
  EXPECT_EQ(run("qrs tsr --out .").code, 2);
}

// No rename crosses into another file system, so the files are replaced inside the folder.
TEST_F(PackFolderCli, APackOnAMountPointIsReplacedInPlace) {
  Tmpfs disk(dir_ / "usb", "20m");
  if (!disk.mounted()) GTEST_SKIP() << "mounting a tmpfs needs root and CAP_SYS_ADMIN";
  ASSERT_EQ(run("generate " + sbd + " --seed 3 --out usb").code, 0);
  ASSERT_EQ(run("generate " + tsr + " --seed 3 --out tsr").code, 0);
  const auto r = run("generate " + tsr + " --seed 3 --out usb");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(files_in(dir_ / "usb"), files_in(dir_ / "tsr"));
}

TEST_F(PackFolderCli, APackFolderOfOnesOwnUnderAFolderOneMayNotWriteIsReplacedInPlace) {
  fs::create_directories(dir_ / "shared");
  ASSERT_EQ(run("generate " + sbd + " --seed 3 --out shared/pack").code, 0);
  ASSERT_EQ(run("generate " + tsr + " --seed 3 --out tsr").code, 0);
  std::string launcher;
  if (::geteuid() == 0) {  // root may write anywhere: run muster as nobody, owner of the pack only
    if (std::system("command -v setpriv >/dev/null") != 0) GTEST_SKIP() << "running muster as another user needs setpriv";
    fs::permissions(dir_, fs::perms::others_read | fs::perms::others_exec, fs::perm_options::add);
    ASSERT_EQ(::chown((dir_ / "shared/pack").c_str(), 65534, 65534), 0);
    for (const auto& file : fs::directory_iterator(dir_ / "shared/pack")) ASSERT_EQ(::chown(file.path().c_str(), 65534, 65534), 0);
    launcher = "setpriv --reuid=65534 --regid=65534 --clear-groups";
  }
  fs::permissions(dir_ / "shared", fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write, fs::perm_options::remove);
  const auto r = run_under(launcher, "generate " + tsr + " --seed 3 --out shared/pack");
  fs::permissions(dir_ / "shared", fs::perms::owner_write, fs::perm_options::add);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(files_in(dir_ / "shared/pack"), files_in(dir_ / "tsr"));
  EXPECT_EQ(names_in_pack("shared"), std::set<std::string>{"pack"});
  EXPECT_EQ(run_under(launcher, "generate " + tsr + " --seed 3 --out shared/other").code, 2) << "no folder can be made there";
}

TEST_F(PackFolderCli, AFullDiskExitsOneNamingTheFileAndLeavesNothing) {
  Tmpfs disk(dir_ / "small", "300k");
  if (!disk.mounted()) GTEST_SKIP() << "mounting a 300k tmpfs needs root and CAP_SYS_ADMIN";
  const auto r = run("generate " + tsr + " --seed 3 --out small/pack");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("muster: error: cannot write 'small/pack/"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(".pdf': the disk is full; nothing was written."), std::string::npos) << r.err;
  EXPECT_TRUE(fs::is_empty(dir_ / "small")) << "a staging folder or part of a pack was left";
}

}  // namespace
