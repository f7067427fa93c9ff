#pragma once
// `muster simulate SCENARIO`: rolls a scenario many times and reports what its
// setups tend to be, on the terminal and in a PDF with charts (simulate/).

#include <CLI/CLI.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace muster::app {

struct SimulateOptions {
  std::string scenario;
  long long runs = 10000;
  std::optional<std::uint64_t> seed;
  std::string out;
  std::string paper;
};
CLI::App* setup_simulate(CLI::App& app, SimulateOptions& options);
int run_simulate(const SimulateOptions& options);

}  // namespace muster::app
