#include "rulesets/sbd/sbd_ruleset.hpp"

#include "layout/duplex_check.hpp"
#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/record.hpp"
#include "rulesets/sbd/scenario_reader.hpp"
#include "rulesets/sbd/summary.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

namespace {
class SbdSetup final : public RolledSetup {
 public:
  explicit SbdSetup(Setup setup) : setup_(std::move(setup)) {}
  std::string scenario_name() const override { return setup_.scenario; }
  std::uint64_t seed() const override { return setup_.seed; }
  std::vector<std::string> side_keys() const override { return {side_key(Side::usa), side_key(Side::csa)}; }
  Record record() const override { return to_record(setup_); }
  std::string summary() const override { return describe(setup_); }
  void set_paper(Paper paper) override { setup_.print.paper = paper; }
  std::vector<PackFile> lay_out(const layout::TextMeasurer& measurer) const override {
    std::vector<PackFile> files;
    files.push_back({"umpire.pdf", umpire_briefing(setup_, measurer), Audience::umpire()});
    for (Side side : both_sides) files.push_back({side_key(side) + ".pdf", side_briefing(setup_, side, measurer), Audience::of_side(side_key(side))});
    files.push_back({"map.pdf", battle_map(setup_, measurer), Audience::table()});
    for (Side side : both_sides) files.push_back({side_key(side) + "-counters.pdf", side_counter_sheets(setup_, side, measurer), Audience::of_side(side_key(side))});
    files.push_back({"markers.pdf", marker_sheets(setup_, measurer), Audience::table()});
    files.push_back({"duplex-check.pdf", layout::duplex_check(paper_size(setup_.print.paper), measurer, footer_for(setup_), setup_.print.duplex_offset), Audience::table()});
    for (Side side : both_sides) files.push_back({side_key(side) + "-roster.pdf", roster(setup_, side, measurer), Audience::of_side(side_key(side))});
    files.push_back({"qrs.pdf", reference_cards(setup_.print.paper, footer_for(setup_), measurer), Audience::table()});
    files.push_back({"prebattle-worksheet.pdf", prebattle_worksheet(setup_.print.paper, footer_for(setup_), setup_.battlefield, measurer), Audience::table()});
    return files;
  }

 private:
  Setup setup_;
};

class SbdScenario final : public LoadedScenario {
 public:
  SbdScenario(spec::ScenarioHeader header, Scenario scenario) : header_(std::move(header)), scenario_(std::move(scenario)) {}
  const spec::ScenarioHeader& header() const override { return header_; }
  std::unique_ptr<RolledSetup> roll(const Streams& streams) const override { return std::make_unique<SbdSetup>(sbd::roll(scenario_, streams)); }

 private:
  spec::ScenarioHeader header_;
  Scenario scenario_;
};

class SbdRuleset final : public Ruleset {
 public:
  std::string id() const override { return "sbd"; }
  std::string title() const override { return ruleset_title; }
  std::string description() const override {
    return "ACW regiments of 3-10 stands on a zone battlefield: orbat files, the pre-battle week, troop quality and stragglers";
  }
  std::unique_ptr<LoadedScenario> read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header) const override {
    return std::make_unique<SbdScenario>(header, sbd::read_scenario(root, header));
  }
  std::unique_ptr<RolledSetup> read_record(spec::MapReader& root, const spec::ScenarioHeader& header) const override {
    return std::make_unique<SbdSetup>(sbd::read_record(root, header.name, header.seed.value_or(0), header.paper));
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
