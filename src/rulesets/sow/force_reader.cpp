#include "rulesets/sow/force_reader.hpp"

#include <algorithm>

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
// A class or weapon written but misspelt counts as written: its own error says what is wrong.
struct FigureDefaults {
  std::optional<Quality> quality;
  std::optional<Firearm> firearm;
  Blade blade = Blade::none;
  bool horse = false;
  Firearm sidearm = Firearm::none;
  bool quality_written = false, firearm_written = false;
};

void read_defaults(MapReader& reader, FigureDefaults& defaults) {
  Diagnostics& d = reader.diagnostics();
  if (auto node = reader.take("class")) {
    defaults.quality_written = true;
    defaults.quality = parse_quality(spec::read_choice(*node, d, quality_keys(), "'class'").value_or(""));
  }
  if (auto node = reader.take("weapon")) {
    defaults.firearm_written = true;
    defaults.firearm = parse_firearm(spec::read_choice(*node, d, firearm_keys(), "'weapon'").value_or(""));
  }
  defaults.blade = *parse_blade(reader.choice("blade", key_of(defaults.blade), blade_keys()));
  defaults.horse = reader.flag("horse", defaults.horse);
  defaults.sidearm = *parse_sidearm(reader.choice("sidearm", key_of(defaults.sidearm), sidearm_keys()));
}

const std::string two_pistols_hint = "a sidearm is a pistol carried besides a carbine, rifle, musket or shotgun: remove 'sidearm', or give another 'weapon'";

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
  if (!f.quality && !f.quality_written) d.error(node.where(), "this figure has no class", "give 'class: trained' (or veteran, raw, civilian) here or on its unit");
  if (!f.firearm && !f.firearm_written) d.error(node.where(), "this figure has no weapon", "give 'weapon: minie-rifle' (or none, repeater, musket, ...) here or on its unit");
  if (f.firearm == Firearm::pistol && f.sidearm == Firearm::pistol) d.error(node.where(), "this figure's weapon is a pistol, and so is its sidearm", two_pistols_hint);
  for (int i = 0; i < count; ++i)
    unit.figures.push_back({rank, f.quality.value_or(Quality::trained), f.firearm.value_or(Firearm::none), f.blade, f.horse, f.sidearm});
  return count;
}

// A unit, and for each of its figures the entry that wrote it.
struct ReadUnit {
  Unit unit;
  Node where;
  std::vector<Node> figure_entries;
  bool clean = true;
};

std::optional<ReadUnit> read_unit(const Node& node, Diagnostics& d) {
  if (!node.is_map()) {
    d.error(node.where(), "a unit should be a mapping with 'name' and 'figures', found " + node.kind_name(),
            "write e.g. '- {name: 1st Squad, class: trained, weapon: musket, figures: [{rank: sergeant}, {count: 9}]}'");
    return std::nullopt;
  }
  const std::size_t errors_before = d.list().size();
  ReadUnit read{{}, node, {}};
  {
    MapReader reader(node, d, "a unit");
    read.unit.name = reader.text("name", "", most_unit_name);
    if (read.unit.name.empty()) d.error(node.where(), "this unit has no name", "give it one: 'name: 1st Squad'");
    FigureDefaults defaults;
    read_defaults(reader, defaults);
    auto figures = reader.require("figures");
    if (figures && !figures->is_sequence()) {
      d.error(figures->where(), "'figures' should be a list, found " + figures->kind_name(), "write e.g. 'figures: [{rank: sergeant}, {count: 9}]'");
    } else if (figures) {
      for (const Node& entry : figures->items()) {
        const int added = read_figure_entry(entry, defaults, read.unit, d);
        for (int i = 0; i < added; ++i) read.figure_entries.push_back(entry);
      }
    }
  }  // the reader reports unknown keys as it goes
  read.clean = d.list().size() == errors_before;
  return read;
}

}  // namespace

std::optional<ForceRecipe> read_force_recipe(const Node& node, Diagnostics& d, RecipeIn where) {
  if (!node.is_map()) {
    d.error(node.where(), "'force' should be a mapping, found " + node.kind_name(), "write e.g. 'force: {points: 600, company: infantry, class: trained}'");
    return std::nullopt;
  }
  const std::size_t errors_before = d.list().size();
  MapReader reader(node, d, "'force'");
  ForceRecipe r;
  r.company = *parse_company(reader.choice("company", "infantry", company_keys()));
  const bool cavalry = r.company != CompanyKind::infantry;
  r.quality = *parse_quality(reader.choice("class", "trained", quality_keys()));
  r.firearm = *parse_firearm(reader.choice("weapon", cavalry ? "minie-carbine" : "minie-rifle", firearm_keys()));
  r.blade = *parse_blade(reader.choice("blade", cavalry ? "sword" : "bayonet", blade_keys()));
  r.mounted_percent = reader.integer("mounted", cavalry ? 100 : 0, 0, 100);
  // The trooper carries a revolver besides his carbine; a record from before sidearms has none.
  const bool pistol_by_default = where == RecipeIn::scenario && cavalry && r.firearm != Firearm::pistol;
  const auto sidearm_node = node.child("sidearm");
  r.sidearm = *parse_sidearm(reader.choice("sidearm", pistol_by_default ? "pistol" : "none", sidearm_keys()));
  if (r.firearm == Firearm::pistol && r.sidearm == Firearm::pistol && sidearm_node)
    d.error(sidearm_node->where(), "the men's weapon is a pistol, and so is their sidearm", two_pistols_hint);
  auto points = reader.require("points");
  if (!points) return std::nullopt;
  r.points = static_cast<int>(spec::read_integer(*points, d, 1, most_points, "'points'").value_or(0));
  // A recipe with a mistake in it buys nothing worth checking: the captain it misses would be some other company's.
  if (d.list().size() != errors_before) return r;
  const Force force = build_force(r);
  if (force.units.empty()) {
    const Figure captain{Rank::captain, r.quality, Firearm::pistol, Blade::sword, cavalry && r.mounted_percent > 0};
    d.error(points->where(), std::to_string(r.points) + " points do not buy the company's captain (" + std::to_string(cost_of(captain)) + " points)",
            "raise 'points'");
  }
  return r;
}

std::optional<ListedForce> read_listed_force(const Node& node, const std::string& scenario_file, Diagnostics& d) {
  const std::size_t errors_before = d.list().size();
  const auto list = spec::read_unit_list(node, scenario_file, most_units_in_force, "merge units: a company has fewer than twenty", d);
  if (!list) return std::nullopt;
  ListedForce listed;
  for (const Node& item : list->items())
    if (auto unit = read_unit(item, d)) {
      listed.force.units.push_back(std::move(unit->unit));
      listed.unit_places.push_back(unit->where);
      listed.figure_places.push_back(std::move(unit->figure_entries));
      listed.unit_read_cleanly.push_back(unit->clean);
    }
  // Every item was refused above, each at its own line: there is no force to check (and "no units" would point at none).
  if (listed.force.units.empty()) return std::nullopt;
  listed.read_cleanly = d.list().size() == errors_before;
  return listed;
}

std::size_t report_force_problems(const ListedForce& listed, const std::vector<ForceProblem>& problems, Diagnostics& d) {
  std::size_t reported = 0;
  std::vector<std::pair<const Node*, const std::string*>> said;
  for (const ForceProblem& problem : problems) {
    if (problem.unit >= listed.force.units.size() || !listed.unit_read_cleanly[problem.unit]) continue;
    const std::vector<Node>& entries = listed.figure_places[problem.unit];
    const Node& where = problem.figure && *problem.figure < entries.size() ? entries[*problem.figure] : listed.unit_places[problem.unit];
    // An entry with a count writes several figures: what is wrong with them is said once, at the entry.
    const bool again = std::any_of(said.begin(), said.end(), [&](const auto& s) { return s.first->same_node_as(where) && *s.second == problem.message; });
    if (again) continue;
    said.push_back({&where, &problem.message});
    d.error(where.where(), problem.message, problem.hint);
    ++reported;
  }
  return reported;
}

std::optional<Force> read_force_list(const Node& node, const std::string& scenario_file, Diagnostics& d) {
  auto listed = read_listed_force(node, scenario_file, d);
  if (!listed) return std::nullopt;
  report_force_problems(*listed, check_force(listed->force), d);
  return std::move(listed->force);
}

// A record reads a recipe without 'sidearm' as carrying none (RecipeIn::record), so only a pistol is
// written: a record of a company without sidearms reads, and is written, as it was before them.
Record force_recipe_record(const ForceRecipe& r) {
  Record record = Record::map(true)
                      .add("points", Record::value(r.points))
                      .add("company", Record::value(key_of(r.company)))
                      .add("class", Record::value(key_of(r.quality)))
                      .add("weapon", Record::value(key_of(r.firearm)))
                      .add("blade", Record::value(key_of(r.blade)))
                      .add("mounted", Record::value(r.mounted_percent));
  if (r.sidearm != Firearm::none) record.add("sidearm", Record::value(key_of(r.sidearm)));
  return record;
}

namespace {

bool same_figure(const Figure& a, const Figure& b) {
  return a.rank == b.rank && a.quality == b.quality && a.firearm == b.firearm && a.sidearm == b.sidearm && a.blade == b.blade && a.horse == b.horse;
}

Record figure_record(const Figure& f, int count) {
  Record r = Record::map(true).add("rank", Record::value(key_of(f.rank)));
  if (count > 1) r.add("count", Record::value(count));
  r.add("class", Record::value(key_of(f.quality))).add("weapon", Record::value(key_of(f.firearm)));
  if (f.sidearm != Firearm::none) r.add("sidearm", Record::value(key_of(f.sidearm)));
  r.add("blade", Record::value(key_of(f.blade)));
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
