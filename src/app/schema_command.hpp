#pragma once
// `muster schema` prints the JSON Schema of a rule set's scenario, orbat or
// record files; `muster new` writes a starter scenario. Both are written from
// what the readers take (app/key_explorer).

#include <CLI/CLI.hpp>

#include <string>

namespace muster::app {

struct SchemaOptions {
  std::string ruleset = "tsr";
  std::string kind = "scenario";
  std::string into;  // a folder to write every schema into, named as modelines expect
};
CLI::App* setup_schema(CLI::App& app, SchemaOptions& options);
int run_schema(const SchemaOptions& options);

struct NewOptions {
  std::string ruleset;
  std::string file = "-";
};
CLI::App* setup_new(CLI::App& app, NewOptions& options);
int run_new(const NewOptions& options);

}  // namespace muster::app
