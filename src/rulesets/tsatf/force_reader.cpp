#include "rulesets/tsatf/force_reader.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>

#include "rulesets/tsatf/arms_rules.hpp"
#include "rulesets/tsatf/force_builder.hpp"
#include "rulesets/tsatf/ratios.hpp"
#include "spec/key_shape.hpp"
#include "spec/unit_list_reader.hpp"
#include "spec/key_probe.hpp"
#include "spec/map_reader.hpp"

namespace muster::tsatf {

using spec::MapReader;
using spec::Node;

namespace {

inline constexpr std::size_t most_unit_name = 48;
inline constexpr std::array<const char*, 7> unit_keys = {"rank-and-file", "leaders", "lancers", "arms", "nationality", "formation", "scouts"};

std::string side_word(Allegiance side) { return side == Allegiance::imperial ? "imperial" : "native"; }

// "The Boxer Rebellion, 1899-1900" inside a sentence.
std::string in_sentence(std::string label) {
  label[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(label[0])));
  return label;
}

std::string keys_of(const std::vector<UnitKind>& kinds) {
  std::string text;
  for (UnitKind kind : kinds) text += (text.empty() ? "" : ", ") + key_of(kind);
  return text;
}

std::vector<UnitKind> kinds_for(Campaign campaign, Allegiance side) {
  std::vector<UnitKind> kinds;
  for (UnitKind kind : kinds_of(campaign))
    if (fits_side(kind, side)) kinds.push_back(kind);
  return kinds;
}

// A kind the campaign fields on this side, or an error at `where`.
bool kind_fits(UnitKind kind, Campaign campaign, Allegiance side, const Node& where, Diagnostics& d) {
  if (!campaign_fields(campaign, kind)) {
    d.error(where.where(), label_of(kind) + " units do not serve in " + in_sentence(label_of(campaign)), "this campaign's kinds: " + keys_of(kinds_of(campaign)));
    return false;
  }
  if (!fits_side(kind, side)) {
    d.error(where.where(), label_of(kind) + " units fight on the " + side_word(allegiance_of(kind)) + " side, not the " + side_word(side),
            "this side's kinds: " + keys_of(kinds_for(campaign, side)));
    return false;
  }
  return true;
}

std::string number_words(int n) {
  static const std::array<std::string, 5> words = {"no", "one", "two", "three", "four"};
  return n >= 0 && n < 5 ? words.at(static_cast<std::size_t>(n)) : std::to_string(n);
}

std::string organisation_words(UnitKind kind, const Organisation& o) {
  return label_of(kind) + " units are " + std::to_string(o.rank_and_file) + " rank and file and " + number_words(o.leaders) +
         (o.leaders == 1 ? " leader" : " leaders");
}

std::string organisation_source(UnitKind kind) {
  return organisation_from_text(kind) ? "the text's organisation" : "muster's default for the rulebook's organisation; the scenario's 'organisation' can change it";
}

// rank-and-file and leaders, when the unit gives them, must be its kind's.
void check_organisation(MapReader& reader, const Unit& unit, const Organisation& organisation) {
  for (const auto& [key, expected] : {std::pair<std::string, int>{"rank-and-file", organisation.rank_and_file}, {"leaders", organisation.leaders}}) {
    auto node = reader.take(key);
    if (!node) continue;
    const auto given = spec::read_integer(*node, reader.diagnostics(), 0, 999, "'" + key + "'");
    if (!given || *given == expected) continue;
    reader.diagnostics().error(node->where(),
                               "unit '" + unit.name + "' has " + std::to_string(*given) + (key == "leaders" ? " leaders" : " rank and file") + "; " +
                                   organisation_words(unit.kind, organisation) + " (" + organisation_source(unit.kind) + ")",
                               "write '" + key + ": " + std::to_string(expected) + "' or leave it out");
  }
}

void read_arms(MapReader& reader, Unit& unit) {
  auto node = reader.take("arms");
  if (!node) return;
  Diagnostics& d = reader.diagnostics();
  // The words are read before the unit's kind is asked whether it chooses its arms, so that one
  // reading reports every mistake (and a listening probe hears the words whatever the kind).
  const std::vector<Node> items = node->is_sequence() ? node->items() : std::vector<Node>{*node};
  std::vector<Weapon> arms;
  std::vector<Node> places;  // where each weapon read is written
  for (const Node& item : items)
    if (auto word = spec::read_choice(item, d, weapon_keys(), "'arms'")) {
      arms.push_back(*parse_weapon(*word));
      places.push_back(item);
    }
  if (unit.lancers && may_be_lancers(unit.kind)) {
    d.error(node->where(), "a lancer troop's arms are the text's: the lieutenant a pistol, every other rank a lance", "leave 'arms' out");
    return;
  }
  if (!arms_are_chosen(unit.kind)) {
    d.error(node->where(), "the text arms " + label_of(unit.kind) + " (" + label_of(default_arms(unit.kind, false)) + "); 'arms' cannot change them",
            "leave 'arms' out");
    return;
  }
  if (items.empty()) d.error(node->where(), "'arms' lists no weapons", "write e.g. 'arms: [rifle]', or leave it out");
  const auto problems = arms_problems(unit.kind, arms);
  for (const ArmsProblem& problem : problems) d.error(places.at(problem.index).where(), problem.message, problem.hint);
  if (problems.empty()) unit.arms.insert(unit.arms.end(), arms.begin(), arms.end());
}

void read_formation(MapReader& reader, Unit& unit) {
  const std::vector<Formation> allowed = formations_of(unit);
  if (!allowed.empty()) unit.formation = allowed.front();
  auto node = reader.take("formation");
  if (!node) return;
  Diagnostics& d = reader.diagnostics();
  const auto word = spec::read_choice(*node, d, formation_keys(), "'formation'");
  if (!word) return;
  const Formation formation = *parse_formation(*word);
  if (allowed.empty()) {
    d.error(node->where(), label_of(unit.kind) + " units take no formation", "leave 'formation' out");
    return;
  }
  if (std::find(allowed.begin(), allowed.end(), formation) == allowed.end()) {
    std::string can;
    for (Formation f : allowed) can += (can.empty() ? "" : " or ") + key_of(f);
    d.error(node->where(), "unit '" + unit.name + "' (" + label_of(unit.kind) + ", " + label_of(arms_of(unit)) + ") cannot use " + key_of(formation),
            "it can use " + can);
    return;
  }
  unit.formation = formation;
}

// 'scouts': the Q&A's "no more than 2 figures out of a unit", from the rank and file of an infantry unit.
void read_scouts(MapReader& reader, Unit& unit, const Organisation& organisation) {
  auto node = reader.take("scouts");
  if (!node) return;
  Diagnostics& d = reader.diagnostics();
  const auto scouts = spec::read_integer(*node, d, 0, most_scouts_in_unit, "'scouts'");
  if (!scouts) return;
  if (*scouts > 0 && !may_have_scouts(unit.kind)) {
    d.error(node->where(), label_of(unit.kind) + " units put out no scouts: muster gives scouts to infantry", "leave 'scouts' out");
    return;
  }
  if (*scouts > organisation.rank_and_file) {
    d.error(node->where(), "unit '" + unit.name + "' has " + std::to_string(organisation.rank_and_file) + " rank and file, too few for " + std::to_string(*scouts) + " scouts",
            "give at most " + std::to_string(organisation.rank_and_file) + " scouts");
    return;
  }
  unit.scouts = static_cast<int>(*scouts);
}

std::optional<Unit> read_unit(const Node& node, Campaign campaign, Allegiance side, const Organisations& organisations, Diagnostics& d) {
  if (!node.is_map()) {
    d.error(node.where(), "a unit should be a mapping with 'name' and 'kind', found " + node.kind_name(),
            "write e.g. '- {name: Tigers 1, kind: boxer-tigermen}'");
    return std::nullopt;
  }
  MapReader reader(node, d, "a unit");
  Unit unit;
  unit.name = reader.text("name", "", most_unit_name);
  if (unit.name.empty() && spec::absent_or_scalar(node, "name")) d.error(node.where(), "this unit has no name", "give it one: 'name: Tigers 1'");
  auto kind_node = reader.require("kind");
  const auto kind_word = kind_node ? spec::read_choice(*kind_node, d, unit_kind_keys(), "'kind'") : std::nullopt;
  if (!kind_word || !kind_fits(*parse_unit_kind(*kind_word), campaign, side, *kind_node, d)) {
    // The rest of the unit cannot be checked without its kind; its keys are known all the same.
    for (const char* key : unit_keys) reader.take(key);
    return std::nullopt;
  }
  unit.kind = *parse_unit_kind(*kind_word);
  if (auto lancers = reader.take("lancers")) {
    if (!may_be_lancers(unit.kind))
      d.error(lancers->where(), "only British or loyal Indian cavalry form lancer troops, not " + label_of(unit.kind), "leave 'lancers' out");
    else if (const auto word = spec::read_choice(*lancers, d, {"true", "false", "yes", "no"}, "'lancers'"))
      unit.lancers = *word == "yes" || *word == "true";
  }
  if (auto nationality = reader.take("nationality")) {
    spec::report_value(*nationality, {spec::ValueKind::text, 0, 0, {}, most_unit_name});
    if (unit.kind != UnitKind::western_infantry)
      d.error(nationality->where(), "only Western infantry give a nationality", "leave 'nationality' out");
    else if (!nationality->is_scalar() || nationality->scalar().size() > most_unit_name)
      d.error(nationality->where(), "'nationality' should be a word or two like 'Russian', not " + nationality->kind_name(),
              "keep it to " + std::to_string(most_unit_name) + " characters");
    else
      unit.nationality = nationality->scalar();
  }
  read_arms(reader, unit);
  read_formation(reader, unit);
  const Organisation& organisation = organisations.of(unit.kind);
  check_organisation(reader, unit, organisation);
  read_scouts(reader, unit, organisation);
  unit.figures = muster_figures(unit, organisation);
  return unit;
}

}  // namespace

std::optional<RatioRequest> read_ratio_request(const Node& node, Campaign campaign, Diagnostics& d) {
  if (!node.is_map()) {
    d.error(node.where(), "the ratio should be a mapping, found " + node.kind_name(), "write e.g. '{infantry: 4, cavalry: yes, artillery: yes}'");
    return std::nullopt;
  }
  MapReader reader(node, d, "the ratio");
  RatioRequest r;
  r.campaign = campaign;
  r.cavalry = reader.flag("cavalry", true);
  r.artillery = reader.flag("artillery", true);
  auto infantry = reader.require("infantry");
  if (!infantry) return std::nullopt;
  const auto base = spec::read_integer(*infantry, d, 0, 999, "'infantry'");
  // Read loosely so that ratio_problem can say why a number is refused; described as the ratios take it.
  spec::report_value(*infantry, {spec::ValueKind::integer, 1, most_base_units, {}, 0});
  if (!base) return std::nullopt;
  r.base = static_cast<int>(*base);
  if (auto problem = ratio_problem(r)) {
    d.error(infantry->where(), problem->message, problem->hint);
    return std::nullopt;
  }
  return r;
}

std::optional<std::vector<KindCount>> read_unit_counts(const Node& node, Campaign campaign, Allegiance side, Diagnostics& d) {
  if (!node.is_map() || node.entries().empty()) {
    d.error(node.where(), "the counts should be a mapping of kinds to numbers, found " + node.kind_name(), "write e.g. '{british-infantry: 4, british-cavalry: 2}'");
    return std::nullopt;
  }
  std::vector<KindCount> counts;
  bool good = true;
  for (const auto& [key, value] : node.entries()) {
    const auto word = spec::read_choice(key, d, unit_kind_keys(), "the kind");
    const auto count = spec::read_integer(value, d, 0, most_units_of_kind, "the count of " + key.scalar());
    if (!word || !count) {
      good = false;
      continue;
    }
    const UnitKind kind = *parse_unit_kind(*word);
    if (!kind_fits(kind, campaign, side, key, d)) {
      good = false;
      continue;
    }
    counts.push_back({kind, static_cast<int>(*count)});
  }
  if (!good) return std::nullopt;
  return counts;
}

Organisations read_organisations(const Node& node, Diagnostics& d) {
  Organisations organisations;
  if (!node.is_map()) {
    d.error(node.where(), "'organisation' should be a mapping of kinds, found " + node.kind_name(), "write e.g. '{british-infantry: {rank-and-file: 16, leaders: 2}}'");
    return organisations;
  }
  for (const auto& [key, value] : node.entries()) {
    const auto word = spec::read_choice(key, d, unit_kind_keys(), "the kind");
    if (!word) continue;
    const UnitKind kind = *parse_unit_kind(*word);
    if (organisation_from_text(kind)) {
      std::vector<UnitKind> rulebook;
      for (UnitKind k : all_unit_kinds)
        if (!organisation_from_text(k)) rulebook.push_back(k);
      d.error(key.where(), "the text organises " + label_of(kind) + ": " + std::to_string(default_organisation(kind).rank_and_file) +
                               " rank and file and " + number_words(default_organisation(kind).leaders) + (default_organisation(kind).leaders == 1 ? " leader" : " leaders"),
              "only the rulebook's kinds can change: " + keys_of(rulebook));
      continue;
    }
    if (!value.is_map()) {
      d.error(value.where(), "the organisation of " + key.scalar() + " should be a mapping, found " + value.kind_name(), "write e.g. '{rank-and-file: 16, leaders: 2}'");
      continue;
    }
    MapReader reader(value, d, "the organisation of " + key.scalar());
    Organisation o = organisations.of(kind);
    o.rank_and_file = reader.integer("rank-and-file", o.rank_and_file, 1, most_rank_and_file);
    o.leaders = reader.integer("leaders", o.leaders, 0, most_leaders);
    organisations.change(kind, o);
  }
  return organisations;
}

std::optional<Force> read_force_list(const Node& node, const std::string& scenario_file, Campaign campaign, Allegiance side,
                                     const Organisations& organisations, Diagnostics& d) {
  const auto list = spec::read_unit_list(node, scenario_file, most_units_in_list, "play a smaller action", d);
  if (!list) return std::nullopt;
  Force force;
  std::set<std::string> names;
  for (const Node& item : list->items()) {
    auto unit = read_unit(item, campaign, side, organisations, d);
    if (!unit) continue;
    if (!unit->name.empty() && !names.insert(unit->name).second)
      d.error(item.where(), "two units are called '" + unit->name + "'", "give every unit its own name: rosters and the camel list find units by name");
    force.units.push_back(std::move(*unit));
  }
  return force;
}

std::optional<std::vector<std::string>> read_named_unfamiliar(const Node& node, const Force& first, const Force& second, Diagnostics& d) {
  if (!node.is_sequence()) {
    d.error(node.where(), "the units unfamiliar with camels should be a list of unit names, found " + node.kind_name(),
            "write e.g. '[\"1st Troop, 19th Hussars\"]', or leave it out to roll for every unit");
    return std::nullopt;
  }
  std::vector<std::string> names;
  for (const Node& item : node.items()) names.push_back(item.is_scalar() ? item.scalar() : "");
  const auto problems = check_named_unfamiliar(first, second, names);
  for (const NamedUnitProblem& problem : problems) d.error(node.items().at(problem.index).where(), problem.message, problem.hint);
  if (!problems.empty()) return std::nullopt;
  return names;
}

}  // namespace muster::tsatf
