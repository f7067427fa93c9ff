#include "layout/open_table_measurements.hpp"

#include <cmath>

namespace muster::layout {

namespace {

std::string from_west_and_south(TablePoint p, const TableUnit& unit) {
  return unit_text(p.x, unit) + " from west, " + unit_text(p.y, unit) + " from south";
}

// Where a line meets an edge, measured along that edge from its west or south end.
std::string where_on_edge(const muster::Table& table, TablePoint p, const TableUnit& unit) {
  const std::optional<Edge> edge = edge_at(table, p);
  if (!edge) return from_west_and_south(p, unit);
  const bool along_x = runs_along_rows(*edge);
  return "the " + edge_name(*edge) + " edge " + unit_text(along_x ? p.x : p.y, unit) + (along_x ? " from west" : " from south");
}

std::string turned(double degrees) {
  const double turn = std::fmod(std::fmod(degrees, 360) + 360, 360);
  if (turn == 0) return {};
  char text[48];
  std::snprintf(text, sizeof text, ", turned %g degrees clockwise", turn);
  return text;
}

FeatureMeasurement area_row(const Feature& feature, const Footprint& area, const TableUnit& unit) {
  return {feature.label, "centre " + from_west_and_south(area.centre, unit),
          unit_number(area.width, unit) + " x " + unit_text(area.depth, unit) + turned(area.turn_degrees)};
}

std::string pair_text(TablePoint p, const TableUnit& unit) { return "(" + unit_number(p.x, unit) + ", " + unit_number(p.y, unit) + ")"; }

// How far apart the points listed along a winding stream or road are: near enough that a
// tape laid from point to point follows it, far enough to keep the row short.
Length waypoint_spacing(const TableUnit& unit) { return unit.length * (unit.finest < 1 ? 12 : 20); }

// A stream or road: where it meets the edges, and a point every so often along it to lay it by.
FeatureMeasurement edge_to_edge_row(const muster::Table& table, const Feature& feature, const Course& line, const TableUnit& unit) {
  std::string position = "from " + where_on_edge(table, line.points.front(), unit) + " to " + where_on_edge(table, line.points.back(), unit);
  const Length length = course_length(line), step = waypoint_spacing(unit);
  std::string through;
  for (Length along = step; along < length - step / 2; along += step) through += (through.empty() ? "" : " ") + pair_text(point_along(line, along), unit);
  if (!through.empty()) position += "; through " + through + " every " + unit_text(step, unit) + " (from west, from south)";
  return {feature.label, position, unit_text(line.width, unit) + " wide, " + unit_text(length, unit) + " long"};
}

// A wall's ends and corners as (x, y) pairs, the unit and the sense said once at the end.
FeatureMeasurement barrier_row(const Feature& feature, const Course& line, const TableUnit& unit) {
  std::string position;
  for (std::size_t k = 0; k < line.points.size(); ++k) {
    position += k == 0 ? "from " : k + 1 == line.points.size() ? " to " : " via ";
    position += pair_text(line.points[k], unit);
  }
  position += ", " + unit.symbol + " from west, from south";
  return {feature.label, position, unit_text(course_length(line), unit) + " long, " + unit_text(line.width, unit) + " wide"};
}

std::vector<FeatureMeasurement> crossing_rows(const Feature& water, const Course& line, const TableUnit& unit) {
  std::vector<FeatureMeasurement> rows;
  int fords = 0, bridges = 0;
  for (const Crossing& crossing : line.crossings) {
    const int number = crossing.kind == "bridge" ? ++bridges : ++fords;
    const TablePoint middle = point_along(line, crossing.along + crossing.length / 2);
    // A bridge is where a road crosses: its stretch of water is what the road keeps clear, not the bridge's own size.
    rows.push_back({water.label + " " + crossing.kind + " " + std::to_string(number), "centre " + from_west_and_south(middle, unit),
                    crossing.kind == "bridge" ? "carries the road over" : unit_text(crossing.length, unit) + " along the " + water.kind});
  }
  return rows;
}

}  // namespace

std::string FeatureMeasurement::text() const { return label + " \u2014 " + position + ", " + size; }

std::vector<FeatureMeasurement> measure_features(const muster::Table& table, const std::vector<Feature>& features, const TableUnit& unit) {
  std::vector<FeatureMeasurement> rows;
  for (const Feature& feature : features) {
    if (const Footprint* area = feature.footprint()) {
      rows.push_back(area_row(feature, *area, unit));
      continue;
    }
    const Course& line = *feature.course();
    if (line.role == LineRole::barrier) {
      rows.push_back(barrier_row(feature, line, unit));
      continue;
    }
    rows.push_back(edge_to_edge_row(table, feature, line, unit));
    for (FeatureMeasurement& row : crossing_rows(feature, line, unit)) rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace muster::layout
