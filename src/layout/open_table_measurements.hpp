#pragma once
// Where each feature of the open table goes and how big it is, in the
// table's unit: the table of measurements beside the map, from which the
// terrain is laid out with a tape measure rather than by eye.

#include <string>
#include <vector>

#include "core/table_unit.hpp"
#include "generate/open_table.hpp"

namespace muster::layout {

struct FeatureMeasurement {
  std::string label;     // "Hill 1", "Stream ford 2"
  std::string position;  // "centre 45 cm from west, 30 cm from south"
  std::string size;      // "40 x 25 cm, turned 30 degrees clockwise"
  // "Hill 1 — centre 45 cm from west, 30 cm from south, 40 x 25 cm"
  std::string text() const;
};

// A row per feature in their order, each water's fords and bridges after it.
std::vector<FeatureMeasurement> measure_features(const muster::Table& table, const std::vector<Feature>& features, const TableUnit& unit);

}  // namespace muster::layout
