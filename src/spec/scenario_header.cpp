#include "spec/scenario_header.hpp"

namespace muster::spec {

ScenarioHeader read_scenario_header(MapReader& root, const std::vector<std::string>& ruleset_ids) {
  ScenarioHeader header;
  header.file = root.node().file();
  if (auto version = root.take("muster")) {
    read_integer(*version, root.diagnostics(), scenario_format_version, scenario_format_version, "the format version 'muster'");
  }
  header.name = root.text("name", "Untitled scenario", 80);
  if (auto ruleset = root.require("ruleset")) header.ruleset = read_choice(*ruleset, root.diagnostics(), ruleset_ids, "'ruleset'").value_or("");
  if (auto seed = root.take("seed")) header.seed = read_seed(*seed, root.diagnostics());
  header.paper = parse_paper(root.choice("paper", "a4", {"a4", "letter"})).value_or(Paper::a4);
  return header;
}

}  // namespace muster::spec
