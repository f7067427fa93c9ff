// rosters.pdf measured in its layout with real Pango: a box per figure in
// every unit's block and every unit once, leaders' boxes marked with their
// role, each side from an odd page under a band of its colour, nothing off
// its page or out of its box, no unit split over two pages, the camel-shy
// rule on exactly the unfamiliar units, berserk boxes on the Sudan's tribes
// only; a base-12 Mutiny (96 units a side) paginates. The demos are written
// for a person to look at:
// pdftoppm -r 60 -png $TMPDIR/muster-tsatf-rosters-sudan.pdf /tmp/tsatf-rosters
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "rulesets/tsatf/pages/pages.hpp"
#include "support/demo_pdf.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/tsatf_setups.hpp"

namespace muster::tsatf {
namespace {

using testing::Placed;

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

// The roster's box sizes (roster.cpp): a figure's box, and the smaller status boxes.
constexpr double figure_box_mm = 4.5;
constexpr double status_box_mm = 4.0;
const std::string camel_note_start = "<b>Horses unfamiliar with camels.</b>";
const std::string berserk_word = "Berserk (for the rest of the game)";

bool near(Length a, double mm, double within = 0.01) { return std::abs(a.millimetres() - mm) < within; }

bool is_box(const layout::Rect& r, double mm) { return r.stroke && r.fill == layout::white && near(r.width, mm) && near(r.height, mm); }

// What the roster shows of one unit, gathered in drawing order under its name.
struct UnitSeen {
  std::size_t side = 0, page = 0;
  int figure_boxes = 0, status_boxes = 0, camel_notes = 0, berserk = 0;
  std::vector<std::string> marks;  // texts over the boxes: Lt, Sgt, Ldr, 5, 10 ...
  std::vector<std::string> texts;
};

struct RosterSeen {
  std::map<std::string, int> names;           // how often each unit's name is set
  std::map<std::string, UnitSeen> units;      // by name
  std::vector<std::size_t> side_start_pages;  // 0-based
};

RosterSeen read_roster(const tsatf::Setup& setup, const layout::Document& doc) {
  std::map<std::string, std::size_t> side_of;
  for (std::size_t s = 0; s < 2; ++s)
    for (const Unit& u : setup.sides[s].force.units) side_of[u.name] = s;
  RosterSeen seen;
  for (std::size_t p = 0; p < doc.pages.size(); ++p) {
    UnitSeen* current = nullptr;
    testing::walk(doc.pages[p], [&](const Placed& placed) {
      if (const auto* t = std::get_if<layout::Text>(&placed.item->shape)) {
        for (std::size_t s = 0; s < 2; ++s)
          if (t->text == setup.sides[s].key + " roster") seen.side_start_pages.push_back(p);
        if (const auto it = side_of.find(t->text); it != side_of.end()) {
          ++seen.names[t->text];
          current = &seen.units[t->text];
          current->side = it->second;
          current->page = p;
          return;
        }
        if (!current) return;
        current->texts.push_back(t->text);
        if (t->text.rfind(camel_note_start, 0) == 0) ++current->camel_notes;
        if (t->text == berserk_word) ++current->berserk;
        if (near(t->height, 2.8)) current->marks.push_back(t->text);
      } else if (const auto* r = std::get_if<layout::Rect>(&placed.item->shape); r && current) {
        if (is_box(*r, figure_box_mm)) ++current->figure_boxes;
        if (is_box(*r, status_box_mm)) ++current->status_boxes;
      }
    });
  }
  return seen;
}

tsatf::Setup letter(tsatf::Setup setup) {
  setup.print.paper = Paper::letter;
  return setup;
}

std::vector<std::pair<std::string, tsatf::Setup>> sample_setups() {
  return {{"mutiny-1", testing::tsatf_mutiny_setup(1)},
          {"mutiny-3", testing::tsatf_mutiny_setup(3)},
          {"sudan", testing::tsatf_sudan_setup()},
          {"sudan-letter", letter(testing::tsatf_sudan_setup(7))},
          {"mutiny-12", testing::tsatf_mutiny_setup(12)}};
}

TEST(TsatfRoster, EveryUnitOnceWithABoxForEveryFigure) {
  for (const auto& [name, setup] : sample_setups()) {
    const auto doc = rosters(setup, measurer());
    const RosterSeen seen = read_roster(setup, doc);
    for (std::size_t s = 0; s < 2; ++s)
      for (const Unit& unit : setup.sides[s].force.units) {
        EXPECT_EQ(seen.names.count(unit.name) ? seen.names.at(unit.name) : 0, 1) << name << ": " << unit.name;
        if (!seen.units.count(unit.name)) continue;
        const UnitSeen& u = seen.units.at(unit.name);
        EXPECT_EQ(u.side, s) << name << ": " << unit.name;
        EXPECT_EQ(u.figure_boxes, static_cast<int>(unit.figures.size())) << name << ": " << unit.name;
        EXPECT_GE(u.status_boxes, 2) << name << ": " << unit.name << " has its shaken and routed boxes";
      }
  }
}

// Leaders' boxes come first, each under its role; the rank and file's are counted off in fives.
TEST(TsatfRoster, LeadersAreMarkedWithTheirRole) {
  const tsatf::Setup setup = testing::tsatf_sudan_setup();
  const RosterSeen seen = read_roster(setup, rosters(setup, measurer()));
  for (const auto& side : setup.sides)
    for (const Unit& unit : side.force.units) {
      std::vector<std::string> expected;
      int men = 0;
      for (const Figure& f : unit.figures) {
        if (f.is_leader()) expected.push_back(abbreviation_of(f.role));
        else if (++men % 5 == 0) expected.push_back(std::to_string(men));
      }
      EXPECT_EQ(seen.units.at(unit.name).marks, expected) << unit.name;
      EXPECT_TRUE(std::all_of(expected.begin(), expected.end(), [](const std::string& m) { return !m.empty(); }));
    }
}

bool is_blank(const layout::Page& page) {
  return std::any_of(page.items.begin(), page.items.end(), [](const layout::Item& item) {
    const auto* t = std::get_if<layout::Text>(&item.shape);
    return t && t->text.rfind("This page is left blank", 0) == 0;
  });
}

TEST(TsatfRoster, EachSideStartsOnAnOddPageUnderItsColour) {
  int blank_pages = 0;
  for (const auto& [name, setup] : sample_setups()) {
    const auto doc = rosters(setup, measurer());
    const RosterSeen seen = read_roster(setup, doc);
    EXPECT_TRUE(doc.duplex) << name << ": a blank page between the sides is for printing on both sides, and the file asks for it";
    ASSERT_EQ(seen.side_start_pages.size(), 2u) << name;
    EXPECT_EQ(seen.side_start_pages[0], 0u) << name;
    EXPECT_EQ(seen.side_start_pages[1] % 2, 0u) << name << ": the second side starts on page " << seen.side_start_pages[1] + 1;
    // Every page of a side carries the band of its colour across the top of its units; only the page
    // before the second side's first may be left blank, and only when that start would be even.
    for (std::size_t p = 0; p < doc.pages.size(); ++p) {
      const std::size_t side = p >= seen.side_start_pages[1] ? 1 : 0;
      const layout::Colour colour = layout::Colour::hex(setup.sides[side].colour);
      const bool banded = std::any_of(doc.pages[p].items.begin(), doc.pages[p].items.end(), [&](const layout::Item& item) {
        const auto* r = std::get_if<layout::Rect>(&item.shape);
        return r && r->fill == colour && near(r->width, doc.pages[p].width.millimetres() - 24) && near(r->height, 6);
      });
      const bool blank = is_blank(doc.pages[p]);
      EXPECT_EQ(banded, !blank) << name << " page " << p + 1;
      if (blank) {
        EXPECT_EQ(p + 1, seen.side_start_pages[1]) << name << " page " << p + 1;
        EXPECT_EQ(p % 2, 1u) << name << " page " << p + 1;
        ++blank_pages;
      }
    }
    // The second side's units are all on its pages.
    for (const auto& [unit, u] : seen.units) EXPECT_EQ(u.page >= seen.side_start_pages[1], u.side == 1) << name << ": " << unit;
  }
  EXPECT_GT(blank_pages, 0) << "no sample needed a blank page: the case is untested";
}

// Every item within the page's margins (the footer below the content), every text in its box,
// no unit block split: each is a row of the run, and its boxes lie inside its frame.
TEST(TsatfRoster, NothingLeavesItsBoxOrTheMargins) {
  for (const auto& sample : sample_setups()) {
    // Named, not bound: clang 14 does not let a lambda capture a structured binding.
    const std::string& name = sample.first;
    const auto doc = rosters(sample.second, measurer());
    testing::expect_on_page_and_fitting(doc, name);
    testing::expect_no_word_broken(doc, name);
    testing::expect_kept_together(doc, name);
    for (std::size_t p = 0; p < doc.pages.size(); ++p) {
      const auto& page = doc.pages[p];
      const double margin = layout::style::margin.points(), right = page.width.points() - margin;
      const double bottom = page.height.points() - margin - layout::style::footer_height.points();
      std::vector<testing::Box> frames;
      testing::walk(page, [&](const Placed& placed) {
        const auto box = testing::extent(placed);
        if (!box || box->top >= bottom - 0.01) return;  // the footer, under the content
        EXPECT_TRUE(box->left >= margin - 0.01 && box->right <= right + 0.01 && box->top >= margin - 0.01 && box->bottom <= bottom + 0.01)
            << name << " page " << p + 1 << ": an item at " << box->left / 72 * 25.4 << ", " << box->top / 72 * 25.4 << " mm is in the margin";
        const auto* r = std::get_if<layout::Rect>(&placed.item->shape);
        if (r && !r->fill && r->stroke && near(r->width, page.width.millimetres() - 24)) frames.push_back(*box);
      });
      testing::walk(page, [&](const Placed& placed) {
        const auto* r = std::get_if<layout::Rect>(&placed.item->shape);
        if (!r || !(is_box(*r, figure_box_mm) || is_box(*r, status_box_mm))) return;
        const auto box = *testing::extent(placed);
        EXPECT_TRUE(std::any_of(frames.begin(), frames.end(), [&](const testing::Box& f) {
          return box.left >= f.left && box.right <= f.right && box.top >= f.top && box.bottom <= f.bottom;
        })) << name << " page " << p + 1 << ": a box outside its unit's block";
      });
    }
  }
}

TEST(TsatfRoster, TheCamelShyRuleStandsOnExactlyTheUnfamiliarUnits) {
  tsatf::Setup setup = testing::tsatf_sudan_setup();
  ASSERT_GE(setup.camels.size(), 3u) << "the test wants horsed units on both sides";
  // Both kinds of unit, whatever the dice gave: alternate unfamiliar and familiar.
  for (std::size_t i = 0; i < setup.camels.size(); ++i) setup.camels[i].unfamiliar = i % 2 == 0;
  const RosterSeen seen = read_roster(setup, rosters(setup, measurer()));
  int notes = 0;
  for (std::size_t s = 0; s < 2; ++s)
    for (std::size_t u = 0; u < setup.sides[s].force.units.size(); ++u) {
      const std::string& name = setup.sides[s].force.units[u].name;
      EXPECT_EQ(seen.units.at(name).camel_notes, is_unfamiliar(setup, s, u) ? 1 : 0) << name;
      notes += seen.units.at(name).camel_notes;
    }
  EXPECT_EQ(notes, static_cast<int>((setup.camels.size() + 1) / 2));
  // Without camels no horse is spooked and no note is printed.
  const tsatf::Setup mutiny = testing::tsatf_mutiny_setup(3);
  for (const auto& [name, u] : read_roster(mutiny, rosters(mutiny, measurer())).units) EXPECT_EQ(u.camel_notes, 0) << name;
}

TEST(TsatfRoster, BerserkBoxesOnTheSudansTribesOnly) {
  const tsatf::Setup sudan = testing::tsatf_sudan_setup();
  const RosterSeen seen = read_roster(sudan, rosters(sudan, measurer()));
  for (const auto& side : sudan.sides)
    for (const Unit& unit : side.force.units) EXPECT_EQ(seen.units.at(unit.name).berserk, unit.kind == UnitKind::native_tribe ? 1 : 0) << unit.name;
  tsatf::Setup free_game = testing::tsatf_sudan_setup();
  free_game.campaign = Campaign::free;
  for (const auto& [name, u] : read_roster(free_game, rosters(free_game, measurer())).units) EXPECT_EQ(u.berserk, 0) << name;
}

bool has_text(const UnitSeen& u, const std::string& text) { return std::find(u.texts.begin(), u.texts.end(), text) != u.texts.end(); }

// Movement dice, the phased move for the imperial side's mounted units, scouts for infantry, formations with the start marked.
TEST(TsatfRoster, EachBlockSaysHowTheUnitMovesAndFights) {
  const tsatf::Setup setup = testing::tsatf_sudan_setup();
  const RosterSeen seen = read_roster(setup, rosters(setup, measurer()));
  for (const auto& side : setup.sides)
    for (const Unit& unit : side.force.units) {
      const UnitSeen& u = seen.units.at(unit.name);
      const auto dice = movement_dice(unit.kind, setup.campaign);
      EXPECT_TRUE(has_text(u, dice ? std::to_string(*dice) + " movement dice" : "rulebook rate")) << unit.name;
      EXPECT_EQ(has_text(u, "allowed"), is_cavalry(unit.kind) && side.allegiance == Allegiance::imperial) << unit.name;
      EXPECT_EQ(has_text(u, "not allowed"), is_cavalry(unit.kind) && side.allegiance == Allegiance::native) << unit.name;
      EXPECT_EQ(has_text(u, "at most 2"), branch_of(unit.kind) == Branch::infantry) << unit.name;
      EXPECT_EQ(has_text(u, label_of(unit.kind)), true) << unit.name;
      const auto formations = formations_of(unit);
      if (formations.size() > 1) {
        EXPECT_TRUE(std::any_of(u.texts.begin(), u.texts.end(),
                                [&](const std::string& t) { return t.find(label_of(unit.formation) + " (starts)") != std::string::npos; }))
            << unit.name;
      }
    }
  EXPECT_EQ(setup.campaign, Campaign::sudan_1885);
  EXPECT_EQ(movement_dice(UnitKind::imperial_camels, setup.campaign), 5);
  EXPECT_TRUE(has_text(seen.units.at(setup.sides[0].force.units[0].name), "Lt: Pistol, sword \u00b7 Sgt: Rifle \u00b7 Rank and file: Rifle"));
}

TEST(TsatfRoster, DemosForAPersonToLookAt) {
  testing::write_demo(rosters(testing::tsatf_sudan_setup(), measurer()), "tsatf-rosters-sudan");
  testing::write_demo(rosters(testing::tsatf_mutiny_setup(12), measurer()), "tsatf-rosters-mutiny-12");
}

}  // namespace
}  // namespace muster::tsatf
