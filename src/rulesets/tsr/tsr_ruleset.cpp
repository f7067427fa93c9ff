#include "rulesets/tsr/tsr_ruleset.hpp"

#include "rulesets/ruleset_kit.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/record.hpp"
#include "rulesets/tsr/scenario_reader.hpp"
#include "rulesets/tsr/summary.hpp"

namespace muster::tsr {

namespace {
class TsrRuleset final : public Ruleset {
 public:
  std::string id() const override { return "tsr"; }
  std::string title() const override { return ruleset_title; }
  std::string description() const override {
    return "Richard Brooks' ACW army rules: offset squares, divisions of brigades, force markers drawn blind";
  }
  std::unique_ptr<LoadedScenario> read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header) const override {
    return std::make_unique<LoadedScenarioOf<Scenario, Setup>>(header, tsr::read_scenario(root, header));
  }
  std::unique_ptr<RolledSetup> read_record(spec::MapReader& root, const spec::ScenarioHeader& header) const override {
    return std::make_unique<RolledSetupOf<Setup>>(tsr::read_record(root, record_head(header)));
  }
  layout::Document reference_cards(Paper paper, const layout::TextMeasurer& measurer) const override {
    return tsr::reference_cards(paper, "Terrible Swift Rules reference cards  ·  muster " MUSTER_VERSION, std::nullopt, measurer);
  }
};
}  // namespace

const Ruleset& ruleset() {
  static const TsrRuleset instance;
  return instance;
}

}  // namespace muster::tsr
