#include "rulesets/tsb/tsb_ruleset.hpp"

#include "rulesets/ruleset_kit.hpp"
#include "spec/muster_file.hpp"
#include "rulesets/tsb/unit_file_readings.hpp"
#include "rulesets/tsb/pages/pages.hpp"
#include "rulesets/tsb/pages/reference_cards.hpp"
#include "rulesets/tsb/key_meanings.hpp"
#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/record.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "rulesets/tsb/statistics.hpp"
#include "rulesets/tsb/summary.hpp"

namespace muster::tsb {

namespace {
class TsbRuleset final : public RulesetOf<Scenario, Setup> {
 public:
  TsbRuleset() : RulesetOf(tsb::read_scenario, tsb::read_record) {}
  std::string id() const override { return "tsb"; }
  std::string title() const override { return ruleset_title; }
  std::string description() const override {
    return "Ross Mac's rules for 1850-1918 on squares, hexes or an open table in areas: commands, order dice, hit tracks";
  }
  const spec::KeyMeanings& key_meanings() const override { return tsb::key_meanings(); }
  const spec::FileKind* unit_file_kind() const override { return &spec::orbat_kind(); }
  std::vector<UnitFileReading> unit_file_readings(const std::string& file) const override { return tsb::unit_file_readings(file); }
  layout::Document reference_cards(Paper paper, const layout::TextMeasurer& measurer) const override {
    return tsb::reference_cards(paper, ruleset_title + " reference cards  ·  muster " MUSTER_VERSION, measurer);
  }
};
}  // namespace

const Ruleset& ruleset() {
  static const TsbRuleset instance;
  return instance;
}

}  // namespace muster::tsb
