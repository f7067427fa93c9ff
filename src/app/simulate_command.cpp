#include "app/simulate_command.hpp"

#include <iostream>
#include <limits>

#include "app/commands.hpp"
#include "app/pipeline.hpp"
#include "app/progress_line.hpp"
#include "app/shell_words.hpp"
#include "core/seed.hpp"
#include "core/staged_file.hpp"
#include "render/fonts.hpp"
#include "render/writers.hpp"
#include "simulate/number_text.hpp"
#include "simulate/report_document.hpp"
#include "simulate/text_summary.hpp"

namespace muster::app {

namespace fs = std::filesystem;

namespace {
void add_runs_option(CLI::App& command, long long& runs) {
  command.add_option_function<std::string>(
      "--runs",
      [&runs](const std::string& text) {
        std::size_t used = 0;
        long long value = 0;
        try {
          value = std::stoll(text, &used);
        } catch (const std::exception&) {
          used = 0;
        }
        if (used != text.size() || used == 0 || value < 1 || value > simulate::most_runs)
          throw CLI::ValidationError("--runs", "'" + text + "' is not a number of rolls from 1 to " + simulate::grouped(simulate::most_runs) +
                                                   " (a million rolls take seconds for TSR, about 20 minutes for State of War)");
        runs = value;
      },
      "how many times to roll the scenario, 1 to 1000000 (default: 10000)")
      ->type_name("N");
}

// The variants to roll: those of 'compare', else the scenario as written.
std::vector<simulate::Variant> variants_of(const ScenarioWithVariants& loaded) {
  std::vector<simulate::Variant> variants;
  for (const NamedScenario& v : loaded.variants) variants.push_back({v.label, v.scenario.get()});
  if (variants.empty()) variants.push_back({"", loaded.scenario.get()});
  return variants;
}

std::string print_hint(const SimulateOptions& o, bool compared) {
  std::string hint = shell_command({invoked_as(), "generate", o.scenario, "--seed"}) + " SEED";
  if (compared) hint += " (for a variant, with its keys written into the scenario)";
  return hint;
}
}  // namespace

CLI::App* setup_simulate(CLI::App& app, SimulateOptions& o) {
  auto* command = app.add_subcommand("simulate", "roll a scenario many times and report what its setups tend to be, with charts");
  command->add_option("scenario", o.scenario, "scenario file (YAML)")->required()->type_name("YAML");
  add_runs_option(*command, o.runs);
  add_seed_option(*command, o.seed, "seed of the first roll; roll i uses this + i (default: the scenario's, else a fresh one)");
  command->add_option("--out", o.out, "PDF report (default: output/<scenario>-simulate.pdf)")->type_name("PDF");
  command->add_option("--paper", o.paper, "paper size, overriding the file's")->check(CLI::IsMember({"a4", "letter"}));
  return command;
}

int run_simulate(const SimulateOptions& o) {
  LoadOptions load;
  if (!o.paper.empty()) load.paper = parse_paper(o.paper);
  const auto loaded = load_scenario_variants(o.scenario, load);
  const bool fresh = !o.seed && !loaded.scenario->header().seed;
  const std::uint64_t base = choose_seed(o.seed, *loaded.scenario);
  // Roll i uses base + i: past the last seed it would wrap round to seeds 0, 1, 2, which anyone can try.
  if (static_cast<std::uint64_t>(o.runs - 1) > std::numeric_limits<std::uint64_t>::max() - base)
    throw CLI::ValidationError("--seed", "rolls from seed " + seed_text(base) + " would run past the last seed (" +
                                             std::to_string(std::numeric_limits<std::uint64_t>::max()) + "): give a smaller --seed or fewer --runs");
  // The report's file is claimed before the rolls, so that a folder or a file that cannot be
  // written is refused at once, not after minutes of rolling.
  const fs::path file = o.out.empty() ? fs::path("output") / (scenario_slug(loaded.scenario->header().name) + "-simulate.pdf") : fs::path(o.out);
  StagedFile staged(file);
  if (fresh) std::cerr << "rolling from a fresh seed, " << seed_text(base) << ": give --seed " << seed_text(base) << " to roll the same again\n";
  const auto variants = variants_of(loaded);
  simulate::Simulation result;
  {
    ProgressLine progress("rolling");
    result = simulate::simulate(variants, base, o.runs, [&progress](long long done, long long total) { progress.update(done, total); });
  }
  const std::string hint = print_hint(o, !loaded.variants.empty());
  const render::FontLibrary fonts(render::find_fonts_dir());
  const auto document = simulate::report_document(result, loaded.scenario->header().paper, hint, fonts.measurer());
  staged.write([&](const fs::path& path) { render::write_pdf(document, path, fonts, {"muster", result.scenario_name + ", simulated setups"}); });
  staged.commit();
  std::cout << simulate::text_summary(result, hint) << "wrote " << file.string() << "\n";
  return 0;
}

}  // namespace muster::app
