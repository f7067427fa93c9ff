// Range sticks measured as a gamer would measure the glued stick: the pieces
// are put together by laying each piece's end edge on the next piece's join
// line, as printed, and then every tick must be 10.0 mm (6.35 mm) from the
// last, every band boundary at its range from the zero edge, every number over
// its tick. Plus: long sticks in pieces, short ones whole and sharing rows,
// nothing off the page, every text in its box, a check bar on each sheet, and
// band shades that stay apart on a monochrome laser.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "layout/range_sticks.hpp"
#include "render/writers.hpp"
#include "support/document_walk.hpp"
#include "support/grey_swatches.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

const TextMeasurer& measurer() { return testing::test_fonts().measurer(); }
double mm(Length length) { return length.millimetres(); }

constexpr Paper both_papers[] = {Paper::a4, Paper::letter};

RangeStick weapon(const std::string& name, double s, double m, double l, double e) {
  return {name, StickUnit::cm,
          {{0, s, "short", BandShade::clear}, {s, m, "medium", BandShade::light}, {m, l, "long", BandShade::hatched}, {l, e, "extreme", BandShade::dark}}};
}

// State of War's weapons (rules, p. 6) and moves (12 cm a foot action, 24 cm a horse's; halved in difficult ground).
std::vector<RangeStick> state_of_war_sticks() {
  return {weapon("Minie rifle", 15, 30, 110, 150),
          weapon("Repeating or breech-loading rifle", 12, 25, 60, 120),
          weapon("Musket", 4, 10, 30, 90),
          weapon("Minie carbine", 8, 20, 70, 120),
          weapon("Smoothbore carbine", 4, 8, 20, 70),
          {"Shotgun", StickUnit::cm, {{0, 5, "short", BandShade::clear}, {5, 10, "medium", BandShade::light}, {10, 40, "long", BandShade::hatched}}},
          weapon("Pistol", 2, 6, 10, 20),
          {"Hand hurled", StickUnit::cm, {{0, 10, "medium", BandShade::light}, {10, 20, "long", BandShade::hatched}, {20, 30, "extreme", BandShade::dark}}},
          {"Infantry move", StickUnit::cm, {{0, 6, "difficult", BandShade::dotted}, {6, 12, "open", BandShade::clear}}},
          {"Cavalry move", StickUnit::cm, {{0, 12, "difficult", BandShade::dotted}, {12, 24, "open", BandShade::clear}}}};
}

// A ruler in inches, as for The Sword and the Flame.
RangeStick inch_ruler() {
  return {"Ruler", StickUnit::inch,
          {{0, 6, "close", BandShade::clear}, {6, 12, "effective", BandShade::light}, {12, 24, "long", BandShade::hatched}, {24, 48, "extreme", BandShade::dotted}}};
}

struct Sheets {
  Document doc;
  std::vector<StickPiece> pieces;
};

Sheets sheets_of(const std::vector<RangeStick>& sticks, Paper paper) {
  PageBuilder builder(paper_size(paper), measurer(), "range stick test footer");
  auto pieces = range_stick_pages(builder, "Range sticks", sticks);
  return {builder.finish("Range sticks", "test"), std::move(pieces)};
}

// The group a piece is drawn in: the one whose offset is the piece's corner.
const Group& piece_group(const Sheets& sheets, const StickPiece& piece) {
  for (const Item& item : sheets.doc.pages.at(static_cast<std::size_t>(piece.sheet)).items)
    if (const auto* g = std::get_if<Group>(&item.shape); g && g->offset.x == piece.at.x && g->offset.y == piece.at.y) return *g;
  throw std::logic_error("no group for the piece");
}

// What a piece shows, as printed, in its own coordinates (x from its start edge).
struct Measured {
  double length = 0;                  // its cut outline
  double join = 0;                    // its dashed join line, where the part before ends; 0 on the first part
  std::vector<double> ticks;          // thin lines down from the top edge
  std::vector<double> boundaries;     // bold lines across it
  std::vector<std::pair<double, std::string>> numbers;  // the centre of each number's box
};

Measured measure(const Group& group) {
  Measured m;
  for (const Item& item : group.items) {
    if (const auto* r = std::get_if<Rect>(&item.shape); r && r->stroke && !r->fill) m.length = mm(r->width);
    if (const auto* t = std::get_if<Text>(&item.shape); t && t->align == Align::centre) m.numbers.push_back({mm(t->at.x + t->width / 2), t->text});
    const auto* line = std::get_if<Line>(&item.shape);
    if (!line || line->from.x != line->to.x) continue;
    const double x = mm(line->from.x);
    if (!line->stroke.dashes.empty()) m.join = x;
    else if (line->stroke.width > Length::pt(1)) m.boundaries.push_back(x);
    else if (line->from.y == Length{} && line->to.y <= Length::mm(5)) m.ticks.push_back(x);
  }
  return m;
}

// A stick glued together: each piece's start placed so that the end edge of the piece before lies on its join line.
struct Assembled {
  std::vector<double> ticks, boundaries;
  std::vector<std::pair<double, std::string>> numbers;
  double length = 0;
  // Where each tab's ticks land once glued, with the ticks of the piece before over the same stretch.
  std::vector<std::pair<std::vector<double>, std::vector<double>>> overlaps;
};

void keep_between(std::vector<double>& into, const std::vector<double>& from, double offset, double low, double high) {
  for (double x : from)
    if (x >= low - 1e-6 && x <= high + 1e-6) into.push_back(offset + x);
}

Assembled assemble(const Sheets& sheets, std::size_t stick) {
  Assembled a;
  double start = 0, previous_end = 0;
  std::vector<double> previous_ticks;
  for (const StickPiece& piece : sheets.pieces) {
    if (piece.stick != stick) continue;
    const Measured m = measure(piece_group(sheets, piece));
    start = piece.part == 1 ? 0 : previous_end - m.join;
    // What this piece shows once glued: from its join line (its start edge, on the first part) to its end edge.
    keep_between(a.ticks, m.ticks, start, m.join, m.length);
    keep_between(a.boundaries, m.boundaries, start, m.join, m.length);
    for (const auto& [x, text] : m.numbers)
      if (x >= m.join) a.numbers.push_back({start + x, text});
    if (piece.part > 1) {
      std::vector<double> tab, under;
      keep_between(tab, m.ticks, start, 0, m.join);
      keep_between(under, previous_ticks, 0, start, previous_end);
      a.overlaps.push_back({tab, under});
    }
    previous_end = start + m.length;
    previous_ticks.clear();
    for (double x : m.ticks) previous_ticks.push_back(start + x);
  }
  a.length = previous_end;
  auto tidy = [](std::vector<double>& xs) {
    std::sort(xs.begin(), xs.end());
    xs.erase(std::unique(xs.begin(), xs.end(), [](double p, double q) { return std::abs(p - q) < 0.01; }), xs.end());
  };
  tidy(a.ticks);
  tidy(a.boundaries);
  return a;
}

void expect_even_ticks(const Assembled& a, double spacing, double length, const std::string& what) {
  ASSERT_FALSE(a.ticks.empty()) << what;
  EXPECT_NEAR(a.ticks.front(), 0, 0.2) << what << ": the first tick is the zero edge";
  EXPECT_NEAR(a.ticks.back(), length, 0.2) << what;
  EXPECT_NEAR(a.length, length, 0.2) << what << ": the glued stick is as long as its longest range";
  for (std::size_t i = 1; i < a.ticks.size(); ++i)
    ASSERT_NEAR(a.ticks[i] - a.ticks[i - 1], spacing, 0.2) << what << ": ticks at " << a.ticks[i - 1] << " and " << a.ticks[i] << " mm";
}

TEST(RangeSticks, TicksAreEveryCentimetreAlongTheGluedStickAcrossEveryJoin) {
  for (Paper paper : both_papers) {
    const Sheets sheets = sheets_of(state_of_war_sticks(), paper);
    const auto sticks = state_of_war_sticks();
    for (std::size_t s = 0; s < sticks.size(); ++s) {
      const Assembled a = assemble(sheets, s);
      expect_even_ticks(a, 10.0, mm(stick_length(sticks[s])), sticks[s].name + " on " + paper_name(paper));
      EXPECT_EQ(a.ticks.size(), static_cast<std::size_t>(std::lround(mm(stick_length(sticks[s])) / 10.0)) + 1) << sticks[s].name;
    }
  }
}

TEST(RangeSticks, InchTicksAreAQuarterInchApartAndNumberedEveryInch) {
  for (Paper paper : both_papers) {
    const Sheets sheets = sheets_of({inch_ruler()}, paper);
    const Assembled a = assemble(sheets, 0);
    expect_even_ticks(a, 6.35, 48 * 25.4, "inch ruler on " + paper_name(paper));
    ASSERT_FALSE(a.numbers.empty());
    for (const auto& [x, text] : a.numbers) EXPECT_NEAR(x, std::stod(text) * 25.4, 0.2) << "the number " << text << " stands over its inch";
    EXPECT_GE(a.numbers.size(), 40u) << "nearly every inch is numbered; only numbers at a cut edge are left out";
  }
}

TEST(RangeSticks, EachTabCarriesTheTicksOfTheStretchItGoesUnder) {
  const Sheets sheets = sheets_of(state_of_war_sticks(), Paper::a4);
  const Assembled a = assemble(sheets, 0);
  ASSERT_FALSE(a.overlaps.empty());
  for (const auto& [tab, under] : a.overlaps) {
    ASSERT_EQ(tab.size(), under.size());
    for (std::size_t i = 0; i < tab.size(); ++i) EXPECT_NEAR(tab[i], under[i], 0.2);
  }
}

TEST(RangeSticks, BandBoundariesLieAtTheirRangesFromTheZeroEdge) {
  for (Paper paper : both_papers) {
    const Sheets sheets = sheets_of(state_of_war_sticks(), paper);
    const Assembled minie = assemble(sheets, 0);
    ASSERT_EQ(minie.boundaries.size(), 3u) << paper_name(paper);
    EXPECT_NEAR(minie.boundaries[0], 150, 0.2);
    EXPECT_NEAR(minie.boundaries[1], 300, 0.2);
    EXPECT_NEAR(minie.boundaries[2], 1100, 0.2);
    const Assembled ruler = assemble(sheets_of({inch_ruler()}, paper), 0);
    ASSERT_EQ(ruler.boundaries.size(), 3u);
    EXPECT_NEAR(ruler.boundaries[2], 24 * 25.4, 0.2);
  }
}

// State of War's pistol, labelled as its sheet labels it: its 2 cm short band has no room for
// "Short D6  0–2 cm" but still says how far it reaches.
TEST(RangeSticks, EveryBandSaysItsRangeEvenWhereItsUnitWillNotFit) {
  const RangeStick pistol{"Pistol", StickUnit::cm,
                          {{0, 2, "Short D6", BandShade::clear}, {2, 6, "Medium D8", BandShade::light}, {6, 10, "Long D10", BandShade::hatched},
                           {10, 20, "Extreme D12", BandShade::dark}}};
  for (Paper paper : both_papers) {
    std::vector<std::string> texts;
    for (const Page& page : sheets_of({pistol}, paper).doc.pages)
      testing::walk(page, [&](const testing::Placed& placed) {
        if (const auto* text = std::get_if<Text>(&placed.item->shape)) texts.push_back(text->text);
      });
    for (const std::string range : {"Short D6 0\u20132", "Medium D8  2\u20136 cm", "Long D10  6\u201310 cm", "Extreme D12  10\u201320 cm"}) {
      const bool found = std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return t.rfind(range, 0) == 0; });
      EXPECT_TRUE(found) << "'" << range << "' on " << paper_name(paper);
    }
  }
}

TEST(RangeSticks, PiecesOverlapByTheStatedOverlap) {
  const Sheets sheets = sheets_of(state_of_war_sticks(), Paper::a4);
  int joins = 0;
  for (std::size_t i = 0; i < sheets.pieces.size(); ++i) {
    const StickPiece& piece = sheets.pieces[i];
    if (piece.part == 1) continue;
    ++joins;
    EXPECT_NEAR(measure(piece_group(sheets, piece)).join, mm(range_stick_overlap), 1e-6) << "the join line is the tab's length in";
    EXPECT_NEAR(mm(sheets.pieces[i - 1].stretch.to - piece.stretch.from), mm(range_stick_overlap), 1e-6);
  }
  EXPECT_GT(joins, 5);
}

TEST(RangeSticks, LongSticksComeInPiecesAndShortOnesWhole) {
  for (Paper paper : both_papers) {
    const Sheets sheets = sheets_of(state_of_war_sticks(), paper);
    const Length widest = paper_size(paper).height - style::margin * 2;  // the sheets are landscape
    std::map<std::size_t, int> parts;
    for (const StickPiece& piece : sheets.pieces) {
      parts[piece.stick] = piece.parts;
      EXPECT_LE(mm(piece.stretch.length()), mm(widest) + 1e-6);
      EXPECT_NEAR(measure(piece_group(sheets, piece)).length, mm(piece.stretch.length()), 1e-6) << "the cut outline is the piece";
    }
    EXPECT_GE(parts[0], 6) << "150 cm is cut";
    EXPECT_EQ(parts[6], 1) << "the pistol's 20 cm is not";
    EXPECT_EQ(parts[8], 1);
    EXPECT_EQ(parts[9], 1);
    EXPECT_EQ(sheets.doc.pages.size(), paper == Paper::a4 ? 4u : 5u) << "eight rows of sticks to a sheet";
  }
}

TEST(RangeSticks, ShortSticksShareARow) {
  const auto sow = state_of_war_sticks();
  const RangeStick& infantry = sow[8];
  const Sheets sheets = sheets_of({infantry, infantry, sow[9], infantry}, Paper::a4);
  ASSERT_EQ(sheets.pieces.size(), 4u);
  EXPECT_EQ(sheets.pieces[0].at.y, sheets.pieces[1].at.y) << "two 12 cm sticks side by side";
  EXPECT_GT(sheets.pieces[2].at.y, sheets.pieces[1].at.y) << "24 cm more would not fit beside them";
  EXPECT_EQ(sheets.doc.pages.size(), 1u);
}

bool apart(const testing::Box& a, const testing::Box& b) { return a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top; }

testing::Box piece_box(const StickPiece& piece) {
  return {piece.at.x.points(), piece.at.y.points(), (piece.at.x + piece.stretch.length()).points(), (piece.at.y + range_stick_height).points()};
}

TEST(RangeSticks, EverySheetHasItsCheckBarAndNothingOverlapsOrLeavesThePage) {
  for (Paper paper : both_papers) {
    const Sheets sheets = sheets_of(state_of_war_sticks(), paper);
    testing::expect_on_page_and_fitting(sheets.doc, "range sticks on " + paper_name(paper));
    testing::expect_no_word_broken(sheets.doc, "range sticks on " + paper_name(paper));
    for (std::size_t p = 0; p < sheets.doc.pages.size(); ++p) {
      EXPECT_GT(sheets.doc.pages[p].width, sheets.doc.pages[p].height) << "landscape, so that long sticks need fewer joins";
      ASSERT_TRUE(testing::has_check_bar(sheets.doc.pages[p])) << paper_name(paper) << " page " << p + 1;
      const testing::Box bar = testing::box_of(*testing::check_bar_on(sheets.doc.pages[p]));
      for (const StickPiece& piece : sheets.pieces)
        if (static_cast<std::size_t>(piece.sheet) == p) {
          EXPECT_TRUE(apart(bar, piece_box(piece)));
        }
    }
    for (std::size_t i = 0; i < sheets.pieces.size(); ++i)
      for (std::size_t j = i + 1; j < sheets.pieces.size(); ++j)
        if (sheets.pieces[i].sheet == sheets.pieces[j].sheet) {
          EXPECT_TRUE(apart(piece_box(sheets.pieces[i]), piece_box(sheets.pieces[j])));
        }
  }
}

TEST(RangeSticks, AStickWithoutABandIsRefused) {
  PageBuilder builder(paper_size(Paper::a4), measurer(), "footer");
  EXPECT_THROW(range_stick_pages(builder, "Range sticks", {{"Nothing", StickUnit::cm, {}}}), std::invalid_argument);
}

// Every pair of shades differs by at least 0.06 in mean grey or texture, as the terrain kinds must.
TEST(RangeSticks, BandShadesStayApartOnAMonochromeLaser) {
  const BandShade shades[] = {BandShade::clear, BandShade::light, BandShade::dotted, BandShade::hatched, BandShade::dark};
  const Length size = Length::mm(30), texture_top = Length::mm(8);
  std::vector<testing::GreyPrint> prints;
  for (BandShade shade : shades) {
    const auto image = testing::raster(band_fill({{}, size, size, std::nullopt, std::nullopt}, texture_top, shade), size, size);
    prints.push_back(testing::grey_print(image, 1, mm(texture_top) + 1, 29, 29));
  }
  for (std::size_t i = 0; i < prints.size(); ++i)
    for (std::size_t j = i + 1; j < prints.size(); ++j)
      EXPECT_GE(prints[i].distance(prints[j]), 0.06) << "shades " << i << " and " << j << ": " << testing::describe(prints[i]) << " / "
                                                     << testing::describe(prints[j]);
}

// State of War's sticks on A4 and an inch ruler on Letter, written where a person can look at them:
// pdftoppm -r 60 -png $TMPDIR/muster-range-sticks-demo-a4.pdf /tmp/aids
TEST(RangeSticks, DemoPrintsStateOfWarsSticksAndAnInchRuler) {
  const std::pair<Paper, std::vector<RangeStick>> demos[] = {{Paper::a4, state_of_war_sticks()}, {Paper::letter, {inch_ruler()}}};
  for (const auto& [paper, sticks] : demos) {
    const Sheets sheets = sheets_of(sticks, paper);
    testing::expect_on_page_and_fitting(sheets.doc, "range stick demo");
    const auto path = std::filesystem::temp_directory_path() / ("muster-range-sticks-demo-" + paper_name(paper) + ".pdf");
    render::write_pdf(sheets.doc, path, testing::test_fonts(), {"muster", "range stick demo"});
    EXPECT_GT(std::filesystem::file_size(path), 10000u);
  }
}

}  // namespace
}  // namespace muster::layout
