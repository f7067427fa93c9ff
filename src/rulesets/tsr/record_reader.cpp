// Reads a setup record back, checking it as strictly as a scenario: a record
// edited by hand must still describe a board the pack can print.
#include <algorithm>

#include "rulesets/tsr/format.hpp"
#include "rulesets/tsr/record.hpp"
#include "rulesets/tsr/record_checks.hpp"
#include "rulesets/tsr/tables.hpp"
#include "spec/print_reader.hpp"
#include "spec/side_reader.hpp"

namespace muster::tsr {

namespace {
using spec::MapReader;
using spec::Node;

struct Board {
  int columns;
  int rows;
};

// `places`, when given, gets where each square read was written.
std::vector<Square> read_squares(const Node& node, Diagnostics& d, Board board, std::vector<SourceLocation>* places = nullptr) {
  std::vector<Square> squares;
  if (!node.is_sequence()) {
    d.error(node.where(), "expected a list of squares like [C4, D4], not " + node.kind_name());
    return squares;
  }
  for (const Node& item : node.items())
    if (auto s = spec::read_square(item, d, board.columns, board.rows)) {
      squares.push_back(*s);
      if (places) places->push_back(item.where());
    }
  return squares;
}

Timeline read_timeline(MapReader& root) {
  Timeline timeline{9, 17};
  auto node = root.require("timeline");
  if (!node) return timeline;
  MapReader reader(*node, root.diagnostics(), "'timeline'");
  auto hour = [&](const std::string& key, int fallback) {
    auto value = reader.require(key);
    if (!value) return fallback;
    auto minutes = spec::read_clock_time(*value, root.diagnostics());
    // A turn is one hour from the hour: "08:30" would print as "08:00" and no longer read back as written.
    if (minutes && *minutes % 60 != 0)
      root.diagnostics().error(value->where(), "'" + key + "' is " + value->scalar() + ", but turns begin on the hour",
                               "write " + clock(*minutes / 60) + (*minutes / 60 < 23 ? " or " + clock(*minutes / 60 + 1) : ""));
    return minutes ? *minutes / 60 : fallback;
  };
  timeline.start_hour = hour("start", timeline.start_hour);
  timeline.dusk_hour = hour("dusk", timeline.dusk_hour);
  if (timeline.dusk_hour < timeline.start_hour)
    root.diagnostics().error(node->where(), "dusk comes before the start time", "dusk must be at or after the start");
  if (auto turns = reader.take("daylight-turns"); turns && timeline.dusk_hour >= timeline.start_hour) {
    auto n = spec::read_integer(*turns, root.diagnostics(), 1, 24, "'daylight-turns'");
    if (n && *n != timeline.daylight_turns())
      root.diagnostics().error(turns->where(), "'daylight-turns' says " + std::to_string(*n) + " but " + clock(timeline.start_hour) +
                                                   " to " + clock(timeline.dusk_hour) + " gives " + std::to_string(timeline.daylight_turns()),
                               "daylight turns count the dusk turn too; fix the number or remove it");
  }
  return timeline;
}

Terrain read_terrain(MapReader& root, Board board, RecordPlaces& places) {
  Terrain terrain;
  auto node = root.require("terrain");
  if (!node) return terrain;
  Diagnostics& d = root.diagnostics();
  MapReader reader(*node, d, "'terrain'");
  if (auto objective = reader.require("objective")) {
    MapReader o(*objective, d, "'objective'");
    if (auto square = o.require("square")) {
      terrain.objective = spec::read_square(*square, d, board.columns, board.rows).value_or(Square{});
      places.objective = square->where();
    }
    o.text("name", "liquor store");
  }
  if (auto hills = reader.take("hills")) {
    for (const Node& item : hills->items()) {
      MapReader h(item, d, "a hill");
      Hill hill;
      places.hill_squares.emplace_back();
      if (auto squares = h.require("squares")) hill.squares = read_squares(*squares, d, board, &places.hill_squares.back());
      if (auto peak = h.require("peak")) hill.peak = read_squares(*peak, d, board);
      for (Square p : hill.peak)
        if (std::find(hill.squares.begin(), hill.squares.end(), p) == hill.squares.end())
          d.error(item.where(), "peak " + square_name(p) + " is not one of its hill's squares", "add it to 'squares' or move the peak");
      terrain.hills.push_back(std::move(hill));
    }
  }
  if (auto forest = reader.take("forest")) {
    for (const Node& item : forest->items()) {
      MapReader f(item, d, "a forest square");
      ForestSquare square;
      places.forest.push_back(item.where());
      if (auto s = f.require("square")) {
        square.square = spec::read_square(*s, d, board.columns, board.rows).value_or(Square{});
        places.forest.back() = s->where();
      }
      square.trees = f.integer("trees", 1, 1, 40);
      terrain.forest.push_back(square);
    }
  }
  return terrain;
}

Marker read_marker(const Node& item, Diagnostics& d, Board board) {
  MapReader m(item, d, "a marker");
  Marker marker;
  marker.code = m.text("code", "?", longest_marker_code);
  const std::string kind = m.choice("kind", "decoy", {"XXX", "XAX", "decoy"});
  marker.kind = kind == "XXX" ? MarkerKind::infantry : kind == "XAX" ? MarkerKind::infantry_with_artillery : MarkerKind::decoy;
  if (auto drawn = m.take("drawn"); drawn && !spec::is_word(*drawn, "none"))
    if (auto n = spec::read_integer(*drawn, d, 1, 80, "'drawn'")) marker.drawn = static_cast<int>(*n);
  if (auto square = m.take("square")) marker.square = spec::read_square(*square, d, board.columns, board.rows);
  if (marker.square && !marker.drawn)
    d.error(item.where(), "marker " + marker.code + " stands on the board but was never drawn", "give it a 'drawn' number or remove its square");
  return marker;
}

// Where a mapping's value under `key` was written, or the mapping itself when the key is absent.
SourceLocation where_is(const Node& map, const std::string& key) {
  auto value = map.child(key);
  return value ? value->where() : map.where();
}

Division read_division(const Node& item, Diagnostics& d, Side side, const SideSetup& owner) {
  MapReader r(item, d, "a division");
  Division division;
  if (auto marker = r.require("marker")) {
    const std::string code = marker->scalar();
    const Marker* m = find_marker(owner, code);
    if (!m || !is_division(m->kind) || !m->drawn)
      d.error(marker->where(), "'" + code + "' is not a drawn XXX or XAX marker of " + side_key(side),
              "every division stands for one real force marker on the board");
    // An unknown code is kept where it fits, for the checks that follow; the record is refused either way.
    if (m || code.size() <= MarkerCode::most_characters) division.marker = code;
  }
  if (auto brigades = r.take("brigades"); brigades && !spec::is_word(*brigades, "on-contact")) {
    const int low = brigades_for(side, 2), high = brigades_for(side, 5);
    if (auto n = spec::read_integer(*brigades, d, low, high, "'brigades'")) division.brigades = static_cast<int>(*n);
  }
  division.artillery = r.integer("artillery", 0, 0, 1);
  return division;
}

SideSetup read_side(const Node& node, Diagnostics& d, Side side, Board board, RecordPlaces& places) {
  MapReader reader(node, d, "'" + side_key(side) + "'");
  SideSetup out;
  static_cast<SideIdentity&>(out) = acw::default_identity(side);
  spec::read_side_identity(reader, out, spec::north_or_south);
  const std::size_t s = index_of(side);
  places.baselines[s] = where_is(node, "baseline");
  if (auto markers = reader.require("markers"))
    for (const Node& item : markers->items()) {
      out.markers.push_back(read_marker(item, d, board));
      places.markers[s].push_back(item.where());
      places.marker_squares[s].push_back(where_is(item, "square"));
    }
  if (auto divisions = reader.take("divisions"))
    for (const Node& item : divisions->items()) {
      out.divisions.push_back(read_division(item, d, side, out));
      places.division_markers[s].push_back(where_is(item, "marker"));
      places.division_artillery[s].push_back(where_is(item, "artillery"));
    }
  return out;
}

void read_rolls(MapReader& root, std::vector<RollRecord>& rolls) {
  auto node = root.take("rolls");
  if (!node) return;
  for (const Node& item : node->items()) {
    MapReader r(item, root.diagnostics(), "a roll");
    // A roll of a large pool writes long lines: the record must read back whatever muster writes.
    constexpr std::size_t longest_roll = 4000;
    rolls.push_back({r.text("what", "", longest_roll), r.text("dice", "", longest_roll), r.text("result", "", longest_roll), r.text("gives", "", longest_roll)});
  }
}
}  // namespace

Setup read_record(MapReader& root, const SetupHead& head) {
  Diagnostics& d = root.diagnostics();
  Setup setup;
  read_record_start(root, setup, head, print_rules);
  setup.timeline = read_timeline(root);
  if (auto board = root.require("board")) {
    MapReader b(*board, d, "'board'");
    b.choice("grid", "offset-squares", {"offset-squares"});
    format::read_fields<BoardSize>(b, board_fields(), setup);
  }
  if (auto deployment = root.take("deployment")) {
    MapReader r(*deployment, d, "'deployment'");
    format::read_fields<Echelons>(r, echelon_fields(), setup);
  }
  const Board board{setup.columns, setup.rows};
  RecordPlaces places;
  setup.terrain = read_terrain(root, board, places);
  int sides_read = 0;
  if (auto sides = root.require("sides")) {
    MapReader reader(*sides, d, "'sides'");
    for (Side side : both_sides)
      if (auto node = reader.require(side_key(side))) {
        setup.sides[index_of(side)] = read_side(*node, d, side, board, places);
        ++sides_read;
      }
  }
  read_rolls(root, setup.rolls);
  // A missing side has been reported; checking it against the other would only add noise.
  if (sides_read == 2) check_record(setup, places, d);
  return setup;
}

}  // namespace muster::tsr
