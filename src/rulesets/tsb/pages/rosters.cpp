// <KEY>-roster.pdf: one side's army in a file of its own. The General, then
// each command under its commander, a row per unit with what a player looks
// up in play (type, class, move, range, dice, firepower) and a box per hit it
// can take, so that the last box ticked is the unit destroyed. At the foot,
// the army's break point as a tally of the units it may lose.
#include <algorithm>
#include <array>

#include "core/counted.hpp"
#include "layout/page_builder.hpp"
#include "layout/short_names.hpp"
#include "layout/style.hpp"
#include "layout/tick_boxes.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/tsb/pages/side_sheets.hpp"
#include "rulesets/tsb/pages/unit_text.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

using namespace layout;

namespace {
constexpr TickBoxStyle hit_boxes{Length::mm(4.5), Length::mm(1)};
// Larger than a hit box: the tally is ticked by the army, not by the unit.
constexpr TickBoxStyle tally_boxes{Length::mm(5.5), Length::mm(1.2)};
constexpr int tally_group = 5;     // boxes counted off in fives, as a tally is
constexpr int tally_per_line = 20;
constexpr Length row_height = Length::mm(6.5);
constexpr Length command_bar = Length::mm(7);
constexpr Length column_heads = Length::mm(5);
constexpr Length cell_padding = Length::mm(1);

enum Column { name, type, unit_class, hits, move, range, dice, fire, column_count };
const std::array<std::string, column_count> column_titles = {"Unit", "Type", "Class", "Hits", "Move", "Range", "Dice", "Fire"};
// Shares of the width left beside the hit boxes, which take what the most hits need.
constexpr std::array<double, column_count> column_shares = {0.32, 0.14, 0.09, 0, 0.2, 0.08, 0.06, 0.11};

struct Cell {
  Length x, width;
};
using Columns = std::array<Cell, column_count>;

Columns columns_of(const PageBuilder& b) {
  const Length hits_width = tick_boxes_width(hits_to_destroy(UnitClass::elite), hit_boxes) + cell_padding * 2;
  const Length shared = b.content_width() - hits_width;
  Columns columns;
  Length x = b.content_left();
  for (std::size_t i = 0; i < column_count; ++i) {
    columns[i] = {x, i == hits ? hits_width : shared * column_shares[i]};
    x += columns[i].width;
  }
  return columns;
}

Text cell_text(const Cell& cell, Length top, Length height, const std::string& text, Font font) {
  return {{cell.x + cell_padding, top}, cell.width - cell_padding * 2, height, text, std::move(font), black, Align::left, VAlign::middle, false};
}

void cell(PageBuilder& b, const Cell& at, Length top, const std::string& text, Font font = style::table()) {
  b.add({shrink_to_fit(b.measurer(), cell_text(at, top, row_height, text, std::move(font)), style::smallest_text)});
}

std::string number_or_dash(int number) { return number == 0 ? "\u2013" : std::to_string(number); }

void unit_row(PageBuilder& b, const Columns& columns, const Unit& unit, Point at) {
  b.add({fit_name(b.measurer(), cell_text(columns[name], at.y, row_height, unit.name, style::table_header()), style::smallest_text, NameKind::unit)});
  cell(b, columns[type], at.y, label_of(unit.type));
  cell(b, columns[unit_class], at.y, class_label(unit.unit_class));
  for (Item& box : tick_boxes({columns[hits].x + cell_padding, at.y + (row_height - hit_boxes.size) / 2}, hits_to_destroy(unit.unit_class), hit_boxes))
    b.add(std::move(box));
  cell(b, columns[move], at.y, movement_text(unit.type));
  cell(b, columns[range], at.y, number_or_dash(range_in_areas(unit.weapon)));
  cell(b, columns[dice], at.y, number_or_dash(shooting_dice(unit)));
  cell(b, columns[fire], at.y, firepower_note(unit), style::small());
  b.add({Line{{at.x, at.y + row_height}, {at.x + b.content_width(), at.y + row_height}, style::hairline(style::faint)}});
}

// The command's bar, and the column titles under it, on every page the command reaches.
void command_header(PageBuilder& b, const Columns& columns, const Command& command, Point at, bool continued) {
  std::string title = command.name + (continued ? " (continued)" : "   \u2605 " + command.commander);
  if (!continued) title += "   \u00b7 " + std::to_string(command.units.size()) + (command.units.size() == 1 ? " unit" : " units");
  b.add({Rect{at, b.content_width(), command_bar, style::shade, std::nullopt}});
  b.add({shrink_to_fit(b.measurer(), Text{{at.x + Length::mm(2), at.y}, b.content_width() - Length::mm(4), command_bar, title, style::table_header(),
                                          black, Align::left, VAlign::middle, false},
                       style::smallest_text)});
  for (std::size_t i = 0; i < column_count; ++i)
    b.add({shrink_to_fit(b.measurer(), cell_text(columns[i], at.y + command_bar, column_heads, column_titles[i], style::small()), style::smallest_text)});
}

// A command goes whole onto the page in hand or the next; only one longer than a page breaks.
void keep_on_one_page(PageBuilder& b, Length height) {
  if (height > b.remaining() && height <= b.content_bottom() - b.content_top()) b.new_page();
}

void command_block(PageBuilder& b, const Command& command) {
  const Columns columns = columns_of(b);
  const Length header = command_bar + column_heads;
  keep_on_one_page(b, header + row_height * static_cast<double>(command.units.size()));
  if (command.units.empty()) command_header(b, columns, command, b.reserve(header), false);
  b.run_of_rows(
      header, std::vector<Length>(command.units.size(), row_height),
      [&](Point at, bool continued) { command_header(b, columns, command, at, continued); },
      [&](std::size_t row, Point at) { unit_row(b, columns, command.units[row], at); });
  b.space(Length::mm(3));
}

std::string units_text(int count) { return counted(count, "unit"); }

// The break point as boxes in fives, a line of twenty at most, the last one the army's retreat.
void break_tally(PageBuilder& b, int lost) {
  const int lines = (lost + tally_per_line - 1) / tally_per_line;
  const Length line_height = tally_boxes.size + Length::mm(2);
  const Point at = b.reserve(line_height * lines + Length::mm(1));
  for (int box = 0; box < lost; ++box) {
    const int line = box / tally_per_line, in_line = box % tally_per_line;
    const Length x = at.x + tick_boxes_width(in_line, tally_boxes) + Length::mm(2) * (in_line / tally_group);
    for (Item& item : tick_boxes({x, at.y + line_height * line}, 1, tally_boxes)) b.add(std::move(item));
  }
  const int last_line_boxes = lost - (lines - 1) * tally_per_line;
  const Length after = tick_boxes_width(last_line_boxes, tally_boxes) + Length::mm(2) * ((last_line_boxes - 1) / tally_group) + Length::mm(2);
  b.add({Text{{at.x + after, at.y + line_height * (lines - 1)}, Length::mm(40), tally_boxes.size, "\u2192 the army retreats", style::table_header(),
              black, Align::left, VAlign::middle, false}});
}

void break_point_section(PageBuilder& b, const Army& army) {
  const int units = unit_count(army), lost = break_point(units);
  b.subheading("Break point");
  b.paragraph("The army has " + units_text(units) + " in " + std::to_string(army.commands.size()) +
                  (army.commands.size() == 1 ? " command" : " commands") + (army.general_units.empty() ? "" : " and under the General") + ". It must retreat once it has lost " + std::to_string(lost) + " of its " +
                  std::to_string(units) + " units, over half, unless the scenario says otherwise. Tick a box for each unit destroyed or "
                  "retreated off the table.",
              style::table());
  break_tally(b, lost);
}
}  // namespace

Document roster(const Setup& setup, std::size_t side, const TextMeasurer& measurer) {
  const SideSetup& own = setup.sides.at(side);
  PageBuilder b(paper_size(setup.print.paper), measurer, side_footer(setup, ruleset_title, own.key));
  b.title(own.key + " roster: " + own.name, setup.scenario + ". Tick a box for each hit: the last box ticked, the unit is destroyed. For " +
                                                own.key + " eyes only.");
  b.subheading("\u2605\u2605 General: " + own.army.general);
  b.paragraph("The General orders any unit; each commander orders his own. An order to a unit more than 3 areas away, or to one in a "
              "commander's area but not under his command, uses 2. Move and range are counted in areas; dice are before the modifiers "
              "for target, cover and moving.",
              style::small());
  if (!own.army.general_units.empty()) {
    b.paragraph("Units under the General himself have no commander and no die of their own: only the General orders them.", style::small());
    command_block(b, {"Under the General", own.army.general, own.army.general_units});
  }
  for (const Command& command : own.army.commands) command_block(b, command);
  if (const auto notes = start_notes(own); !notes.empty()) {
    b.subheading("At the start");
    for (const std::string& note : notes) b.paragraph(note, style::table(), true);
  }
  break_point_section(b, own.army);
  return b.finish(setup.scenario + ": " + own.key + " roster", ruleset_title + " roster for " + own.name);
}

}  // namespace muster::tsb
