#include "rulesets/sow/sow_ruleset.hpp"

#include "rulesets/ruleset_kit.hpp"
#include "spec/muster_file.hpp"
#include "rulesets/sow/unit_file_readings.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/key_meanings.hpp"
#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/record.hpp"
#include "rulesets/sow/scenario_reader.hpp"
#include "rulesets/sow/statistics.hpp"
#include "rulesets/sow/summary.hpp"

namespace muster::sow {

namespace {
class SowRuleset final : public RulesetOf<Scenario, Setup> {
 public:
  SowRuleset() : RulesetOf(sow::read_scenario, sow::read_record) {}
  std::string id() const override { return "sow"; }
  std::string title() const override { return ruleset_title; }
  std::string description() const override {
    return "Tyneside Wargames Club's 28 mm ACW skirmish rules on an open table in cm: points-built companies, deployment dice, solo play";
  }
  const spec::KeyMeanings& key_meanings() const override { return sow::key_meanings(); }
  const spec::FileKind* unit_file_kind() const override { return &spec::force_file_kind(); }
  std::vector<UnitFileReading> unit_file_readings(const std::string& file) const override { return sow::unit_file_readings(file); }
  layout::Document reference_cards(Paper paper, const layout::TextMeasurer& measurer) const override {
    return sow::reference_cards(paper, ruleset_title + " reference cards  ·  muster " MUSTER_VERSION, measurer);
  }
};
}  // namespace

const Ruleset& ruleset() {
  static const SowRuleset instance;
  return instance;
}

}  // namespace muster::sow
