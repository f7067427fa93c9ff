#pragma once
// The man page and the shell completions, written from the CLI11 app itself: a command or
// option added to the app appears in `--help`, in muster.1 and in every completion at once.

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace muster::app {

// What a value on the command line is, read off the option's type name (as `--help` shows
// it) and its IsMember check, so that a shell offers the right words for it.
enum class ValueKind { none, flag, choice, yaml_file, folder, pdf_file };

struct OptionDoc {
  std::vector<std::string> names;  // {"-h", "--help"}, {"--seed"}, or a positional's name {"scenario"}
  bool positional = false;
  bool required = false;
  std::string value_name;            // "SEED", "DIR", "TEXT": the type name without its checks
  std::vector<std::string> choices;  // the members of an IsMember check: paper sizes, rule set ids
  std::vector<std::string> checks;   // any other check as CLI11 words it: "FLOAT in [10 - 600]"
  ValueKind kind = ValueKind::none;
  std::string description;
};

struct CommandDoc {
  std::string name;  // empty for muster itself, with no command
  std::string description;
  std::vector<OptionDoc> options;  // options first, then positionals in their order
};

// muster itself first, then every command `--help` lists (hidden ones left out).
std::vector<CommandDoc> describe_commands(const CLI::App& app);

// muster.1 in roff (man(7) macros), with the fixed sections around the commands.
std::string man_page(const CLI::App& app);

enum class Shell { bash, zsh, fish };
std::string completion_script(const CLI::App& app, Shell shell);

// Hidden commands that print them, run at build time: `muster help-man`, `muster complete SHELL`.
CLI::App* setup_help_man(CLI::App& app);
int run_help_man(const CLI::App& app);

struct CompleteOptions {
  std::string shell;
};
CLI::App* setup_complete(CLI::App& app, CompleteOptions& options);
int run_complete(const CLI::App& app, const CompleteOptions& options);

}  // namespace muster::app
