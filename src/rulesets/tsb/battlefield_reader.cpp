#include "rulesets/tsb/battlefield_reader.hpp"

#include <algorithm>
#include <set>
#include <string>

#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

using spec::MapReader;
using spec::Node;

Battlefield default_battlefield(AreaShape shape) {
  Battlefield field;
  field.grid.shape = shape;
  switch (shape) {
    case AreaShape::square: field.grid.columns = 8, field.grid.rows = 8, field.area = Length::in(4); break;
    case AreaShape::hex_flat_top:
    case AreaShape::hex_pointy_top: field.grid.columns = 9, field.grid.rows = 8, field.area = Length::mm(100); break;
    case AreaShape::open: field.grid.columns = 12, field.grid.rows = 8, field.area = Length::in(6); break;
  }
  return field;
}

std::string grid_key(AreaShape shape) {
  if (shape == AreaShape::square) return "square";
  if (shape == AreaShape::open) return "open";
  return "hex";
}

Battlefield read_battlefield(MapReader& reader) {
  const std::string grid = reader.choice("grid", "square", {"square", "hex", "open"});
  AreaShape shape = grid == "square" ? AreaShape::square : grid == "open" ? AreaShape::open : AreaShape::hex_flat_top;
  if (auto top = reader.take("hex-top")) {
    const auto which = spec::read_choice(*top, reader.diagnostics(), {"flat", "pointy"}, "'hex-top'");
    if (shape != AreaShape::hex_flat_top)
      reader.diagnostics().error(top->where(), "'hex-top' belongs to hex grids, and this one is '" + grid + "'",
                                 "write 'grid: hex' or remove the line");
    else if (which == "pointy")
      shape = AreaShape::hex_pointy_top;
  }
  Battlefield field = default_battlefield(shape);
  field.grid.columns = reader.integer("columns", field.grid.columns, min_areas_across, max_columns);
  field.grid.rows = reader.integer("rows", field.grid.rows, min_areas_across, max_rows);
  field.area = reader.length("area", field.area, Length::mm(20), Length::mm(200));
  field.kinds.assign(static_cast<std::size_t>(field.grid.columns * field.grid.rows), TerrainKind::open);
  return field;
}

std::vector<Square> read_area_list(const Node& node, const AreaGrid& grid, Diagnostics& d, const std::string& what) {
  std::vector<Square> areas;
  if (!node.is_sequence()) {
    d.error(node.where(), what + " should be a list of areas like [C4, D4], not " + node.kind_name(), "write the areas in square brackets");
    return areas;
  }
  for (const Node& item : node.items())
    if (auto area = spec::read_square(item, d, grid.columns, grid.rows)) areas.push_back(*area);
  return areas;
}

std::optional<AreaPath> read_area_path(const Node& node, const AreaGrid& grid, Diagnostics& d, const std::string& what) {
  const std::size_t problems = d.list().size();
  AreaPath path{read_area_list(node, grid, d, what)};
  if (d.list().size() != problems) return std::nullopt;
  if (path.areas.size() < 2) {
    d.error(node.where(), what + " needs at least two areas", "list the areas it runs through, each beside the one before");
    return std::nullopt;
  }
  for (std::size_t i = 1; i < path.areas.size(); ++i) {
    if (!grid.adjacent(path.areas[i - 1], path.areas[i])) {
      d.error(node.items()[i].where(), what + " jumps from " + square_name(path.areas[i - 1]) + " to " + square_name(path.areas[i]),
              "each area must touch the one before it");
      return std::nullopt;
    }
    if (std::find(path.areas.begin(), path.areas.begin() + static_cast<std::ptrdiff_t>(i), path.areas[i]) != path.areas.begin() + static_cast<std::ptrdiff_t>(i)) {
      d.error(node.items()[i].where(), what + " passes through " + square_name(path.areas[i]) + " twice", "let it run through each area once");
      return std::nullopt;
    }
  }
  return path;
}

namespace {

// A road or the railway may not slip between two areas of water that meet at a corner: it crosses
// the water there with no bridge. Water placed before the paths are read is what it is held against.
bool keeps_off_closed_corners(const Battlefield& field, const AreaPath& path, const Node& node, Diagnostics& d, const std::string& what) {
  const auto step = first_closed_corner(field, path);
  if (!step) return true;
  const Square from = path.areas[*step - 1], to = path.areas[*step];
  d.error(node.items()[*step].where(),
          what + " steps from " + square_name(from) + " to " + square_name(to) + " between two areas of water that meet at a corner",
          "run it through one of them: a road over water is a bridge");
  return false;
}

void read_paths(const Node& node, const Battlefield& field, Diagnostics& d, const std::string& what, std::vector<AreaPath>& out) {
  if (!node.is_sequence()) {
    d.error(node.where(), "'" + what + "' should be a list of paths, each a list of areas", "write e.g. '" + what + ": [[A3, B3, C4]]'");
    return;
  }
  const std::string one = "a " + what.substr(0, what.size() - 1);
  for (const Node& item : node.items())
    if (auto path = read_area_path(item, field.grid, d, one); path && keeps_off_closed_corners(field, *path, item, d, one)) out.push_back(*path);
}

}  // namespace

void read_placed_terrain(const Node& node, Battlefield& field, Diagnostics& d) {
  MapReader placed(node, d, "'placed'");
  std::vector<bool> given(field.kinds.size(), false);
  for (const std::string& key : terrain_kind_keys()) {
    if (key == "open") continue;
    auto list = placed.take(key);
    if (!list) continue;
    for (Square area : read_area_list(*list, field.grid, d, "'" + key + "'")) {
      const auto index = static_cast<std::size_t>(field.grid.index(area));
      if (given[index]) d.error(list->where(), "area " + square_name(area) + " is given two kinds of terrain", "an area holds one kind; pick one");
      given[index] = true;
      field.kinds[index] = *parse_terrain_kind(key);
    }
  }
  if (auto roads = placed.take("roads")) read_paths(*roads, field, d, "roads", field.roads);
  if (auto railway = placed.take("railway")) {
    field.railway = read_area_path(*railway, field.grid, d, "the railway");
    if (field.railway && !keeps_off_closed_corners(field, *field.railway, *railway, d, "the railway")) field.railway.reset();
  }
  auto objectives = placed.take("objectives");
  if (objectives) {
    field.objectives = read_area_list(*objectives, field.grid, d, "'objectives'");
    // Listed twice, an objective would be starred once and counted twice.
    std::set<Square> seen;
    for (Square objective : field.objectives)
      if (!seen.insert(objective).second)
        d.error(objectives->where(), "objective " + square_name(objective) + " is listed twice", "list each objective area once");
    if (field.objectives.size() > static_cast<std::size_t>(most_objectives))
      d.error(objectives->where(), "the battlefield has " + std::to_string(field.objectives.size()) + " objectives, more than a scenario may ask for",
              "keep " + std::to_string(most_objectives) + " at most");
  }
  // A list whose areas could not be read has been reported already.
  if (field.objectives.empty() && (!objectives || (objectives->is_sequence() && objectives->items().empty())))
    d.error(objectives ? objectives->where() : node.where(), "the battlefield has no objective", "list at least one area under 'objectives'");
}

}  // namespace muster::tsb
