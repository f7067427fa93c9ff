#include "spec/open_table_reader.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>

#include "spec/key_probe.hpp"
#include "spec/map_reader.hpp"

namespace muster::spec {

namespace {

const std::vector<std::string> area_shapes = {"ellipse", "rectangle", "polygon"};
// Every key a feature may have, so that a feature that cannot be read reports its first fault, not every other key.
const std::vector<std::string> feature_keys = {"kind", "label", "centre", "size", "turn", "shape", "corners", "points", "width", "fords", "bridges"};

std::string trimmed_number(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  std::string text = buffer;
  if (text.find('.') != std::string::npos) {
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
  }
  return text == "-0" ? "0" : text;
}

std::string share_text(double share) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.9g", share == 0 ? 0.0 : share);
  return buffer;
}

std::optional<double> parse_number(const std::string& text, std::string* rest = nullptr) {
  double value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc{} || !std::isfinite(value) || stop == text.data()) return std::nullopt;
  std::string remainder(stop, end);
  remainder.erase(0, remainder.find_first_not_of(' '));
  if (rest) *rest = remainder;
  else if (!remainder.empty()) return std::nullopt;
  return value;
}

std::string place_text(const SourceLocation& where) {
  return where.file + ":" + std::to_string(where.line) + ":" + std::to_string(where.column);
}

std::string table_text(const Table& table, const TableUnit& unit) {
  return unit_number(table.width, unit) + " x " + unit_text(table.depth, unit);
}

std::string example_point(const TableUnit& unit) { return "[45" + unit.symbol + ", 30" + unit.symbol + "]"; }

std::optional<TablePoint> read_point(const Node& node, Diagnostics& d, const TableUnit& unit, const std::string& what) {
  if (!node.is_sequence() || node.items().size() != 2) {
    d.error(node.where(), what + " should be a point like " + example_point(unit) + ", not " + node.kind_name(),
            "write how far it is east of the west edge, then how far north of the south edge");
    return std::nullopt;
  }
  const auto x = read_table_length(node.items()[0], d, unit, what);
  const auto y = read_table_length(node.items()[1], d, unit, what);
  if (!x || !y) return std::nullopt;
  return TablePoint{*x, *y};
}

std::optional<Length> read_positive_length(const Node& node, Diagnostics& d, const TableUnit& unit, const std::string& what) {
  const auto length = read_table_length(node, d, unit, what);
  if (length && *length <= Length{}) {
    d.error(node.where(), what + " is " + node.scalar() + ", and it should be more than nothing",
            "give a size above zero, e.g. '4" + unit.symbol + "'");
    return std::nullopt;
  }
  return length;
}

std::optional<std::pair<Length, Length>> read_size(const Node& node, Diagnostics& d, const TableUnit& unit) {
  if (!node.is_sequence() || node.items().size() != 2) {
    d.error(node.where(), "'size' should be a width and a depth like [40" + unit.symbol + ", 25" + unit.symbol + "], not " + node.kind_name(),
            "write the width west to east, then the depth south to north, before the shape is turned");
    return std::nullopt;
  }
  const auto width = read_positive_length(node.items()[0], d, unit, "the width in 'size'");
  const auto depth = read_positive_length(node.items()[1], d, unit, "the depth in 'size'");
  if (!width || !depth) return std::nullopt;
  return std::pair{*width, *depth};
}

std::optional<double> read_number(const Node& node, Diagnostics& d, double low, double high, const std::string& what, const std::string& example) {
  report_value(node, {ValueKind::number, std::llround(low * 100), std::llround(high * 100), {}, 0});
  const auto value = node.is_scalar() ? parse_number(node.scalar()) : std::nullopt;
  if (!value || *value < low || *value > high) {
    d.error(node.where(), what + " should be a number from " + trimmed_number(low, 2) + " to " + trimmed_number(high, 2) + ", not " + node.kind_name(),
            example);
    return std::nullopt;
  }
  return value;
}

std::optional<std::vector<OutlineCorner>> read_corners(const Node& node, Diagnostics& d) {
  const std::string example = "for example [[0.5, 0], [0, 0.5], [-0.5, 0], [0, -0.5]] for a diamond filling its size";
  if (!node.is_sequence() || node.items().size() < 3) {
    d.error(node.where(), "'corners' should be a list of three corners or more, not " + node.kind_name(), example);
    return std::nullopt;
  }
  std::vector<OutlineCorner> corners;
  for (const Node& corner : node.items()) {
    if (!corner.is_sequence() || corner.items().size() != 2) {
      d.error(corner.where(), "a corner should be a pair of shares of the size like [0.5, -0.25], not " + corner.kind_name(), example);
      return std::nullopt;
    }
    const auto across = read_number(corner.items()[0], d, -0.5, 0.5, "a corner's share of the width", example);
    const auto up = read_number(corner.items()[1], d, -0.5, 0.5, "a corner's share of the depth", example);
    if (!across || !up) return std::nullopt;
    corners.push_back({*across, *up});
  }
  return corners;
}

bool is_rectangle(const std::vector<OutlineCorner>& corners) {
  const std::vector<OutlineCorner> rectangle = rectangle_corners();
  return corners.size() == rectangle.size() && std::equal(corners.begin(), corners.end(), rectangle.begin(), [](OutlineCorner a, OutlineCorner b) {
           return a.across == b.across && a.up == b.up;
         });
}

std::optional<Footprint> read_area(MapReader& reader, const TableUnit& unit) {
  Diagnostics& d = reader.diagnostics();
  const auto centre_node = reader.require("centre");
  const auto size_node = reader.require("size");
  const auto centre = centre_node ? read_point(*centre_node, d, unit, "'centre'") : std::nullopt;
  const auto size = size_node ? read_size(*size_node, d, unit) : std::nullopt;
  const auto turn_node = reader.take("turn");
  const auto turn = turn_node ? read_number(*turn_node, d, -360, 360, "'turn'", "give the degrees it is turned clockwise, like 30") : 0.0;
  const std::string shape = reader.choice("shape", "ellipse", area_shapes);
  std::optional<std::vector<OutlineCorner>> corners = std::vector<OutlineCorner>{};
  if (auto corners_node = reader.take("corners")) {
    if (shape == "polygon") corners = read_corners(*corners_node, d);
    else d.error(corners_node->where(), "'corners' belong to a polygon, and this shape is '" + shape + "'", "write 'shape: polygon' or remove 'corners'");
  } else if (shape == "polygon") {
    d.error(reader.node().where(), "a polygon needs its 'corners'", "list them as shares of the size from the centre, like [[0.5, 0], [0, 0.5], [-0.5, 0]]");
    corners.reset();
  }
  if (!centre || !size || !turn || !corners) return std::nullopt;
  if (shape == "rectangle") corners = rectangle_corners();
  return Footprint{*centre, size->first, size->second, *turn, std::move(*corners)};
}

std::optional<std::vector<Crossing>> read_crossings(const Node& node, Diagnostics& d, const TableUnit& unit, const std::string& kind) {
  const std::string list_name = "'" + kind + "s'";
  if (!node.is_sequence()) {
    d.error(node.where(), list_name + " should be a list like [{at: 50" + unit.symbol + ", length: 8" + unit.symbol + "}], not " + node.kind_name(),
            "'at' is how far along the line from its first point the " + kind + " begins");
    return std::nullopt;
  }
  std::vector<Crossing> crossings;
  bool complete = true;
  for (const Node& item : node.items()) {
    MapReader reader(item, d, "a " + kind);
    if (!reader.valid()) {
      complete = false;
      continue;
    }
    const auto at_node = reader.require("at");
    const auto length_node = reader.require("length");
    const auto at = at_node ? read_table_length(*at_node, d, unit, "'at'") : std::nullopt;
    const auto length = length_node ? read_positive_length(*length_node, d, unit, "'length'") : std::nullopt;
    if (at && length) crossings.push_back({kind, *at, *length});
    else complete = false;
  }
  if (!complete) return std::nullopt;
  return crossings;
}

std::optional<Course> read_course(MapReader& reader, const TableUnit& unit, const PlacedKind& kind, const std::string& label) {
  Diagnostics& d = reader.diagnostics();
  Course course{*kind.line, {}, kind.width, {}};
  bool complete = true;
  if (const auto points = reader.require("points")) {
    if (!points->is_sequence() || points->items().size() < 2) {
      d.error(points->where(), "'points' should be a list of two points or more, like [" + example_point(unit) + ", [180" + unit.symbol + ", 60" +
                                   unit.symbol + "]], not " + points->kind_name(),
              "a line runs from its first point through each of the others");
      complete = false;
    } else {
      for (const Node& point : points->items()) {
        const auto p = read_point(point, d, unit, "a point of 'points'");
        if (p) course.points.push_back(*p);
        else complete = false;
      }
    }
  } else {
    complete = false;
  }
  if (const auto width = reader.take("width")) {
    const auto given = read_positive_length(*width, d, unit, "'width'");
    if (given) course.width = *given;
    else complete = false;
  }
  if (course.role == LineRole::water)
    for (const std::string crossing : {"ford", "bridge"})
      if (const auto list = reader.take(crossing + "s")) {
        const auto read = read_crossings(*list, d, unit, crossing);
        if (!read) {
          complete = false;
          continue;
        }
        const Length whole = complete ? course_length(course) : Length{};
        for (std::size_t k = 0; k < read->size(); ++k) {
          const Crossing& c = (*read)[k];
          if (complete && c.along + c.length > whole + Length::mm(0.01)) {
            d.error(list->items()[k].where(), "this " + crossing + " runs past the end of '" + label + "', which is " + unit_text(whole, unit) + " long",
                    "'at' is how far along the line from its first point the " + crossing + " begins");
            complete = false;
          }
          course.crossings.push_back(c);
        }
      }
  std::stable_sort(course.crossings.begin(), course.crossings.end(), [](const Crossing& a, const Crossing& b) { return a.along < b.along; });
  if (!complete) return std::nullopt;
  return course;
}

struct PlacedItem {
  Feature feature;
  SourceLocation where;
};

std::optional<Feature> read_feature(const Node& item, const TableUnit& unit, const std::vector<PlacedKind>& kinds, std::map<std::string, int>& numbered,
                                    Diagnostics& d) {
  MapReader reader(item, d, "a placed feature");
  if (!reader.valid()) return std::nullopt;
  const auto mark_all_known = [&] {
    for (const std::string& key : feature_keys) reader.take(key);
  };
  const auto kind_node = reader.require("kind");
  std::vector<std::string> kind_keys;
  for (const PlacedKind& kind : kinds) kind_keys.push_back(kind.kind);
  const auto key = kind_node ? read_choice(*kind_node, d, kind_keys, "'kind'") : std::nullopt;
  if (!key) {
    mark_all_known();
    return std::nullopt;
  }
  const PlacedKind& kind = *std::find_if(kinds.begin(), kinds.end(), [&](const PlacedKind& k) { return k.kind == *key; });
  const int number = ++numbered[kind.kind];
  const std::string label = reader.text("label", kind.name + " " + std::to_string(number), 60);
  if (kind.line) {
    if (auto course = read_course(reader, unit, kind, label)) return Feature{kind.kind, label, kind.cover, std::move(*course)};
  } else if (auto footprint = read_area(reader, unit)) {
    return Feature{kind.kind, label, kind.cover, std::move(*footprint)};
  }
  return std::nullopt;
}

// How far a feature reaches past the table's edges: "12 cm past the west edge".
std::string overhang_text(const Feature& feature, const Table& table, const TableUnit& unit) {
  TableBox box = bounding_box(feature);
  if (const Course* course = feature.course()) {
    // Only a line's middle must stay on the table: water and roads run out across an edge.
    box = {course->points.front().x, course->points.front().y, course->points.front().x, course->points.front().y};
    for (const TablePoint& p : course->points)
      box = {min(box.west, p.x), min(box.south, p.y), max(box.east, p.x), max(box.north, p.y)};
  }
  std::vector<std::pair<Length, std::string>> past = {{-box.west, "west"}, {-box.south, "south"}, {box.east - table.width, "east"}, {box.north - table.depth, "north"}};
  std::string text;
  for (const auto& [by, edge] : past)
    if (by > Length::mm(0.001)) text += std::string(text.empty() ? "" : " and ") + unit_text(max(by, unit.length * unit.finest), unit) + " past the " + edge + " edge";
  return text;
}

void report(const FeatureProblem& problem, const std::vector<PlacedItem>& items, const Table& table, const TableUnit& unit, Diagnostics& d) {
  const PlacedItem& item = items[problem.feature];
  const std::string name = "'" + item.feature.label + "'";
  switch (problem.what) {
    case FeatureProblem::What::malformed:
      d.error(item.where, name + " cannot be drawn", item.feature.course() ? "a line needs two different points, a width and its crossings along it"
                                                                            : "an area needs a width and a depth, and a polygon three corners not in a line");
      return;
    case FeatureProblem::What::off_table:
      d.error(item.where, name + " lies partly off the " + table_text(table, unit) + " table",
              "it reaches " + overhang_text(item.feature, table, unit) + "; move it in or make it smaller");
      return;
    case FeatureProblem::What::overlap: {
      const PlacedItem& later = items[*problem.other];
      const bool road_and_water = (item.feature.is_road() || later.feature.is_road()) &&
                                  ((item.feature.course() && item.feature.course()->role == LineRole::water) ||
                                   (later.feature.course() && later.feature.course()->role == LineRole::water));
      d.error(later.where, "'" + later.feature.label + "' overlaps or touches " + name + ", placed at " + place_text(item.where),
              road_and_water ? "a road crosses water only where the water has a ford or a bridge" : "features may not share ground: move one of them or make it smaller");
      return;
    }
  }
}

}  // namespace

std::optional<Length> read_table_length(const Node& node, Diagnostics& d, const TableUnit& unit, const std::string& what) {
  // Bounded where it is used (a point on the table, a size): the probe hears a length up to 100 m, past any table.
  report_value(node, {ValueKind::length, 0, 1000000, {}, 0});
  std::string suffix;
  const auto number = node.is_scalar() ? parse_number(node.scalar(), &suffix) : std::nullopt;
  if (number) {
    // A bare number is in the table's unit, worked out as that unit written out would be, so "45" and "45cm" are the same length.
    if (suffix.empty()) suffix = unit.symbol;
    if (suffix == "cm") return Length::mm(*number * 10);
    if (suffix == "mm") return Length::mm(*number);
    if (suffix == "in") return Length::in(*number);
    if (suffix == unit.symbol) return unit.length * *number;
  }
  d.error(node.where(), what + " should be a length like '45" + unit.symbol + "', not " + node.kind_name(),
          "write a number and 'cm', 'mm' or 'in'; a number alone is in " + unit.symbol);
  return std::nullopt;
}

Table read_table_size(const Node& node, Diagnostics& d, const Table& fallback, const TableUnit& unit, Length smallest, Length largest) {
  MapReader reader(node, d, "'table'");
  Table table = fallback;
  for (const auto& [key, side] : {std::pair{"width", &table.width}, std::pair{"depth", &table.depth}}) {
    const ValueFact table_length{ValueKind::length, std::llround(smallest.millimetres() * 10), std::llround(largest.millimetres() * 10), {}, 0};
    reader.describe(key, table_length, table_length_text(*side, unit));
    const auto value = reader.take(key);
    if (!value) continue;
    const auto length = read_table_length(*value, d, unit, std::string("the table's ") + key);
    report_value(*value, table_length);  // after read_table_length's own, looser report: this one is what the table takes
    if (!length) continue;
    if (*length < smallest || *length > largest) {
      d.error(value->where(), std::string("the table's ") + key + " is " + value->scalar() + ", outside what muster lays out",
              "use a " + std::string(key) + " from " + unit_text(smallest, unit) + " to " + unit_text(largest, unit));
      continue;
    }
    *side = *length;
  }
  return table;
}

std::vector<Feature> read_placed_features(const Node& list, const Table& table, const TableUnit& unit, const std::vector<PlacedKind>& kinds,
                                          Diagnostics& d) {
  if (!list.is_sequence()) {
    d.error(list.where(), "'placed' should be a list of features, one item each, not " + list.kind_name(),
            "write each feature on its own line starting '- {kind: ...}'");
    return {};
  }
  std::vector<PlacedItem> items;
  std::map<std::string, int> numbered;
  std::map<std::string, SourceLocation> labels;
  for (const Node& node : list.items()) {
    auto feature = read_feature(node, unit, kinds, numbered, d);
    if (!feature) continue;
    if (const auto first = labels.find(feature->label); first != labels.end()) {
      d.error(node.where(), "two features are called '" + feature->label + "'; the first is at " + place_text(first->second),
              "give each its own 'label', so the map and the table of measurements tell them apart");
      continue;
    }
    labels.emplace(feature->label, node.where());
    items.push_back({std::move(*feature), node.where()});
  }
  std::vector<Feature> features;
  for (const PlacedItem& item : items) features.push_back(item.feature);
  for (const FeatureProblem& problem : check_features(table, features, placed_clearance)) report(problem, items, table, unit, d);
  return features;
}

std::string table_length_text(Length length, const TableUnit& unit) { return trimmed_number(length / unit.length, 4) + unit.symbol; }

Record table_size_record(const Table& table, const TableUnit& unit) {
  Record size = Record::map(true);
  size.add("width", Record::value(table_length_text(table.width, unit)));
  size.add("depth", Record::value(table_length_text(table.depth, unit)));
  return size;
}

namespace {

Record point_record(TablePoint point, const TableUnit& unit) {
  Record pair = Record::list(true);
  pair.push(Record::value(table_length_text(point.x, unit)));
  pair.push(Record::value(table_length_text(point.y, unit)));
  return pair;
}

Record area_record(const Feature& feature, const Footprint& area, const TableUnit& unit) {
  Record record = Record::map(true);
  record.add("kind", Record::value(feature.kind));
  record.add("label", Record::value(feature.label, true));
  record.add("centre", point_record(area.centre, unit));
  record.add("size", point_record({area.width, area.depth}, unit));
  if (area.turn_degrees != 0) record.add("turn", Record::value(trimmed_number(area.turn_degrees, 6)));
  const bool rectangle = is_rectangle(area.corners);
  record.add("shape", Record::value(area.corners.empty() ? "ellipse" : rectangle ? "rectangle" : "polygon"));
  if (!area.corners.empty() && !rectangle) {
    Record corners = Record::list(true);
    for (const OutlineCorner& corner : area.corners) {
      Record pair = Record::list(true);
      pair.push(Record::value(share_text(corner.across)));
      pair.push(Record::value(share_text(corner.up)));
      corners.push(std::move(pair));
    }
    record.add("corners", std::move(corners));
  }
  return record;
}

Record course_record(const Feature& feature, const Course& course, const TableUnit& unit) {
  Record record = Record::map();
  record.add("kind", Record::value(feature.kind));
  record.add("label", Record::value(feature.label, true));
  Record points = Record::list(true);
  for (const TablePoint& point : course.points) points.push(point_record(point, unit));
  record.add("points", std::move(points));
  record.add("width", Record::value(table_length_text(course.width, unit)));
  for (const std::string kind : {"ford", "bridge"}) {
    Record crossings = Record::list(true);
    for (const Crossing& crossing : course.crossings) {
      if (crossing.kind != kind) continue;
      Record stretch = Record::map(true);
      stretch.add("at", Record::value(table_length_text(crossing.along, unit)));
      stretch.add("length", Record::value(table_length_text(crossing.length, unit)));
      crossings.push(std::move(stretch));
    }
    if (!crossings.items.empty()) record.add(kind + "s", std::move(crossings));
  }
  return record;
}

}  // namespace

Record placed_features_record(const std::vector<Feature>& features, const TableUnit& unit) {
  Record list = Record::list();
  for (const Feature& feature : features)
    list.push(feature.footprint() ? area_record(feature, *feature.footprint(), unit) : course_record(feature, *feature.course(), unit));
  return list;
}

std::optional<std::vector<Feature>> read_terrain_counts_or_placed(const Node& node, Diagnostics& d, const Table& table, const TableUnit& unit,
                                                                  const std::vector<PlacedKind>& kinds, const std::vector<TerrainCount>& counts) {
  MapReader terrain(node, d, "'terrain'");
  if (const auto placed = terrain.take("placed")) {
    std::vector<Feature> features = read_placed_features(*placed, table, unit, kinds, d);
    for (const TerrainCount& count : counts)
      if (const auto value = terrain.take(count.key))
        d.error(value->where(), "'" + count.key + "' is a count to roll, and this terrain is placed by hand",
                "remove '" + count.key + "', or remove 'placed' to roll the terrain");
    return features;
  }
  for (const TerrainCount& count : counts) *count.count = terrain.range(count.key, *count.count, 0, count.most);
  return std::nullopt;
}

Record dropped_features_record(const std::vector<DroppedFeature>& dropped) {
  Record list = Record::list();
  for (const DroppedFeature& feature : dropped)
    list.push(Record::map(true).add("kind", Record::value(feature.kind)).add("label", Record::value(feature.label, true)));
  return list;
}

std::vector<DroppedFeature> read_dropped_features(const Node& list, const std::vector<PlacedKind>& kinds, Diagnostics& d) {
  std::vector<DroppedFeature> dropped;
  if (!list.is_sequence()) {
    d.error(list.where(), "'dropped' should be a list like [{kind: hill, label: \"Hill 2\"}], not " + list.kind_name());
    return dropped;
  }
  std::vector<std::string> keys;
  for (const PlacedKind& kind : kinds) keys.push_back(kind.kind);
  for (const Node& item : list.items()) {
    MapReader feature(item, d, "a dropped feature");
    const auto kind = feature.require("kind");
    const auto key = kind ? read_choice(*kind, d, keys, "'kind'") : std::nullopt;
    const std::string label = feature.text("label", "", 60);
    if (key) dropped.push_back({*key, label});
  }
  return dropped;
}

}  // namespace muster::spec
