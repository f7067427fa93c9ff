#include "rulesets/sbd/sbd_ruleset.hpp"

#include "rulesets/ruleset_kit.hpp"
#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/record.hpp"
#include "rulesets/sbd/scenario_reader.hpp"
#include "rulesets/sbd/summary.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

namespace {
class SbdRuleset final : public Ruleset {
 public:
  std::string id() const override { return "sbd"; }
  std::string title() const override { return ruleset_title; }
  std::string description() const override {
    return "ACW regiments of 3-10 stands on a zone battlefield: orbat files, the pre-battle week, troop quality and stragglers";
  }
  std::unique_ptr<LoadedScenario> read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header) const override {
    return std::make_unique<LoadedScenarioOf<Scenario, Setup>>(header, sbd::read_scenario(root, header));
  }
  std::unique_ptr<RolledSetup> read_record(spec::MapReader& root, const spec::ScenarioHeader& header) const override {
    return std::make_unique<RolledSetupOf<Setup>>(sbd::read_record(root, record_head(header)));
  }
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
