#include "app/schema_command.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>

#include "app/json_schema.hpp"
#include "app/key_meanings.hpp"
#include "app/pipeline.hpp"
#include "app/shell_words.hpp"
#include "app/starter_scenario.hpp"
#include "core/diagnostic.hpp"
#include "core/staged_file.hpp"
#include "rulesets/ruleset.hpp"

namespace muster::app {

namespace {

FileKind kind_from(const std::string& word) {
  if (word == "orbat") return FileKind::orbat;
  if (word == "record") return FileKind::record;
  return FileKind::scenario;
}

std::optional<std::string> schema_text(const std::string& ruleset_id, FileKind kind) {
  const auto keys = explore_described_keys(ruleset_id, kind);
  if (!keys) return std::nullopt;
  return json_schema(*keys, "muster " + find_ruleset(ruleset_id)->title() + " " + kind_name(kind));
}

// Whole or not at all, like every file muster writes: a full disk leaves no half schema behind.
void write_text(const std::filesystem::path& path, const std::string& text) {
  StagedFile staged(path);
  staged.write([&](const std::filesystem::path& staging) {
    std::ofstream out(staging, std::ios::binary);
    out << text;
    if (!out.flush()) throw std::runtime_error("cannot write '" + path.string() + "'");
  });
  staged.commit();
}

int write_every_schema(const std::string& folder) {
  std::filesystem::create_directories(folder);
  for (const std::string& id : ruleset_ids())
    for (FileKind kind : {FileKind::scenario, FileKind::orbat, FileKind::record})
      if (auto text = schema_text(id, kind)) write_text(std::filesystem::path(folder) / schema_file_name(id, kind), *text);
  return 0;
}

}  // namespace

CLI::App* setup_schema(CLI::App& app, SchemaOptions& options) {
  auto* command = app.add_subcommand("schema", "print the JSON Schema of a rule set's scenario, orbat or setup record files, for editors");
  command->add_option("ruleset", options.ruleset, "the rule set (default tsr)")->check(CLI::IsMember(ruleset_ids()));
  command->add_option("--kind", options.kind, "which files: scenario, orbat or record")->check(CLI::IsMember({"scenario", "orbat", "record"}));
  command->add_option("--into", options.into, "write every rule set's schemas into this folder instead, as <ruleset>-<kind>.json");
  return command;
}

int run_schema(const SchemaOptions& options) {
  if (!options.into.empty()) return write_every_schema(options.into);
  const auto text = schema_text(options.ruleset, kind_from(options.kind));
  if (!text)
    throw InputError({"", 0, 0}, find_ruleset(options.ruleset)->title() + " reads no orbat files",
                     "its forces are written in the scenario itself: ask for '--kind scenario'");
  std::cout << *text;
  return 0;
}

CLI::App* setup_new(CLI::App& app, NewOptions& options) {
  auto* command = app.add_subcommand("new", "write a starter scenario with every key, its default and what it means");
  command->add_option("ruleset", options.ruleset, "the rule set")->required()->check(CLI::IsMember(ruleset_ids()));
  command->add_option("file", options.file, "where to write it; '-' or nothing prints it")->type_name("FILE");
  return command;
}

int run_new(const NewOptions& options) {
  const std::string text = starter_scenario(options.ruleset);
  if (options.file == "-") {
    std::cout << text;
    return 0;
  }
  std::error_code error;
  if (std::filesystem::exists(options.file, error))
    throw InputError({options.file, 0, 0}, "'" + options.file + "' already exists; muster new does not overwrite a file",
                     "give another file name, or '-' to print the scenario");
  write_text(options.file, text);
  // The program as invoked, like every hint muster prints: pasted, it runs.
  std::cout << "wrote " << options.file << "\ncheck it with: " << shell_command({invoked_as(), "check", options.file}) << "\n";
  return 0;
}

}  // namespace muster::app
