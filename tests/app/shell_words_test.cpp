// Words muster prints for pasting into a shell come back as the same words.
#include <gtest/gtest.h>

#include "app/shell_words.hpp"

namespace muster::app {
namespace {

TEST(ShellWords, PlainWordsStandAndTheRestAreQuoted) {
  EXPECT_EQ(shell_word("scenarios/tsr-liquor-store.yaml"), "scenarios/tsr-liquor-store.yaml");
  EXPECT_EQ(shell_word("7K3QM-X9WR-TB2D"), "7K3QM-X9WR-TB2D");
  EXPECT_EQ(shell_word("my pack"), "'my pack'");
  EXPECT_EQ(shell_word("it's"), "'it'\\''s'");
  EXPECT_EQ(shell_word("$HOME;rm"), "'$HOME;rm'");
  EXPECT_EQ(shell_word(""), "''");
}

TEST(ShellWords, ACommandReadsBackThroughTheShell) {
  const std::string line = shell_command({"printf", "%s|", "a b", "it's", "*"});
  FILE* pipe = ::popen(line.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  char buffer[128] = {};
  const std::size_t read = std::fread(buffer, 1, sizeof buffer - 1, pipe);
  ::pclose(pipe);
  EXPECT_EQ(std::string(buffer, read), "a b|it's|*|");
}

}  // namespace
}  // namespace muster::app
