// The YAML traps a newcomer falls into get a hint of their own, at the line that set them.
#include <gtest/gtest.h>

#include "app/pipeline.hpp"
#include "core/diagnostic.hpp"
#include "spec/yaml_node.hpp"
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace muster {
namespace {

Diagnostic first_problem(const std::string& yaml) {
  const auto file = std::filesystem::temp_directory_path() / ("muster-yaml-trap-" + std::to_string(::getpid()) + ".yaml");
  std::ofstream(file) << yaml;
  try {
    app::load_scenario(file.string());
    std::filesystem::remove(file);
  } catch (const InputError& e) {
    std::filesystem::remove(file);
    return e.diagnostics().front();
  }
  return {};
}

const std::string head = "muster: 1\nname: Trap\nruleset: tsr\n";

TEST(YamlTraps, AnUnquotedColourIsAComment) {
  const Diagnostic block = first_problem(head + "sides:\n  USA:\n    colour: #1f3a93\n");
  EXPECT_EQ(block.where.line, 6);
  EXPECT_EQ(block.message, "'colour' is empty");
  EXPECT_NE(block.hint.find("colour: \"#1f3a93\""), std::string::npos) << block.hint;
  const Diagnostic flow = first_problem(head + "sides:\n  USA: {colour: #1f3a93}\n");
  EXPECT_NE(flow.hint.find("starts a comment"), std::string::npos) << flow.hint;
}

// yaml-cpp said "unknown escape character: m" and "bad file", with a hint about indentation.
// A NUL byte makes no text file: the file is refused by its path and kind, nothing of it shown.
TEST(YamlTraps, ANulByteAndRunawayNestingAreNamedForWhatTheyAre) {
  const Diagnostic nul = first_problem(head + std::string("na\0me: x\n", 10));
  EXPECT_NE(nul.message.find("is not a muster scenario: it is not text (it holds a NUL byte"), std::string::npos) << nul.message;
  EXPECT_EQ(nul.where.line, 0);
  const Diagnostic deep = first_problem(head + "notes: " + std::string(1000, '[') + std::string(1000, ']') + "\n");
  EXPECT_EQ(deep.message, "lists or mappings are nested more deeply here than muster reads");
  EXPECT_EQ(deep.where.line, 4);
}

TEST(YamlTraps, ATabIsNamedAsATab) {
  const Diagnostic d = first_problem(head + "terrain:\n\thills: 2\n");
  EXPECT_EQ(d.hint, "YAML does not allow tabs to indent (line 5): indent with spaces");
}

TEST(YamlTraps, AColonInAValueAsksForQuotes) {
  const Diagnostic d = first_problem("muster: 1\nname: Gettysburg: Day 1\nruleset: tsr\n");
  EXPECT_EQ(d.where.line, 2);
  EXPECT_EQ(d.hint, "a value with ': ' in it needs quotes (line 2), e.g. name: \"Gettysburg: Day 1\"");
}

TEST(YamlTraps, ARangeInWordsSaysRangesAreAllowed) {
  EXPECT_EQ(first_problem(head + "terrain: {hills: 2 to 3}\n").message, "'hills' should be a whole number or a range like '2-3', not '2 to 3'");
  EXPECT_EQ(first_problem(head + "terrain: {hills: 2 to 3}\n").hint, "write one number, or two joined by '-', each from 0 to 6, in digits");
  // A word for a number came with no hint at all.
  const Diagnostic word = first_problem(head + "board: {columns: ten}\n");
  EXPECT_EQ(word.message, "'columns' should be a whole number, not 'ten'");
  EXPECT_EQ(word.hint, "write a number from 6 to 26, in digits");
}

// YAML runs a key without its colon into the next line and stops at that line's colon:
// the problem is named where the colon is missing, at the end of the key.
TEST(YamlTraps, AMissingColonIsReportedAtTheLineThatLacksIt) {
  const Diagnostic in_map = first_problem(head + "terrain:\n  seed 5\n  hills: 2\n");
  EXPECT_EQ(in_map.where.line, 5);
  EXPECT_EQ(in_map.where.column, 7);
  EXPECT_EQ(in_map.message, "'seed' has no ':' after it");
  EXPECT_EQ(in_map.hint, "write 'seed: 5'; without it YAML runs this line into the next one");
  const Diagnostic past_a_comment = first_problem(head + "terrain:\n  woods: 1\n  hills 2\n\n  # more\n  towns: 1\n");
  EXPECT_EQ(past_a_comment.where.line, 6);
  EXPECT_EQ(past_a_comment.where.column, 8);
  EXPECT_EQ(past_a_comment.hint, "write 'hills: 2'; without it YAML runs this line into the next one");
  const Diagnostic at_the_top = first_problem(head + "seed 5\nterrain:\n  hills: 2\n");
  EXPECT_EQ(at_the_top.where.line, 4);
  EXPECT_EQ(at_the_top.where.column, 5);
}

// As a block's last line, the key without its colon is either run into the value above it
// (YAML stops at the next key further out) or read as a key with no value (at the end of
// the file): both are named at the key that lacks the colon, as above.
TEST(YamlTraps, AMissingColonOnABlocksLastLineIsReportedThereToo) {
  const Diagnostic before_an_outer_key = first_problem(head + "board:\n  columns: 10\n  rows 15\npaper: a4\n");
  EXPECT_EQ(before_an_outer_key.where.line, 6);
  EXPECT_EQ(before_an_outer_key.where.column, 7);
  EXPECT_EQ(before_an_outer_key.message, "'rows' has no ':' after it");
  EXPECT_EQ(before_an_outer_key.hint, "write 'rows: 15'; without it YAML runs this line into the next one");
  const Diagnostic at_the_end = first_problem(head + "board:\n  columns: 10\n  rows 15\n");
  EXPECT_EQ(at_the_end.where.line, 6);
  EXPECT_EQ(at_the_end.where.column, 7);
  EXPECT_EQ(at_the_end.message, "'rows' has no ':' after it");
  EXPECT_EQ(at_the_end.hint, "write 'rows: 15'");
  // A key of two words that the block does not know stays an unknown key.
  EXPECT_EQ(first_problem(head + "board:\n  columns: 10\n  lines 15\n").message, "unknown key 'lines 15' in 'board'");
}

TEST(YamlTraps, OtherSyntaxErrorsKeepTheGeneralHint) {
  EXPECT_EQ(first_problem(head + "terrain: [hills\n").hint, "check the indentation and the ':' after each key on this line or the one before");
}

}  // namespace
}  // namespace muster
