#pragma once
// The open table as scenario and record files write it, for every rule set
// played on one (State of War in centimetres, The Sword and the Flame in
// inches): its size, and terrain placed by hand, one feature an item.
//
//   table: {width: 180cm, depth: 120cm}
//   placed:
//     - {kind: hill, label: "Round Top", centre: [45cm, 30cm], size: [40cm, 25cm], turn: 30, shape: ellipse}
//     - {kind: wood, centre: [120cm, 70cm], size: [30cm, 20cm], shape: polygon, corners: [[0.5, 0], [0, 0.5], [-0.5, 0], [0, -0.5]]}
//     - {kind: stream, points: [[0cm, 40cm], [180cm, 60cm]], width: 5cm, fords: [{at: 50cm, length: 8cm}]}
//
// Lengths are a number and a unit (cm, mm, in), or a bare number in the
// table's own unit. A point is measured east of the west edge and north of
// the south edge. An area's shape is an ellipse, a rectangle or a polygon
// whose corners are shares of its size from its centre (-0.5 to 0.5), before
// it is turned clockwise by `turn` degrees. A line runs through its points;
// water may have fords and bridges, each `at` a length along it from its first point.
// The records write every feature back in this form, so one reader serves both.

#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/int_range.hpp"
#include "core/record.hpp"
#include "core/table_unit.hpp"
#include "generate/open_table.hpp"
#include "generate/open_table_placement.hpp"
#include "spec/yaml_node.hpp"

namespace muster::spec {

// A kind of feature a rule set allows on its table.
struct PlacedKind {
  std::string kind;   // the rule set's key: "hill", "stream"
  std::string name;   // "Hill": a feature placed without a label is called "Hill 1", "Hill 2", ...
  std::string cover;  // the rule set's cover class, given to every feature of the kind
  std::optional<LineRole> line;  // the role of a line; nothing for an area
  Length width;       // a line's width where the file gives none
};

// Hand-placed features may not overlap, nor touch: closer than this is touching.
inline constexpr Length placed_clearance = Length::mm(1);

// "45cm", "450mm", "18in", or a bare number in the table's unit.
std::optional<Length> read_table_length(const Node& node, Diagnostics& d, const TableUnit& unit, const std::string& what);
// '{width: 180cm, depth: 120cm}': each side from `smallest` to `largest`, absent sides as in `fallback`.
Table read_table_size(const Node& node, Diagnostics& d, const Table& fallback, const TableUnit& unit, Length smallest, Length largest);

// The features of a 'placed' list, each of one of `kinds`, checked as check_features checks
// them: on the table, apart from each other, well formed. Errors point at the item at fault.
std::vector<Feature> read_placed_features(const Node& list, const Table& table, const TableUnit& unit, const std::vector<PlacedKind>& kinds,
                                          Diagnostics& d);

// A count of a kind of feature a rolled 'terrain' may give: 'hills: 1-2'.
struct TerrainCount {
  std::string key;  // "hills"
  IntRange* count;  // read into here; left as it is where the key is absent
  int most;         // the largest count allowed
};

// A scenario's 'terrain': either counts to roll ({hills: 1-2, woods: 2}), read
// into `counts`, or {placed: [...]}, features placed by hand, returned. A count
// beside 'placed' is an error at the count.
std::optional<std::vector<Feature>> read_terrain_counts_or_placed(const Node& node, Diagnostics& d, const Table& table, const TableUnit& unit,
                                                                  const std::vector<PlacedKind>& kinds, const std::vector<TerrainCount>& counts);

// "45cm", "37.5124cm": a length as the records write it, to a thousandth of a millimetre so it reads back as placed.
std::string table_length_text(Length length, const TableUnit& unit);
Record table_size_record(const Table& table, const TableUnit& unit);
// The features in the form read_placed_features reads, in their order.
Record placed_features_record(const std::vector<Feature>& features, const TableUnit& unit);

// The features a roll left off for want of room, as a record lists them: [{kind: hill, label: "Hill 2"}].
Record dropped_features_record(const std::vector<DroppedFeature>& dropped);
// Reads that list back, each kind one of `kinds`; each malformed item is an error at its place.
std::vector<DroppedFeature> read_dropped_features(const Node& list, const std::vector<PlacedKind>& kinds, Diagnostics& d);

}  // namespace muster::spec
