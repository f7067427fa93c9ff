#include "rulesets/tsatf/deployment_zone.hpp"

namespace muster::tsatf {

TableBox edge_zone(const Table& table, Edge edge, Length depth) {
  const Length w = table.width, d = table.depth;
  const Length across = min(depth, runs_along_rows(edge) ? d / 2 : w / 2);
  switch (edge) {
    case Edge::south: return {Length{}, Length{}, w, across};
    case Edge::north: return {Length{}, d - across, w, d};
    case Edge::west: return {Length{}, Length{}, across, d};
    case Edge::east: return {w - across, Length{}, w, d};
  }
  return {};
}

}  // namespace muster::tsatf
