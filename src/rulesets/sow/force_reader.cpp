#include "rulesets/sow/force_reader.hpp"

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"
#include "spec/unit_list_reader.hpp"
#include "spec/map_reader.hpp"

namespace muster::sow {

using spec::MapReader;
using spec::Node;

namespace {

inline constexpr std::size_t most_unit_name = 40;

// What a unit says once for all its figures, and a figure entry may override.
struct FigureDefaults {
  std::optional<Quality> quality;
  std::optional<Firearm> firearm;
  Blade blade = Blade::none;
  bool horse = false;
};

void read_defaults(MapReader& reader, FigureDefaults& defaults) {
  Diagnostics& d = reader.diagnostics();
  if (auto node = reader.take("class")) defaults.quality = parse_quality(spec::read_choice(*node, d, quality_keys(), "'class'").value_or(""));
  if (auto node = reader.take("weapon")) defaults.firearm = parse_firearm(spec::read_choice(*node, d, firearm_keys(), "'weapon'").value_or(""));
  defaults.blade = *parse_blade(reader.choice("blade", key_of(defaults.blade), blade_keys()));
  defaults.horse = reader.flag("horse", defaults.horse);
}

// A figure entry: one figure, or `count` alike. Returns how many it added.
int read_figure_entry(const Node& node, const FigureDefaults& unit_defaults, Unit& unit, Diagnostics& d) {
  if (!node.is_map()) {
    d.error(node.where(), "a figure should be a mapping, found " + node.kind_name(), "write e.g. '{rank: private, count: 8}'");
    return 0;
  }
  MapReader reader(node, d, "a figure");
  const Rank rank = *parse_rank(reader.choice("rank", "private", rank_keys()));
  const int count = reader.integer("count", 1, 1, 99);
  FigureDefaults f = unit_defaults;
  read_defaults(reader, f);
  if (!f.quality) d.error(node.where(), "this figure has no class", "give 'class: trained' (or veteran, raw, civilian) here or on its unit");
  if (!f.firearm) d.error(node.where(), "this figure has no weapon", "give 'weapon: minie-rifle' (or none, repeater, musket, ...) here or on its unit");
  for (int i = 0; i < count; ++i) unit.figures.push_back({rank, f.quality.value_or(Quality::trained), f.firearm.value_or(Firearm::none), f.blade, f.horse});
  return count;
}

// A unit, and for each of its figures the entry that wrote it.
struct ReadUnit {
  Unit unit;
  Node where;
  std::vector<Node> figure_entries;
};

std::optional<ReadUnit> read_unit(const Node& node, Diagnostics& d) {
  if (!node.is_map()) {
    d.error(node.where(), "a unit should be a mapping with 'name' and 'figures', found " + node.kind_name(),
            "write e.g. '- {name: 1st Squad, class: trained, weapon: musket, figures: [{rank: sergeant}, {count: 9}]}'");
    return std::nullopt;
  }
  MapReader reader(node, d, "a unit");
  ReadUnit read{{}, node, {}};
  read.unit.name = reader.text("name", "", most_unit_name);
  if (read.unit.name.empty()) d.error(node.where(), "this unit has no name", "give it one: 'name: 1st Squad'");
  FigureDefaults defaults;
  read_defaults(reader, defaults);
  auto figures = reader.require("figures");
  if (!figures) return read;
  if (!figures->is_sequence()) {
    d.error(figures->where(), "'figures' should be a list, found " + figures->kind_name(), "write e.g. 'figures: [{rank: sergeant}, {count: 9}]'");
    return read;
  }
  for (const Node& entry : figures->items()) {
    const int added = read_figure_entry(entry, defaults, read.unit, d);
    for (int i = 0; i < added; ++i) read.figure_entries.push_back(entry);
  }
  return read;
}

}  // namespace

std::optional<ForceRecipe> read_force_recipe(const Node& node, Diagnostics& d) {
  if (!node.is_map()) {
    d.error(node.where(), "'force' should be a mapping, found " + node.kind_name(), "write e.g. 'force: {points: 600, company: infantry, class: trained}'");
    return std::nullopt;
  }
  MapReader reader(node, d, "'force'");
  ForceRecipe r;
  r.company = *parse_company(reader.choice("company", "infantry", company_keys()));
  const bool cavalry = r.company != CompanyKind::infantry;
  r.quality = *parse_quality(reader.choice("class", "trained", quality_keys()));
  r.firearm = *parse_firearm(reader.choice("weapon", cavalry ? "minie-carbine" : "minie-rifle", firearm_keys()));
  r.blade = *parse_blade(reader.choice("blade", cavalry ? "sword" : "bayonet", blade_keys()));
  r.mounted_percent = reader.integer("mounted", cavalry ? 100 : 0, 0, 100);
  auto points = reader.require("points");
  if (!points) return std::nullopt;
  r.points = static_cast<int>(spec::read_integer(*points, d, 1, most_points, "'points'").value_or(0));
  const Force force = build_force(r);
  if (r.points > 0 && force.units.empty()) {
    const Figure captain{Rank::captain, r.quality, Firearm::pistol, Blade::sword, cavalry && r.mounted_percent > 0};
    d.error(points->where(), std::to_string(r.points) + " points do not buy the company's captain (" + std::to_string(cost_of(captain)) + " points)",
            "raise 'points'");
  }
  return r;
}

std::optional<Force> read_force_list(const Node& node, const std::string& scenario_file, Diagnostics& d) {
  const auto list = spec::read_unit_list(node, scenario_file, most_units_in_force, "merge units: a company has fewer than twenty", d);
  if (!list) return std::nullopt;
  std::vector<ReadUnit> units;
  for (const Node& item : list->items())
    if (auto unit = read_unit(item, d)) units.push_back(std::move(*unit));
  // Every item was refused above, each at its own line: there is no force to check (and "no units" would point at none).
  if (units.empty()) return std::nullopt;
  Force force;
  for (const ReadUnit& read : units) force.units.push_back(read.unit);
  for (const ForceProblem& problem : check_force(force)) {
    const ReadUnit& read = units.at(problem.unit);
    const Node& where = problem.figure && *problem.figure < read.figure_entries.size() ? read.figure_entries[*problem.figure] : read.where;
    d.error(where.where(), problem.message, problem.hint);
  }
  return force;
}

Record force_recipe_record(const ForceRecipe& r) {
  return Record::map(true)
      .add("points", Record::value(r.points))
      .add("company", Record::value(key_of(r.company)))
      .add("class", Record::value(key_of(r.quality)))
      .add("weapon", Record::value(key_of(r.firearm)))
      .add("blade", Record::value(key_of(r.blade)))
      .add("mounted", Record::value(r.mounted_percent));
}

namespace {

bool same_figure(const Figure& a, const Figure& b) {
  return a.rank == b.rank && a.quality == b.quality && a.firearm == b.firearm && a.blade == b.blade && a.horse == b.horse;
}

Record figure_record(const Figure& f, int count) {
  Record r = Record::map(true).add("rank", Record::value(key_of(f.rank)));
  if (count > 1) r.add("count", Record::value(count));
  r.add("class", Record::value(key_of(f.quality))).add("weapon", Record::value(key_of(f.firearm))).add("blade", Record::value(key_of(f.blade)));
  if (f.horse) r.add("horse", Record::value("yes"));
  return r;
}

}  // namespace

Record force_list_record(const Force& force) {
  Record units = Record::list();
  for (const Unit& unit : force.units) {
    Record figures = Record::list();
    for (std::size_t i = 0; i < unit.figures.size();) {
      std::size_t run = 1;
      while (i + run < unit.figures.size() && same_figure(unit.figures[i], unit.figures[i + run])) ++run;
      figures.push(figure_record(unit.figures[i], static_cast<int>(run)));
      i += run;
    }
    units.push(Record::map().add("name", Record::value(unit.name, true)).add("figures", figures));
  }
  return units;
}

}  // namespace muster::sow
