// muster: wires the commands and maps failures to exit codes
// (0 success, 1 failure, a full disk included, 2 bad command line or bad input).
#include <filesystem>
#include <fstream>
#include <map>
#include <iostream>
#include <sstream>

#include "app/cli_docs.hpp"
#include "app/check_command.hpp"
#include "app/commands.hpp"
#include "app/out_of_memory.hpp"
#include "app/schema_command.hpp"
#include "app/shell_words.hpp"
#include "app/simulate_command.hpp"
#include "core/diagnostic.hpp"
#include "core/file_output.hpp"
#include "core/problem_count.hpp"
#include "spec/yaml_node.hpp"

namespace {
// The text of a file a problem points into, to show the line: read once per
// file, and only a regular file of a size muster would read at all.
std::string source_of(const std::string& file) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(file, error) || std::filesystem::file_size(file, error) > muster::spec::most_file_bytes) return {};
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  if (in) text << in.rdbuf();
  return text.str();
}

int report(const muster::InputError& error) {
  std::map<std::string, std::string> sources;
  for (const auto& d : error.diagnostics()) {
    // A problem with no line shows none: its file is not read again (it may be what ran out of memory).
    if (d.where.line == 0) {
      std::cerr << muster::format_diagnostic(d);
      continue;
    }
    auto found = sources.find(d.where.file);
    if (found == sources.end()) found = sources.emplace(d.where.file, source_of(d.where.file)).first;
    std::cerr << muster::format_diagnostic(d, found->second);
  }
  const auto count = muster::problem_count(error.diagnostics());  // the unlisted ones too
  if (count > 1) std::cerr << count << " problems; nothing was written.\n";
  else std::cerr << "nothing was written.\n";
  return 2;
}
}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"muster: rolls a wargame scenario's setup and prints the pack for the table.\n"
               "With no command, rolls the built-in Terrible Swift Rules scenario into output/."};
  app.set_version_flag("--version", "muster " MUSTER_VERSION);
  app.require_subcommand(0, 1);
  muster::app::GenerateOptions generate;
  muster::app::GenerateOptions plain;  // `muster` with no command
  muster::app::setup_default_generate(app, plain);
  if (argc > 0) muster::app::set_invoked_as(argv[0]);
  muster::app::RollOptions roll;
  muster::app::RenderOptions render;
  muster::app::CheckOptions check;
  muster::app::QrsOptions qrs;
  muster::app::SimulateOptions simulate;
  auto* generate_command = muster::app::setup_generate(app, generate);
  auto* roll_command = muster::app::setup_roll(app, roll);
  auto* render_command = muster::app::setup_render(app, render);
  auto* check_command = muster::app::setup_check(app, check);
  auto* rulesets_command = muster::app::setup_rulesets(app);
  auto* qrs_command = muster::app::setup_qrs(app, qrs);
  auto* simulate_command = muster::app::setup_simulate(app, simulate);
  muster::app::SchemaOptions schema;
  muster::app::NewOptions starter;
  auto* schema_command = muster::app::setup_schema(app, schema);
  auto* new_command = muster::app::setup_new(app, starter);
  muster::app::CompleteOptions complete;
  auto* help_man_command = muster::app::setup_help_man(app);
  auto* complete_command = muster::app::setup_complete(app, complete);
  try {
    app.parse(argc, argv);
    if (roll_command->parsed()) return muster::app::run_roll(roll);
    if (render_command->parsed()) return muster::app::run_render(render);
    if (check_command->parsed()) return muster::app::run_check(check);
    if (rulesets_command->parsed()) return muster::app::run_rulesets();
    if (qrs_command->parsed()) return muster::app::run_qrs(qrs);
    if (simulate_command->parsed()) return muster::app::run_simulate(simulate);
    if (generate_command->parsed()) return muster::app::run_generate(generate);
    if (schema_command->parsed()) return muster::app::run_schema(schema);
    if (new_command->parsed()) return muster::app::run_new(starter);
    if (help_man_command->parsed()) return muster::app::run_help_man(app);
    if (complete_command->parsed()) return muster::app::run_complete(app, complete);
    return muster::app::run_generate(plain);
  } catch (const CLI::ParseError& error) {
    return app.exit(error) == 0 ? 0 : 2;
  } catch (const muster::InputError& error) {
    return report(error);
  } catch (const muster::DiskFullError& error) {
    std::cerr << "muster: error: " << error.what() << "; nothing was written.\n"
              << "  hint: free some space on that disk, or choose another with --out.\n";
    return 1;
  } catch (const muster::app::OutOfMemoryError& error) {
    std::cerr << "muster: error: " << error.what() << "; nothing was written.\n  hint: " << error.hint() << "\n";
    return 1;
  } catch (const std::bad_alloc&) {
    std::cerr << "muster: error: ran out of memory; nothing was written.\n  hint: give muster more memory (see 'ulimit -v')\n";
    return 1;
  } catch (const std::exception& error) {
    std::cerr << "muster: error: " << error.what() << "\n";
    return 1;
  }
}
