#include "rulesets/tsr/scenario_reader.hpp"

#include "rulesets/tsr/format.hpp"
#include "rulesets/tsr/tables.hpp"
#include "spec/key_place.hpp"
#include "spec/print_reader.hpp"
#include "spec/side_reader.hpp"

namespace muster::tsr {

namespace {
using spec::MapReader;

SideSpec default_side(Side side) { return {acw::default_identity(side), default_pool(side)}; }

void read_pool(MapReader& side, MarkerPool& pool) {
  auto node = side.take("markers");
  if (!node) return;
  MapReader markers(*node, side.diagnostics(), "'markers'");
  format::read_fields(markers, pool_fields(), pool);
}

void read_sides(MapReader& root, Scenario& scenario) {
  for (Side side : both_sides) scenario.sides[index_of(side)] = default_side(side);
  auto node = root.take("sides");
  if (!node) return;
  MapReader sides(*node, root.diagnostics(), "'sides'");
  for (Side side : both_sides) {
    auto entry = sides.take(side_key(side));
    if (!entry) continue;
    SideSpec& spec = scenario.sides[index_of(side)];
    MapReader reader(*entry, root.diagnostics(), "'" + side_key(side) + "'");
    spec::read_side_identity(reader, spec, spec::north_or_south);
    read_pool(reader, spec.pool);
  }
}

void read_board(MapReader& root, Scenario& s) {
  auto node = root.take("board");
  if (!node) return;
  MapReader board(*node, root.diagnostics(), "'board'");
  format::read_fields<BoardSize>(board, board_fields(), s);
}

void read_terrain(MapReader& root, Scenario& s) {
  auto node = root.take("terrain");
  if (!node) return;
  MapReader terrain(*node, root.diagnostics(), "'terrain'");
  format::read_fields<TerrainAsked>(terrain, terrain_asked_fields(), s);
}

void read_deployment(MapReader& root, Scenario& s) {
  auto node = root.take("deployment");
  if (!node) return;
  MapReader deployment(*node, root.diagnostics(), "'deployment'");
  format::read_fields(deployment, draw_fields(), s);
  format::read_fields<Echelons>(deployment, echelon_fields(), s);
}

}  // namespace

Scenario read_scenario(MapReader& root, const spec::ScenarioHeader& header) {
  Scenario scenario;
  static_cast<ScenarioHead&>(scenario) = scenario_head(header);
  read_board(root, scenario);
  read_sides(root, scenario);
  read_terrain(root, scenario);
  read_deployment(root, scenario);
  spec::read_print(root, scenario.print, print_rules, spec::PaperKey::in_header);
  if (root.diagnostics().empty()) check_consistency(scenario, root.node(), root.diagnostics());
  return scenario;
}

void check_consistency(const Scenario& s, const spec::Node& where, Diagnostics& d) {
  // Each problem points at the first of the keys behind it that the file gives.
  auto fail = [&](std::initializer_list<spec::KeyPath> keys, std::string message, std::string hint) {
    d.error(spec::first_given(where, keys), std::move(message), std::move(hint));
  };
  const SideSpec& usa = s.sides[index_of(Side::usa)];
  const SideSpec& csa = s.sides[index_of(Side::csa)];
  if (usa.baseline == csa.baseline)
    fail({{"sides", "CSA", "baseline"}, {"sides", "USA", "baseline"}},
         "both sides have their baseline on the " + std::string(usa.baseline == Edge::south ? "south" : "north") + " edge",
         "give one side 'baseline: south' and the other 'baseline: north'");
  for (Side side : both_sides) {
    const SideSpec& spec = s.sides[index_of(side)];
    if (spec.pool.total() < s.draw)
      fail({{"deployment", "draw"}, {"sides", side_key(side), "markers"}, {"sides", side_key(side)}},
           side_key(side) + " has " + std::to_string(spec.pool.total()) + " force markers but must draw " + std::to_string(s.draw),
           "add markers to its pool or lower 'deployment: draw'");
  }
  if (s.first_echelon > s.draw)
    fail({{"deployment", "first-echelon"}, {"deployment", "draw"}},
         "the first echelon (" + std::to_string(s.first_echelon) + ") is larger than the draw (" + std::to_string(s.draw) + ")",
         "'first-echelon' counts the first markers drawn, so it cannot exceed 'draw'");
  if (s.first_echelon > s.columns || s.draw - s.first_echelon > s.columns)
    fail({{"deployment", "first-echelon"}, {"deployment", "draw"}, {"board", "columns"}},
         "an echelon holds more markers than the board has columns (" + std::to_string(s.columns) + ")",
         "each marker needs a square of its own: widen the board or draw fewer");
  const int rows_between = s.rows - 1 - s.echelon_distance - s.objective_distance.high;
  if (s.objective_distance.high >= s.rows - 1 || s.echelon_distance >= s.rows - 1)
    fail({{"terrain", "objective-distance"}, {"deployment", "echelon-distance"}, {"board", "rows"}}, "the store or the echelons would stand off the board",
         "keep 'objective-distance' and 'echelon-distance' well under 'rows'");
  else if (rows_between < 2)
    fail({{"board", "rows"}, {"deployment", "echelon-distance"}, {"terrain", "objective-distance"}},
         "no rows are left between the US first echelon and the store for the forest",
         "use more rows, a smaller 'echelon-distance' or a smaller 'objective-distance'");
  else {
    const int forest_squares = (s.trees + s.trees_per_square - 1) / s.trees_per_square;
    const int room = (rows_between - 1) * s.columns;
    if (forest_squares * 2 > room)
      fail({{"terrain", "trees"}, {"terrain", "trees-per-square"}, {"board"}},
           std::to_string(s.trees) + " trees at " + std::to_string(s.trees_per_square) + " a square need " + std::to_string(forest_squares) +
               " forest squares, too many for the " + std::to_string(room) + " squares the US crosses on its way to the store",
           "raise 'trees-per-square' or lower 'trees'");
  }
  if (s.hill_count.high * 12 * 2 > s.columns * s.rows)
    fail({{"terrain", "hills"}, {"board"}},
         std::to_string(s.hill_count.high) + " hills of at least 3 x 4 squares would cover over half of the board", "use fewer hills or a larger board");
}

}  // namespace muster::tsr
