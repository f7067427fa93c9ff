#include "app/check_command.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <regex>

#include "app/out_of_memory.hpp"
#include "app/pipeline.hpp"
#include "core/problem_count.hpp"
#include "spec/muster_file.hpp"
#include "spec/record_yaml.hpp"

namespace muster::app {

namespace fs = std::filesystem;

namespace {

// A scenario: read with its variants, rolled once to find what only the dice show (a board too
// crowded for its terrain), and its pack laid out to find what `generate` refuses (too many pages).
void check_scenario(const spec::Node& root, const std::string& path) {
  const auto scenario = load_scenario_node(root);
  const auto rolled = scenario->roll(choose_seed(std::nullopt, *scenario));
  const auto setup = load_record_text(record_text(*rolled), "setup.yaml");  // as generate prints it: from its record, read back
  refuse_oversized_pack(*setup, oversize_location(path));
  std::cout << path << ": ok (" << scenario->header().name << ", " << find_ruleset(scenario->header().ruleset)->title() << ")\n";
}

// A setup record: read as `render` reads it, and its pack laid out.
void check_record(const spec::Node& root, const std::string& path) {
  const auto setup = load_record_node(root);
  refuse_oversized_pack(*setup, oversize_location(path));
  std::cout << path << ": ok (the setup record of " << setup->scenario_name() << ")\n";
}

// The rule set a file of units names in the schema line `muster new` and the shipped files
// start with ("$schema=../schemas/sbd-orbat.json"), if any.
std::string ruleset_of_schema_line(const std::string& text) {
  static const std::regex schema_line(R"(^#[^\n]*\$schema=[^\n]*?([a-z]+)-orbat\.json)");
  std::smatch match;
  const std::string head = text.substr(0, std::min<std::size_t>(text.size(), 400));
  return std::regex_search(head, match, schema_line) ? match[1].str() : std::string();
}

// The rule sets that read files of `kind`, narrowed to the one asked for or named by the file.
std::vector<const Ruleset*> readers_of(const spec::FileKind& kind, const std::string& asked, const std::string& named, const std::string& path) {
  std::vector<const Ruleset*> readers;
  for (const Ruleset* ruleset : all_rulesets())
    if (ruleset->unit_file_kind() == &kind) readers.push_back(ruleset);
  const std::string wanted = !asked.empty() ? asked : named;
  if (wanted.empty()) return readers;
  auto found = std::find_if(readers.begin(), readers.end(), [&](const Ruleset* r) { return r->id() == wanted; });
  if (found == readers.end()) {
    std::string ids;
    for (const Ruleset* r : readers) ids += (ids.empty() ? "" : ", ") + r->id();
    throw InputError(SourceLocation{path, 0, 0}, "the rule set '" + wanted + "' reads no " + kind.short_name + "s",
                     kind.short_name + "s are read by " + ids + ": give --ruleset one of them");
  }
  return {*found};
}

struct Reading {
  const Ruleset* ruleset;
  std::string label;
  std::vector<Diagnostic> problems;  // none: the file reads this way
};

// Reads the file of units at `path` the way `reading`'s scenario names it; its warnings about the file go to `warnings`.
std::vector<Diagnostic> problems_of(const UnitFileReading& reading, const std::string& path, Diagnostics& warnings) {
  const std::string scenario_file = (fs::path(path).parent_path() / ".muster-check.yaml").string();
  Diagnostics own;
  try {
    load_scenario_text(spec::to_yaml(reading.scenario), scenario_file, {std::nullopt, &own});
  } catch (const InputError& error) {
    return error.diagnostics();
  }
  for (const Diagnostic& w : own.warnings())
    if (w.where.file == path) warnings.warning(w.where, w.message, w.hint);
  return {};
}

std::string accepted_as(const std::vector<Reading>& readings, const Ruleset* ruleset) {
  std::vector<std::string> labels;
  bool every = true;
  for (const Reading& r : readings)
    if (r.ruleset == ruleset) {
      if (r.problems.empty()) labels.push_back(r.label);
      else every = false;
    }
  if (labels.empty()) return {};
  std::string said = ruleset->title();
  if (every || labels.front().empty()) return said;
  for (std::size_t i = 0; i < labels.size(); ++i) said += (i == 0 ? ", read " : "; ") + labels[i];
  return said;
}

// An orbat or force file: read by the code every scenario uses, in each way a scenario of its
// rule set could read it; it passes if some way reads it without a problem.
void check_unit_file(const std::string& text, const spec::FileKind& kind, const std::string& path, const std::string& asked) {
  const std::string extension = fs::path(path).extension().string();
  if (extension != ".yaml" && extension != ".yml")
    throw InputError(SourceLocation{path, 0, 0}, "a scenario names only .yaml or .yml files, so this " + kind.short_name + " could not be used",
                     "rename it to end in .yaml");
  const std::string file = fs::path(path).filename().string();
  std::vector<Reading> readings;
  Diagnostics warnings;
  const auto rulesets = readers_of(kind, asked, ruleset_of_schema_line(text), path);
  for (const Ruleset* ruleset : rulesets)
    for (const UnitFileReading& reading : ruleset->unit_file_readings(file))
      readings.push_back({ruleset, reading.label, problems_of(reading, path, warnings)});
  std::vector<std::string> accepted;
  for (const Ruleset* ruleset : rulesets)
    if (auto said = accepted_as(readings, ruleset); !said.empty()) accepted.push_back(said);
  if (accepted.empty()) {
    // Every way refused it: the way with the fewest problems is the likeliest meant.
    if (readings.empty()) throw InputError(SourceLocation{path, 0, 0}, "no scenario of its rule set reads such a file", "give --ruleset another rule set");
    const auto best = std::min_element(readings.begin(), readings.end(),
                                       [](const Reading& a, const Reading& b) { return problem_count(a.problems) < problem_count(b.problems); });
    throw InputError(best->problems);
  }
  std::vector<Diagnostic> said;
  for (const Diagnostic& w : warnings.warnings())
    if (std::none_of(said.begin(), said.end(), [&](const Diagnostic& s) { return s.where.line == w.where.line && s.message == w.message; })) {
      std::cerr << format_diagnostic(w, text);
      said.push_back(w);
    }
  std::string as;
  for (const std::string& a : accepted) as += (as.empty() ? "" : "; ") + a;
  std::cout << path << ": ok (" << kind.name << " of " << as << ")\n";
}

}  // namespace

CLI::App* setup_check(CLI::App& app, CheckOptions& o) {
  auto* command = app.add_subcommand("check", "check a scenario, setup record, orbat or force file and report every problem; writes nothing");
  command->add_option("file", o.file, "scenario, setup record, orbat or force file (YAML)")->required()->type_name("YAML");
  command->add_option("--ruleset", o.ruleset, "for an orbat or force file: the rule set to read it as (default: told by its schema line, else every one that reads such files)")
      ->check(CLI::IsMember(ruleset_ids()));
  return command;
}

int run_check(const CheckOptions& o) {
  const std::string text = within_memory(Stage::reading, o.file, [&] { return spec::read_yaml_text(o.file); });
  const spec::FileKind& kind = spec::recognise_kind(text);
  const spec::Node root = within_memory(Stage::reading, o.file, [&] { return spec::parse_muster_text(text, o.file, kind); });
  // Reading, the trial roll and the layout: running out of memory in any of them is the file's problem.
  within_memory(Stage::rolling, o.file, [&] {
    if (&kind == &spec::record_kind()) check_record(root, o.file);
    else if (&kind == &spec::scenario_kind()) check_scenario(root, o.file);
    else check_unit_file(text, kind, o.file, o.ruleset);
  });
  return 0;
}

}  // namespace muster::app
