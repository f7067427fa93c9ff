// <KEY>-orders.pdf: one side's orders, turn by turn. Each commander rolls a
// die for the orders he may give this turn: its score goes in his die box and
// each order given ticks a box, so nobody loses count mid-turn. The General
// may defer his die a turn and then roll two; his column has a second line
// for the second die and its orders, and the column beside it records the
// choice, which must be made before any die is rolled.
#include <algorithm>
#include <array>

#include "layout/page_builder.hpp"
#include "layout/short_names.hpp"
#include "layout/style.hpp"
#include "layout/tick_boxes.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/tsb/pages/side_sheets.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

using namespace layout;

namespace {
// The rules set no length of game. An army breaks on losing over half its units, and with a
// die of orders a commander a turn that comes within about a dozen turns; twelve rows also
// fit a landscape sheet under the title. A longer game goes on to a second copy of the sheet.
constexpr int turns_tracked = 12;
constexpr int most_orders_a_die = 6;

constexpr TickBoxStyle order_boxes{Length::mm(3.5), Length::mm(0.8)};
constexpr Length die_box = Length::mm(4.2);
constexpr Length padding = Length::mm(1.5);
constexpr Length turn_width = Length::mm(11);
constexpr Length deferral_width = Length::mm(21);
constexpr Length widest_person = Length::mm(56);
// A turn's row holds the General's two lines of a die and its orders, and takes more of an upright page to write in.
constexpr Length lowest_row = Length::mm(11), highest_row = Length::mm(16);
constexpr Length between_lines = Length::mm(1.2);
constexpr Length header_height = Length::mm(15);

// A column of the grid: whose orders it counts, and how many dice he may roll; or a battery's radio
// roll, or a train's move, which the next turn's limits hang on (one box a turn, no orders).
enum class ColumnKind { orders, radio_roll, train_move };
struct Orderer {
  std::string name;
  std::string post;  // "General", or the command's name
  int dice = 1;
  ColumnKind kind = ColumnKind::orders;
};

// One page's grid: the turn column, then these people, with the General's deferral after him.
struct Grid {
  std::vector<Orderer> people;
  bool with_deferral = false;
  Length person_width;
  Length row_height = lowest_row;
};

// A die box and the orders it gives, side by side.
Length die_line_width() { return die_box + padding + tick_boxes_width(most_orders_a_die, order_boxes) - order_boxes.gap; }
Length narrowest_person() { return die_line_width() + padding * 2; }
// Where a die line starts in a column `width` wide: centred, as the captions over it are.
Length die_line_left(Length column_left, Length width) { return column_left + (width - die_line_width()) / 2; }

// One die for each commander and the General (who has a second line for the die he held back), then a
// radio roll for each battery firing by radio and the last move of each train.
std::vector<Orderer> orderers_of(const SideSetup& side) {
  const Army& army = side.army;
  std::vector<Orderer> people{{army.general, "General", 2, ColumnKind::orders}};
  for (const Command& command : army.commands) people.push_back({command.commander, command.name, 1, ColumnKind::orders});
  for (const Unit* unit : units_of(army)) {
    if (unit->indirect_fire && side.radio) people.push_back({unit->name, "radio to " + unit->observer, 1, ColumnKind::radio_roll});
    if (moves_on_rails(unit->type))
      people.push_back({unit->name, unit->running > 0 ? "running at " + std::to_string(unit->running) + " at the start" : "standing at the start", 1,
                        ColumnKind::train_move});
  }
  return people;
}

// The people in grids as wide as `width` allows, the General and his deferral in the first.
std::vector<Grid> grids_for(const std::vector<Orderer>& people, Length width) {
  std::vector<Grid> grids;
  for (std::size_t next = 0; next < people.size();) {
    const bool first = next == 0;
    const Length room = width - turn_width - (first ? deferral_width : Length{});
    const std::size_t fit = std::max<std::size_t>(1, static_cast<std::size_t>(room / narrowest_person()));
    const std::size_t count = std::min(fit, people.size() - next);
    grids.push_back({{people.begin() + static_cast<std::ptrdiff_t>(next), people.begin() + static_cast<std::ptrdiff_t>(next + count)}, first,
                     min(widest_person, room / static_cast<double>(count))});
    next += count;
  }
  return grids;
}

Length content_width_of(PaperSize paper) { return paper.width - style::margin * 2; }

// Upright when every commander fits across the page, else on its side; beyond that the grid splits.
PaperSize paper_for(Paper paper, const std::vector<Orderer>& people) {
  const PaperSize upright = paper_size(paper);
  if (grids_for(people, content_width_of(upright)).size() == 1) return upright;
  return {upright.height, upright.width};
}

Text boxed(Point at, Length width, Length height, const std::string& text, Font font, Align align = Align::left) {
  return {at, width, height, text, std::move(font), black, align, VAlign::middle, false};
}

void add_boxes(PageBuilder& b, Point at, int count, const TickBoxStyle& style) {
  for (Item& item : tick_boxes(at, count, style)) b.add(std::move(item));
}

void column_rule(PageBuilder& b, Length x, Length top, Length height) {
  b.add({Line{{x, top}, {x, top + height}, style::hairline()}});
}

void person_header(PageBuilder& b, const Orderer& person, Point at, Length width) {
  const Length inner = width - padding * 2;
  b.add({fit_name(b.measurer(), boxed({at.x + padding, at.y}, inner, Length::mm(6), person.name, style::table_header()), style::smallest_identity,
                  NameKind::person)});
  b.add({fit_name(b.measurer(), boxed({at.x + padding, at.y + Length::mm(6)}, inner, Length::mm(4), person.post, style::small()),
                  style::smallest_text, NameKind::unit)});
  const Font caption{style::sans, style::smallest_text, false, true};
  if (person.kind != ColumnKind::orders) {
    const std::string what = person.kind == ColumnKind::radio_roll ? "D6 each turn: 2+ links" : "areas moved: ±2 on the last";
    b.add({shrink_to_fit(b.measurer(), boxed({at.x + padding, at.y + Length::mm(10)}, inner, Length::mm(4.5), what, caption), style::smallest_text)});
    return;
  }
  const Length left = die_line_left(at.x, width), orders_left = left + die_box + padding;
  b.add({Text{{left - padding, at.y + Length::mm(10)}, die_box + padding * 2, Length::mm(4.5), "die", caption, black, Align::centre, VAlign::middle, false}});
  b.add({shrink_to_fit(b.measurer(), boxed({orders_left, at.y + Length::mm(10)}, at.x + width - padding - orders_left, Length::mm(4.5),
                                           person.dice == 2 ? "orders (2nd line: 2nd die)" : "orders given", caption),
                       style::smallest_text)});
}

void deferral_header(PageBuilder& b, Point at) {
  b.add({shrink_to_fit(b.measurer(), boxed({at.x + padding, at.y}, deferral_width - padding * 2, Length::mm(6), "General's die", style::table_header()),
                       style::smallest_text)});
  b.add({shrink_to_fit(b.measurer(), boxed({at.x + padding, at.y + Length::mm(6)}, deferral_width - padding * 2, Length::mm(8.5),
                                           "tick one, before any die is rolled", style::small()),
                       style::smallest_text)});
}

void grid_header(PageBuilder& b, const Grid& grid, Point at) {
  b.add({Rect{at, b.content_width(), header_height, style::shade, std::nullopt}});
  b.add({boxed(at, turn_width, header_height, "Turn", style::table_header(), Align::centre)});
  Length x = at.x + turn_width;
  for (std::size_t i = 0; i < grid.people.size(); ++i) {
    column_rule(b, x, at.y, header_height);
    person_header(b, grid.people[i], {x, at.y}, grid.person_width);
    x += grid.person_width;
    if (i == 0 && grid.with_deferral) {
      column_rule(b, x, at.y, header_height);
      deferral_header(b, {x, at.y});
      x += deferral_width;
    }
  }
}

// A line of a die box and the orders it gives, centred in its column on `middle`.
void die_line(PageBuilder& b, Length left, Length middle) {
  b.add({Rect{{left, middle - die_box / 2}, die_box, die_box, white, style::line()}});
  add_boxes(b, {left + die_box + padding, middle - order_boxes.size / 2}, most_orders_a_die, order_boxes);
}

// The middles of the General's two lines, for his first die and the second he rolls after deferring.
std::array<Length, 2> two_lines(Length top, Length height) {
  const Length middle = top + height / 2, apart = (die_box + between_lines) / 2;
  return {middle - apart, middle + apart};
}

void person_cell(PageBuilder& b, const Grid& grid, const Orderer& person, Point at) {
  if (person.kind != ColumnKind::orders) {
    // One box to write the score or the areas in, where an orders column has its die.
    b.add({Rect{{at.x + (grid.person_width - die_box) / 2, at.y + grid.row_height / 2 - die_box / 2}, die_box, die_box, white, style::line()}});
    return;
  }
  const Length left = die_line_left(at.x, grid.person_width);
  if (person.dice == 1) return die_line(b, left, at.y + grid.row_height / 2);
  for (Length middle : two_lines(at.y, grid.row_height)) die_line(b, left, middle);
}

void deferral_cell(PageBuilder& b, const Grid& grid, Point at) {
  const auto middles = two_lines(at.y, grid.row_height);
  const std::array<std::string, 2> choices = {"deferred", "2 dice"};
  for (std::size_t i = 0; i < choices.size(); ++i) {
    add_boxes(b, {at.x + padding, middles[i] - order_boxes.size / 2}, 1, order_boxes);
    b.add({boxed({at.x + padding * 2 + order_boxes.size, middles[i] - Length::mm(2.25)}, deferral_width - padding * 3 - order_boxes.size,
                 Length::mm(4.5), choices[i], style::small())});
  }
}

void turn_row(PageBuilder& b, const Grid& grid, int turn, Point at) {
  const Length row_height = grid.row_height;
  if (turn % 2 == 0) b.add({Rect{at, b.content_width(), row_height, Colour::grey(0.965), std::nullopt}});
  b.add({boxed(at, turn_width, row_height, std::to_string(turn), style::heading(), Align::centre)});
  Length x = at.x + turn_width;
  for (std::size_t i = 0; i < grid.people.size(); ++i) {
    column_rule(b, x, at.y, row_height);
    person_cell(b, grid, grid.people[i], {x, at.y});
    x += grid.person_width;
    if (i == 0 && grid.with_deferral) {
      column_rule(b, x, at.y, row_height);
      deferral_cell(b, grid, {x, at.y});
      x += deferral_width;
    }
  }
  b.add({Line{{at.x, at.y + row_height}, {at.x + b.content_width(), at.y + row_height}, style::hairline()}});
}

// The turns under the grid's header, as tall as the page leaves room for.
void grid_pages(PageBuilder& b, Grid grid) {
  const Length rounding = Length::mm(0.1);  // so that the last row is not refused for a hair
  grid.row_height = std::clamp((b.remaining() - header_height - rounding) / turns_tracked, lowest_row, highest_row);
  b.run_of_rows(
      header_height, std::vector<Length>(turns_tracked, grid.row_height), [&](Point at, bool) { grid_header(b, grid, at); },
      [&](std::size_t row, Point at) { turn_row(b, grid, static_cast<int>(row) + 1, at); });
}
}  // namespace

Document orders_tracker(const Setup& setup, std::size_t side, const TextMeasurer& measurer) {
  const SideSetup& own = setup.sides.at(side);
  const std::vector<Orderer> people = orderers_of(own);
  const PaperSize paper = paper_for(setup.print.paper, people);
  PageBuilder b(paper, measurer, side_footer(setup, ruleset_title, own.key));
  b.title(own.key + " orders: " + own.name, setup.scenario + ". For " + own.key + " eyes only.");
  b.paragraph("Each turn the General first defers his die or, if he deferred last turn, may roll two. Then each commander rolls a die: "
              "write the score in his die box and tick a box for each order given. An order moves a unit; shooting, rallying and "
              "melee need none. An order to a unit more than 3 areas away, or to one in a commander's area but not under his command, "
              "uses 2.",
              style::small());
  const std::vector<Grid> grids = grids_for(people, content_width_of(paper));
  for (std::size_t i = 0; i < grids.size(); ++i) {
    if (i > 0) {
      b.new_page();
      b.subheading(own.key + " orders, continued: the other commanders");
    }
    grid_pages(b, grids[i]);
  }
  return b.finish(setup.scenario + ": " + own.key + " orders", ruleset_title + " orders tracker for " + own.name);
}

}  // namespace muster::tsb
