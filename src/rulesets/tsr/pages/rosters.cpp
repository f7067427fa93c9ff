// rosters.pdf: one side per page (a player takes only his own), each
// division with a box per figure to tick off losses, its artillery, and
// status boxes; the brigades table when brigades are rolled on contact.
#include <algorithm>

#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "layout/tick_boxes.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

using namespace layout;

namespace {
constexpr Length box = Length::mm(5);
constexpr TickBoxStyle boxes{box, Length::mm(1.2)};
constexpr Length row_height = Length::mm(7.5);

void tick_boxes(PageBuilder& b, Point at, int count) {
  for (auto& item : layout::tick_boxes(at, count, boxes)) b.add(std::move(item));
}

Length boxes_width(int count) { return tick_boxes_width(count, boxes); }

void label(PageBuilder& b, Point at, Length width, const std::string& text, Font font = style::table()) {
  b.add({Text{at, width, box, text, std::move(font), black, Align::left, VAlign::middle, false}});
}

int most_brigades(Side side) { return std::max(brigades_for(side, 5), brigades_for(side, 2)); }

Length division_height(const Division& d) { return row_height * (3 + (d.artillery > 0 ? 1 : 0)) + Length::mm(3); }

void division_block(PageBuilder& b, const Setup& setup, Side side, const Division& d, int number, Point at) {
  const Marker* m = find_marker(setup.side(side), d.marker);
  const int brigades = d.brigades.value_or(most_brigades(side));
  const int lines = 3 + (d.artillery > 0 ? 1 : 0);
  const Length width = b.content_width();
  b.add({Rect{at, width, row_height * lines + Length::mm(1), std::nullopt, style::hairline()}});
  b.add({Rect{at, width, row_height, style::shade, std::nullopt}});
  std::string title = "Division " + std::to_string(number) + "   marker " + d.marker + " (" + (m ? identification(m->kind) : "?") + ")";
  if (m && m->square) title += "   starts on " + square_name(*m->square);
  title += d.brigades ? "   " + std::to_string(*d.brigades) + " brigades" : "   brigades: roll AD on first contact, strike out the unused";
  label(b, {at.x + Length::mm(2), at.y + Length::mm(1.2)}, width - Length::mm(4), title, style::table_header());

  // Brigades: two figure boxes each, grouped.
  Point row{at.x + Length::mm(2), at.y + row_height + Length::mm(1.2)};
  label(b, row, Length::mm(22), "Figures");
  Length x = row.x + Length::mm(22);
  for (int i = 0; i < brigades; ++i) {
    label(b, {x, row.y}, Length::mm(9), "Bde " + std::to_string(i + 1), style::small());
    tick_boxes(b, {x + Length::mm(9), row.y}, figures_per_brigade);
    x += Length::mm(9) + boxes_width(figures_per_brigade) + Length::mm(4);
  }
  if (d.artillery > 0) {
    row.y += row_height;
    label(b, row, Length::mm(22), "Artillery");
    label(b, {row.x + Length::mm(22), row.y}, Length::mm(12), "gun", style::small());
    tick_boxes(b, {row.x + Length::mm(31), row.y}, guns_per_battalion * d.artillery);
    label(b, {row.x + Length::mm(42), row.y}, Length::mm(14), "gunners", style::small());
    tick_boxes(b, {row.x + Length::mm(56), row.y}, gunners_per_battalion * d.artillery);
    label(b, {row.x + Length::mm(72), row.y}, Length::mm(90), "moves on its own once deployed: tick when detached", style::small());
    tick_boxes(b, {row.x + Length::mm(148), row.y}, 1);
  }
  row.y += row_height;
  label(b, row, Length::mm(22), "Status");
  x = row.x + Length::mm(22);
  for (const char* status : {"line", "shook up", "whupped", "entrenched", "engaged"}) {
    tick_boxes(b, {x, row.y}, 1);
    label(b, {x + box + Length::mm(1.5), row.y}, Length::mm(20), status, style::small());
    x += Length::mm(27);
  }
}

void brigade_table(PageBuilder& b, Side side) {
  Table table{{{"Average die", 1, Align::centre}, {"2", 1, Align::centre}, {"3", 1, Align::centre}, {"4", 1, Align::centre},
               {"5", 1, Align::centre}}, {{"Brigades"}}};
  for (int die : {2, 3, 4, 5}) table.rows[0].push_back(std::to_string(brigades_for(side, die)));
  b.subheading("Brigades in a division, rolled when it is first contacted");
  b.table(table, Length::mm(110));
}
}  // namespace

Document roster(const Setup& setup, Side side, const TextMeasurer& measurer) {
  PageBuilder b(paper_size(setup.print.paper), measurer, side_footer(setup, ruleset_title, side_key(side)));
  const SideSetup& own = setup.side(side);
  b.title(side_key(side) + " roster: " + own.name, setup.scenario + ". Tick a box for each figure lost. For " + side_key(side) + " eyes only.");
  // The divisions break over pages like the rows of a table: never one alone on a page.
  std::vector<Length> heights;
  for (const Division& d : own.divisions) heights.push_back(division_height(d));
  b.run_of_rows(Length{}, heights, {}, [&](std::size_t i, Point at) { division_block(b, setup, side, own.divisions[i], static_cast<int>(i) + 1, at); });
  if (setup.brigades == BrigadeTiming::on_contact) brigade_table(b, side);
  b.paragraph(std::to_string(figures_per_brigade) + " figures to a brigade. A division loses one figure a turn for each enemy "
              "division it is fighting; when it is entrenched, each loss stands only on a D6 of 1-3.", style::small());
  return b.finish(setup.scenario + ": " + side_key(side) + " roster", "Terrible Swift Rules force roster");
}

}  // namespace muster::tsr
