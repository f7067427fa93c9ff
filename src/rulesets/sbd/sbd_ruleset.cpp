#include "rulesets/sbd/sbd_ruleset.hpp"

#include "rulesets/ruleset_kit.hpp"
#include "spec/muster_file.hpp"
#include "rulesets/sbd/unit_file_readings.hpp"
#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/key_meanings.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/record.hpp"
#include "rulesets/sbd/scenario_reader.hpp"
#include "rulesets/sbd/statistics.hpp"
#include "rulesets/sbd/summary.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

namespace {
class SbdRuleset final : public RulesetOf<Scenario, Setup> {
 public:
  SbdRuleset() : RulesetOf(sbd::read_scenario, sbd::read_record) {}
  std::string id() const override { return "sbd"; }
  std::string title() const override { return ruleset_title; }
  std::string description() const override {
    return "ACW regiments of 3-10 stands on a zone battlefield: orbat files, the pre-battle week, troop quality and stragglers";
  }
  const spec::KeyMeanings& key_meanings() const override { return sbd::key_meanings(); }
  const spec::FileKind* unit_file_kind() const override { return &spec::orbat_kind(); }
  std::vector<UnitFileReading> unit_file_readings(const std::string& file) const override { return sbd::unit_file_readings(file); }
  layout::Document reference_cards(Paper paper, const layout::TextMeasurer& measurer) const override {
    // The blank week travels with the cards, so `muster qrs sbd` gives a table that plays section 12 by hand all it needs.
    layout::PageBuilder builder(paper_size(paper), measurer, "Short But Desperate reference cards  ·  muster " MUSTER_VERSION);
    add_reference_cards(builder);
    builder.new_page();
    // No scenario: forms for the rules' usual battlefield.
    add_prebattle_worksheet(builder, Battlefield{});
    return builder.finish("Short But Desperate: quick reference", "Reference cards and pre-battle worksheet for Short But Desperate");
  }
};
}  // namespace

const Ruleset& ruleset() {
  static const SbdRuleset instance;
  return instance;
}

}  // namespace muster::sbd
