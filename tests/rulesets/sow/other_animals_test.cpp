// Issue 35: the text moves other animals "as infantry by default, or special
// rate if specified in a scenario", and a scenario had no way to specify it.
// 'other-animals' names each animal and its move an action: over 10,000
// random lists it reads, rolls, goes into the record and back unchanged, and
// gives each animal its movement stick; every mistake is named where it stands.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "app/pipeline.hpp"
#include "core/random.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/pages/ruler_sticks.hpp"
#include "rulesets/sow/procedures.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/sow_scenarios.hpp"

namespace muster::sow {
namespace {

const std::string head = "muster: 1\nname: Mules\nruleset: sow\nterrain: {placed: []}\n";
const std::string sides = "sides:\n  USA: {force: {points: 120}}\n  CSA: {force: {points: 120}}\n";

std::string first_error(const std::string& yaml) { return muster::testing::first_sow_error(yaml); }

TEST(SowOtherAnimals, TenThousandListsReadRollAndComeBackFromTheRecordWithAStickEach) {
  static const char* names[] = {"Mule train", "Oxen", "Dogs", "Pack horses", "Cattle", "Goats", "Hogs"};
  RandomStream dice = RandomStream::for_procedure(35, "sow-other-animals");
  for (int trial = 0; trial < 10000; ++trial) {
    const std::size_t count = dice.below(4);
    std::string list = "other-animals:\n";
    std::vector<std::pair<std::string, double>> expected;
    for (std::size_t k = 0; k < count; ++k) {
      const double move_cm = 1 + dice.below(471) / 10.0;  // 1 to 48 cm, to the millimetre
      const std::string name = std::string(names[k * 2 + dice.below(2)]) + " " + std::to_string(k + 1);
      char move[32];
      std::snprintf(move, sizeof move, "%gcm", move_cm);
      list += "  - {name: " + name + ", move: " + move + "}\n";
      expected.push_back({name, move_cm});
    }
    const std::string text = head + (count > 0 ? list : "") + sides;
    SCOPED_TRACE(text);
    const Scenario scenario = muster::testing::sow_scenario(text);
    const sow::Setup setup = roll(scenario, Streams(static_cast<std::uint64_t>(trial)));
    std::set<std::string> sticks;
    for (const auto& stick : ruler_sticks(setup)) {
      sticks.insert(stick.name);
      if (stick.name.find(" move, ") != std::string::npos) {
        ASSERT_DOUBLE_EQ(stick.bands.front().to * 2, stick.bands.back().to) << "halved in difficult terrain";
      }
    }
    ASSERT_EQ(std::count_if(sticks.begin(), sticks.end(), [](const std::string& name) { return name.find(" move, ") != std::string::npos; }),
              static_cast<std::ptrdiff_t>(count + 1))
        << "the infantry's move and one for each animal";
    for (std::size_t k = 0; k < count; ++k) {
      char title[96];
      std::snprintf(title, sizeof title, "%s move, %g cm an action, halved in difficult terrain", expected[k].first.c_str(), expected[k].second);
      ASSERT_TRUE(sticks.count(title)) << title;
    }
    if (trial % 10 == 0) {  // the record, as `muster render` reads it, for one list in ten
      const auto loaded = app::load_scenario_text(text, "mules.yaml");
      const std::string written = app::record_text(*loaded->roll(static_cast<std::uint64_t>(trial)));
      ASSERT_EQ(app::record_text(*app::load_record_text(written, "setup.yaml")), written);
      ASSERT_EQ(written.find("other-animals") != std::string::npos, count > 0);
    }
  }
}

TEST(SowOtherAnimals, EachMistakeIsNamedWhereItStands) {
  EXPECT_EQ(first_error(head + "other-animals:\n  - {name: Mules}\n" + sides), "6:5: an animal's rate needs 'move' (add a line 'move: ...')");
  EXPECT_EQ(first_error(head + "other-animals:\n  - {name: Mules, move: 60cm}\n" + sides),
            "6:25: 'move' is 60cm; an animal's move is from 1 to 48 cm an action (infantry move 12 cm an action and cavalry 24: give a rate from 1 to 48 cm)");
  EXPECT_EQ(first_error(head + "other-animals:\n  - {name: Mules, move: 8cm}\n  - {name: Mules, move: 6cm}\n" + sides),
            "7:5: two animals are called 'Mules' (give each its own name: the rulers and briefings name them)");
  EXPECT_EQ(first_error(head + "other-animals: {name: Mules, move: 8}\n" + sides),
            "5:16: 'other-animals' should be a list, found a mapping (write a '- {name: Mule train, move: 8cm}' line per animal)");
  EXPECT_EQ(first_error(head + "other-animals:\n  - {name: Mules, move: 8}\n" + sides), "") << "a bare number is in cm";
}

TEST(SowOtherAnimals, EveryBriefingGivesTheRates) {
  const Scenario scenario = muster::testing::sow_scenario(head + "other-animals:\n  - {name: Mule train, move: 8cm}\n  - {name: Oxen, move: 4}\n" + sides);
  const sow::Setup setup = roll(scenario, Streams(3));
  const auto& measurer = muster::testing::test_fonts().measurer();
  for (const layout::Document& doc : {umpire_briefing(setup, measurer), side_briefing(setup, 0, measurer), side_briefing(setup, 1, measurer)}) {
    bool found = false;
    for (const auto& page : doc.pages)
      muster::testing::walk(page, [&](const muster::testing::Placed& placed) {
        if (const auto* text = std::get_if<layout::Text>(&placed.item->shape))
          found = found || text->text.find("Mule train 8 cm and Oxen 4 cm an action") != std::string::npos;
      });
    EXPECT_TRUE(found) << doc.title;
    muster::testing::expect_on_page_and_fitting(doc, doc.title);
  }
}

}  // namespace
}  // namespace muster::sow
