// How fast muster rolls, lays out and prints the default pack, and how much
// memory it needs. Run: build/muster_bench (figures go in the README).
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <filesystem>
#include <fstream>

#include "muster_paths.hpp"
#include "app/pipeline.hpp"
#include "render/fonts.hpp"
#include "render/writers.hpp"

namespace {
using namespace muster;

const LoadedScenario& default_scenario() {
  static const auto scenario = app::load_scenario("");
  return *scenario;
}

// Short But Desperate with two orbat files: the week, deployment, quality by zone, stragglers.
const LoadedScenario& sbd_scenario() {
  static const auto scenario = app::load_scenario(MUSTER_SOURCE_DIR "/scenarios/sbd-wheatfield.yaml");
  return *scenario;
}

void peak_memory(benchmark::State& state) {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  state.counters["peak_rss_MiB"] = static_cast<double>(usage.ru_maxrss) / 1024.0;
}

// Whole TSR setups, no record, no layout: with the log of rolls the umpire reads, as
// `muster generate` rolls them, and without it, as `muster simulate` rolls them.
// items_per_second is setups per second on one core.
void roll_default_scenario(benchmark::State& state, RollDetail detail) {
  std::uint64_t seed = 1;
  for (auto _ : state) benchmark::DoNotOptimize(default_scenario().roll(seed++, detail));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK_CAPTURE(roll_default_scenario, with_log, RollDetail::with_log);
BENCHMARK_CAPTURE(roll_default_scenario, without_log, RollDetail::without_log);

void lay_out_default_pack(benchmark::State& state) {
  const render::FontLibrary fonts(render::find_fonts_dir());
  const auto setup = default_scenario().roll(1863);
  for (auto _ : state) benchmark::DoNotOptimize(setup->lay_out(fonts.measurer()));
  peak_memory(state);
}
BENCHMARK(lay_out_default_pack)->Unit(benchmark::kMillisecond);

// The whole of `muster generate`: roll, lay out, draw every PDF, write the folder, drawing
// on `threads` threads (0: as muster chooses, one per core). Time is wall clock, CPU the
// whole process's: the drawing threads' too.
void generate_pack(benchmark::State& state, const LoadedScenario& (*scenario)(), unsigned threads) {
  const auto folder = std::filesystem::temp_directory_path() / "muster-bench-pack";
  app::PackOutputs outputs;
  if (threads > 0) outputs.threads = threads;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    const auto setup = scenario().roll(seed++);
    std::filesystem::remove_all(folder);
    benchmark::DoNotOptimize(app::write_pack(*setup, folder, std::nullopt, outputs));
  }
  std::uintmax_t bytes = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) bytes += entry.file_size();
  state.counters["pack_KiB"] = static_cast<double>(bytes) / 1024.0;
  std::filesystem::remove_all(folder);
  peak_memory(state);
}
BENCHMARK_CAPTURE(generate_pack, default_tsr_pack, default_scenario, 1)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();
BENCHMARK_CAPTURE(generate_pack, default_tsr_pack_parallel, default_scenario, 0)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

// A 26 x 45 TSR board at 1:1 on about 150 sheets: the pack must grow with the board, not sheets x board.
const LoadedScenario& large_board_scenario() {
  static const auto scenario = app::load_scenario(MUSTER_SOURCE_DIR "/bench/data/tsr-large-board.yaml");
  return *scenario;
}
BENCHMARK_CAPTURE(generate_pack, large_tsr_board, large_board_scenario, 1)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();
// No parallel run of it: a pack with a file of 100 pages or more is drawn on one thread (app/pack_drawing.cpp).

void roll_sbd_scenario(benchmark::State& state) {
  std::uint64_t seed = 1;
  for (auto _ : state) benchmark::DoNotOptimize(sbd_scenario().roll(seed++));
}
BENCHMARK(roll_sbd_scenario);

BENCHMARK_CAPTURE(generate_pack, sbd_wheatfield_pack, sbd_scenario, 1)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

// The Square Brigadier in 1914: hexes, an orbat file and a recipe, a railway.
const LoadedScenario& tsb_scenario() {
  static const auto scenario = app::load_scenario(MUSTER_SOURCE_DIR "/scenarios/tsb-ypres-1914.yaml");
  return *scenario;
}

void roll_tsb_scenario(benchmark::State& state) {
  std::uint64_t seed = 1;
  for (auto _ : state) benchmark::DoNotOptimize(tsb_scenario().roll(seed++));
}
BENCHMARK(roll_tsb_scenario);

// Terrain rolled until playable on hex boards of growing size, terrain and armies growing with them:
// the time per area should stay flat.
void roll_tsb_board(benchmark::State& state) {
  const int columns = static_cast<int>(state.range(0)), rows = static_cast<int>(state.range(1));
  const int scale = columns * rows / 72;
  const auto file = std::filesystem::temp_directory_path() / ("muster-bench-tsb-" + std::to_string(columns) + ".yaml");
  std::ofstream(file) << "muster: 1\nname: Bench\nruleset: tsb\nbattlefield: {grid: hex, columns: " << columns << ", rows: " << rows
                      << "}\nterrain: {woods: " << std::min(12, 2 * scale) << ", towns: " << std::min(8, scale) << ", steep-slopes: " << std::min(8, scale)
                      << ", roads: 2, river: impassable}\nsides:\n  Red: {baseline: south, army: {infantry: " << std::min(40, 6 * scale)
                      << "}}\n  Blue: {baseline: north, army: {infantry: " << std::min(40, 6 * scale) << "}}\n";
  const auto scenario = app::load_scenario(file.string());
  std::uint64_t seed = 1;
  for (auto _ : state) benchmark::DoNotOptimize(scenario->roll(seed++));
  state.SetComplexityN(columns * rows);
  std::filesystem::remove(file);
}
BENCHMARK(roll_tsb_board)->Args({9, 8})->Args({18, 16})->Args({26, 32})->Complexity();

BENCHMARK_CAPTURE(generate_pack, tsb_ypres_pack, tsb_scenario, 1)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();

// State of War, solo: a hand-written force, a cavalry company bought to a budget, terrain placed at random,
// the deployment dice, the solo side grouped, deployed and given its tactics.
const LoadedScenario& sow_scenario() {
  static const auto scenario = app::load_scenario(MUSTER_SOURCE_DIR "/scenarios/sow-solo-patrol.yaml");
  return *scenario;
}

void roll_sow_scenario(benchmark::State& state) {
  std::uint64_t seed = 1;
  for (auto _ : state) benchmark::DoNotOptimize(sow_scenario().roll(seed++));
}
BENCHMARK(roll_sow_scenario);

// Two companies bought to growing budgets on a table growing with them: the time per figure should stay flat.
void roll_sow_force(benchmark::State& state) {
  const int points = static_cast<int>(state.range(0));
  const auto file = std::filesystem::temp_directory_path() / ("muster-bench-sow-" + std::to_string(points) + ".yaml");
  std::ofstream(file) << "muster: 1\nname: Bench\nruleset: sow\nsolo: CSA\nsides:\n  USA: {force: {points: " << points
                      << "}}\n  CSA: {force: {points: " << points << ", company: federal-cavalry}}\n";
  const auto scenario = app::load_scenario(file.string());
  std::uint64_t seed = 1;
  for (auto _ : state) benchmark::DoNotOptimize(scenario->roll(seed++));
  state.SetComplexityN(points);
  std::filesystem::remove(file);
}
BENCHMARK(roll_sow_force)->Arg(500)->Arg(1000)->Arg(2000)->Arg(4000)->Complexity();

BENCHMARK_CAPTURE(generate_pack, sow_solo_pack, sow_scenario, 1)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime();
}  // namespace

BENCHMARK_MAIN();
