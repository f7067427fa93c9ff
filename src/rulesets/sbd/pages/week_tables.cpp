#include "rulesets/sbd/pages/week_tables.hpp"

#include <algorithm>
#include <functional>

#include "core/counted.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

using namespace layout;

namespace {
std::vector<TableColumn> day_columns(const std::string& first) {
  // Narrow labels leave each day room for a whole day's dice on one line.
  std::vector<TableColumn> columns{{first, 1.6}};
  for (const auto& name : day_names) columns.push_back({name.substr(0, 3), 1, Align::centre});
  return columns;
}
}  // namespace

std::string dice_text(std::vector<int> dice) {
  std::sort(dice.begin(), dice.end(), std::greater<>());
  std::string text;
  for (int d : dice) text += (text.empty() ? "" : " ") + std::to_string(d);
  return text.empty() ? "-" : text;
}

Table week_table(const Week& week, Side side) {
  Table t{day_columns(side_key(side) + " week"), {}};
  auto row = [&](const std::string& label, const std::function<std::string(const SideDay&, std::size_t)>& cell) {
    std::vector<std::string> r{label};
    for (std::size_t d = 0; d < 7; ++d) r.push_back(cell(week.days[d].side(side), d));
    t.rows.push_back(r);
  };
  row("Dice allocated (22)", [](const SideDay& s, std::size_t) { return std::to_string(s.allocated); });
  row("+ dice from sixes", [](const SideDay& s, std::size_t) { return s.from_sixes ? "+" + std::to_string(s.from_sixes) : "-"; });
  row("+ dice from skirmish", [](const SideDay& s, std::size_t) { return s.from_skirmish ? "+" + std::to_string(s.from_skirmish) : "-"; });
  row("Rolled, high to low", [](const SideDay& s, std::size_t) { return dice_text(s.dice); });
  row("Scouting sixes", [](const SideDay& s, std::size_t) { return std::to_string(s.sixes); });
  row("  set aside", [](const SideDay& s, std::size_t) { return std::to_string(s.banked); });
  row("  to dice + cards", [](const SideDay& s, std::size_t d) {
    return s.converted == 0 ? std::string("-") : d == 6 ? counted(s.converted, "card") : std::to_string(s.converted);
  });
  row("Skirmish wins", [](const SideDay& s, std::size_t) { return std::to_string(s.skirmish_wins) + (s.won_skirmish ? " won" : ""); });
  row("Bonus cards", [](const SideDay& s, std::size_t) { return std::to_string(s.bonus_cards()); });
  return t;
}

Table skirmish_table(const Week& week) {
  Table t{day_columns("Skirmish"), {{"Won by"}}};
  for (const Day& day : week.days) {
    std::string winner = "drawn";
    for (Side side : both_sides)
      if (day.side(side).won_skirmish) winner = side_key(side);
    t.rows[0].push_back(winner);
  }
  return t;
}

std::string week_outcome(const Setup& s) {
  const Week& w = s.week;
  std::string text;
  if (w.sunday_winner)
    text += side_key(*w.sunday_winner) + " won Sunday's skirmish and rolled " + dice_text(w.sunday_bonus_dice) + " for " +
            std::to_string(w.sunday_bonus_sixes) + " more six" + (w.sunday_bonus_sixes == 1 ? "" : "es") + ". ";
  else
    text += "Sunday's skirmish was drawn: no bonus roll. ";
  text += "Sixes set aside: USA " + std::to_string(w.banked[0]) + ", CSA " + std::to_string(w.banked[1]) + ". ";
  text += side_key(s.attacker()) + " attacks (" + attacker_reason_text(w.reason) + "). ";
  text += "Winning margin " + std::to_string(w.sixes_margin) + " + " + std::to_string(w.cavalry[index_of(s.attacker())]) +
          " for the attacker's cavalry regiments = " + std::to_string(w.margin()) + ": the day-of-battle table's " +
          margin_band(straggler_row(w.margin())) + " row.";
  return text;
}

}  // namespace muster::sbd
