#include "app/pipeline.hpp"

#include "app/pack_drawing.hpp"
#include "app/pack_selection.hpp"
#include "app/progress_line.hpp"

#include <algorithm>
#include <cctype>
#include <iostream>

#include "core/diagnostic.hpp"
#include "core/embedded_files.hpp"
#include "core/seed.hpp"
#include "core/staged_folder.hpp"
#include "render/fonts.hpp"
#include "rulesets/footers.hpp"
#include "render/writers.hpp"
#include "spec/muster_file.hpp"
#include "spec/record_yaml.hpp"
#include "spec/scenario_header.hpp"
#include "spec/scenario_variants.hpp"

namespace muster::app {

namespace fs = std::filesystem;

namespace {
spec::Node read_source(const std::string& path) {
  if (!path.empty()) return spec::load_muster_file(path, spec::scenario_kind());
  const auto text = embedded_file(default_scenario_path);
  return spec::parse_yaml(std::string(text.value_or("")), default_scenario_path + " (built in)");
}

// The header, with the rule set found and the paper overridden; problems collected in `diagnostics`.
std::pair<spec::ScenarioHeader, const Ruleset*> read_header(spec::MapReader& root, const LoadOptions& options) {
  spec::ScenarioHeader header = spec::read_scenario_header(root, ruleset_ids());
  if (options.paper) header.paper = *options.paper;
  return {header, find_ruleset(header.ruleset)};
}

std::string slug(const std::string& name) {
  std::string result;
  for (char c : name) {
    if (std::isalnum(static_cast<unsigned char>(c))) result += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else if (!result.empty() && result.back() != '-') result += '-';
  }
  while (!result.empty() && result.back() == '-') result.pop_back();
  return result.empty() ? "scenario" : result;
}
void refuse_too_many_pages(const std::vector<PackFile>& files, const SourceLocation& where) {
  std::size_t pages = 0;
  std::string largest;
  std::size_t largest_pages = 0;
  for (auto& file : files) {
    pages += file.document.pages.size();
    if (file.document.pages.size() > largest_pages) {
      largest_pages = file.document.pages.size();
      largest = file.name;
    }
  }
  if (pages <= most_pack_pages) return;
  throw InputError(where,
                   "this pack would have " + std::to_string(pages) + " pages (" + largest + " alone " + std::to_string(largest_pages) +
                       "), more than the " + std::to_string(most_pack_pages) + " muster prints in one pack",
                   "print the map without 1:1 sheets ('print: {map-tiles: no}'), or use a smaller board");
}
// The pack laid out; a problem the layout finds with no place of its own (a board too large to
// tile) is blamed on `where`, the scenario's board or print keys.
std::vector<PackFile> lay_out_at(const RolledSetup& setup, const layout::TextMeasurer& measurer, const SourceLocation& where) {
  try {
    return setup.lay_out(measurer);
  } catch (const InputError& error) {
    std::vector<Diagnostic> located = error.diagnostics();
    for (auto& d : located)
      if (d.where.file.empty()) d.where = where;
    throw InputError(std::move(located));
  }
}
}  // namespace

namespace {
std::unique_ptr<LoadedScenario> read_one_scenario(const spec::Node& root, const LoadOptions& options, Diagnostics& diagnostics) {
  spec::MapReader reader(root, diagnostics, "the scenario");
  reader.take("compare");  // read below, as a whole
  auto [header, ruleset] = read_header(reader, options);
  return ruleset ? ruleset->read_scenario(reader, header) : nullptr;
}

bool already_said(const Diagnostic& warning, const std::vector<Diagnostic>& said) {
  return std::any_of(said.begin(), said.end(), [&](const Diagnostic& d) { return d.where.line == warning.where.line && d.message == warning.message; });
}

// A variant's problems under its label, each told once: a key written once in 'compare' is read
// again in every variant it makes, and a mistake in it would otherwise be told for each.
void report_variant_problems(const Diagnostics& own, const std::string& label, Diagnostics& all) {
  for (const Diagnostic& d : own.list()) {
    const std::string message = "in variant '" + label + "': " + d.message;
    if (std::any_of(all.list().begin(), all.list().end(), [&](const Diagnostic& told) {
          return told.where.line == d.where.line && told.where.column == d.where.column && told.message.ends_with("': " + d.message);
        }))
      continue;
    all.error(d.where, message, d.hint);
  }
  for (const Diagnostic& w : own.warnings()) all.warning(w.where, w.message, w.hint);
}

// Each warning once, to standard error, quoting the file it was found in: a scenario's and a record's alike.
void print_warnings(const Diagnostics& diagnostics, const spec::Node& root) {
  std::vector<Diagnostic> said;
  for (const Diagnostic& warning : diagnostics.warnings()) {
    if (already_said(warning, said)) continue;
    std::cerr << format_diagnostic(warning, root.source_text());
    said.push_back(warning);
  }
}

ScenarioWithVariants read_scenario(const spec::Node& root, const LoadOptions& options) {
  Diagnostics diagnostics;
  ScenarioWithVariants result;
  result.scenario = read_one_scenario(root, options, diagnostics);
  // A variant is read only when the scenario itself is sound, so that each mistake is told once.
  if (diagnostics.empty())
    for (auto& variant : spec::read_variants(root, diagnostics)) {
      Diagnostics own;
      auto scenario = read_one_scenario(variant.root, options, own);
      if (scenario) result.variants.push_back({variant.label, std::move(scenario)});
      report_variant_problems(own, variant.label, diagnostics);
    }
  diagnostics.throw_if_any();
  print_warnings(diagnostics, root);
  return result;
}

std::unique_ptr<RolledSetup> read_record(const spec::Node& root, const LoadOptions& options) {
  Diagnostics diagnostics;
  std::unique_ptr<RolledSetup> setup;
  {
    spec::MapReader reader(root, diagnostics, "the setup record");
    spec::ScenarioHeader header;
    header.file = root.file();
    if (auto version = reader.take("muster")) read_integer(*version, diagnostics, 1, 1, "the record format 'muster'");
    header.name = reader.text("scenario", "Untitled scenario", 80);
    if (auto ruleset = reader.require("ruleset")) header.ruleset = spec::read_choice(*ruleset, diagnostics, ruleset_ids(), "'ruleset'").value_or("");
    if (auto seed = reader.require("seed")) header.seed = spec::read_seed(*seed, diagnostics);
    if (const Ruleset* ruleset = find_ruleset(header.ruleset)) setup = ruleset->read_record(reader, header);
    if (options.paper && setup) setup->set_paper(*options.paper);
  }
  diagnostics.throw_if_any();
  print_warnings(diagnostics, root);
  return setup;
}
}  // namespace

std::unique_ptr<LoadedScenario> load_scenario(const std::string& path, const LoadOptions& options) {
  return read_scenario(read_source(path), options).scenario;
}

ScenarioWithVariants load_scenario_variants(const std::string& path, const LoadOptions& options) { return read_scenario(read_source(path), options); }

ScenarioWithVariants load_scenario_variants_text(std::string text, const std::string& file, const LoadOptions& options) {
  return read_scenario(spec::parse_yaml(std::move(text), file), options);
}

std::unique_ptr<RolledSetup> load_record(const std::string& path, const LoadOptions& options) {
  return read_record(spec::load_muster_file(path, spec::record_kind()), options);
}

std::unique_ptr<LoadedScenario> load_scenario_text(std::string text, const std::string& file, const LoadOptions& options) {
  return read_scenario(spec::parse_yaml(std::move(text), file), options).scenario;
}

std::unique_ptr<LoadedScenario> load_scenario_node(const spec::Node& root, const LoadOptions& options) {
  return read_scenario(root, options).scenario;
}

std::unique_ptr<RolledSetup> load_record_node(const spec::Node& root, const LoadOptions& options) { return read_record(root, options); }

std::unique_ptr<RolledSetup> load_record_text(std::string text, const std::string& file, const LoadOptions& options) {
  return read_record(spec::parse_yaml(std::move(text), file), options);
}

std::uint64_t choose_seed(std::optional<std::uint64_t> from_command_line, const LoadedScenario& scenario) {
  if (from_command_line) return *from_command_line;
  if (scenario.header().seed) return *scenario.header().seed;
  return fresh_seed();
}

std::string scenario_slug(const std::string& scenario_name) { return slug(scenario_name); }

fs::path default_pack_folder(const std::string& scenario_name, std::uint64_t seed) {
  return fs::path("output") / (slug(scenario_name) + "-" + pack_check_code(scenario_name, seed));
}

std::string record_text(const RolledSetup& setup) {
  return spec::to_yaml(setup.record(), "muster setup record: `muster render` prints the pack from this file. Edit with care.");
}

SourceLocation oversize_location(const std::string& file) {
  if (file.empty()) return {default_scenario_path + " (built in)", 0, 0};
  try {
    const spec::Node root = spec::load_yaml_file(file);  // read already, as a muster file, by the caller
    const auto key_named = [](const spec::Node& map, std::string_view name) -> std::optional<spec::Node> {
      for (const auto& [key, value] : map.entries())
        if (key.scalar() == name) return key;
      return std::nullopt;
    };
    if (auto print = root.child("print"))
      if (auto tiles = key_named(*print, "map-tiles")) return tiles->where();
    for (const char* board : {"board", "battlefield", "table"})
      if (auto key = key_named(root, board)) return key->where();
  } catch (const InputError&) {
  }
  return {file, 0, 0};
}

void refuse_oversized_pack(const RolledSetup& setup, const SourceLocation& where) {
  const render::FontLibrary fonts(render::find_fonts_dir());
  refuse_too_many_pages(lay_out_at(setup, fonts.measurer(), where), where);
}

std::string page_file_name(const std::string& stem, std::size_t page_index, std::size_t page_count, const std::string& extension) {
  const std::string number = std::to_string(page_index + 1);
  const std::size_t digits = std::to_string(page_count).size();
  return stem + "-" + std::string(digits - std::min(digits, number.size()), '0') + number + extension;
}

PackResult write_pack(const RolledSetup& setup, const fs::path& folder, const std::optional<std::string>& record, const PackOutputs& outputs) {
  const unsigned threads = drawing_threads(outputs.threads);
  const render::FontLibrary fonts(render::find_fonts_dir());
  auto files = select_pack_files(lay_out_at(setup, fonts.measurer(), outputs.oversize_at), outputs.only, setup.side_keys());
  refuse_too_many_pages(files, outputs.oversize_at);
  StagedFolder staged(folder);
  PackResult result{folder, {"setup.yaml"}};
  staged.write_text("setup.yaml", record.value_or(record_text(setup)));
  // Large boards and high-resolution images take a while: say how far it has got.
  ProgressLine line("drawing pages");
  SharedProgress progress(line, pages_to_draw(files, outputs));
  // No seed in the metadata: a side's briefing must not carry the key to the whole setup.
  const render::PdfInfo info{"muster", setup.scenario_name() + ", wargame pack"};
  const auto written = draw_pack_files(staged, files, outputs, fonts, info, threads, progress);
  result.files.insert(result.files.end(), written.begin(), written.end());
  line.clear();
  staged.commit();
  for (const std::string& warning : staged.warnings()) std::cerr << "muster: warning: " << warning << "\n";
  return result;
}

}  // namespace muster::app
