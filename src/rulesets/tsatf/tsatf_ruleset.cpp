#include "rulesets/tsatf/tsatf_ruleset.hpp"

#include "rulesets/ruleset_kit.hpp"
#include "spec/muster_file.hpp"
#include "rulesets/tsatf/unit_file_readings.hpp"
#include "rulesets/tsatf/pages/pages.hpp"
#include "rulesets/tsatf/key_meanings.hpp"
#include "rulesets/tsatf/procedures.hpp"
#include "rulesets/tsatf/record.hpp"
#include "rulesets/tsatf/scenario_reader.hpp"
#include "rulesets/tsatf/statistics.hpp"
#include "rulesets/tsatf/summary.hpp"

namespace muster::tsatf {

namespace {
class TsatfRuleset final : public RulesetOf<Scenario, Setup> {
 public:
  TsatfRuleset() : RulesetOf(tsatf::read_scenario, tsatf::read_record) {}
  std::string id() const override { return "tsatf"; }
  std::string title() const override { return ruleset_title; }
  std::string description() const override {
    return "Larry Brom's colonial skirmish rules on an open table in inches: forces by the update's ratios, rivers and boats, printed card decks";
  }
  const spec::KeyMeanings& key_meanings() const override { return tsatf::key_meanings(); }
  const spec::FileKind* unit_file_kind() const override { return &spec::force_file_kind(); }
  std::vector<UnitFileReading> unit_file_readings(const std::string& file) const override { return tsatf::unit_file_readings(file); }
  layout::Document reference_cards(Paper paper, const layout::TextMeasurer& measurer) const override {
    return tsatf::reference_cards(paper, ruleset_title + " reference cards  ·  muster " MUSTER_VERSION, measurer);
  }
  // Nothing is hidden from the other side: forces, table, current and camel-shy horses are all known to both.
  bool keeps_secrets() const override { return false; }
};
}  // namespace

const Ruleset& ruleset() {
  static const TsatfRuleset instance;
  return instance;
}

}  // namespace muster::tsatf
