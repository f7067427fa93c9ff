#include "rulesets/tsatf/summary.hpp"

#include "core/counted.hpp"
#include "core/table_unit.hpp"
#include "rulesets/summary_heading.hpp"
#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/procedures.hpp"
#include "rulesets/tsatf/ratio_departure.hpp"

namespace muster::tsatf {

namespace {

std::string roll_off_text(const spec::RollOff& rolls) {
  std::string text;
  for (const auto& pair : rolls) text += (text.empty() ? "" : ", ") + std::to_string(pair[0]) + "-" + std::to_string(pair[1]);
  return text;
}

std::string camels_text(const Setup& s) {
  std::string names;
  int unfamiliar = 0;
  for (const CamelFamiliarity& c : s.camels)
    if (c.unfamiliar) names += (unfamiliar++ ? ", " : "") + c.name;
  if (unfamiliar == 0) return "no horses are unfamiliar with camels";
  return std::to_string(unfamiliar) + " of " + std::to_string(s.camels.size()) + " horsed units unfamiliar with camels (" +
         (s.unfamiliar_named ? "named by the scenario" : "rolled, 1-3") + "): " + names;
}

// "Boxers: Imperial Chinese infantry 3 (the text's 6), ...": only the counts that depart.
std::string departure_text(const Setup& s, const RatioDeparture& departure) {
  if (departure.problem) return "outside the text's ratio: " + departure.problem->message;
  std::string text = "departs from the text's ratio for " + counted(departure.request.base, "infantry unit") + ":";
  std::string separator = " ";
  for (const RatioRow& row : departure.rows) {
    if (!row.departs()) continue;
    text += separator + s.sides[row.side].key + " " + label_of(row.kind) + " " + std::to_string(row.game) + " (the text's " + std::to_string(row.text) + ")";
    separator = ", ";
  }
  return text;
}

}  // namespace

std::string first_player_text(const Setup& s) {
  const std::string& key = s.sides[s.first_player].key;
  if (s.first_roll.empty()) return "First to move: " + key + " (the scenario's choice)";
  return "First to move: " + key + " (muster's roll-off, " + s.sides[0].key + " v " + s.sides[1].key + ": " + roll_off_text(s.first_roll) + ")";
}

std::string zone_text(const Setup& s, std::size_t side) {
  const SideSetup& own = s.sides[side];
  const bool across_north_south = own.baseline == Edge::south || own.baseline == Edge::north;
  const Length depth = across_north_south ? own.zone.north - own.zone.south : own.zone.east - own.zone.west;
  return "along the " + edge_name(own.baseline) + " edge, " + unit_text(depth, TableUnit::inches()) + " deep";
}

std::string current_text(const Setup& s) {
  const auto& current = s.battlefield.current;
  if (!current) return {};
  const Feature* river = river_of(s.battlefield.features);
  if (!river || !river->course()) return {};
  return current_caption(*current, *river->course()) + " (" + current_reason(*current) + ")";
}

std::string describe(const Setup& s) {
  const TableUnit in = TableUnit::inches();
  const Battlefield& b = s.battlefield;
  std::string out = summary_heading(s.scenario, ruleset_title + ", " + label_of(s.campaign), s.seed);
  out += "  table: " + unit_text(b.table.width, in) + " x " + unit_text(b.table.depth, in) + ", " + counted(static_cast<std::int64_t>(b.features.size()), "feature");
  if (!b.dropped.empty()) out += " (" + std::to_string(b.dropped.size()) + " found no room)";
  out += "\n";
  if (b.current) out += "  " + current_text(s) + "\n";
  if (s.ratio) out += "  forces by the ratios from " + counted(s.ratio->base, "infantry unit") + "\n";
  if (const auto departure = ratio_departure(s)) out += "  " + departure_text(s, *departure) + "\n";
  for (std::size_t i = 0; i < 2; ++i) {
    const SideSetup& side = s.sides[i];
    out += "  " + side.key + " (" + side.name + "): " + counted(figure_count(side.force), "figure") + " in " + counted(static_cast<std::int64_t>(side.force.units.size()), "unit");
    if (!side.boats.empty()) out += ", " + counted(static_cast<std::int64_t>(side.boats.size()), "boat");
    if (const Commander* senior = senior_leader(side)) out += ", led by " + senior->name;
    out += "; deploys " + zone_text(s, i) + "\n";
  }
  if (s.edges_roll) out += "  edges: D6 " + std::to_string(*s.edges_roll) + (*s.edges_roll > highest_roll_keeping_edges ? ", sides changed edges\n" : ", sides kept their edges\n");
  out += "  " + first_player_text(s) + "\n";
  if (!s.camels.empty()) out += "  camels: " + camels_text(s) + "\n";
  return out;
}

}  // namespace muster::tsatf
