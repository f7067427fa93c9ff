// The Square Brigadier's sheets a player holds, measured with real Pango on
// armies built by hand: one small command, eight of six units, names of 48
// characters, every type and class; on A4 and letter. Nothing leaves its box,
// labels fit an area of every battlefield, every label shows its front,
// backs sit behind their fronts, the roster has a box per hit and the break
// point as a tally, the orders tracker a column per commander and a row per
// turn, and nothing of the enemy's is in a side's files.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>

#include "layout/short_names.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/tsb/pages/side_sheets.hpp"
#include "rulesets/tsb/tables.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"

namespace muster::tsb {
namespace {

using testing::all_text;
using testing::Placed;

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

Unit unit(std::string name, UnitType type, UnitClass unit_class, Firepower firepower = Firepower::normal, bool heavy = false) {
  return {std::move(name), type, unit_class, default_weapon(type, Period::early_20th), firepower, heavy, false, false, "", 0};
}

const std::vector<UnitClass> classes = {UnitClass::militia, UnitClass::regular, UnitClass::elite};

// `commands` commands of `units` units, every name of `side_word`'s own so that one side's names never turn up in the other's.
Army army_of(const std::string& side_word, int commands, int units) {
  Army army{"Gen. " + side_word + " Sterling", {}, {}};
  for (int c = 1; c <= commands; ++c) {
    Command command{std::to_string(c) + " " + side_word + " Brigade", "Col. " + side_word + " Hale " + std::to_string(c), {}};
    for (int u = 1; u <= units; ++u)
      command.units.push_back(unit(side_word + " Foot " + std::to_string(c) + "-" + std::to_string(u), UnitType::infantry,
                                   classes[static_cast<std::size_t>(u) % classes.size()]));
    army.commands.push_back(command);
  }
  return army;
}

// A name of exactly 48 characters, its number first so that no two are alike.
std::string long_name(const std::string& number, const std::string& rest) {
  std::string name = number + " " + rest + " of the Queen's Own Royal Highland Volunteers and Militia";
  name.resize(48);
  while (name.back() == ' ') name.back() = 'x';
  return name;
}

Army long_named_army(const std::string& side_word) {
  Army army{long_name("Lieutenant General Sir", side_word + " Marmaduke"), {}, {}};
  for (int c = 1; c <= 3; ++c) {
    Command command{long_name(std::to_string(c), side_word + " Brigade"), long_name("Colonel " + std::to_string(c), side_word + " Fitzwilliam"), {}};
    for (int u = 1; u <= 4; ++u)
      command.units.push_back(unit(long_name(std::to_string(c) + "/" + std::to_string(u), side_word + " Battalion"), UnitType::infantry,
                                   UnitClass::regular));
    army.commands.push_back(command);
  }
  return army;
}

// Every type in every class, and the firepower notes: one command a type.
Army every_kind(const std::string& side_word) {
  Army army{"Gen. " + side_word + " Sterling", {}, {}};
  for (std::size_t t = 0; t < unit_type_keys().size(); ++t) {
    const auto type = static_cast<UnitType>(t);
    Command command{side_word + " " + label_of(type), "Maj. " + side_word + " Type " + std::to_string(t), {}};
    for (UnitClass unit_class : classes)
      command.units.push_back(unit(side_word + " " + label_of(type) + " " + key_of(unit_class), type, unit_class));
    command.units.push_back(unit(side_word + " " + label_of(type) + " superior heavy", type, UnitClass::regular, Firepower::superior, true));
    command.units.push_back(unit(side_word + " " + label_of(type) + " inferior", type, UnitClass::militia, Firepower::inferior));
    army.commands.push_back(command);
  }
  return army;
}

Battlefield battlefield(AreaShape shape, Length area) {
  Battlefield field;
  field.grid = {shape, 12, 8};
  field.area = area;
  return field;
}

tsb::Setup setup_of(Army blue, Army grey, Paper paper, Battlefield field = battlefield(AreaShape::square, Length::in(4))) {
  tsb::Setup setup;
  setup.scenario = "Hand-built";
  setup.seed = 1863;
  setup.print.paper = paper;
  setup.battlefield = field;
  setup.sides[0].key = "Blue";
  setup.sides[0].name = "Field Force";
  setup.sides[0].colour = "#2b4c8c";
  setup.sides[0].army = std::move(blue);
  setup.sides[1].key = "Grey";
  setup.sides[1].name = "Rebel Column";
  setup.sides[1].colour = "#9a9a90";
  setup.sides[1].army = std::move(grey);
  return setup;
}

std::vector<tsb::Setup> sample_setups() {
  std::vector<tsb::Setup> setups;
  for (Paper paper : {Paper::a4, Paper::letter}) {
    setups.push_back(setup_of(army_of("Blue", 1, 3), army_of("Grey", 1, 3), paper));
    setups.push_back(setup_of(army_of("Blue", 8, 6), army_of("Grey", 8, 6), paper, battlefield(AreaShape::hex_flat_top, Length::mm(100))));
    setups.push_back(setup_of(long_named_army("Blue"), long_named_army("Grey"), paper, battlefield(AreaShape::open, Length::mm(40))));
    setups.push_back(setup_of(every_kind("Blue"), every_kind("Grey"), paper, battlefield(AreaShape::square, Length::in(6))));
  }
  tsb::Setup biggest = setup_of(army_of("Blue", 10, 6), army_of("Grey", 1, 1), Paper::a4);
  biggest.print.counter_size = Length::mm(12);  // the smallest the rule set allows
  biggest.print.duplex_offset = {Length::mm(-10), Length::mm(10)};
  setups.push_back(biggest);
  return setups;
}

std::vector<std::pair<std::string, layout::Document>> side_documents(const tsb::Setup& s, std::size_t side) {
  const std::string key = s.sides[side].key;
  return {{key + "-counters", side_counter_sheets(s, side, measurer())},
          {key + "-roster", roster(s, side, measurer())},
          {key + "-orders", orders_tracker(s, side, measurer())}};
}

std::string described(const tsb::Setup& s, const std::string& name) {
  return name + " (" + std::to_string(unit_count(s.sides[0].army)) + " units, " + paper_name(s.print.paper) + ")";
}

TEST(TsbSideSheets, NothingLeavesItsPageAndEveryTextFitsItsBox) {
  for (const tsb::Setup& s : sample_setups()) {
    for (std::size_t side : {0u, 1u})
      for (const auto& [name, doc] : side_documents(s, side)) {
        ASSERT_FALSE(doc.pages.empty()) << name;
        testing::expect_on_page_and_fitting(doc, described(s, name));
        testing::expect_no_word_broken(doc, described(s, name));
      }
    testing::expect_on_page_and_fitting(marker_sheets(s, measurer()), described(s, "markers"));
  }
}

TEST(TsbSideSheets, PagesAreThePaperAsked) {
  for (const tsb::Setup& s : sample_setups())
    for (const auto& [name, doc] : side_documents(s, 0))
      for (const auto& page : doc.pages)
        EXPECT_NEAR(std::min(page.width, page.height).millimetres(), s.print.paper == Paper::a4 ? 210.0 : 215.9, 0.01) << described(s, name);
}

// Is the label, centred in the area, inside it? A hex is given by its width across the flats.
bool inside_area(const LabelSize& label, AreaShape shape, Length area) {
  const double half_w = label.width.millimetres() / 2, half_h = label.height.millimetres() / 2, flats = area.millimetres();
  if (shape == AreaShape::square || shape == AreaShape::open) return half_w * 2 <= flats && half_h * 2 <= flats;
  // A flat-top hex: |y| up to half the flats, |x| up to the corner radius less |y| / sqrt 3. A pointy-top one is the same turned.
  const double across = shape == AreaShape::hex_flat_top ? half_w : half_h, along = shape == AreaShape::hex_flat_top ? half_h : half_w;
  const double radius = flats / std::sqrt(3.0);
  return along <= flats / 2 && across <= radius - along / std::sqrt(3.0);
}

TEST(TsbSideSheets, AUnitLabelFitsInsideOneAreaAndPrintsLargeEnoughToRead) {
  const std::vector<std::pair<AreaShape, Length>> fields = {{AreaShape::square, Length::in(4)},       {AreaShape::square, Length::in(6)},
                                                            {AreaShape::hex_flat_top, Length::mm(100)}, {AreaShape::hex_pointy_top, Length::mm(100)},
                                                            {AreaShape::open, Length::mm(40)},        {AreaShape::open, Length::in(2)}};
  for (const auto& [shape, area] : fields) {
    const LabelSize label = unit_label_size(battlefield(shape, area));
    EXPECT_GE(label.width, narrowest_label) << area.millimetres();
    EXPECT_LE(label.width, widest_label) << area.millimetres();
    EXPECT_LT(label.height, label.width) << "a label is landscape";
    EXPECT_TRUE(inside_area(label, shape, area)) << label.width.millimetres() << " x " << label.height.millimetres() << " mm in "
                                                 << area.millimetres() << " mm";
  }
  EXPECT_NEAR(unit_label_size(battlefield(AreaShape::square, Length::in(4))).width.millimetres(), 60, 0.01);
  EXPECT_NEAR(unit_label_size(battlefield(AreaShape::hex_flat_top, Length::mm(100))).width.millimetres(), 50, 0.01);
  EXPECT_NEAR(unit_label_size(battlefield(AreaShape::open, Length::mm(40))).width.millimetres(), 25, 0.01);
}

std::size_t commanders_of(const SideSetup& side) { return side.army.commands.size() + 1; }

// Every label and commander marker of a file, its back behind its front.
TEST(TsbSideSheets, EachBackSitsBehindItsFront) {
  for (const tsb::Setup& s : sample_setups()) {
    const LabelSize label = unit_label_size(s.battlefield);
    for (std::size_t side : {0u, 1u}) {
      const auto doc = side_counter_sheets(s, side, measurer());
      EXPECT_TRUE(doc.duplex);
      ASSERT_EQ(doc.pages.size() % 2, 0u);
      std::size_t labels = 0, markers = 0;
      for (std::size_t p = 0; p + 1 < doc.pages.size(); p += 2) {
        labels += testing::expect_backs_in_register(doc.pages[p], doc.pages[p + 1], label.width, label.height, s.print.duplex_offset);
        markers += testing::expect_backs_in_register(doc.pages[p], doc.pages[p + 1], s.print.counter_size, s.print.counter_size,
                                                     s.print.duplex_offset);
      }
      EXPECT_EQ(labels, static_cast<std::size_t>(unit_count(s.sides[side].army))) << described(s, "labels");
      EXPECT_EQ(markers, commanders_of(s.sides[side])) << described(s, "commanders");
      testing::expect_abutting_blocks_with_cut_marks(doc, label.width, label.height);
      testing::expect_abutting_blocks_with_cut_marks(doc, s.print.counter_size, s.print.counter_size);
      for (std::size_t p = 0; p < doc.pages.size(); p += 2) testing::expect_check_bar_clear_of(doc.pages[p], label.width, label.height);
    }
    const auto markers = marker_sheets(s, measurer());
    for (std::size_t p = 0; p + 1 < markers.pages.size(); p += 2)
      testing::expect_backs_in_register(markers.pages[p], markers.pages[p + 1], s.print.counter_size, s.print.counter_size, s.print.duplex_offset);
  }
}

bool same(Length a, Length b) { return std::abs((a - b).millimetres()) < 0.01; }

// The front edge: a band of the side's colour along the top of every label front, an arrow on it.
TEST(TsbSideSheets, EveryLabelShowsItsFrontEdge) {
  for (const tsb::Setup& s : sample_setups()) {
    const LabelSize label = unit_label_size(s.battlefield);
    for (std::size_t side : {0u, 1u}) {
      const auto doc = side_counter_sheets(s, side, measurer());
      const layout::Colour colour = layout::Colour::hex(s.sides[side].colour);
      for (std::size_t p = 0; p < doc.pages.size(); p += 2) {
        const auto& page = doc.pages[p];
        for (const layout::Point& at : testing::cut_outlines(page, label.width, label.height)) {
          const bool banded = std::any_of(page.items.begin(), page.items.end(), [&](const layout::Item& item) {
            const auto* r = std::get_if<layout::Rect>(&item.shape);
            return r && r->fill == colour && same(r->at.x, at.x) && same(r->at.y, at.y) && same(r->width, label.width) && r->height < label.height / 2;
          });
          const bool arrowed = std::any_of(page.items.begin(), page.items.end(), [&](const layout::Item& item) {
            const auto* path = std::get_if<layout::Path>(&item.shape);
            return path && path->points.size() == 3 && std::all_of(path->points.begin(), path->points.end(), [&](const layout::Point& pt) {
                     return pt.x > at.x && pt.x < at.x + label.width && pt.y > at.y && pt.y < at.y + label.height / 2;
                   });
          });
          EXPECT_TRUE(banded && arrowed) << described(s, "label") << " at " << at.x.millimetres() << ", " << at.y.millimetres() << " mm";
        }
      }
    }
  }
}

bool inside(const layout::Text& text, const std::vector<layout::Point>& outlines, const LabelSize& label) {
  return std::any_of(outlines.begin(), outlines.end(), [&](const layout::Point& at) {
    return text.at.x >= at.x && text.at.y >= at.y && text.at.x + text.width <= at.x + label.width && text.at.y + text.height <= at.y + label.height;
  });
}

// A label's name is read across the table: 7 pt at least, shortened rather than smaller.
TEST(TsbSideSheets, LabelNamesAreAtLeast7Points) {
  for (const tsb::Setup& s : sample_setups())
    for (std::size_t side : {0u, 1u}) {
      const LabelSize label = unit_label_size(s.battlefield);
      std::set<std::string> forms;  // every form a unit's name may take on its label
      for (const Command& command : s.sides[side].army.commands)
        for (const Unit& u : command.units)
          for (const std::string& form : layout::shorter_names(u.name, layout::NameKind::unit)) forms.insert(form);
      std::size_t seen = 0;
      for (const auto& page : side_counter_sheets(s, side, measurer()).pages) {
        const auto outlines = testing::cut_outlines(page, label.width, label.height);
        for (const auto& item : page.items) {
          const auto* text = std::get_if<layout::Text>(&item.shape);
          if (!text || !forms.count(text->text) || !inside(*text, outlines, label)) continue;
          ++seen;
          EXPECT_GE(text->font.size.points(), testing::smallest_identity_pt) << "'" << text->text << "'";
        }
      }
      EXPECT_EQ(seen, static_cast<std::size_t>(unit_count(s.sides[side].army))) << described(s, "labels") << ": a label's name is missing";
    }
}

// The hit boxes of a roster, row by row down the pages: how many each row holds.
std::vector<int> boxes_per_row(const layout::Document& doc, Length size) {
  std::vector<int> rows;
  for (const auto& page : doc.pages) {
    std::map<double, int> on_page;  // the row's top in points -> boxes
    for (const auto& item : page.items)
      if (const auto* r = std::get_if<layout::Rect>(&item.shape); r && r->fill == layout::white && r->stroke && same(r->width, size) && same(r->height, size))
        ++on_page[std::round(r->at.y.points() * 10) / 10];
    for (const auto& [top, count] : on_page) rows.push_back(count);
  }
  return rows;
}

TEST(TsbSideSheets, TheRosterHasABoxPerHitAndTheBreakPointAsATally) {
  for (const tsb::Setup& s : sample_setups())
    for (std::size_t side : {0u, 1u}) {
      const auto doc = roster(s, side, measurer());
      std::vector<int> hits;
      for (const Command& command : s.sides[side].army.commands)
        for (const Unit& u : command.units) hits.push_back(hits_to_destroy(u.unit_class));
      EXPECT_EQ(boxes_per_row(doc, Length::mm(4.5)), hits) << described(s, "roster");
      int tally = 0;
      for (int count : boxes_per_row(doc, Length::mm(5.5))) tally += count;
      EXPECT_EQ(tally, break_point(unit_count(s.sides[side].army))) << described(s, "roster");
      const std::string text = all_text(doc);
      EXPECT_NE(text.find("lost " + std::to_string(break_point(unit_count(s.sides[side].army))) + " of its " +
                          std::to_string(unit_count(s.sides[side].army)) + " units"),
                std::string::npos);
    }
}

// Each command sits whole on one page when it can, and no page ends with a heading.
TEST(TsbSideSheets, NoCommandIsSplitOverTwoPages) {
  for (const tsb::Setup& s : sample_setups())
    for (std::size_t side : {0u, 1u}) {
      const auto doc = roster(s, side, measurer());
      testing::expect_kept_together(doc, described(s, "roster"));
      std::map<int, std::set<std::size_t>> pages_of_run;
      for (std::size_t p = 0; p < doc.pages.size(); ++p)
        for (const auto& flowed : doc.pages[p].flow)
          if (flowed.kind == layout::Flowed::Kind::row) pages_of_run[flowed.run].insert(p);
      for (const auto& [run, pages] : pages_of_run) EXPECT_EQ(pages.size(), 1u) << described(s, "roster") << ": a command breaks over pages";
    }
}

std::size_t count_of(const std::string& text, const std::string& line) {
  std::size_t count = 0;
  for (std::size_t at = text.find("\n" + line + "\n"); at != std::string::npos; at = text.find("\n" + line + "\n", at + 1)) ++count;
  return count;
}

bool shows_name(const std::string& text, const std::string& name, layout::NameKind kind) {
  for (const std::string& form : layout::shorter_names(name, kind))
    if (text.find("\n" + form + "\n") != std::string::npos) return true;
  return false;
}

TEST(TsbSideSheets, TheOrdersTrackerHasAColumnPerCommanderAndARowPerTurn) {
  for (const tsb::Setup& s : sample_setups())
    for (std::size_t side : {0u, 1u}) {
      const auto doc = orders_tracker(s, side, measurer());
      testing::expect_kept_together(doc, described(s, "orders"));
      const std::string text = all_text(doc);
      const Army& army = s.sides[side].army;
      EXPECT_TRUE(shows_name(text, army.general, layout::NameKind::person)) << army.general;
      for (const Command& command : army.commands) EXPECT_TRUE(shows_name(text, command.commander, layout::NameKind::person)) << command.commander;
      EXPECT_EQ(count_of(text, "die"), commanders_of(s.sides[side])) << described(s, "orders") << ": a die column per commander";
      EXPECT_EQ(count_of(text, "General's die"), 1u);
      std::size_t rows = 0, grids = 0;
      for (const auto& page : doc.pages)
        for (const auto& flowed : page.flow) {
          rows += flowed.kind == layout::Flowed::Kind::row ? 1 : 0;
          grids += flowed.kind == layout::Flowed::Kind::header ? 1 : 0;
        }
      EXPECT_EQ(rows, 12 * grids) << described(s, "orders");
      EXPECT_EQ(grids, doc.pages.size()) << described(s, "orders") << ": twelve turns fit on a page";
      for (int turn = 1; turn <= 12; ++turn) EXPECT_EQ(count_of(text, std::to_string(turn)), grids) << "turn " << turn;
    }
}

// Up to three commanders under the General the sheet stands upright; more, it lies on its side.
TEST(TsbSideSheets, TheOrdersTrackerTurnsLandscapeForManyCommanders) {
  const auto small = orders_tracker(setup_of(army_of("Blue", 1, 3), army_of("Grey", 1, 3), Paper::a4), 0, measurer());
  EXPECT_LT(small.pages.front().width, small.pages.front().height);
  const auto many = orders_tracker(setup_of(army_of("Blue", 8, 6), army_of("Grey", 1, 3), Paper::letter), 0, measurer());
  EXPECT_GT(many.pages.front().width, many.pages.front().height);
  EXPECT_EQ(many.pages.size(), 2u) << "nine commanders: the General and five, then four more";
}

// A player is handed only paper that is his: not one enemy unit, commander or name on any face of any sheet.
TEST(TsbSideSheets, ASidesFilesHoldNothingOfTheEnemys) {
  for (const tsb::Setup& s : sample_setups())
    for (std::size_t side : {0u, 1u}) {
      const SideSetup& own = s.sides[side];
      const SideSetup& enemy = s.sides[1 - side];
      for (const auto& [name, doc] : side_documents(s, side)) {
        const std::string text = all_text(doc);
        EXPECT_EQ(text.find(enemy.name), std::string::npos) << name;
        EXPECT_EQ(text.find(enemy.army.general), std::string::npos) << name;
        EXPECT_NE(text.find(own.key), std::string::npos) << name;
        for (const Command& command : enemy.army.commands) {
          EXPECT_EQ(text.find(command.commander), std::string::npos) << name << " shows " << command.commander;
          EXPECT_EQ(text.find(command.name), std::string::npos) << name << " shows " << command.name;
          for (const Unit& u : command.units) EXPECT_EQ(text.find(u.name), std::string::npos) << name << " shows " << u.name;
        }
      }
      const std::string roster_text = all_text(roster(s, side, measurer()));
      for (const Command& command : own.army.commands)
        for (const Unit& u : command.units) EXPECT_TRUE(shows_name(roster_text, u.name, layout::NameKind::unit)) << u.name;
    }
}

TEST(TsbSideSheets, TheMarkersServeBothArmies) {
  const tsb::Setup s = setup_of(every_kind("Blue"), army_of("Grey", 2, 6), Paper::a4);
  const auto doc = marker_sheets(s, measurer());
  EXPECT_TRUE(doc.duplex);
  std::size_t markers = 0;
  for (std::size_t p = 0; p + 1 < doc.pages.size(); p += 2)
    markers += testing::expect_backs_in_register(doc.pages[p], doc.pages[p + 1], s.print.counter_size, s.print.counter_size);
  int units = 0, elites = 0, columns = 0;
  for (const SideSetup& side : s.sides)
    for (const Command& command : side.army.commands)
      for (const Unit& u : command.units) {
        ++units;
        elites += u.unit_class == UnitClass::elite ? 1 : 0;
        columns += u.type == UnitType::train || u.type == UnitType::armoured_train ? 0 : 1;
      }
  EXPECT_EQ(markers, static_cast<std::size_t>(units + elites + columns));
  const std::string text = all_text(doc);
  EXPECT_EQ(text.find(s.sides[0].name), std::string::npos) << "the table's markers are nobody's";
  EXPECT_EQ(text.find(s.sides[1].name), std::string::npos);
  EXPECT_NE(doc.pages.front().items.size(), 0u);
  EXPECT_EQ(count_of(text, "COLUMN"), static_cast<std::size_t>(columns) * 2) << "a column marker is the same on both faces";
  testing::expect_abutting_blocks_with_cut_marks(doc, s.print.counter_size, s.print.counter_size);
}

TEST(TsbSideSheets, FootersSayWhoseTheSheetIs) {
  const tsb::Setup s = sample_setups().front();
  for (std::size_t side : {0u, 1u})
    for (const auto& [name, doc] : side_documents(s, side))
      EXPECT_NE(all_text(doc).find(side_footer(s, ruleset_title, s.sides[side].key)), std::string::npos) << name;
  EXPECT_NE(all_text(marker_sheets(s, measurer())).find(table_footer(s, ruleset_title)), std::string::npos);
}

}  // namespace
}  // namespace muster::tsb
