#include "rulesets/tsr/record_checks.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "core/edge.hpp"

namespace muster::tsr {

namespace {

SourceLocation place(const std::vector<SourceLocation>& places, std::size_t index) {
  return index < places.size() ? places[index] : SourceLocation{};
}

std::string ordinal(int n) {
  const int tens = n % 100, units = n % 10;
  const char* suffix = (tens >= 11 && tens <= 13) ? "th" : units == 1 ? "st" : units == 2 ? "nd" : units == 3 ? "rd" : "th";
  return std::to_string(n) + suffix;
}

std::string line_of(const SourceLocation& where) { return "line " + std::to_string(where.line); }

// 1 for the first hill: the number a user counts down the record's 'hills' list.
std::optional<int> hill_with_peak_on(const std::vector<Hill>& hills, Square square) {
  for (std::size_t i = 0; i < hills.size(); ++i)
    if (std::find(hills[i].peak.begin(), hills[i].peak.end(), square) != hills[i].peak.end()) return static_cast<int>(i) + 1;
  return std::nullopt;
}

// False when they share an edge: then every marker of one side would be reported as out of its rows too.
bool check_baselines_apart(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  const Edge usa = setup.side(Side::usa).baseline, csa = setup.side(Side::csa).baseline;
  if (usa != csa) return true;
  d.error(places.baselines[index_of(Side::csa)], "both sides have their baseline on the " + edge_name(usa) + " edge",
          "give one side 'baseline: south' and the other 'baseline: north'");
  return false;
}

// Codes, draw numbers and squares are each a marker's own.
void check_markers_distinct(const SideSetup& side, const std::vector<SourceLocation>& items, Diagnostics& d) {
  std::set<MarkerCode> codes;
  std::set<int> orders;
  std::set<Square> squares;
  for (std::size_t i = 0; i < side.markers.size(); ++i) {
    const Marker& m = side.markers[i];
    const SourceLocation where = place(items, i);
    if (!codes.insert(m.code).second) d.error(where, "marker code " + m.code + " is used twice", "every marker needs its own code");
    if (m.drawn && !orders.insert(*m.drawn).second)
      d.error(where, "two markers were drawn " + ordinal(*m.drawn), "draw numbers run 1, 2, 3... once each");
    if (m.square && !squares.insert(*m.square).second)
      d.error(where, "two markers stand on " + square_name(*m.square), "give each placed marker its own square");
    // A drawn marker with no square would be left off every sheet without a word (the reader refuses the converse).
    if (m.drawn && !m.square)
      d.error(where, "marker " + m.code + " was drawn " + ordinal(*m.drawn) + " but stands on no square", "give it the square it was placed on");
  }
}

// A square of forest is one piece of woods: listed twice, it would be drawn and counted twice.
void check_forest_distinct(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  std::set<Square> seen;
  for (std::size_t i = 0; i < setup.terrain.forest.size(); ++i)
    if (!seen.insert(setup.terrain.forest[i].square).second)
      d.error(place(places.forest, i), "forest square " + square_name(setup.terrain.forest[i].square) + " is listed twice",
              "list each forest square once, with all its trees");
}

// Hills are separate pieces of cork: a square belongs to one hill at most.
void check_hills_apart(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  const auto& hills = setup.terrain.hills;
  for (std::size_t later = 1; later < hills.size(); ++later)
    for (std::size_t earlier = 0; earlier < later; ++earlier) {
      const auto& squares = hills[later].squares;
      const auto shared = std::find_if(squares.begin(), squares.end(), [&](Square s) {
        return std::find(hills[earlier].squares.begin(), hills[earlier].squares.end(), s) != hills[earlier].squares.end();
      });
      if (shared == squares.end()) continue;
      const auto index = static_cast<std::size_t>(shared - squares.begin());
      d.error(place(places.hill_squares[later], index),
              "hills " + std::to_string(earlier + 1) + " and " + std::to_string(later + 1) + " overlap on " + square_name(*shared),
              "hills do not overlap: remove the square from one of them");
    }
}

// Peaks are impassable: nothing stands on one and no tree grows there.
void check_peaks_clear(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  const auto& hills = setup.terrain.hills;
  if (auto hill = hill_with_peak_on(hills, setup.terrain.objective))
    d.error(places.objective, "the liquor store stands on " + square_name(setup.terrain.objective) + ", the peak of hill " + std::to_string(*hill),
            "peaks are impassable: move the store or the peak");
  for (std::size_t i = 0; i < setup.terrain.forest.size(); ++i) {
    const Square square = setup.terrain.forest[i].square;
    if (auto hill = hill_with_peak_on(hills, square))
      d.error(place(places.forest, i), "forest square " + square_name(square) + " is the peak of hill " + std::to_string(*hill),
              "peaks are impassable and hold no trees: move the forest square or the peak");
  }
  for (Side side : both_sides) {
    const auto& markers = setup.side(side).markers;
    for (std::size_t i = 0; i < markers.size(); ++i) {
      if (!markers[i].square) continue;
      if (auto hill = hill_with_peak_on(hills, *markers[i].square))
        d.error(place(places.marker_squares[index_of(side)], i),
                "marker " + markers[i].code + " stands on " + square_name(*markers[i].square) + ", the peak of hill " + std::to_string(*hill),
                "peaks are impassable: move the marker or the peak");
    }
  }
}

// The first markers drawn stand `echelon_distance` squares from their own baseline, the rest on it.
void check_echelon_rows(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  for (Side side : both_sides) {
    const SideSetup& own = setup.side(side);
    const std::string first = "the first " + std::to_string(setup.first_echelon) + " drawn stand " +
                              std::to_string(setup.echelon_distance) + " squares from the baseline, the rest on it";
    for (std::size_t i = 0; i < own.markers.size(); ++i) {
      const Marker& m = own.markers[i];
      if (!m.square || !m.drawn) continue;
      const bool in_first_echelon = *m.drawn <= setup.first_echelon;
      const int row = row_from_edge(own.baseline, in_first_echelon ? setup.echelon_distance : 0, setup.rows);
      if (m.square->row == row) continue;
      const std::string where_it_goes = in_first_echelon ? std::to_string(setup.echelon_distance) + " squares from the " + side_key(side) + " baseline"
                                                         : "on the " + side_key(side) + " baseline";
      d.error(place(places.marker_squares[index_of(side)], i),
              "marker " + m.code + " was drawn " + ordinal(*m.drawn) + ", so it stands " + where_it_goes + ", in row " +
                  std::to_string(row + 1) + ", not on " + square_name(*m.square),
              first + ": move the marker or change its 'drawn'");
    }
  }
}

// Every drawn XXX or XAX marker is one division, and a division's guns follow its marker.
void check_divisions(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  for (Side side : both_sides) {
    const SideSetup& own = setup.side(side);
    const std::size_t s = index_of(side);
    std::map<MarkerCode, std::size_t> first_division;
    for (std::size_t i = 0; i < own.divisions.size(); ++i) {
      const Division& division = own.divisions[i];
      if (division.marker.empty()) continue;  // a code too long to keep: the reader has said so
      const auto [earlier, fresh] = first_division.emplace(division.marker, i);
      if (!fresh) {
        d.error(place(places.division_markers[s], i),
                "marker " + division.marker + " has two divisions; the first is at " + line_of(place(places.division_markers[s], earlier->second)),
                "a force marker stands for one division: remove one of them");
        continue;
      }
      const Marker* marker = find_marker(own, division.marker);
      if (!marker || !is_division(marker->kind)) continue;  // the reader has said so
      const int guns = marker->kind == MarkerKind::infantry_with_artillery ? 1 : 0;
      if (division.artillery != guns)
        d.error(place(places.division_artillery[s], i),
                "division " + division.marker + " is " + marker_kind_key(marker->kind) + " but has " +
                    (division.artillery == 1 ? "an artillery battalion" : "no artillery battalion"),
                "an XAX division has one artillery battalion, an XXX division none");
    }
    for (std::size_t i = 0; i < own.markers.size(); ++i) {
      const Marker& m = own.markers[i];
      if (m.drawn && is_division(m.kind) && !first_division.count(m.code))
        d.error(place(places.markers[s], i), "marker " + m.code + " is a drawn " + marker_kind_key(m.kind) + " but no division stands for it",
                "add a division with 'marker: " + m.code + "' to " + side_key(side) + "'s 'divisions', or make the marker a decoy");
    }
  }
}

}  // namespace

void check_record(const Setup& setup, const RecordPlaces& places, Diagnostics& d) {
  for (Side side : both_sides) check_markers_distinct(setup.side(side), places.markers[index_of(side)], d);
  const bool baselines_apart = check_baselines_apart(setup, places, d);
  check_hills_apart(setup, places, d);
  check_forest_distinct(setup, places, d);
  check_peaks_clear(setup, places, d);
  if (baselines_apart) check_echelon_rows(setup, places, d);
  check_divisions(setup, places, d);
}

}  // namespace muster::tsr
