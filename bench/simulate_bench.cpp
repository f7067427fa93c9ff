// How fast `muster simulate` rolls and reports: 10,000 rolls of the default TSR scenario,
// their statistics tallied, then the text summary and the report laid out and written as a PDF.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "app/pipeline.hpp"
#include "render/fonts.hpp"
#include "render/writers.hpp"
#include "simulate/report_document.hpp"
#include "simulate/simulation.hpp"
#include "simulate/text_summary.hpp"

namespace {
using namespace muster;

void simulate_tsr(benchmark::State& state) {
  const auto scenario = app::load_scenario("");
  const render::FontLibrary fonts(render::find_fonts_dir());
  const auto file = std::filesystem::temp_directory_path() / "muster-bench-simulate.pdf";
  for (auto _ : state) {
    const auto result = simulate::simulate({{"", scenario.get()}}, 1863, state.range(0));
    benchmark::DoNotOptimize(simulate::text_summary(result, "muster generate --seed SEED"));
    if (state.range(1) == 0) continue;
    const auto document = simulate::report_document(result, Paper::a4, "muster generate --seed SEED", fonts.measurer());
    render::write_pdf(document, file, fonts, {"muster", "bench"});
  }
  std::filesystem::remove(file);
  state.counters["rolls_per_s"] = benchmark::Counter(static_cast<double>(state.range(0) * state.iterations()), benchmark::Counter::kIsRate);
}
// {rolls, 1 with the PDF report or 0 without}
BENCHMARK(simulate_tsr)->Args({10000, 0})->Args({10000, 1})->Unit(benchmark::kMillisecond);

}  // namespace
