// Who attacks and where each side deploys: a D6 a side, rolled again while
// equal; the higher rolls on the deployment table for his own zone, and the
// opposition takes the 20 cm along the other end of the table
// (docs/DECISIONS.md, State of War).
#include <stdexcept>

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"

namespace muster::sow {

namespace {

// A band along `edge`. On a table too small for two bands of the full depth
// facing each other, each keeps to its own half so that the zones never meet.
TableBox edge_band(const Table& table, Edge edge) {
  const Length across = runs_along_rows(edge) ? table.depth : table.width;
  const Length deep = min(edge_zone_depth, across / 2);
  switch (edge) {
    case Edge::south: return {Length{}, Length{}, table.width, deep};
    case Edge::north: return {Length{}, table.depth - deep, table.width, table.depth};
    case Edge::west: return {Length{}, Length{}, deep, table.depth};
    case Edge::east: return {table.width - deep, Length{}, table.width, table.depth};
  }
  throw std::logic_error("an edge that is none of the four");
}

TableBox half_along(const Table& table, Edge edge) {
  return edge == Edge::south ? TableBox{Length{}, Length{}, table.width, table.depth / 2}
                             : TableBox{Length{}, table.depth / 2, table.width, table.depth};
}

// The edge a result puts the attacker on, or that his half touches.
Edge edge_of(DeploymentResult result) {
  switch (result) {
    case DeploymentResult::north_half:
    case DeploymentResult::north_edge: return Edge::north;
    case DeploymentResult::south_half:
    case DeploymentResult::south_edge: return Edge::south;
    case DeploymentResult::west_edge: return Edge::west;
    case DeploymentResult::east_edge: return Edge::east;
  }
  throw std::logic_error("a deployment result the table does not give");
}

bool is_half(DeploymentResult result) { return result == DeploymentResult::north_half || result == DeploymentResult::south_half; }

int d6(RandomStream& stream) { return stream.between(1, 6); }

}  // namespace

Zone attacker_zone(const Table& table, DeploymentResult result) {
  const Edge edge = edge_of(result);
  if (is_half(result)) return {edge, true, half_along(table, edge)};
  return {edge, false, edge_band(table, edge)};
}

// Opposite a half is the far edge, as opposite an edge band: the 20 cm along
// the edge the attacker's half does not touch.
Zone opposition_zone(const Table& table, DeploymentResult result) {
  const Edge edge = opposite_edge(edge_of(result));
  return {edge, false, edge_band(table, edge)};
}

Deployment roll_deployment(const Table& table, RandomStream& stream) {
  Deployment deployment;
  do {
    const int first = d6(stream), second = d6(stream);
    deployment.initiative.push_back({first, second});
  } while (deployment.initiative.back()[0] == deployment.initiative.back()[1]);
  const auto& last = deployment.initiative.back();
  deployment.attacker = last[0] > last[1] ? 0 : 1;
  deployment.table_roll = d6(stream);
  const DeploymentResult result = deployment_result(deployment.table_roll);
  deployment.zones[deployment.attacker] = attacker_zone(table, result);
  deployment.zones[1 - deployment.attacker] = opposition_zone(table, result);
  return deployment;
}

}  // namespace muster::sow
