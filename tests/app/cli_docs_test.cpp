// The man page and the shell completions follow `--help`: every command and option help
// shows is in them, the man page renders without a warning, and bash offers the right words.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "support/cli.hpp"

namespace {

namespace fs = std::filesystem;

using muster::testing::slurp;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// What CLI11's help lists: under "Options:" each spelling of each option, under
// "Positionals:" and "Subcommands:" each name. Entries stand two spaces in; deeper lines
// carry on a description.
struct Help {
  std::vector<std::string> options, positionals, commands;
};

Help read_help(const std::string& text) {
  Help help;
  std::string section;
  for (const auto& line : lines_of(text)) {
    if (!line.empty() && line[0] != ' ' && line.back() == ':') section = line;
    if (line.size() < 3 || line.compare(0, 2, "  ") != 0 || line[2] == ' ') continue;
    const std::string first = line.substr(2, line.find(' ', 2) - 2);
    if (section == "Options:") {
      std::istringstream spellings(first);
      for (std::string name; std::getline(spellings, name, ',');) help.options.push_back(name);
    } else if (section == "Positionals:") help.positionals.push_back(first);
    else if (section == "Subcommands:") help.commands.push_back(first);
  }
  return help;
}

// The man page's source with the font changes and escapes taken out: `\fB\-\-seed\fR` -> `--seed`.
std::string plain_roff(std::string text) {
  for (const std::string code : {"\\fB", "\\fI", "\\fR", "\\&"})
    for (auto at = text.find(code); at != std::string::npos; at = text.find(code, at)) text.erase(at, code.size());
  for (auto at = text.find("\\-"); at != std::string::npos; at = text.find("\\-", at)) text.erase(at, 1);
  return text;
}

// The part of the man page about one command: from its `.SS` to the next heading.
std::string man_section(const std::string& page, const std::string& command) {
  const auto start = page.find(".SS \"" + command + "\"\n");
  if (start == std::string::npos) return {};
  auto end = page.find("\n.S", start + 1);
  return page.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

class CliDocs : public muster::testing::CliTest {
 protected:
  std::string output_of(const std::string& args) const {
    const auto r = run(args);
    EXPECT_EQ(r.code, 0) << args << ": " << r.err;
    return r.out;
  }
  std::vector<std::string> ruleset_ids() const {
    std::vector<std::string> ids;
    for (const auto& line : lines_of(output_of("rulesets"))) ids.push_back(line.substr(0, line.find('\t')));
    return ids;
  }
  bool has(const std::string& program) const { return std::system(("command -v " + program + " >/dev/null 2>&1").c_str()) == 0; }
};

TEST_F(CliDocs, TheManPageNamesEveryCommandAndOptionHelpShows) {
  const std::string page = plain_roff(output_of("help-man"));
  const Help top = read_help(output_of("--help"));
  ASSERT_GE(top.commands.size(), 6u);
  ASSERT_GE(top.options.size(), 5u);
  const auto options_section = page.substr(page.find(".SH OPTIONS"), page.find(".SH COMMANDS") - page.find(".SH OPTIONS"));
  for (const auto& option : top.options) EXPECT_NE(options_section.find(option), std::string::npos) << option << " is not under OPTIONS";
  for (const auto& command : top.commands) {
    const std::string section = man_section(page, command);
    ASSERT_FALSE(section.empty()) << "no section for " << command;
    EXPECT_NE(page.find(".B muster " + command + "\n"), std::string::npos) << command << " is not in the synopsis";
    const Help help = read_help(output_of(command + " --help"));
    for (const auto& option : help.options) EXPECT_NE(section.find(option), std::string::npos) << command << " " << option;
    for (const auto& positional : help.positionals) EXPECT_NE(section.find(positional), std::string::npos) << command << " " << positional;
  }
  // The hidden commands that print the man page and the completions are for the build only.
  for (const char* hidden : {"help-man", "complete"}) {
    EXPECT_EQ(std::count(top.commands.begin(), top.commands.end(), hidden), 0) << hidden;
    EXPECT_TRUE(man_section(page, hidden).empty()) << hidden;
  }
  const auto rulesets = page.substr(page.find(".SH \"RULE SETS\""));
  for (const auto& id : ruleset_ids()) EXPECT_NE(rulesets.find(".B " + id + "\n"), std::string::npos) << "rule set " << id;
  for (const char* section : {"NAME", "SYNOPSIS", "DESCRIPTION", "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES"})
    EXPECT_NE(page.find(".SH " + std::string(section)), std::string::npos) << section;
}

TEST_F(CliDocs, TheManPageRendersWithoutWarnings) {
  if (!has("groff")) GTEST_SKIP() << "groff is not installed";
  std::ofstream(dir_ / "muster.1") << output_of("help-man");
  ASSERT_EQ(std::system(("cd '" + dir_.string() + "' && groff -man -ww -z -Tutf8 muster.1 >/dev/null 2>warnings.txt").c_str()), 0);
  EXPECT_EQ(slurp(dir_ / "warnings.txt"), "");
  ASSERT_EQ(std::system(("cd '" + dir_.string() + "' && groff -man -Tascii -P-cbou muster.1 >muster.txt 2>/dev/null").c_str()), 0);
  const std::string text = slurp(dir_ / "muster.txt");
  for (const char* words : {"EXIT STATUS", "--paper a4|letter", "muster generate [--seed SEED]", "MUSTER_FONTS"})
    EXPECT_NE(text.find(words), std::string::npos) << words << " in\n" << text;
}

// Bash completes a partial command line the way the shell calls the function: COMP_WORDS,
// COMP_CWORD, then COMPREPLY read back (sorted, one line per case).
class BashCompletion : public CliDocs {
 protected:
  void SetUp() override {
    CliDocs::SetUp();
    std::ofstream(dir_ / "muster.bash") << output_of("complete bash");
    fs::create_directories(dir_ / "battles");
    for (const char* file : {"wheatfield.yaml", "orbat.yml", "notes.txt", "cards.pdf"}) std::ofstream(dir_ / file) << "x";
  }
  std::string complete(const std::string& line) const {
    const std::string script =
        "source ./muster.bash\n"
        "read -ra COMP_WORDS <<<\"$1\"\n"
        "[[ $1 == *' ' ]] && COMP_WORDS+=('')\n"
        "COMP_CWORD=$((${#COMP_WORDS[@]} - 1))\n"
        "_muster\n"
        "printf '%s\\n' \"${COMPREPLY[@]}\" | sort | tr '\\n' ' '\n";
    std::ofstream(dir_ / "complete.sh") << script;
    const int status = std::system(("cd '" + dir_.string() + "' && bash complete.sh '" + line + "' >completed.txt 2>completed.err").c_str());
    EXPECT_EQ(WEXITSTATUS(status), 0) << line << ": " << slurp(dir_ / "completed.err");
    EXPECT_EQ(slurp(dir_ / "completed.err"), "") << line;
    std::string words = slurp(dir_ / "completed.txt");
    if (!words.empty() && words.back() == ' ') words.pop_back();
    return words;
  }
  static std::string sorted_words(std::vector<std::string> words) {
    std::sort(words.begin(), words.end());
    std::string text;
    for (const auto& word : words) text += (text.empty() ? "" : " ") + word;
    return text;
  }
};

TEST_F(BashCompletion, OffersTheCommandsAndOptionsHelpShows) {
  const Help top = read_help(output_of("--help"));
  EXPECT_EQ(complete("muster "), sorted_words(top.commands));
  EXPECT_EQ(complete("muster ge"), "generate");
  EXPECT_EQ(complete("muster --seed 5 -"), sorted_words(top.options));
  for (const auto& command : top.commands)
    EXPECT_EQ(complete("muster " + command + " -"), sorted_words(read_help(output_of(command + " --help")).options)) << command;
  EXPECT_EQ(complete("muster generate wheatfield.yaml --p"), "--paper --png");
}

TEST_F(BashCompletion, OffersScenarioFilesFoldersPaperSizesAndRuleSets) {
  EXPECT_EQ(complete("muster generate "), "battles orbat.yml wheatfield.yaml");
  EXPECT_EQ(complete("muster check w"), "wheatfield.yaml");
  EXPECT_EQ(complete("muster render --out battles "), "battles orbat.yml wheatfield.yaml");
  EXPECT_EQ(complete("muster generate wheatfield.yaml --paper "), "a4 letter");
  EXPECT_EQ(complete("muster --paper l"), "letter");
  EXPECT_EQ(complete("muster --out "), "battles");
  EXPECT_EQ(complete("muster roll wheatfield.yaml --out b"), "battles");
  EXPECT_EQ(complete("muster qrs --out "), "battles cards.pdf");
  EXPECT_EQ(complete("muster generate --seed "), "");
  EXPECT_EQ(complete("muster qrs "), sorted_words(ruleset_ids()));
  EXPECT_EQ(complete("muster qrs tsr --paper "), "a4 letter");
  // One scenario is all generate takes.
  EXPECT_EQ(complete("muster generate wheatfield.yaml "), "");
}

TEST_F(CliDocs, ZshAndFishReadTheirCompletions) {
  std::ofstream(dir_ / "_muster") << output_of("complete zsh");
  std::ofstream(dir_ / "muster.fish") << output_of("complete fish");
  EXPECT_NE(slurp(dir_ / "_muster").rfind("#compdef muster\n", 0), std::string::npos);
  std::string ids;
  for (const auto& id : ruleset_ids()) ids += (ids.empty() ? "" : " ") + id;
  EXPECT_NE(slurp(dir_ / "_muster").find("(" + ids + ")"), std::string::npos) << ids;
  EXPECT_NE(slurp(dir_ / "muster.fish").find("'" + ids + "'"), std::string::npos) << ids;
  bool checked = false;
  if (has("zsh")) {
    EXPECT_EQ(std::system(("cd '" + dir_.string() + "' && zsh -n _muster").c_str()), 0);
    checked = true;
  }
  if (has("fish")) {
    EXPECT_EQ(std::system(("cd '" + dir_.string() + "' && fish --no-execute muster.fish").c_str()), 0);
    checked = true;
  }
  if (!checked) GTEST_SKIP() << "neither zsh nor fish is installed to read its script";
}

}  // namespace
