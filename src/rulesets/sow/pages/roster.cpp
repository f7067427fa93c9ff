// <KEY>-roster.pdf: one side's force on landscape sheets, unit by unit under
// a bar with the unit's class, size and cost, and a line per figure with all
// a player looks up or marks in play: rank (the unit's leader and the force
// commander starred), class and its quality die, firearm and where each of its
// range bands ends, a loading track, the load box of a pistol carried as a
// sidearm (a column only a force with sidearms has), blade, horse, the two
// actions of a turn, and the wounds that lead to Disabled and Killed.
#include <array>

#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "layout/tick_boxes.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/sow/pages/force_text.hpp"
#include "rulesets/sow/pages/pages.hpp"

namespace muster::sow {

using namespace layout;

namespace {
// Big enough to tick with a pencil at the table; lines just deep enough for two squads of 14 to a page.
constexpr TickBoxStyle record_boxes{Length::mm(4.2), Length::mm(1.2)};
constexpr Length row_height = Length::mm(5.3);
constexpr Length unit_bar = Length::mm(6);
constexpr Length column_heads = Length::mm(4);
constexpr Length cell_padding = Length::mm(1);
// Boxes stand clear of the numbers right-aligned in the column before them.
constexpr Length box_inset = Length::mm(2);
constexpr Length colour_swatch = Length::mm(4);
constexpr int wounds_to_disable = 2;
// The loading track is as long as the slowest firearm's.
constexpr int most_loading_actions = 3;

enum Column { number, rank, quality, firearm, short_band, medium_band, long_band, extreme_band, loading, sidearm, blade, horse, actions, wounds, disabled,
              killed, column_count };
const std::array<std::string, column_count> column_titles = {
    "No.", "Rank", "Class", "Firearm", "Short", "Medium", "Long", "Extreme", "Load", "Pistol", "Melee", "Horse", "Actions", "Wounds \u2192", "Disabled \u2192",
    "Killed"};
constexpr Column band_columns[] = {short_band, medium_band, long_band, extreme_band};

Length boxes_cell(int boxes) { return box_inset + tick_boxes_width(boxes, record_boxes) - record_boxes.gap + cell_padding; }

// Box columns take what their boxes need (or their title, if wider); text columns share the rest.
// The sidearm's column is there only for a force that carries sidearms.
Length fixed_width(Column column, bool sidearms) {
  switch (column) {
    case loading: return max(boxes_cell(most_loading_actions), Length::mm(12));
    case sidearm: return sidearms ? max(boxes_cell(1), Length::mm(12)) : Length{};
    case actions: return max(boxes_cell(actions_per_turn), Length::mm(13));
    case wounds: return max(boxes_cell(wounds_to_disable), Length::mm(15));
    case disabled: return Length::mm(15);
    case killed: return Length::mm(11);
    default: return Length{};
  }
}
constexpr std::array<double, column_count> text_shares = {0.045, 0.15, 0.13, 0.16, 0.06, 0.065, 0.06, 0.065, 0, 0, 0.11, 0.155, 0, 0, 0, 0};

struct Cell {
  Length x, width;
};
using Columns = std::array<Cell, column_count>;

Columns columns_of(const PageBuilder& b, bool sidearms) {
  Length fixed;
  for (std::size_t i = 0; i < column_count; ++i) fixed += fixed_width(static_cast<Column>(i), sidearms);
  const Length shared = b.content_width() - fixed;
  Columns columns;
  Length x = b.content_left();
  for (std::size_t i = 0; i < column_count; ++i) {
    const Length fixed_here = fixed_width(static_cast<Column>(i), sidearms);
    columns[i] = {x, fixed_here > Length{} ? fixed_here : shared * text_shares[i]};
    x += columns[i].width;
  }
  return columns;
}

Text cell_text(const Cell& cell, Length top, Length height, const std::string& text, Font font, Align align = Align::left) {
  return {{cell.x + cell_padding, top}, cell.width - cell_padding * 2, height, text, std::move(font), black, align, VAlign::middle, false};
}

void cell(PageBuilder& b, const Cell& at, Length top, const std::string& text, Font font = style::table(), Align align = Align::left) {
  b.add({shrink_to_fit(b.measurer(), cell_text(at, top, row_height, text, std::move(font), align), style::smallest_text)});
}

void boxes(PageBuilder& b, const Cell& at, Length top, int count) {
  for (Item& box : tick_boxes({at.x + box_inset, top + (row_height - record_boxes.size) / 2}, count, record_boxes)) b.add(std::move(box));
}

const std::string dash = "\u2013";

// The full rank where it fits, the short form where it does not.
std::string rank_text(const PageBuilder& b, const Cell& at, const Figure& figure, const std::string& marks) {
  const std::string full = label_of(figure.rank) + marks;
  if (fits(b.measurer(), cell_text(at, Length{}, row_height, full, style::table()))) return full;
  return abbreviation_of(figure.rank) + marks;
}

std::string marks_of(bool leads_unit, bool commands_force) {
  if (commands_force) return " \u2605\u2605";
  return leads_unit ? " \u2605" : "";
}

void figure_line(PageBuilder& b, const Columns& columns, const Figure& figure, std::size_t index, bool commands_force, Point at) {
  const Length y = at.y;
  cell(b, columns[number], y, std::to_string(index + 1), style::table(), Align::right);
  cell(b, columns[rank], y, rank_text(b, columns[rank], figure, marks_of(index == 0, commands_force)));
  cell(b, columns[quality], y, label_of(figure.quality) + "  D" + std::to_string(quality_die(figure.quality)));
  const auto ranges = ranges_of(figure.firearm);
  cell(b, columns[firearm], y, ranges ? label_of(figure.firearm) : dash);
  for (std::size_t band = 0; band < range_bands.size(); ++band) {
    const int end = ranges ? ranges->bands_cm.at(band) : 0;
    cell(b, columns[band_columns[band]], y, end > 0 ? std::to_string(end) : dash, style::table(), Align::right);
  }
  if (ranges) boxes(b, columns[loading], y, loading_actions(figure.firearm));
  if (figure.sidearm != Firearm::none) boxes(b, columns[sidearm], y, loading_actions(figure.sidearm));
  else if (columns[sidearm].width > Length{}) cell(b, columns[sidearm], y, dash);
  const MeleeDice melee = melee_dice(figure);
  // A word joiner after the slash: the pair of dice stays on one line ("D6/D4", never "D6/" over "D4").
  cell(b, columns[blade], y,
       melee.weapon + "  D" + std::to_string(melee.against_infantry) + "/\u2060" + (melee.against_cavalry ? "D" + std::to_string(melee.against_cavalry) : "-"));
  // The box is crossed when the horse is lost (DMT): the rider then moves and fights on foot.
  cell(b, columns[horse], y, figure.horse ? "Hit on 4+; lost \u2610" : dash);
  boxes(b, columns[actions], y, actions_per_turn);
  boxes(b, columns[wounds], y, wounds_to_disable);
  boxes(b, columns[disabled], y, 1);
  boxes(b, columns[killed], y, 1);
  b.add({Line{{at.x, y + row_height}, {at.x + b.content_width(), y + row_height}, style::hairline(style::faint)}});
}

// The unit's bar, its side's colour at the left, and the column titles under it, on every page the unit reaches.
void unit_header(PageBuilder& b, const Columns& columns, const Unit& unit, const Colour& side_colour, Point at, bool continued) {
  b.add({Rect{at, b.content_width(), unit_bar, style::shade, std::nullopt}});
  b.add({Rect{{at.x + Length::mm(1.5), at.y + (unit_bar - colour_swatch) / 2}, colour_swatch, colour_swatch, side_colour, style::hairline()}});
  std::string title = unit.name + (continued ? " (continued)" : "");
  if (!continued)
    title += "   \u00b7 " + label_of(unit_quality(unit)) + "   \u00b7 " + figures_text(unit.figures.size()) + "   \u00b7 " + points_text(cost_of(unit));
  const Length text_left = Length::mm(1.5) + colour_swatch + Length::mm(2);
  b.add({shrink_to_fit(b.measurer(), Text{{at.x + text_left, at.y}, b.content_width() - text_left - Length::mm(2), unit_bar, title,
                                          style::table_header(), black, Align::left, VAlign::middle, false},
                       style::smallest_text)});
  for (std::size_t i = 0; i < column_count; ++i) {
    if (columns[i].width <= Length{}) continue;
    const bool numbers = i == number || (i >= short_band && i <= extreme_band);
    b.add({shrink_to_fit(b.measurer(), cell_text(columns[i], at.y + unit_bar, column_heads, column_titles[i], style::small(), numbers ? Align::right : Align::left),
                         style::smallest_text)});
  }
}

// A unit goes whole onto the page in hand or the next; only one longer than a page breaks.
void keep_on_one_page(PageBuilder& b, Length height) {
  if (height > b.remaining() && height <= b.content_bottom() - b.content_top()) b.new_page();
}

void unit_block(PageBuilder& b, const Unit& unit, std::size_t unit_index, const std::optional<FigureAt>& commander, const Colour& side_colour,
                bool sidearms) {
  const Columns columns = columns_of(b, sidearms);
  const Length header = unit_bar + column_heads;
  keep_on_one_page(b, header + row_height * static_cast<double>(unit.figures.size()));
  if (unit.figures.empty()) unit_header(b, columns, unit, side_colour, b.reserve(header), false);
  b.run_of_rows(
      header, std::vector<Length>(unit.figures.size(), row_height),
      [&](Point at, bool continued) { unit_header(b, columns, unit, side_colour, at, continued); },
      [&](std::size_t f, Point at) {
        const bool commands_force = commander && commander->unit == unit_index && commander->figure == f;
        figure_line(b, columns, unit.figures[f], f, commands_force, at);
      });
  b.space(Length::mm(3));
}

const std::string key_text =
    "\u2605\u2605 the force commander, \u2605 the unit's leader. Class gives the quality die for shooting, melee and morale. "
    "Each range is where that band ends, in cm; the target rolls D6 at short range, D8 medium, D10 long, D12 extreme. "
    "Load: tick a box for each action spent loading, clear them on firing. Actions: a figure has 2 a turn; cross one out for each wound. "
    "Two wounds disable a figure; a wound to a disabled figure kills it. When a mounted figure is hit, roll a D6: on 4+ the horse is hit. "
    "Melee gives the weapon and its die against foot / against horse; cross \u2610 when the horse is lost (DMT): the rider goes on on foot.";

// The sidearm's column, said in the key only where the roster has it: its ranges from the range table.
std::string sidearm_key_text() {
  const WeaponRanges pistol = *ranges_of(Firearm::pistol);
  std::string bands;
  for (std::size_t i = 0; i < pistol.bands_cm.size(); ++i) bands += (i == 0 ? "" : i + 1 == pistol.bands_cm.size() ? " and " : ", ") + std::to_string(pistol.bands_cm[i]);
  return " Pistol: the load box of a pistol carried besides the firearm (its bands end at " + bands + " cm; " +
         std::to_string(loading_actions(Firearm::pistol)) + " action to load).";
}

bool carries_sidearms(const Force& force) {
  for (const Unit& unit : force.units)
    for (const Figure& figure : unit.figures)
      if (figure.sidearm != Firearm::none) return true;
  return false;
}

PaperSize landscape(PaperSize paper) { return {max(paper.width, paper.height), min(paper.width, paper.height)}; }
}  // namespace

Document roster(const Setup& setup, std::size_t side, const TextMeasurer& measurer) {
  const SideSetup& own = setup.sides.at(side);
  PageBuilder b(landscape(paper_size(setup.print.paper)), measurer, side_footer(setup, ruleset_title, own.key));
  b.title(own.key + " roster: " + own.name, setup.scenario + ". " + figures_text(static_cast<std::size_t>(figure_count(own.force))) + " in " +
                                                std::to_string(own.force.units.size()) + (own.force.units.size() == 1 ? " unit" : " units") + ", " +
                                                total_text(own) + ".");
  const bool sidearms = carries_sidearms(own.force);
  b.paragraph(key_text + (sidearms ? sidearm_key_text() : std::string()), style::small());
  const auto commander = force_commander(own.force);
  const Colour side_colour = Colour::hex(own.colour);
  for (std::size_t u = 0; u < own.force.units.size(); ++u) unit_block(b, own.force.units[u], u, commander, side_colour, sidearms);
  return b.finish(setup.scenario + ": " + own.key + " roster", ruleset_title + " roster for " + own.name);
}

}  // namespace muster::sow
