#pragma once
// The muster commands (DESIGN.md section 3). Each binds its options with
// setup_X and does its work in run_X; main.cpp only wires them together.

#include <CLI/CLI.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace muster::app {

// --seed on `command`, taking a seed code or a plain number as footers and records print them.
void add_seed_option(CLI::App& command, std::optional<std::uint64_t>& seed, const std::string& description);

struct GenerateOptions {
  std::string scenario;  // empty: the built-in default
  std::optional<std::uint64_t> seed;
  std::string out;
  std::string paper;
  std::vector<std::string> only;
  std::optional<double> preview_dpi;
  bool svg = false;
};
CLI::App* setup_generate(CLI::App& app, GenerateOptions& options);
// `muster --seed N --paper letter --out DIR` with no command: the built-in scenario, so that the
// reprint hint of a plain `muster` works when pasted.
void setup_default_generate(CLI::App& app, GenerateOptions& options);
int run_generate(const GenerateOptions& options);

struct RollOptions {
  std::string scenario;
  std::optional<std::uint64_t> seed;
  std::string out;
};
CLI::App* setup_roll(CLI::App& app, RollOptions& options);
int run_roll(const RollOptions& options);

struct RenderOptions {
  std::string record;
  std::string out;
  std::string paper;
  std::vector<std::string> only;
  std::optional<double> preview_dpi;
  bool svg = false;
};
CLI::App* setup_render(CLI::App& app, RenderOptions& options);
int run_render(const RenderOptions& options);

CLI::App* setup_rulesets(CLI::App& app);
int run_rulesets();

struct QrsOptions {
  std::string ruleset;
  std::string out;
  std::string paper = "a4";
};
CLI::App* setup_qrs(CLI::App& app, QrsOptions& options);
int run_qrs(const QrsOptions& options);

}  // namespace muster::app
