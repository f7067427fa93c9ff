#include "app/cli_docs.hpp"

#include <algorithm>
#include <iostream>
#include <sstream>

#include "rulesets/ruleset.hpp"

namespace muster::app {

namespace {

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, separator)) parts.push_back(part);
  return parts;
}

std::string join(const std::vector<std::string>& words, const std::string& separator) {
  std::string text;
  for (const auto& word : words) text += (text.empty() ? "" : separator) + word;
  return text;
}

OptionDoc describe_option(const CLI::Option& option) {
  OptionDoc doc;
  doc.positional = option.get_lnames().empty() && option.get_snames().empty();
  for (const auto& name : option.get_snames()) doc.names.push_back("-" + name);
  for (const auto& name : option.get_lnames()) doc.names.push_back("--" + name);
  if (doc.positional) doc.names.push_back(option.get_name(true));
  doc.required = option.get_required();
  doc.description = option.get_description();
  if (option.get_expected_max() == 0) {  // a flag: --help, --version
    doc.kind = ValueKind::flag;
    return doc;
  }
  // The type name as help shows it: "TEXT:{a4,letter}", "FLOAT:FLOAT in [10 - 600]".
  const auto parts = split(option.get_type_name(), ':');
  doc.value_name = parts.empty() ? "VALUE" : parts.front();
  for (std::size_t i = 1; i < parts.size(); ++i) {
    const auto& check = parts[i];
    if (check.size() >= 2 && check.front() == '{' && check.back() == '}') doc.choices = split(check.substr(1, check.size() - 2), ',');
    else doc.checks.push_back(check);
  }
  if (!doc.choices.empty()) doc.kind = ValueKind::choice;
  else if (doc.value_name == "YAML") doc.kind = ValueKind::yaml_file;
  else if (doc.value_name == "DIR") doc.kind = ValueKind::folder;
  else if (doc.value_name == "PDF") doc.kind = ValueKind::pdf_file;
  else doc.kind = ValueKind::none;
  return doc;
}

CommandDoc describe_command(const CLI::App& command) {
  CommandDoc doc{command.get_name(), command.get_description(), {}};
  const auto visible = command.get_options([](const CLI::Option* option) { return !option->get_group().empty(); });
  for (const CLI::Option* option : visible)
    if (!option->get_lnames().empty() || !option->get_snames().empty()) doc.options.push_back(describe_option(*option));
  for (const CLI::Option* option : visible)
    if (option->get_lnames().empty() && option->get_snames().empty()) doc.options.push_back(describe_option(*option));
  return doc;
}

std::vector<std::string> command_names(const std::vector<CommandDoc>& commands) {
  std::vector<std::string> names;
  for (const auto& command : commands)
    if (!command.name.empty()) names.push_back(command.name);
  return names;
}

// ---- roff ----------------------------------------------------------------------------------

// Text as roff reads it: backslashes escaped, a dash that starts a word (an option) a minus
// sign, `code` in bold, and no line starting with a control character.
std::string roff(const std::string& text) {
  std::string out;
  bool in_code = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\\') out += "\\e";
    else if (c == '-' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '-' || text[i - 1] == '[' || text[i - 1] == '(')) out += "\\-";
    else if (c == '`') {
      out += in_code ? "\\fR" : "\\fB";
      in_code = !in_code;
    } else out += c;
    if ((c == '.' || c == '\'') && (out.size() == 1 || out[out.size() - 2] == '\n')) out.insert(out.size() - 1, "\\&");
  }
  if (in_code) out += "\\fR";
  return out;
}

std::string roff_names(const OptionDoc& option) {
  std::vector<std::string> names;
  for (const auto& name : option.names) names.push_back((option.positional ? "\\fI" : "\\fB") + roff(name) + "\\fR");
  return join(names, ", ");
}

std::string roff_value(const OptionDoc& option) {
  if (option.kind == ValueKind::flag || option.positional) return "";
  if (!option.choices.empty()) {
    std::vector<std::string> choices;
    for (const auto& choice : option.choices) choices.push_back("\\fB" + roff(choice) + "\\fR");
    return " " + join(choices, "|");
  }
  return " \\fI" + roff(option.value_name) + "\\fR";
}

// "FLOAT in [10 - 600]" -> "from 10 to 600"; any other check as CLI11 words it.
std::string check_text(const std::string& check) {
  const auto open = check.find(" in [");
  const auto dash = check.find(" - ", open);
  if (open == std::string::npos || dash == std::string::npos || check.back() != ']') return check;
  return "from " + check.substr(open + 5, dash - open - 5) + " to " + check.substr(dash + 3, check.size() - dash - 4);
}

std::string synopsis(const CommandDoc& command) {
  std::string line = ".B muster" + (command.name.empty() ? "" : " " + roff(command.name)) + "\n";
  std::vector<std::string> words;
  for (const auto& option : command.options) {
    if (option.kind == ValueKind::flag) continue;
    if (option.positional) words.push_back((option.required ? "\\fI" : "[\\fI") + roff(option.names.back()) + (option.required ? "\\fR" : "\\fR]"));
    else words.push_back("[\\fB" + roff(option.names.back()) + "\\fR" + roff_value(option) + "]");
  }
  // Positionals after the options, where a reader expects them.
  std::stable_partition(words.begin(), words.end(), [](const std::string& word) { return word.starts_with("["); });
  return words.empty() ? line : line + join(words, " ") + "\n";
}

// "with no command: ..." -> "With no command: ...", as a sentence in the page.
std::string sentence(std::string text) {
  if (!text.empty() && text.front() >= 'a' && text.front() <= 'z') text.front() = static_cast<char>(text.front() - 'a' + 'A');
  return text;
}

void option_entries(std::ostream& out, const CommandDoc& command) {
  for (const auto& option : command.options) {
    out << ".TP\n" << roff_names(option) << roff_value(option) << "\n" << roff(sentence(option.description));
    std::vector<std::string> checks;
    for (const auto& check : option.checks) checks.push_back(check_text(check));
    if (!checks.empty()) out << " (" << roff(join(checks, "; ")) << ")";
    out << (option.positional && option.required ? ". Required.\n" : ".\n");
  }
}

const char* const description_text = R"(muster prepares a wargame night. Give it a scenario file: it rolls everything the rules
leave to the dice before play exactly as the rules prescribe, keeps the result in a setup
record (\fIsetup.yaml\fR), and prints a pack for the table: maps, counter sheets, rosters,
briefings and quick reference cards, as PDFs ready for an ordinary A4 or US Letter printer.
The same scenario and seed give the same setup and the same bytes on any machine.
.PP
Each side's secrets come from a key of its own, and each side's paper is in files of its
own: hand the umpire \fIumpire.pdf\fR and \fIsetup.yaml\fR, each player the table's files and
his own side's. A fresh seed is 64 random bits written as a code such as
\fB7K3QM\-X9WR\-TB2D\fR; only the umpire's sheets, \fIsetup.yaml\fR and the terminal show it.
.PP
With no command, muster rolls its built-in scenario (Terrible Swift Rules,
\fIThe Liquor Store\fR) into \fIoutput/\fR and prints the command that prints the same pack again.
)";

const char* const fixed_sections = R"(.SH FILES
.TP
.I output/<scenario>\-<code>/
The pack folder, named by the pack check code every footer carries, never by the seed.
It holds \fIsetup.yaml\fR and the PDFs; a pack is written whole or not at all.
.TP
.I /usr/share/muster/fonts/
muster's own fonts and their \fIfonts.conf\fR. muster uses only these fonts, so that a
pack is the same byte for byte on any machine. Installed elsewhere, muster looks in
\fIshare/muster/fonts/\fR beside the \fIbin/\fR folder that holds it.
.TP
.I /usr/share/muster/scenarios/
The shipped scenarios, one or more per rule set, with the orbat files they read in
\fIorbats/\fR: copy one to start a scenario of your own.
.TP
.I /usr/share/doc/muster/README.md
What every file of a pack is for, how to print it, and how muster keeps secrets.
.SH ENVIRONMENT
.TP
.B MUSTER_FONTS
A folder holding muster's fonts and \fIfonts.conf\fR, used instead of the installed ones.
.SH EXIT STATUS
.TP
.B 0
Success.
.TP
.B 1
Failure: the disk is full, a folder cannot be written, or any other error while writing;
nothing is left half written.
.TP
.B 2
Bad command line or bad input: every problem in the scenario or record is reported with its
file, line and a hint, and nothing is written.
.SH EXAMPLES
Roll and print the built-in scenario into \fIoutput/\fR from a fresh seed:
.RS
.B muster
.RE
.PP
Report every problem in a scenario of your own; this writes nothing:
.RS
.B muster check my\-battle.yaml
.RE
.PP
Roll it and print the whole pack on US Letter:
.RS
.B muster generate my\-battle.yaml \-\-paper letter
.RE
.PP
Print the pack again from its setup record, hand edits included:
.RS
.B muster render output/my\-battle\-d2ce9e/setup.yaml
.RE
.PP
Print one rule set's quick reference cards on their own:
.RS
.B muster qrs sbd \-\-out sbd\-cards.pdf
.RE
.SH SEE ALSO
.BR pdfinfo (1),
.BR lp (1)
)";

// ---- shell completion ----------------------------------------------------------------------

std::string single_quoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// The word a bash script uses for what a value is: "choice a4 letter", "yaml", "folder", "pdf" or "value".
std::string bash_kind(const OptionDoc& option) {
  switch (option.kind) {
    case ValueKind::choice: return "choice " + join(option.choices, " ");
    case ValueKind::yaml_file: return "yaml";
    case ValueKind::folder: return "folder";
    case ValueKind::pdf_file: return "pdf";
    default: return "value";
  }
}

std::string bash_script(const std::vector<CommandDoc>& commands) {
  std::ostringstream out;
  out << "# bash completion for muster, written by `muster complete bash` from the same command\n"
         "# definitions as `muster --help`.\n\n"
         "# What COMMAND's option or Nth positional (1, 2, ...) takes: \"choice WORD...\", \"yaml\",\n"
         "# \"folder\", \"pdf\" or \"value\"; nothing for a flag.\n"
         "_muster_kind() {\n"
         "    case $1:$2 in\n";
  for (const auto& command : commands) {
    std::size_t position = 0;
    for (const auto& option : command.options) {
      if (option.kind == ValueKind::flag) continue;
      const std::string key = option.positional ? std::to_string(++position) : join(option.names, "|" + command.name + ":");
      out << "        " << command.name << ":" << key << ") echo " << single_quoted(bash_kind(option)) << " ;;\n";
    }
  }
  out << "    esac\n}\n\n"
         "_muster_options() {\n"
         "    case $1 in\n";
  for (const auto& command : commands) {
    std::vector<std::string> names;
    for (const auto& option : command.options)
      if (!option.positional) names.insert(names.end(), option.names.begin(), option.names.end());
    out << "        " << (command.name.empty() ? "''" : command.name) << ") echo " << single_quoted(join(names, " ")) << " ;;\n";
  }
  out << "    esac\n}\n\n"
         "_muster() {\n"
         "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
         "    local commands=" << single_quoted(join(command_names(commands), " ")) << "\n"
         "    local command= positionals=0 expect_value= word i\n"
         "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
         "        word=${COMP_WORDS[i]}\n"
         "        if [[ -n $expect_value ]]; then\n"
         "            expect_value=\n"
         "        elif [[ $word == -* ]]; then\n"
         "            [[ $word != *=* && -n $(_muster_kind \"$command\" \"$word\") ]] && expect_value=1\n"
         "        elif [[ -z $command && \" $commands \" == *\" $word \"* ]]; then\n"
         "            command=$word\n"
         "        else\n"
         "            positionals=$((positionals + 1))\n"
         "        fi\n"
         "    done\n"
         "    local kind\n"
         "    if [[ -n $expect_value ]]; then\n"
         "        kind=$(_muster_kind \"$command\" \"$prev\")\n"
         "    elif [[ $cur == -* ]]; then\n"
         "        COMPREPLY=($(compgen -W \"$(_muster_options \"$command\")\" -- \"$cur\"))\n"
         "        return\n"
         "    elif [[ -z $command ]]; then\n"
         "        COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\"))\n"
         "        return\n"
         "    else\n"
         "        kind=$(_muster_kind \"$command\" $((positionals + 1)))\n"
         "    fi\n"
         "    local IFS=$'\\n'\n"
         "    case $kind in\n"
         "        choice\\ *) IFS=' ' COMPREPLY=($(compgen -W \"${kind#choice }\" -- \"$cur\")) ;;\n"
         "        yaml)\n"
         "            compopt -o filenames 2>/dev/null\n"
         "            COMPREPLY=($(compgen -d -- \"$cur\"; compgen -f -X '!*.yaml' -- \"$cur\"; compgen -f -X '!*.yml' -- \"$cur\")) ;;\n"
         "        pdf)\n"
         "            compopt -o filenames 2>/dev/null\n"
         "            COMPREPLY=($(compgen -d -- \"$cur\"; compgen -f -X '!*.pdf' -- \"$cur\")) ;;\n"
         "        folder)\n"
         "            compopt -o filenames 2>/dev/null\n"
         "            COMPREPLY=($(compgen -d -- \"$cur\")) ;;\n"
         "        *) COMPREPLY=() ;;\n"
         "    esac\n"
         "}\n\n"
         "complete -F _muster muster\n";
  return out.str();
}

// zsh quotes descriptions in brackets: a bracket or backslash in them is escaped.
std::string zsh_description(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '[' || c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

std::string zsh_action(const OptionDoc& option) {
  switch (option.kind) {
    case ValueKind::choice: return "(" + join(option.choices, " ") + ")";
    case ValueKind::yaml_file: return "_files -g \"*.(yaml|yml)\"";
    case ValueKind::folder: return "_files -/";
    case ValueKind::pdf_file: return "_files -g \"*.pdf\"";
    default: return " ";
  }
}

std::string zsh_specs(const CommandDoc& command, const std::string& indent) {
  std::vector<std::string> specs;
  std::size_t position = 0;
  for (const auto& option : command.options) {
    if (option.positional) {
      specs.push_back(single_quoted(std::to_string(++position) + ":" + option.names.back() + ":" + zsh_action(option)));
      continue;
    }
    const bool value = option.kind != ValueKind::flag;
    std::string spec = "[" + zsh_description(option.description) + "]";
    if (value) spec += ":" + option.value_name + ":" + zsh_action(option);
    std::vector<std::string> spelled;
    for (const auto& name : option.names) spelled.push_back(name + (value ? "=" : ""));
    if (spelled.size() == 1) specs.push_back(single_quoted(spelled.front() + spec));
    // Either spelling, offered once: '(-h --help)'{-h,--help}'[...]' (the braces outside the quotes).
    else specs.push_back(single_quoted("(" + join(option.names, " ") + ")") + "{" + join(spelled, ",") + "}" + single_quoted(spec));
  }
  return join(specs, " \\\n" + indent);
}

std::string zsh_script(const std::vector<CommandDoc>& commands) {
  std::ostringstream out;
  out << "#compdef muster\n"
         "# zsh completion for muster, written by `muster complete zsh` from the same command\n"
         "# definitions as `muster --help`.\n\n"
         "_muster_commands() {\n"
         "  local -a commands\n"
         "  commands=(\n";
  for (const auto& command : commands)
    if (!command.name.empty()) out << "    " << single_quoted(command.name + ":" + command.description) << "\n";
  out << "  )\n"
         "  _describe -t commands 'muster command' commands\n"
         "}\n\n"
         "_muster() {\n"
         "  local curcontext=$curcontext state state_descr line ret=1\n"
         "  typeset -A opt_args\n"
         "  _arguments -C \\\n"
         "    "
      << zsh_specs(commands.front(), "    ") << " \\\n"
      << "    '1: :_muster_commands' \\\n"
         "    '*:: :->command' && ret=0\n"
         "  [[ $state == command ]] || return ret\n"
         "  curcontext=${curcontext%:*:*}:muster-$words[1]:\n"
         "  case $words[1] in\n";
  for (const auto& command : commands) {
    if (command.name.empty()) continue;
    out << "    " << command.name << ")\n"
        << "      _arguments \\\n"
        << "        " << zsh_specs(command, "        ") << " && ret=0\n"
        << "      ;;\n";
  }
  out << "  esac\n"
         "  return ret\n"
         "}\n\n"
         "_muster \"$@\"\n";
  return out.str();
}

std::string fish_value(const OptionDoc& option) {
  switch (option.kind) {
    case ValueKind::choice: return " -x -a " + single_quoted(join(option.choices, " "));
    case ValueKind::yaml_file: return " -x -a '(__muster_files \"yaml|yml\")'";
    case ValueKind::folder: return " -x -a '(__fish_complete_directories)'";
    case ValueKind::pdf_file: return " -x -a '(__muster_files pdf)'";
    case ValueKind::flag: return "";
    default: return " -x";
  }
}

std::string fish_script(const std::vector<CommandDoc>& commands) {
  std::ostringstream out;
  const std::string names = join(command_names(commands), " ");
  out << "# fish completion for muster, written by `muster complete fish` from the same command\n"
         "# definitions as `muster --help`.\n\n"
         "# Folders, and the files with one of these extensions (\"yaml|yml\").\n"
         "function __muster_files --argument-names extensions\n"
         "    for path in (__fish_complete_path (commandline -ct))\n"
         "        string match -qr -- \"(/|\\.($extensions))\\t?\\$\" $path; and echo $path\n"
         "    end\n"
         "end\n\n"
         "complete -c muster -f\n";
  for (const auto& command : commands) {
    const std::string condition =
        command.name.empty() ? "not __fish_seen_subcommand_from " + names : "__fish_seen_subcommand_from " + command.name;
    if (command.name.empty()) {
      for (const auto& sub : commands)
        if (!sub.name.empty())
          out << "complete -c muster -n " << single_quoted(condition) << " -a " << sub.name << " -d " << single_quoted(sub.description) << "\n";
    }
    for (const auto& option : command.options) {
      out << "complete -c muster -n " << single_quoted(condition);
      if (option.positional) {
        // A positional's words are offered wherever an option is not expected.
        out << fish_value(option).substr(3) << " -d " << single_quoted(option.description) << "\n";
        continue;
      }
      for (const auto& name : option.names) out << (name.starts_with("--") ? " -l " + name.substr(2) : " -s " + name.substr(1));
      out << fish_value(option) << " -d " << single_quoted(option.description) << "\n";
    }
  }
  return out.str();
}

}  // namespace

std::vector<CommandDoc> describe_commands(const CLI::App& app) {
  std::vector<CommandDoc> commands{describe_command(app)};
  commands.front().name.clear();
  for (const CLI::App* command : app.get_subcommands([](const CLI::App* sub) { return !sub->get_group().empty(); }))
    commands.push_back(describe_command(*command));
  return commands;
}

std::string man_page(const CLI::App& app) {
  const auto commands = describe_commands(app);
  // The app's description: "muster: rolls ... for the table.\nWith no command, ...".
  std::string summary = split(app.get_description(), '\n').front();
  if (summary.starts_with("muster: ")) summary = summary.substr(8);
  if (summary.ends_with(".")) summary.pop_back();

  std::ostringstream out;
  out << ".\\\" muster.1, written by `muster help-man` from the same command definitions as\n"
         ".\\\" `muster --help`: edit src/app/commands.cpp or src/app/cli_docs.cpp, not this file.\n"
      << ".TH MUSTER 1 \"\" \"muster " << MUSTER_VERSION << "\" \"User Commands\"\n"
      << ".nh\n.ad l\n"
      << ".SH NAME\nmuster \\- " << roff(summary) << "\n"
      << ".SH SYNOPSIS\n";
  for (std::size_t i = 0; i < commands.size(); ++i) out << (i ? ".br\n" : "") << synopsis(commands[i]);
  out << ".SH DESCRIPTION\n" << description_text;
  out << ".SH \"RULE SETS\"\n"
         "A scenario names its rule set with \\fBruleset:\\fR; \\fBmuster rulesets\\fR lists them.\n";
  for (const Ruleset* ruleset : all_rulesets())
    out << ".TP\n.B " << roff(ruleset->id()) << "\n" << roff(ruleset->title()) << ": " << roff(ruleset->description()) << "\n";
  out << ".SH OPTIONS\n";
  option_entries(out, commands.front());
  out << ".SH COMMANDS\n";
  for (std::size_t i = 1; i < commands.size(); ++i) {
    out << ".SS \"" << roff(commands[i].name) << "\"\n" << roff(sentence(commands[i].description)) << ".\n";
    option_entries(out, commands[i]);
  }
  out << fixed_sections;
  return out.str();
}

std::string completion_script(const CLI::App& app, Shell shell) {
  const auto commands = describe_commands(app);
  switch (shell) {
    case Shell::bash: return bash_script(commands);
    case Shell::zsh: return zsh_script(commands);
    case Shell::fish: return fish_script(commands);
  }
  return {};
}

CLI::App* setup_help_man(CLI::App& app) {
  // An empty group hides a command from --help, the man page and the completions alike.
  return app.add_subcommand("help-man", "print muster's man page (roff), as installed")->group("");
}

int run_help_man(const CLI::App& app) {
  std::cout << man_page(app);
  return 0;
}

CLI::App* setup_complete(CLI::App& app, CompleteOptions& o) {
  auto* command = app.add_subcommand("complete", "print the completion script for a shell")->group("");
  command->add_option("shell", o.shell, "bash, zsh or fish")->required()->check(CLI::IsMember({"bash", "zsh", "fish"}));
  return command;
}

int run_complete(const CLI::App& app, const CompleteOptions& o) {
  std::cout << completion_script(app, o.shell == "zsh" ? Shell::zsh : o.shell == "fish" ? Shell::fish : Shell::bash);
  return 0;
}

}  // namespace muster::app
