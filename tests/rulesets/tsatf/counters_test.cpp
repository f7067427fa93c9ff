// counters.pdf measured in its layout with real Pango: every marker the
// print's counter size, each back behind its front (the duplex offset
// included), blocks abutting with cut marks, the check bar clear of them;
// as many of each marker as the forces call for, in the side's colour, the
// berserk ones only for a side with the Sudan's tribes, the cavalry's only
// for a side with cavalry or camels, and the river's only where a river runs.
// The demo is written for a person to look at and for the PDF check:
// pdftoppm -r 60 -png $TMPDIR/muster-tsatf-counters.pdf /tmp/tsatf-counters
// /usr/bin/python3 tests/rulesets/tsatf/counters_pdf_check.py $TMPDIR/muster-tsatf-counters.pdf 15 0 0
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "rulesets/tsatf/berserk.hpp"
#include "rulesets/tsatf/pages/pages.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/tsatf_setups.hpp"

namespace muster::tsatf {
namespace {

using testing::Placed;

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

tsatf::Setup with_river(tsatf::Setup setup, int dice = 2, CurrentSource source = CurrentSource::rules) {
  setup.battlefield.current = RiverCurrent{"Nile", true, 2, source == CurrentSource::rules ? 5 : 2, dice, source, std::nullopt};
  return setup;
}

tsatf::Setup printed(tsatf::Setup setup, Paper paper, Length size, DuplexOffset offset) {
  setup.print.paper = paper;
  setup.print.counter_size = size;
  setup.print.duplex_offset = offset;
  return setup;
}

// The Sudan with its Dervishes on foot only: one side with no horse or camel.
tsatf::Setup sudan_without_dervish_horse() {
  tsatf::Setup setup = testing::tsatf_sudan_setup();
  auto& units = setup.sides[1].force.units;
  units.erase(std::remove_if(units.begin(), units.end(), [](const Unit& u) { return is_cavalry(u.kind); }), units.end());
  return setup;
}

std::vector<std::pair<std::string, tsatf::Setup>> sample_setups() {
  return {{"sudan, river, 15 mm", with_river(testing::tsatf_sudan_setup())},
          {"sudan, muster's current, 25 mm letter, offset", printed(with_river(testing::tsatf_sudan_setup(), 1, CurrentSource::muster_reading),
                                                                    Paper::letter, Length::mm(25), {Length::mm(-3), Length::mm(2)})},
          {"mutiny-3, no river", testing::tsatf_mutiny_setup(3)},
          {"mutiny-12, 20 mm, offset", printed(testing::tsatf_mutiny_setup(12), Paper::a4, Length::mm(20), {Length::mm(4), Length::mm(-4)})},
          {"sudan, dervishes on foot", sudan_without_dervish_horse()}};
}

int mounted(const Force& force) {
  return static_cast<int>(std::count_if(force.units.begin(), force.units.end(), [](const Unit& u) { return is_cavalry(u.kind); }));
}
int berserk(const tsatf::Setup& setup, const Force& force) {
  return static_cast<int>(
      std::count_if(force.units.begin(), force.units.end(), [&](const Unit& u) { return may_go_berserk(setup.campaign, u.kind); }));
}

// The markers muster decided on (docs/DECISIONS.md, Rosters and markers).
std::size_t side_markers(const tsatf::Setup& setup, std::size_t side) {
  const Force& force = setup.sides[side].force;
  return force.units.size() + static_cast<std::size_t>(berserk(setup, force) + 2 * mounted(force));
}
std::size_t river_markers(const tsatf::Setup& setup) { return setup.battlefield.current ? 3 * 3 + 3 : 0; }

TEST(TsatfCounters, EveryMarkerIsTheCounterSizeWithItsBackInRegister) {
  for (const auto& [name, setup] : sample_setups()) {
    const auto doc = counters(setup, measurer());
    EXPECT_TRUE(doc.duplex) << name;
    ASSERT_EQ(doc.pages.size() % 2, 0u) << name;
    const Length size = setup.print.counter_size;
    std::size_t markers = 0;
    for (std::size_t p = 0; p + 1 < doc.pages.size(); p += 2) {
      markers += testing::expect_backs_in_register(doc.pages[p], doc.pages[p + 1], size, size, setup.print.duplex_offset);
      testing::expect_check_bar_clear_of(doc.pages[p], size, size);
    }
    EXPECT_EQ(markers, side_markers(setup, 0) + side_markers(setup, 1) + river_markers(setup)) << name;
    testing::expect_abutting_blocks_with_cut_marks(doc, size, size);
    testing::expect_on_page_and_fitting(doc, name);
    testing::expect_no_word_broken(doc, name);
  }
}

// How often each text stands on the front pages, and how many bands of each colour a counter wide.
struct FrontsSeen {
  std::map<std::string, int> texts;
  std::map<std::string, int> bands;  // by side key
};

FrontsSeen read_fronts(const tsatf::Setup& setup, const layout::Document& doc) {
  FrontsSeen seen;
  for (std::size_t p = 0; p < doc.pages.size(); p += 2)
    testing::walk(doc.pages[p], [&](const Placed& placed) {
      if (const auto* t = std::get_if<layout::Text>(&placed.item->shape)) ++seen.texts[t->text];
      if (const auto* r = std::get_if<layout::Rect>(&placed.item->shape); r && r->fill && !r->stroke)
        for (const auto& side : setup.sides)
          if (*r->fill == layout::Colour::hex(side.colour) && std::abs((r->width - setup.print.counter_size).millimetres()) < 0.01)
            ++seen.bands[side.key];
    });
  return seen;
}

int count(const FrontsSeen& seen, const std::string& text) { return seen.texts.count(text) ? seen.texts.at(text) : 0; }

TEST(TsatfCounters, AsManyOfEachMarkerAsTheForcesCallFor) {
  for (const auto& [name, setup] : sample_setups()) {
    const FrontsSeen seen = read_fronts(setup, counters(setup, measurer()));
    const Force &first = setup.sides[0].force, &second = setup.sides[1].force;
    EXPECT_EQ(count(seen, "SHAKEN"), static_cast<int>(first.units.size() + second.units.size())) << name;
    EXPECT_EQ(count(seen, "BERSERK"), berserk(setup, first) + berserk(setup, second)) << name;
    EXPECT_EQ(count(seen, "ON FOOT"), mounted(first) + mounted(second)) << name;
    EXPECT_EQ(count(seen, "HORSE HOLDERS"), mounted(first) + mounted(second)) << name;
    const int boats = setup.battlefield.current ? 3 : 0;
    EXPECT_EQ(count(seen, "HEADING"), boats) << name;
    EXPECT_EQ(count(seen, "DOWN-STREAM"), boats) << name;
    EXPECT_EQ(count(seen, "ANCHORED"), boats) << name;
    EXPECT_EQ(count(seen, "CURRENT"), setup.battlefield.current ? 3 : 0) << name;
    // The sheets' notes speak of boats only where there are boats' markers.
    int boat_notes = 0;
    for (const layout::Page& page : counters(setup, measurer()).pages)
      testing::walk(page, [&](const testing::Placed& placed) {
        if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) boat_notes += text->text.find("boat") != std::string::npos;
      });
    EXPECT_EQ(boat_notes > 0, boats > 0) << name;
    // Each side's markers carry its colour; the river's carry none.
    for (std::size_t s = 0; s < 2; ++s)
      EXPECT_EQ(seen.bands.count(setup.sides[s].key) ? static_cast<std::size_t>(seen.bands.at(setup.sides[s].key)) : 0u, side_markers(setup, s))
          << name << ": " << setup.sides[s].key;
  }
}

TEST(TsatfCounters, TheCurrentMarkersGiveTheRolledDiceAndTheSpeedMarkersTheBoatsDice) {
  const FrontsSeen two = read_fronts(with_river(testing::tsatf_sudan_setup()), counters(with_river(testing::tsatf_sudan_setup()), measurer()));
  EXPECT_EQ(count(two, "Current 2 dice"), 3);
  EXPECT_EQ(count(two, "6 + 2 = 8 dice"), 3);
  const tsatf::Setup low = with_river(testing::tsatf_sudan_setup(), 1, CurrentSource::muster_reading);
  const FrontsSeen one = read_fronts(low, counters(low, measurer()));
  EXPECT_EQ(count(one, "Current 1 die (muster)"), 3) << "muster's reading of the lost 1-3 is said so on the marker";
}

TEST(TsatfCounters, BerserkMarkersOnlyForTheSudansTribes) {
  const tsatf::Setup sudan = testing::tsatf_sudan_setup();
  EXPECT_EQ(count(read_fronts(sudan, counters(sudan, measurer())), "BERSERK"), 6);
  tsatf::Setup free_game = sudan;
  free_game.campaign = Campaign::free;
  EXPECT_EQ(count(read_fronts(free_game, counters(free_game, measurer())), "BERSERK"), 0);
}

TEST(TsatfCounters, DemoForAPersonToLookAt) {
  testing::write_demo(counters(with_river(testing::tsatf_sudan_setup()), measurer()), "tsatf-counters");
}

}  // namespace
}  // namespace muster::tsatf
