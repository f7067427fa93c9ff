// prebattle-worksheet.pdf: section 12 and the day of battle as blank forms,
// for playing the week at the table with real dice and a pencil.
#include "layout/page_builder.hpp"
#include "layout/row_breaks.hpp"
#include "layout/style.hpp"
#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

using namespace layout;

namespace {
constexpr Length writing_row = Length::mm(8);
// A zone's quality roll is a few figures: a tighter row keeps the usual battlefield's form on one page.
constexpr Length quality_row = Length::mm(6.5);

struct BlankGrid {
  std::vector<std::string> headers;  // the first is over the row labels
  std::vector<double> shares;
  std::vector<std::string> labels;   // one row each; empty labels give empty rows
};

constexpr Length grid_header = Length::mm(6);

// The header and rows [first, first + count) of a grid, at the builder's cursor.
void grid_part(PageBuilder& b, const BlankGrid& grid, std::size_t first, std::size_t count, Length row) {
  const Point at = b.reserve(grid_header + row * static_cast<double>(count));
  double total = 0;
  for (double s : grid.shares) total += s;
  std::vector<Length> xs{at.x};
  for (double s : grid.shares) xs.push_back(xs.back() + b.content_width() * (s / total));
  const Length bottom = at.y + grid_header + row * static_cast<double>(count);
  b.add({Rect{at, b.content_width(), grid_header, style::shade, std::nullopt}});
  for (std::size_t c = 0; c < grid.headers.size(); ++c)
    b.add({shrink_to_fit(b.measurer(), Text{{xs[c] + Length::mm(1), at.y}, xs[c + 1] - xs[c] - Length::mm(2), grid_header, grid.headers[c],
                                            style::table_header(), black, c == 0 ? Align::left : Align::centre, VAlign::middle, false},
                         style::smallest_text)});
  for (std::size_t r = 0; r < count; ++r) {
    const Length y = at.y + grid_header + row * static_cast<double>(r);
    b.add({shrink_to_fit(b.measurer(), Text{{xs[0] + Length::mm(1), y}, xs[1] - xs[0] - Length::mm(2), row, grid.labels[first + r], style::table(),
                                            black, Align::left, VAlign::middle, false},
                         style::smallest_text)});
    b.add({Line{{at.x, y}, {xs.back(), y}, style::hairline()}});
  }
  for (Length x : xs) b.add({Line{{x, at.y}, {x, bottom}, style::hairline()}});
  b.add({Rect{at, b.content_width(), bottom - at.y, std::nullopt, style::line()}});
}

Length grid_height(const BlankGrid& grid, Length row) { return grid_header + row * static_cast<double>(grid.labels.size()); }
// A heading and the space under it.
constexpr Length heading_room = Length::mm(8);

// A grid of writing rows, running over as many pages as it needs with its header on each, and
// breaking as a table does.
void blank_grid(PageBuilder& b, const BlankGrid& grid, Length row = writing_row) {
  const auto pages = rows_per_page(std::vector<Length>(grid.labels.size(), row), grid_header, b.remaining(), b.content_bottom() - b.content_top());
  std::size_t first = 0;
  for (std::size_t page = 0; page < pages.size(); ++page) {
    if (pages[page] == 0) continue;  // the grid starts on the next page
    if (page > 0) b.new_page();
    grid_part(b, grid, first, pages[page], row);
    first += pages[page];
  }
  b.space(Length::mm(3));
}

BlankGrid week_grid(const std::string& side) {
  BlankGrid g{{side}, {3.2}, {}};
  for (const auto& day : day_names) g.headers.push_back(day.substr(0, 3)), g.shares.push_back(1);
  g.headers.push_back("Week"), g.shares.push_back(1);
  g.labels = {"Dice allocated (1-6 a day, 22 in all)", "+ 3 per six turned into dice yesterday", "+ 3 for winning yesterday's skirmish",
              "Dice rolled", "Scouting sixes", "   set aside (towards attacking)", "   turned into dice and a card", "Skirmish: pairs won",
              "Won the day's skirmish?", "Bonus cards"};
  return g;
}

Table day_of_battle() {
  Table t{{{"Winning margin", 1.4}, {"Cavalry", 1, Align::centre}, {"Green infantry", 1, Align::centre}, {"Experienced infantry", 1, Align::centre},
           {"Veteran infantry", 1, Align::centre}, {"Artillery", 1, Align::centre}}, {}};
  for (const auto& r : straggler_table)
    t.rows.push_back({margin_band(r), std::to_string(r.cavalry), std::to_string(r.green), std::to_string(r.experienced), std::to_string(r.veteran),
                      std::to_string(r.artillery)});
  return t;
}
}  // namespace

Document prebattle_worksheet(Paper paper, const std::string& footer, const Battlefield& field, const TextMeasurer& measurer) {
  PageBuilder b(paper_size(paper), measurer, footer);
  add_prebattle_worksheet(b, field);
  return b.finish("Short But Desperate: pre-battle worksheet", "Blank forms for the pre-battle week and the day of battle");
}

void add_prebattle_worksheet(PageBuilder& b, const Battlefield& field) {
  b.title("Pre-battle week worksheet", "Short But Desperate, section 12, played at the table with real dice. One sheet per game.");
  b.paragraph("Spread 22 dice over the week before Monday's roll. Each day: roll, count the sixes and decide for each at once whether to set it "
              "aside or turn it into 3 dice tomorrow and a bonus card (on Sunday, a card only). Sort both sides' dice high to low and pair "
              "them off: more pairs won earns 3 dice tomorrow.",
              style::body());
  blank_grid(b, week_grid("USA"));
  blank_grid(b, week_grid("CSA"));

  b.new_page();
  b.heading("Sunday and the attacker");
  blank_grid(b, {{"", "USA", "CSA"}, {4, 1.5, 1.5},
                 {"Sixes set aside, Monday to Sunday", "Sunday's skirmish winner: 3 D6 bonus roll, sixes", "Total sixes set aside",
                  "Cavalry regiments in the army", "Attacker (most sixes; level: Sunday's winner; then more cavalry; then CSA)",
                  "Margin: difference in sixes", "+ 1 per attacking cavalry regiment = winning margin"}});
  b.heading("Day of battle: dice per defending unit, each 6 a straggled stand");
  b.table(day_of_battle());
  b.paragraph("Attacker deploys all in his first row; defender all in his first three. Each straggling unit: strike the stands off, or hold the "
              "whole unit back as a reinforcement at full strength.",
              style::small());
  // A row for every zone either side may deploy in, whoever turns out to attack.
  BlankGrid quality{{"Zone", "Side", "Red die", "Green die", "Branch", "Vet.", "Exp.", "Green", "Stands before", "Stands after"},
                    {1, 1, 0.8, 1.0, 1.4, 0.8, 0.8, 0.8, 1.9, 1.9},
                    std::vector<std::string>(static_cast<std::size_t>(deployment_zones(field)), "")};
  // The form starts a page of its own rather than break when a page holds it whole.
  const Length form = heading_room + grid_height(quality, quality_row);
  if (form > b.remaining() && form <= b.content_bottom() - b.content_top()) b.new_page();
  b.heading("Troop quality, zone by zone");
  blank_grid(b, quality, quality_row);
  b.paragraph("Red exactly twice green: red's number veteran, green's experienced, the rest green. Otherwise red equal or higher: red's number "
              "experienced, green's green, the rest veteran. Otherwise green's number green, red's experienced, the rest veteran.",
              style::small());
}

}  // namespace muster::sbd
