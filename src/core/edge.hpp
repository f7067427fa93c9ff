#pragma once
// The four edges of a table, as scenarios name them. South is the edge the
// board is read from: A1 is its west end, rows count northwards from it.

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace muster {

enum class Edge { south, north, west, east };
inline constexpr std::array<Edge, 4> all_edges = {Edge::south, Edge::north, Edge::west, Edge::east};

// "south", "north", "west", "east": the word a scenario writes.
std::string edge_name(Edge edge);
std::optional<Edge> parse_edge(std::string_view name);
Edge opposite_edge(Edge edge);
// North and south edges run along rows; west and east along columns.
inline bool runs_along_rows(Edge edge) { return edge == Edge::south || edge == Edge::north; }

}  // namespace muster
