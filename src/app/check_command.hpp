#pragma once
// `muster check FILE`: reads any file muster reads (a scenario, a setup record, an orbat
// or force file), recognised by its keys, and checks it as what it is, running every
// check the command that uses it would run. Writes nothing.

#include <string>

namespace CLI {
class App;
}

namespace muster::app {

struct CheckOptions {
  std::string file;
  std::string ruleset;  // for an orbat or force file: the rule set to read it as; empty: told by the file
};
CLI::App* setup_check(CLI::App& app, CheckOptions& options);
int run_check(const CheckOptions& options);

}  // namespace muster::app
