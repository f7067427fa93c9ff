// force-list.pdf: what each side's force cost, to be checked by anyone at the
// table. A line per figure sums its parts as the points list prices them
// (class + firearm + blade + horse = the figure), each unit ends on its
// subtotal and each side on its total, set against its budget when it was bought.
#include <array>
#include <cctype>

#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/sow/pages/force_text.hpp"
#include "rulesets/sow/pages/pages.hpp"

namespace muster::sow {

using namespace layout;

namespace {
constexpr Length row_height = Length::mm(5);
constexpr Length unit_bar = Length::mm(6);
constexpr Length column_heads = Length::mm(4.5);
constexpr Length total_bar = Length::mm(8);
constexpr Length cell_padding = Length::mm(1);
constexpr Length number_width = Length::mm(9);

enum Column { rank, quality, firearm, blade, horse, total, column_count };
const std::array<std::string, column_count> column_titles = {"Rank", "Class", "+ Firearm", "+ Blade", "+ Horse", "= Points"};
constexpr std::array<double, column_count> column_shares = {0.2, 0.18, 0.25, 0.15, 0.12, 0.1};

struct Cell {
  Length x, width;
};
using Columns = std::array<Cell, column_count>;

Columns columns_of(const PageBuilder& b) {
  Columns columns;
  Length x = b.content_left();
  for (std::size_t i = 0; i < column_count; ++i) {
    columns[i] = {x, b.content_width() * column_shares[i]};
    x += columns[i].width;
  }
  return columns;
}

void text_in(PageBuilder& b, Point at, Length width, Length height, const std::string& text, Font font, Align align = Align::left) {
  b.add({shrink_to_fit(b.measurer(), Text{at, width, height, text, std::move(font), black, align, VAlign::middle, false}, style::smallest_text)});
}

// A part of a figure's cost: its points first, so that they line up down the column and read as
// "+ 4 Minie rifle", then what it is.
void part(PageBuilder& b, const Cell& at, Length top, const std::string& points, const std::string& label, const Font& font = style::table()) {
  if (!points.empty()) text_in(b, {at.x + cell_padding, top}, number_width, row_height, points, font, Align::right);
  const Length label_left = cell_padding * 2 + number_width + Length::mm(1.5);
  if (!label.empty()) text_in(b, {at.x + label_left, top}, at.width - label_left - cell_padding, row_height, label, font);
}

const std::string dash = "\u2013";

std::string plus(int points) { return "+ " + std::to_string(points); }

std::string firearms_text(const Figure& figure) {
  if (figure.sidearm == Firearm::none) return label_of(figure.firearm);
  if (figure.firearm == Firearm::none) return label_of(figure.sidearm);
  std::string sidearm = label_of(figure.sidearm);
  sidearm[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(sidearm[0])));
  return label_of(figure.firearm) + ", " + sidearm;
}

void figure_line(PageBuilder& b, const Columns& columns, const Figure& figure, Point at) {
  const Length y = at.y;
  text_in(b, {columns[rank].x + cell_padding, y}, columns[rank].width - cell_padding * 2, row_height, label_of(figure.rank), style::table());
  part(b, columns[quality], y, std::to_string(cost_of(figure.quality)), label_of(figure.quality));
  // A pistol carried as a sidearm is priced with the firearm: "+ 4 Minie carbine, pistol".
  if (figure.firearm == Firearm::none && figure.sidearm == Firearm::none) part(b, columns[firearm], y, "", dash);
  else part(b, columns[firearm], y, plus(cost_of(figure.firearm) + cost_of(figure.sidearm)), firearms_text(figure));
  if (figure.blade == Blade::none) part(b, columns[blade], y, "", dash);
  else part(b, columns[blade], y, plus(cost_of(figure.blade)), label_of(figure.blade));
  if (figure.horse) part(b, columns[horse], y, plus(horse_cost), "Horse");
  else part(b, columns[horse], y, "", dash);
  part(b, columns[total], y, "= " + std::to_string(cost_of(figure)), "", style::table_header());
  b.add({Line{{at.x, y + row_height}, {at.x + b.content_width(), y + row_height}, style::hairline(style::faint)}});
}

void subtotal_line(PageBuilder& b, const Columns& columns, const Unit& unit, Point at) {
  b.add({Line{{columns[total].x, at.y}, {at.x + b.content_width(), at.y}, style::line()}});
  text_in(b, {columns[rank].x + cell_padding, at.y}, columns[horse].x + columns[horse].width - columns[rank].x - cell_padding * 2, row_height,
          "Unit total: " + unit.name, style::table_header(), Align::right);
  part(b, columns[total], at.y, "= " + std::to_string(cost_of(unit)), "", style::table_header());
}

void unit_header(PageBuilder& b, const Columns& columns, const Unit& unit, Point at, bool continued) {
  b.add({Rect{at, b.content_width(), unit_bar, style::shade, std::nullopt}});
  const std::string title = unit.name + (continued ? " (continued)" : "   \u00b7 " + figures_text(unit.figures.size()));
  text_in(b, {at.x + Length::mm(2), at.y}, b.content_width() - Length::mm(4), unit_bar, title, style::table_header());
  for (std::size_t i = 0; i < column_count; ++i)
    text_in(b, {columns[i].x + cell_padding, at.y + unit_bar}, columns[i].width - cell_padding * 2, column_heads, column_titles[i], style::small());
}

Length unit_height(const Unit& unit) { return unit_bar + column_heads + row_height * static_cast<double>(unit.figures.size() + 1) + Length::mm(3); }

// A unit goes whole onto the page in hand or the next; only one longer than a page breaks.
void keep_on_one_page(PageBuilder& b, Length height) {
  if (height > b.remaining() && height <= b.content_bottom() - b.content_top()) b.new_page();
}

void unit_block(PageBuilder& b, const Unit& unit) {
  const Columns columns = columns_of(b);
  keep_on_one_page(b, unit_height(unit));
  // The subtotal is the run's last row, so that it never stands alone on a page.
  b.run_of_rows(
      unit_bar + column_heads, std::vector<Length>(unit.figures.size() + 1, row_height),
      [&](Point at, bool continued) { unit_header(b, columns, unit, at, continued); },
      [&](std::size_t row, Point at) {
        if (row < unit.figures.size()) figure_line(b, columns, unit.figures[row], at);
        else subtotal_line(b, columns, unit, at);
      });
  b.space(Length::mm(3));
}

std::string how_bought(const SideSetup& side) {
  if (side.recipe) {
    const ForceRecipe& r = *side.recipe;
    std::string text = "Bought as a " + label_of(r.quality) + " " + label_of(r.company) + ", the men with " + arms_text(r.firearm, r.sidearm, r.blade);
    if (r.mounted_percent > 0) text += ", " + std::to_string(r.mounted_percent) + "% of the fighting units mounted";
    return text + ", to a budget of " + points_text(r.points) +
           ". The company follows the rules' list as muster reads it: a squad is its NCO and up to 13 men, so that no unit passes 14 "
           "figures; officers carry pistol and sword, musicians no arms; a mounted company forms seven sections.";
  }
  if (!side.list_file.empty()) return "Listed by hand in " + side.list_file + ".";
  return "Listed by hand in the scenario.";
}

void side_total(PageBuilder& b, const SideSetup& side) {
  const Point at = b.reserve(total_bar);
  b.add({Rect{at, b.content_width(), total_bar, std::nullopt, style::heavy()}});
  text_in(b, {at.x + Length::mm(2), at.y}, b.content_width() * 0.5, total_bar,
          side.key + " total: " + figures_text(static_cast<std::size_t>(figure_count(side.force))), style::table_header());
  text_in(b, {at.x + b.content_width() * 0.5, at.y}, b.content_width() * 0.5 - Length::mm(2), total_bar, total_text(side), style::subheading(),
          Align::right);
  b.space(Length::mm(6));
}

Length side_height(const SideSetup& side) {
  Length height = Length::mm(30) + total_bar;  // heading, how it was bought, the total
  for (const Unit& unit : side.force.units) height += unit_height(unit);
  return height;
}

void side_section(PageBuilder& b, const SideSetup& side, bool after_another) {
  // The second side begins on a page of its own unless the whole of it fits where the first ended.
  if (after_another && side_height(side) > b.remaining()) b.new_page();
  b.heading(side.key + ": " + side.name);
  b.paragraph(how_bought(side), style::small());
  for (const Unit& unit : side.force.units) unit_block(b, unit);
  side_total(b, side);
}
}  // namespace

Document force_list(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder b(paper_size(setup.print.paper), measurer, table_footer(setup, ruleset_title));
  b.title("Force list", setup.scenario + ". Each figure costs its class, its firearm, its blade and its horse; the units add up to the sides' totals.");
  for (std::size_t s = 0; s < setup.sides.size(); ++s) side_section(b, setup.sides[s], s > 0);
  return b.finish(setup.scenario + ": force list", ruleset_title + " points for both forces");
}

}  // namespace muster::sow
