#pragma once
// Test helper: runs the muster binary as a user does, in a fresh folder per test.

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "muster_paths.hpp"
#include "support/temp_folder.hpp"

namespace muster::testing {

struct CliResult {
  int code;
  std::string out, err;
};

class CliTest : public TempFolderTest {
 protected:
  CliResult run(const std::string& args) const { return run_under("", args); }
  // muster started through `launcher`, such as setpriv to run it as another user.
  CliResult run_under(const std::string& launcher, const std::string& args) const {
    const std::string command = "cd '" + dir_.string() + "' && " + launcher + " " MUSTER_BINARY " " + args + " >out.txt 2>err.txt";
    const int status = std::system(command.c_str());
    return {WEXITSTATUS(status), slurp(dir_ / "out.txt"), slurp(dir_ / "err.txt")};
  }
  // A poppler or qpdf command run in the test's folder; its standard output. A failure shows
  // what the tool said, so that a rare one (qpdf's exit 3, a warning) can be told apart.
  std::string tool(const std::string& command) const {
    const int status = std::system(("cd '" + dir_.string() + "' && " + command + " >tool.txt 2>tool-err.txt").c_str());
    const std::string said = slurp(dir_ / "tool-err.txt");
    std::filesystem::remove(dir_ / "tool-err.txt");  // tests count the files in their folder
    EXPECT_EQ(WEXITSTATUS(status), 0) << command << "\n" << said;
    return slurp(dir_ / "tool.txt");
  }
};

}  // namespace muster::testing
