#include "rulesets/tsr/tsr_ruleset.hpp"

#include "rulesets/ruleset_kit.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/key_meanings.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/record.hpp"
#include "rulesets/tsr/scenario_reader.hpp"
#include "rulesets/tsr/statistics.hpp"
#include "rulesets/tsr/summary.hpp"

namespace muster::tsr {

namespace {
class TsrRuleset final : public RulesetOf<Scenario, Setup> {
 public:
  TsrRuleset() : RulesetOf(tsr::read_scenario, tsr::read_record) {}
  std::string id() const override { return "tsr"; }
  std::string title() const override { return ruleset_title; }
  std::string description() const override {
    return "Richard Brooks' ACW army rules: offset squares, divisions of brigades, force markers drawn blind";
  }
  const spec::KeyMeanings& key_meanings() const override { return tsr::key_meanings(); }
  layout::Document reference_cards(Paper paper, const layout::TextMeasurer& measurer) const override {
    return tsr::reference_cards(paper, "Terrible Swift Rules reference cards  ·  muster " MUSTER_VERSION, std::nullopt, {}, measurer);
  }
};
}  // namespace

const Ruleset& ruleset() {
  static const TsrRuleset instance;
  return instance;
}

}  // namespace muster::tsr
