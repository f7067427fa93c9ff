// How an open table grows with its features (issue 34): hand-placed woods (State
// of War) and scrub (The Sword and the Flame), 1x, 4x and 16x as many, read and checked (every pair of features that could overlap), then laid
// out (every label set among the features and the texts before it). Near-linear
// growth is 4x the time for 4x the features; each label tried against every
// feature and label made it 16x, and 6,400 woods took minutes.
//   build/muster_bench --benchmark_filter=woods
#include <benchmark/benchmark.h>

#include <cmath>
#include <string>

#include "app/pipeline.hpp"
#include "render/fonts.hpp"

namespace {
using namespace muster;

// `count` features in rows and columns, each well clear of the next, on a square table as large
// as keeps them as close together at every count: 6,400 fill the largest table, 400 a quarter of
// its side. (On one table of a fixed size, more features are smaller and each label, as large as
// ever, reaches over more of them: the benchmark would measure the crowding, not the growth.)
std::string placed_features(int count, const std::string& ruleset) {
  const bool sow = ruleset == "sow";
  const std::string kind = sow ? "wood" : "scrub", unit = sow ? "cm" : "in";
  const double side = (sow ? 360 : 144) * std::sqrt(count / 6400.0);
  int columns = 1;
  while (columns * columns < count) ++columns;
  const double step = side / (columns + 1), size = step * 0.6;
  std::string text = "muster: 1\nname: Many features\nruleset: " + ruleset + "\ntable: {width: " + std::to_string(static_cast<int>(side)) + unit +
                     ", depth: " + std::to_string(static_cast<int>(side)) + unit + "}\nterrain:\n  placed:\n";
  const auto length = [&](double value) { return std::to_string(value) + unit; };
  for (int k = 0; k < count; ++k) {
    const double x = step * (k % columns + 1), y = step * (k / columns + 1);
    text += "    - {kind: " + kind + ", label: W" + std::to_string(k) + ", centre: [" + length(x) + ", " + length(y) + "], size: [" + length(size) +
            ", " + length(size * 0.8) + "]}\n";
  }
  if (sow)
    return text +
           "sides:\n  USA:\n    force: {points: 900, company: infantry, class: trained, weapon: minie-rifle, blade: bayonet}\n"
           "  CSA:\n    force: {points: 900, company: infantry, class: veteran, weapon: minie-rifle, blade: bayonet}\n";
  return text + "campaign: sudan-1885\nsides:\n  British:\n    counts: {british-infantry: 3, british-cavalry: 2}\n  Dervishes:\n    counts: {native-tribe: 8}\n    commanders: [{name: The Emir, senior: yes}]\n";
}

void read_placed(benchmark::State& state, const std::string& ruleset) {
  const std::string text = placed_features(static_cast<int>(state.range(0)), ruleset);
  for (auto _ : state) benchmark::DoNotOptimize(app::load_scenario_text(text, "many.yaml"));
  state.SetComplexityN(state.range(0));
}
BENCHMARK_CAPTURE(read_placed, woods, std::string("sow"))->Arg(400)->Arg(1600)->Arg(6400)->Unit(benchmark::kMillisecond)->Complexity();
BENCHMARK_CAPTURE(read_placed, scrub, std::string("tsatf"))->Arg(400)->Arg(1600)->Arg(6400)->Unit(benchmark::kMillisecond)->Complexity();

// The whole pack's layout: the board on every page it is drawn on, at every scale.
void lay_out_placed(benchmark::State& state, const std::string& ruleset) {
  const render::FontLibrary fonts(render::find_fonts_dir());
  const auto setup = app::load_scenario_text(placed_features(static_cast<int>(state.range(0)), ruleset), "many.yaml")->roll(7);
  for (auto _ : state) benchmark::DoNotOptimize(setup->lay_out(fonts.measurer()));
  state.SetComplexityN(state.range(0));
}
BENCHMARK_CAPTURE(lay_out_placed, woods, std::string("sow"))->Arg(400)->Arg(1600)->Arg(6400)->Unit(benchmark::kMillisecond)->Complexity();
BENCHMARK_CAPTURE(lay_out_placed, scrub, std::string("tsatf"))->Arg(400)->Arg(1600)->Arg(6400)->Unit(benchmark::kMillisecond)->Complexity();

}  // namespace
