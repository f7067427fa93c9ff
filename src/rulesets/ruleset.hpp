#pragma once
// What every rule set offers the app. Adding a rule set means a folder under
// rulesets/ and one line in registry.cpp.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/record.hpp"
#include "layout/document.hpp"
#include "layout/text_measurer.hpp"
#include "spec/map_reader.hpp"
#include "spec/scenario_header.hpp"

namespace muster {

struct PackFile {
  std::string name;  // "umpire.pdf"
  layout::Document document;
};

class RolledSetup {
 public:
  virtual ~RolledSetup() = default;
  virtual std::string scenario_name() const = 0;
  virtual std::uint64_t seed() const = 0;
  virtual Record record() const = 0;
  // What `muster roll` prints: a readable account of the setup.
  virtual std::string summary() const = 0;
  virtual std::vector<PackFile> lay_out(const layout::TextMeasurer& measurer) const = 0;
  virtual void set_paper(Paper paper) = 0;
};

class LoadedScenario {
 public:
  virtual ~LoadedScenario() = default;
  virtual const spec::ScenarioHeader& header() const = 0;
  virtual std::unique_ptr<RolledSetup> roll(std::uint64_t seed) const = 0;
};

class Ruleset {
 public:
  virtual ~Ruleset() = default;
  virtual std::string id() const = 0;     // "tsr": the scenario's 'ruleset:' value
  virtual std::string title() const = 0;  // "Terrible Swift Rules"
  virtual std::string description() const = 0;
  // Reads the rule-set keys of a scenario; problems go to root's diagnostics.
  virtual std::unique_ptr<LoadedScenario> read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header) const = 0;
  virtual std::unique_ptr<RolledSetup> read_record(spec::MapReader& root, const spec::ScenarioHeader& header) const = 0;
  virtual layout::Document reference_cards(Paper paper, const layout::TextMeasurer& measurer) const = 0;
};

const std::vector<const Ruleset*>& all_rulesets();
const Ruleset* find_ruleset(const std::string& id);
std::vector<std::string> ruleset_ids();

// The footer every page carries, so a printed sheet can be re-created.
std::string page_footer(const std::string& scenario, const std::string& ruleset_title, std::uint64_t seed);
// The footer of sheets meant for one side. The seed would let a player roll the
// whole setup again and read the enemy's secrets, so these carry only a check
// code that matches the umpire's pack.
std::string side_page_footer(const std::string& scenario, const std::string& ruleset_title, std::uint64_t seed,
                             const std::string& side);
std::string pack_check_code(const std::string& scenario, std::uint64_t seed);

}  // namespace muster
