#pragma once
// The scenario `muster check` reads a file of units through (rulesets/ruleset.hpp,
// UnitFileReading): the least a rule set's scenario needs, with one side naming
// the file and the other made its own way (a recipe), so that the file is read,
// once, by the very code every scenario uses.

#include <string>
#include <utility>
#include <vector>

#include "core/record.hpp"

namespace muster {

// A side of such a scenario: its key and what it holds besides the file.
struct UnitFileSide {
  std::string key;
  Record settings = Record::map(true);
  bool names_file = true;  // false: a side of the rule set's own making, to read the file against
};

// `header` holds the rule set's own top-level keys (a period, a campaign); each side that
// names_file names `file` under `unit_key` ('orbat', 'units').
Record unit_file_scenario(const std::string& ruleset, Record header, const std::vector<UnitFileSide>& sides, const std::string& unit_key,
                          const std::string& file);

}  // namespace muster
