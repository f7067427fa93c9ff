#pragma once
// What every rule set's scenario and rolled setup begin with, and the start
// of every setup record: written once so that a new rule set inherits it.
// A rule set's Scenario derives from ScenarioHead and its Setup from SetupHead.

#include <cstdint>
#include <optional>
#include <string>

#include "core/print_options.hpp"
#include "core/record.hpp"
#include "core/streams.hpp"
#include "spec/scenario_header.hpp"

namespace muster {

inline constexpr int record_format_version = 1;

struct ScenarioHead {
  std::string name;
  std::string file;
  std::optional<std::uint64_t> seed;
  PrintOptions print;
};

struct SetupHead {
  std::string scenario;  // the scenario's name
  std::uint64_t seed = 0;
  PrintOptions print;
};

// Name, file, seed and paper from the scenario's header; the rest of 'print' is the rule set's to read.
ScenarioHead scenario_head(const spec::ScenarioHeader& header);
// The head of a setup rolled from `scenario` with `streams`.
SetupHead setup_head(const ScenarioHead& scenario, const Streams& streams);
// The head of a setup read back from its record, whose header holds name, seed and paper.
SetupHead record_head(const spec::ScenarioHeader& header);
// A record reader's first step: the head its header gave, and its 'print'.
void read_record_start(spec::MapReader& root, SetupHead& setup, const SetupHead& head, const PrintRules& rules);
// A record's first keys: format, scenario, rule set and seed, then 'print'.
Record record_start(const SetupHead& setup, const std::string& ruleset_id, const PrintRules& rules);

}  // namespace muster
