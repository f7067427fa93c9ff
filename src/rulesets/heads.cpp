#include "rulesets/heads.hpp"

#include "core/seed.hpp"
#include "spec/print_reader.hpp"

namespace muster {

ScenarioHead scenario_head(const spec::ScenarioHeader& header) {
  ScenarioHead head{header.name, header.file, header.seed, {}};
  head.print.paper = header.paper;
  return head;
}

SetupHead setup_head(const ScenarioHead& scenario, const Streams& streams) { return {scenario.name, streams.seed(), scenario.print}; }

SetupHead record_head(const spec::ScenarioHeader& header) {
  SetupHead head{header.name, header.seed.value_or(0), {}};
  head.print.paper = header.paper;
  return head;
}

void read_record_start(spec::MapReader& root, SetupHead& setup, const SetupHead& head, const PrintRules& rules) {
  setup = head;
  spec::read_print(root, setup.print, rules, spec::PaperKey::in_print);
}

Record record_start(const SetupHead& setup, const std::string& ruleset_id, const PrintRules& rules) {
  return Record::map()
      .add("muster", Record::value(record_format_version))
      .add("scenario", Record::user_text(setup.scenario))
      .add("ruleset", Record::value(ruleset_id))
      .add("seed", Record::value(seed_text(setup.seed)))
      .add("print", spec::print_record(setup.print, rules));
}

}  // namespace muster
