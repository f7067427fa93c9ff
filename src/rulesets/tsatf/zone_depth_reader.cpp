#include "rulesets/tsatf/zone_depth_reader.hpp"

#include <cmath>

#include "core/table_unit.hpp"
#include "rulesets/tsatf/model.hpp"
#include "spec/key_probe.hpp"
#include "spec/open_table_reader.hpp"

namespace muster::tsatf {

Length read_zone_depth(spec::MapReader& reader, const std::string& key, Length fallback) {
  const TableUnit inches = TableUnit::inches();
  const spec::ValueFact depth_fact{spec::ValueKind::length, std::llround(shallowest_zone.millimetres() * 10), std::llround(deepest_zone.millimetres() * 10), {}, 0};
  reader.describe(key, depth_fact, spec::table_length_text(fallback, inches));
  const auto node = reader.take(key);
  if (!node) return fallback;
  const auto depth = spec::read_table_length(*node, reader.diagnostics(), inches, "'" + key + "'");
  spec::report_value(*node, depth_fact);  // after read_table_length's own, looser report: this one is what a zone takes
  if (!depth) return fallback;
  if (*depth < shallowest_zone || *depth > deepest_zone) {
    reader.diagnostics().error(node->where(), "'" + key + "' is " + node->scalar() + ", outside the zone depths muster lays out",
                               "use a depth from " + unit_text(shallowest_zone, inches) + " to " + unit_text(deepest_zone, inches));
    return fallback;
  }
  return *depth;
}

}  // namespace muster::tsatf
