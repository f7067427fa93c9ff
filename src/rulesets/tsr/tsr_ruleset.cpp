#include "rulesets/tsr/tsr_ruleset.hpp"

#include "layout/duplex_check.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/record.hpp"
#include "rulesets/tsr/scenario_reader.hpp"
#include "rulesets/tsr/summary.hpp"

namespace muster::tsr {

namespace {
class TsrSetup final : public RolledSetup {
 public:
  explicit TsrSetup(Setup setup) : setup_(std::move(setup)) {}
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
    files.push_back({"map.pdf", table_map(setup_, measurer), Audience::table()});
    for (Side side : both_sides) files.push_back({side_key(side) + "-counters.pdf", side_counter_sheets(setup_, side, measurer), Audience::of_side(side_key(side))});
    files.push_back({"markers.pdf", marker_sheets(setup_, measurer), Audience::table()});
    files.push_back({"duplex-check.pdf", layout::duplex_check(paper_size(setup_.print.paper), measurer, footer_for(setup_), setup_.print.duplex_offset), Audience::table()});
    for (Side side : both_sides) files.push_back({side_key(side) + "-roster.pdf", roster(setup_, side, measurer), Audience::of_side(side_key(side))});
    files.push_back({"qrs.pdf", reference_cards(setup_.print.paper, footer_for(setup_), setup_.timeline, measurer), Audience::table()});
    return files;
  }

 private:
  Setup setup_;
};

class TsrScenario final : public LoadedScenario {
 public:
  TsrScenario(spec::ScenarioHeader header, Scenario scenario) : header_(std::move(header)), scenario_(std::move(scenario)) {}
  const spec::ScenarioHeader& header() const override { return header_; }
  std::unique_ptr<RolledSetup> roll(const Streams& streams) const override {
    return std::make_unique<TsrSetup>(tsr::roll(scenario_, streams));
  }

 private:
  spec::ScenarioHeader header_;
  Scenario scenario_;
};

class TsrRuleset final : public Ruleset {
 public:
  std::string id() const override { return "tsr"; }
  std::string title() const override { return ruleset_title; }
  std::string description() const override {
    return "Richard Brooks' ACW army rules: offset squares, divisions of brigades, force markers drawn blind";
  }
  std::unique_ptr<LoadedScenario> read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header) const override {
    return std::make_unique<TsrScenario>(header, tsr::read_scenario(root, header));
  }
  std::unique_ptr<RolledSetup> read_record(spec::MapReader& root, const spec::ScenarioHeader& header) const override {
    return std::make_unique<TsrSetup>(tsr::read_record(root, header.name, header.seed.value_or(0), header.paper));
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
