#pragma once
// What every rule set's plumbing has in common, written once: a rolled setup
// and a loaded scenario that wrap the rule set's own plain types. A rule set
// provides, in its own namespace (found by argument-dependent lookup):
//
//   Setup roll(const Scenario&, const Streams&);  // or (..., RollDetail) if it can skip its log
//   Record to_record(const Setup&);
//   std::string describe(const Setup&);
//   SetupStatistics statistics_of(const Setup&);
//   std::vector<PackFile> pack_files(const Setup&, const layout::TextMeasurer&);
//   std::vector<std::string> side_keys_of(const Setup&);
//
// and its Setup holds `scenario`, `seed` and `print.paper`.

#include <memory>
#include <utility>

#include "rulesets/heads.hpp"
#include "rulesets/ruleset.hpp"

namespace muster {

template <typename Setup>
class RolledSetupOf final : public RolledSetup {
 public:
  explicit RolledSetupOf(Setup setup) : setup_(std::move(setup)) {}
  // The setup `make()` returns, built where it is kept: a roll's setup is not moved.
  template <typename Make>
  RolledSetupOf(std::in_place_t /*built here*/, Make&& make) : setup_(std::forward<Make>(make)()) {}
  std::string scenario_name() const override { return setup_.scenario; }
  std::uint64_t seed() const override { return setup_.seed; }
  std::vector<std::string> side_keys() const override { return side_keys_of(setup_); }
  Record record() const override { return to_record(setup_); }
  std::string summary() const override { return describe(setup_); }
  SetupStatistics statistics() const override { return statistics_of(setup_); }
  void set_paper(Paper paper) override { setup_.print.paper = paper; }
  std::vector<PackFile> lay_out(const layout::TextMeasurer& measurer) const override { return pack_files(setup_, measurer); }

 private:
  Setup setup_;
};

namespace kit {
// Outside the class, so that its member roll() does not hide the rule set's.
// A rule set that can roll without its log offers roll(scenario, streams, detail).
template <typename Scenario>
auto roll_scenario(const Scenario& scenario, const Streams& streams, RollDetail detail) {
  if constexpr (requires { roll(scenario, streams, detail); })
    return roll(scenario, streams, detail);
  else
    return roll(scenario, streams);
}
}  // namespace kit

template <typename Scenario, typename Setup>
class LoadedScenarioOf final : public LoadedScenario {
 public:
  LoadedScenarioOf(spec::ScenarioHeader header, Scenario scenario) : header_(std::move(header)), scenario_(std::move(scenario)) {}
  const spec::ScenarioHeader& header() const override { return header_; }
  std::unique_ptr<RolledSetup> roll(const Streams& streams, RollDetail detail) const override {
    return std::make_unique<RolledSetupOf<Setup>>(std::in_place, [&] { return kit::roll_scenario(scenario_, streams, detail); });
  }

 private:
  spec::ScenarioHeader header_;
  Scenario scenario_;
};

// A rule set's two readers, wired to the app once: a rule set derives from
// this, gives its readers, and writes only its id, title, description and cards.
template <typename Scenario, typename Setup>
class RulesetOf : public Ruleset {
 public:
  using ScenarioReader = Scenario (*)(spec::MapReader&, const spec::ScenarioHeader&);
  using RecordReader = Setup (*)(spec::MapReader&, const SetupHead&);
  RulesetOf(ScenarioReader scenario_reader, RecordReader record_reader) : read_scenario_(scenario_reader), read_record_(record_reader) {}
  std::unique_ptr<LoadedScenario> read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header) const override {
    return std::make_unique<LoadedScenarioOf<Scenario, Setup>>(header, read_scenario_(root, header));
  }
  std::unique_ptr<RolledSetup> read_record(spec::MapReader& root, const spec::ScenarioHeader& header) const override {
    return std::make_unique<RolledSetupOf<Setup>>(read_record_(root, record_head(header)));
  }

 private:
  ScenarioReader read_scenario_;
  RecordReader read_record_;
};

}  // namespace muster
