#include "app/commands.hpp"

#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "app/out_of_memory.hpp"
#include "app/pipeline.hpp"
#include "app/shell_words.hpp"
#include "core/seed.hpp"
#include "core/staged_file.hpp"
#include "core/staged_folder.hpp"
#include "render/fonts.hpp"
#include "render/writers.hpp"

namespace muster::app {

namespace fs = std::filesystem;

namespace {
// The type names given below (YAML, DIR, PDF, SEED) show in --help and tell the man page and the
// shell completions what each value is (cli_docs.cpp): a scenario file, a folder, a PDF, a seed.
std::optional<Paper> paper_option(const std::string& text) { return text.empty() ? std::nullopt : parse_paper(text); }

void add_paper_option(CLI::App& command, std::string& paper) {
  command.add_option("--paper", paper, "paper size, overriding the file's")->check(CLI::IsMember({"a4", "letter"}));
}

// The range goes in the description: CLI11 would otherwise show the type as "FLOAT:FLOAT in [10 - 600]".
void add_image_options(CLI::App& command, std::optional<double>& dpi, bool& svg) {
  command.add_option("--png", dpi, "also write every page as a PNG at DPI dots per inch, 10 to 600")
      ->check(CLI::Range(10.0, 600.0).description(""))
      ->type_name("DPI");
  command.add_flag("--svg", svg, "also write every page as an SVG, sized in millimetres (text as text, in muster's fonts)");
}

void add_only_option(CLI::App& command, std::vector<std::string>& only) {
  command
      .add_option("--only", only,
                  "print only these files of the pack, as their names say: map, counters, rosters, briefings, umpire, qrs, ... "
                  "or a side's key (e.g. USA) for that side's files; setup.yaml is always written")
      ->delimiter(',')
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
      ->type_name("NAMES");
}

std::string comma_list(const std::vector<std::string>& words) {
  std::string text;
  for (const auto& word : words) text += (text.empty() ? "" : ",") + word;
  return text;
}

// What the pack holds besides the PDFs, as the reprint hint repeats it.
void add_output_words(std::vector<std::string>& words, const std::vector<std::string>& only, const std::optional<double>& dpi, bool svg) {
  if (!only.empty()) words.insert(words.end(), {"--only", comma_list(only)});
  if (dpi) {
    std::ostringstream number;
    number << *dpi;
    words.insert(words.end(), {"--png", number.str()});
  }
  if (svg) words.push_back("--svg");
}

}  // namespace

// --seed takes what the footers and records print: a code or a plain number.
void add_seed_option(CLI::App& command, std::optional<std::uint64_t>& seed, const std::string& description) {
  command.add_option_function<std::string>(
      "--seed",
      [&seed](const std::string& text) {
        seed = parse_seed(text);
        if (!seed) throw CLI::ValidationError("--seed", "'" + text + "' is neither a seed code like 7K3QM-X9WR-TB2D nor a whole number from 0 to 18446744073709551615");
      },
      description)
      ->type_name("SEED");
}

namespace {

// A player holds the scenario file and his own sheets. A seed written in the
// file, or one small enough to try one by one, lets him roll the setup again
// and read the enemy's side of it.
void warn_if_seed_is_known(std::optional<std::uint64_t> from_command_line, std::uint64_t seed, const LoadedScenario& scenario) {
  if (!find_ruleset(scenario.header().ruleset)->keeps_secrets()) return;
  const bool from_file = !from_command_line && scenario.header().seed;
  if (!from_file && !seed_is_searchable(seed)) return;
  std::cerr << "warning: seed " << seed_text(seed)
            << (from_file ? " is written in the scenario file: anyone holding the file can roll this setup again, the enemy's hidden side included.\n"
                          : " is small enough to find by trying every seed: a player holding the scenario and his own sheets could roll the enemy's hidden side.\n")
            << "  hint: for a game with secrets, give no seed: muster picks a fresh 64-bit one, shown only to you and on the umpire's sheets.\n";
}

// What prints the same pack again, pasted as it stands: the program as invoked, the same
// scenario (none for the built-in one, which a plain `muster` rolls), seed, paper and folder.
std::string reprint_command(const GenerateOptions& o, std::uint64_t seed, const std::vector<std::string>& only) {
  std::vector<std::string> words{invoked_as()};
  if (!o.scenario.empty()) words.insert(words.end(), {"generate", o.scenario});
  words.insert(words.end(), {"--seed", seed_text(seed)});
  if (!o.paper.empty()) words.insert(words.end(), {"--paper", o.paper});
  if (!o.out.empty()) words.insert(words.end(), {"--out", o.out});
  add_output_words(words, only, o.preview_dpi, o.svg);
  return shell_command(words);
}

std::string rerender_command(const RenderOptions& o, const std::vector<std::string>& only) {
  std::vector<std::string> words{invoked_as(), "render", o.record};
  if (!o.paper.empty()) words.insert(words.end(), {"--paper", o.paper});
  if (!o.out.empty()) words.insert(words.end(), {"--out", o.out});
  add_output_words(words, only, o.preview_dpi, o.svg);
  return shell_command(words);
}

bool is_page_image(const std::string& file) { return file.ends_with(".png") || file.ends_with(".svg"); }

// A partial pack says that it is one, and how to print the whole of it.
void report_pack(const PackResult& result, const std::vector<std::string>& only, const std::string& recreate, const std::string& whole) {
  std::cout << "wrote " << result.folder.string() << "/" << (only.empty() ? "" : " (only " + comma_list(only) + ")") << "\n";
  for (const auto& file : result.files)
    if (!is_page_image(file)) std::cout << "  " << file << "\n";
  std::cout << "print it again with: " << recreate << "\n";
  if (!only.empty()) std::cout << "print the whole pack with: " << whole << "\n";
}
}  // namespace

void setup_default_generate(CLI::App& app, GenerateOptions& o) {
  add_seed_option(app, o.seed, "with no command: the seed for the built-in scenario (a code or a number)");
  app.add_option("--out", o.out, "with no command: the pack folder (default: output/<scenario>-<pack code>)")->type_name("DIR");
  add_paper_option(app, o.paper);
  add_only_option(app, o.only);
}

CLI::App* setup_generate(CLI::App& app, GenerateOptions& o) {
  auto* command = app.add_subcommand("generate", "roll a scenario and print its whole pack");
  command->add_option("scenario", o.scenario, "scenario file (YAML)")->required()->type_name("YAML");
  add_seed_option(*command, o.seed, "seed for the dice: a code or a number (default: the scenario's, else a fresh one)");
  command->add_option("--out", o.out, "pack folder (default: output/<scenario>-<pack code>)")->type_name("DIR");
  add_paper_option(*command, o.paper);
  add_only_option(*command, o.only);
  add_image_options(*command, o.preview_dpi, o.svg);
  return command;
}

int run_generate(const GenerateOptions& o) {
  const std::string file = o.scenario.empty() ? default_scenario_path + " (built in)" : o.scenario;
  const auto scenario = within_memory(Stage::reading, file, [&] { return load_scenario(o.scenario, {paper_option(o.paper)}); });
  const std::uint64_t seed = choose_seed(o.seed, *scenario);
  warn_if_seed_is_known(o.seed, seed, *scenario);
  // The pack is printed from the record it writes, read back, exactly as `muster render` would print
  // it: where a record keeps a length to a ten-thousandth of a centimetre, the pack keeps the same.
  const std::string record = within_memory(Stage::rolling, file, [&] { return record_text(*scenario->roll(seed)); });
  const auto setup = within_memory(Stage::reading, "setup.yaml", [&] { return load_record_text(record, "setup.yaml"); });
  const fs::path folder = o.out.empty() ? default_pack_folder(setup->scenario_name(), seed) : fs::path(o.out);
  const auto result =
      within_memory(Stage::drawing, file, [&] { return write_pack(*setup, folder, record, {o.only, o.preview_dpi, o.svg, {}, oversize_location(o.scenario)}); });
  std::cout << setup->summary();
  report_pack(result, o.only, reprint_command(o, seed, o.only), reprint_command(o, seed, {}));
  return 0;
}

CLI::App* setup_roll(CLI::App& app, RollOptions& o) {
  auto* command = app.add_subcommand("roll", "roll a scenario, print a summary and write the setup record only");
  command->add_option("scenario", o.scenario, "scenario file (YAML)")->required()->type_name("YAML");
  add_seed_option(*command, o.seed, "seed for the dice: a code or a number");
  command->add_option("--out", o.out, "folder for setup.yaml (default: output/<scenario>-<pack code>)")->type_name("DIR");
  return command;
}

namespace {
bool holds_the_same_record(const fs::path& record, const std::string& text) {
  std::error_code error;
  if (!fs::is_regular_file(record, error) || fs::file_size(record, error) != text.size() || error) return false;
  std::ifstream in(record, std::ios::binary);
  const std::string held((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return held == text;
}
}  // namespace

int run_roll(const RollOptions& o) {
  const auto scenario = within_memory(Stage::reading, o.scenario, [&] { return load_scenario(o.scenario); });
  const std::uint64_t seed = choose_seed(o.seed, *scenario);
  warn_if_seed_is_known(o.seed, seed, *scenario);
  const auto setup = within_memory(Stage::rolling, o.scenario, [&] { return scenario->roll(seed); });
  const fs::path folder = o.out.empty() ? default_pack_folder(setup->scenario_name(), seed) : fs::path(o.out);
  const fs::path record = folder / "setup.yaml";
  const std::string text = within_memory(Stage::rolling, o.scenario, [&] { return record_text(*setup); });
  // The pack of this very setup, perhaps printed: replacing it with its record alone would only lose its PDFs.
  const bool already_there = holds_the_same_record(record, text);
  if (!already_there) {
    StagedFolder staged(folder);
    staged.write_text("setup.yaml", text);
    staged.commit();
    for (const std::string& warning : staged.warnings()) std::cerr << "muster: warning: " << warning << "\n";
  }
  std::cout << setup->summary() << (already_there ? record.string() + " already holds this setup; its folder is left as it was" : "wrote " + record.string())
            << "\n"
            << "print the pack with: " << shell_command({invoked_as(), "render", record.string()}) << "\n";
  return 0;
}

CLI::App* setup_render(CLI::App& app, RenderOptions& o) {
  auto* command = app.add_subcommand("render", "print the pack from a setup record, without rolling");
  command->add_option("setup", o.record, "setup record (setup.yaml)")->required()->type_name("YAML");
  command->add_option("--out", o.out, "pack folder (default: the record's folder)")->type_name("DIR");
  add_paper_option(*command, o.paper);
  add_only_option(*command, o.only);
  add_image_options(*command, o.preview_dpi, o.svg);
  return command;
}

int run_render(const RenderOptions& o) {
  const auto setup = within_memory(Stage::reading, o.record, [&] { return load_record(o.record, {paper_option(o.paper)}); });
  const fs::path folder = o.out.empty() ? fs::path(o.record).parent_path() : fs::path(o.out);
  std::ifstream original(o.record, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(original)), std::istreambuf_iterator<char>());
  const auto result = within_memory(Stage::drawing, o.record, [&] {
    return write_pack(*setup, folder.empty() ? fs::path(".") : folder, text, {o.only, o.preview_dpi, o.svg, {}, oversize_location(o.record)});
  });
  report_pack(result, o.only, rerender_command(o, o.only), rerender_command(o, {}));
  return 0;
}

CLI::App* setup_rulesets(CLI::App& app) {
  auto* command = app.add_subcommand("rulesets", "list the rule sets muster knows");
  return command;
}

int run_rulesets() {
  for (const Ruleset* r : all_rulesets()) std::cout << r->id() << "\t" << r->title() << "\t" << r->description() << "\n";
  return 0;
}

CLI::App* setup_qrs(CLI::App& app, QrsOptions& o) {
  auto* command = app.add_subcommand("qrs", "print one rule set's quick reference cards");
  command->add_option("ruleset", o.ruleset, "rule set id, as `muster rulesets` lists")->required()->check(CLI::IsMember(ruleset_ids()));
  command->add_option("--out", o.out, "PDF file (default: output/<ruleset>-qrs.pdf)")->type_name("PDF");
  command->add_option("--paper", o.paper, "paper size")->check(CLI::IsMember({"a4", "letter"}));
  return command;
}

int run_qrs(const QrsOptions& o) {
  const Ruleset* ruleset = find_ruleset(o.ruleset);
  const fs::path file = o.out.empty() ? fs::path("output") / (o.ruleset + "-qrs.pdf") : fs::path(o.out);
  const render::FontLibrary fonts(render::find_fonts_dir());
  const auto document = ruleset->reference_cards(parse_paper(o.paper).value_or(Paper::a4), fonts.measurer());
  StagedFile staged(file);
  staged.write([&](const fs::path& path) { render::write_pdf(document, path, fonts, {"muster", ruleset->title()}); });
  staged.commit();
  std::cout << "wrote " << file.string() << "\n";
  return 0;
}

}  // namespace muster::app
