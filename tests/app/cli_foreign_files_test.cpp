// Files that are not muster's: a scenario may name them, a user may give them, and muster must
// neither read them from where a scenario may not point nor show a word of what they hold.
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "support/cli.hpp"

namespace {

namespace fs = std::filesystem;

// What /etc/passwd and /etc/shadow look like, in a file of the test's own.
const std::string secret_lines =
    "root:x:0:0:root:/root:/bin/bash\n"
    "daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n"
    "alice:$6$Zm9vYmFy$SECRETHASHSECRETHASH:19000:0:99999:7:::\n";

class ForeignFilesCli : public muster::testing::CliTest {
 protected:
  // An SBD scenario whose first side's orbat is `orbat`, the second's the shipped one.
  void write_scenario(const std::string& orbat) const {
    fs::create_directories(dir_ / "orbats");
    fs::copy_file(MUSTER_SOURCE_DIR "/scenarios/orbats/confederate-mclaws.yaml", dir_ / "orbats/csa.yaml", fs::copy_options::overwrite_existing);
    fs::copy_file(MUSTER_SOURCE_DIR "/scenarios/orbats/union-caldwell.yaml", dir_ / "orbats/usa.yaml", fs::copy_options::overwrite_existing);
    write("battle.yaml", "ruleset: sbd\nname: Foreign\nsides:\n  USA:\n    orbat: " + orbat + "\n  CSA:\n    orbat: orbats/csa.yaml\n");
  }
  // Checks the run was refused, at the scenario's orbat line, with `message` and nothing of the secret.
  void expect_refused(const muster::testing::CliResult& r, const std::string& message) const {
    EXPECT_EQ(r.code, 2) << r.err;
    EXPECT_NE(r.err.find("battle.yaml:5:12: error: "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(message), std::string::npos) << r.err;
    for (const char* secret : {"root:x", "daemon", "SECRETHASH", "nologin"}) EXPECT_EQ(r.err.find(secret), std::string::npos) << secret << " shown:\n" << r.err;
    EXPECT_LT(r.err.size(), 1200u) << r.err;
  }
};

TEST_F(ForeignFilesCli, AnAbsolutePathIsRefusedWithoutBeingRead) {
  write("shadow", secret_lines);
  write_scenario((dir_ / "shadow").string());
  expect_refused(run("check battle.yaml"), "is an absolute path; a scenario names files relative to itself");
  write_scenario("/etc/passwd");
  expect_refused(run("check battle.yaml"), "'/etc/passwd' is an absolute path");
}

TEST_F(ForeignFilesCli, APathOutOfTheScenariosFolderAndTheOneAboveIsRefused) {
  for (const char* path : {"../../etc/passwd.yaml", "orbats/../../../x.yaml", "../a/../../x.yaml"}) {
    write_scenario(path);
    expect_refused(run("check battle.yaml"), "climbs out of the scenario's folder and the one above it");
  }
  write_scenario("orbats/passwd");
  expect_refused(run("check battle.yaml"), "'orbats/passwd' is not a .yaml or .yml file");
}

TEST_F(ForeignFilesCli, AFolderBesideTheScenariosOwnIsAllowed) {
  fs::create_directories(dir_ / "shared/orbats");
  fs::copy_file(MUSTER_SOURCE_DIR "/scenarios/orbats/union-caldwell.yaml", dir_ / "shared/orbats/usa.yaml");
  fs::create_directories(dir_ / "scenarios");
  write_scenario("x.yaml");
  fs::rename(dir_ / "battle.yaml", dir_ / "scenarios/battle.yaml");
  fs::rename(dir_ / "orbats", dir_ / "scenarios/orbats");
  write("scenarios/battle.yaml",
        "ruleset: sbd\nname: Shared\nsides:\n  USA:\n    orbat: ../shared/orbats/usa.yaml\n  CSA:\n    orbat: orbats/csa.yaml\n");
  const auto r = run("check scenarios/battle.yaml");
  EXPECT_EQ(r.code, 0) << r.err;
}

TEST_F(ForeignFilesCli, ATextFileOfAnotherKindIsRefusedByItsPathAlone) {
  write_scenario("orbats/passwd.yaml");
  write("orbats/passwd.yaml", secret_lines);
  expect_refused(run("check battle.yaml"), "is not an orbat file: no line starts with one of its keys (name, leader, commands, units)");
}

TEST_F(ForeignFilesCli, ABinaryAListAPipeAndAHugeWordAreRefusedByPathAndKind) {
  write_scenario("orbats/picture.yaml");
  std::ofstream(dir_ / "orbats/picture.yaml", std::ios::binary) << std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDRname: x\n", 25);
  expect_refused(run("check battle.yaml"), "is not an orbat file: it is not text");

  write("orbats/list.yaml", "- name: root:x:0:0:root\n- daemon:x:1:1\n");
  write_scenario("orbats/list.yaml");
  expect_refused(run("check battle.yaml"), "is not an orbat file: no line starts with one of its keys");

  write("orbats/word.yaml", std::string(3'900'000, 'w'));
  write_scenario("orbats/word.yaml");
  expect_refused(run("check battle.yaml"), "is not an orbat file");

  ASSERT_EQ(::mkfifo((dir_ / "orbats/pipe.yaml").c_str(), 0600), 0);
  write_scenario("orbats/pipe.yaml");
  expect_refused(run("check battle.yaml"), "is not a regular file");
}

TEST_F(ForeignFilesCli, AnOrbatWithAMistakeStillShowsItsLine) {
  write_scenario("orbats/usa.yaml");
  std::string text = muster::testing::slurp(dir_ / "orbats/usa.yaml");
  text += "oops: a: b\n";
  write("orbats/usa.yaml", text);
  const auto r = run("check battle.yaml");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("orbats/usa.yaml:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("| oops: a: b"), std::string::npos) << "a muster file's own line is shown\n" << r.err;
}

TEST_F(ForeignFilesCli, AFileGivenAsAScenarioOrARecordIsCheckedForItsKindToo) {
  write("passwd", secret_lines);
  for (const char* command : {"check passwd", "generate passwd --out p", "render passwd --out p"}) {
    const auto r = run(command);
    EXPECT_EQ(r.code, 2) << command;
    EXPECT_NE(r.err.find("'passwd' is not a muster "), std::string::npos) << command << "\n" << r.err;
    for (const char* secret : {"root:x", "daemon", "SECRETHASH"}) EXPECT_EQ(r.err.find(secret), std::string::npos) << command << ": " << secret;
  }
}

// A value quoted back from a file is shown, not obeyed: no escape sequence reaches the terminal,
// and a long one is cut.
TEST_F(ForeignFilesCli, QuotedValuesCannotDriveTheTerminalNorFillTheScreen) {
  write("battle.yaml", "ruleset: tsr\nname: Escapes\nboard: {columns: \"\\e[2J\\e[31mten\"}\n");
  auto r = run("check battle.yaml");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err.find('\x1b'), std::string::npos) << r.err;
  write("battle.yaml", "ruleset: tsr\nname: Long\nboard: {columns: " + std::string(100'000, '7') + "x}\n");
  r = run("check battle.yaml");
  EXPECT_EQ(r.code, 2);
  EXPECT_LT(r.err.size(), 1500u) << r.err.substr(0, 2000);
}

}  // namespace
