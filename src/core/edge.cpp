#include "core/edge.hpp"

namespace muster {

std::string edge_name(Edge edge) {
  switch (edge) {
    case Edge::south: return "south";
    case Edge::north: return "north";
    case Edge::west: return "west";
    case Edge::east: return "east";
  }
  return "south";
}

std::optional<Edge> parse_edge(std::string_view name) {
  for (Edge edge : all_edges)
    if (edge_name(edge) == name) return edge;
  return std::nullopt;
}

Edge opposite_edge(Edge edge) {
  switch (edge) {
    case Edge::south: return Edge::north;
    case Edge::north: return Edge::south;
    case Edge::west: return Edge::east;
    case Edge::east: return Edge::west;
  }
  return Edge::north;
}

}  // namespace muster
