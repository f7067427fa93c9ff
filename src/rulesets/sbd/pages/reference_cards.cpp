// qrs.pdf: the cards of templates/sbd/qrs.yaml, their tables of numbers
// filled from tables.hpp, the same tables the generator rolls against.
#include "core/embedded_files.hpp"
#include "layout/cards.hpp"
#include "layout/check_bar.hpp"
#include "layout/style.hpp"
#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/tables.hpp"
#include "spec/card_template.hpp"

namespace muster::sbd {

using namespace layout;

namespace {
const std::vector<std::string> table_names = {"terrain", "command-radius", "day-of-battle", "quality-branches", "allocations"};

std::string yes(bool b) { return b ? "yes" : "no"; }

CardTable terrain_table() {
  CardTable t{{"Zone", "Units", "Guns", "Difficult", "Cover", "Blocks sight"}, {}, {2.4, 1, 1, 1.4, 1, 1.2}};
  for (const auto& r : terrain_rules)
    t.rows.push_back({r.name, std::to_string(r.limit), yes(r.artillery), yes(r.difficult), yes(r.cover), yes(r.blocks_sight)});
  return t;
}

CardTable radius_table() {
  CardTable t{{"Leader", "Reaches", "Zones"}, {}, {2, 4, 1}};
  for (auto rating : {orbat::Rating::poor, orbat::Rating::normal, orbat::Rating::charismatic, orbat::Rating::genius})
    t.rows.push_back({orbat::rating_key(rating), command_radius(rating), std::to_string(zones_influenced(rating))});
  return t;
}

CardTable day_of_battle_table() {
  CardTable t{{"Margin", "Cav.", "Green", "Exp.", "Vet.", "Guns"}, {}, {2, 1, 1.1, 1, 1, 1}};
  for (const auto& r : straggler_table)
    t.rows.push_back({margin_band(r), std::to_string(r.cavalry), std::to_string(r.green), std::to_string(r.experienced), std::to_string(r.veteran),
                      std::to_string(r.artillery)});
  return t;
}

std::string die_name(DieColour die) { return die == DieColour::red ? "red" : "green"; }
// "exp." keeps the narrow card columns from breaking words.
std::string short_quality(orbat::Quality q) { return q == orbat::Quality::experienced ? "exp." : orbat::quality_key(q); }

CardTable branches_table() {
  CardTable t{{"When", "First die", "Then", "Rest"}, {}, {2.4, 2.3, 2.3, 1.6}};
  for (const auto& b : branch_rules)
    t.rows.push_back({b.test, die_name(b.first_die) + ": " + short_quality(b.first), die_name(b.second_die) + ": " + short_quality(b.second),
                      short_quality(b.rest)});
  return t;
}

CardTable allocations_table() {
  CardTable t{{"Plan", "M", "T", "W", "T", "F", "S", "S"}, {}, {3, 1, 1, 1, 1, 1, 1, 1}};
  for (const auto& a : named_allocations) {
    std::vector<std::string> row{a.key};
    for (int d : a.dice) row.push_back(std::to_string(d));
    t.rows.push_back(row);
  }
  return t;
}

std::optional<CardTable> named_table(const std::string& name) {
  if (name == "terrain") return terrain_table();
  if (name == "command-radius") return radius_table();
  if (name == "day-of-battle") return day_of_battle_table();
  if (name == "quality-branches") return branches_table();
  if (name == "allocations") return allocations_table();
  return std::nullopt;
}
}  // namespace

void add_reference_cards(PageBuilder& builder) {
  const auto text = embedded_file("templates/sbd/qrs.yaml");
  const auto cards = spec::read_cards(spec::parse_yaml(std::string(text.value_or("")), "templates/sbd/qrs.yaml"), table_names, named_table);
  builder.title("Short But Desperate: quick reference", "Numbers and procedures of the rules, in muster's words.");
  builder.add(check_bar(builder.reserve(check_bar_height + style::gap)));  // one print job: page 1 checks them all
  flow_cards(builder, cards);
}

Document reference_cards(Paper paper, const std::string& footer, const TextMeasurer& measurer) {
  PageBuilder builder(paper_size(paper), measurer, footer);
  add_reference_cards(builder);
  return builder.finish("Short But Desperate: quick reference", "Reference cards for Short But Desperate");
}

}  // namespace muster::sbd
