#pragma once
// The two armies of the American Civil War rule sets, as scenario and record
// files name them. Shared by every ACW rule set so a scenario's 'USA:' and
// 'CSA:' keys mean the same everywhere.

#include <array>
#include <cstddef>
#include <string>

#include "core/edge.hpp"
#include "core/side_identity.hpp"

namespace muster::acw {

enum class Side { usa = 0, csa = 1 };
inline constexpr std::array<Side, 2> both_sides = {Side::usa, Side::csa};
inline std::size_t index_of(Side side) { return static_cast<std::size_t>(side); }
inline Side enemy_of(Side side) { return side == Side::usa ? Side::csa : Side::usa; }
// "USA" / "CSA": the keys in scenario and record files, and file names.
inline std::string side_key(Side side) { return side == Side::usa ? "USA" : "CSA"; }

// Union blue from the south, Confederate grey from the north, unless the scenario says otherwise.
inline SideIdentity default_identity(Side side) {
  if (side == Side::usa) return {"USA", "Union", "#2f4f8f", Edge::south};
  return {"CSA", "Confederate", "#8c8c8c", Edge::north};
}

// Their baselines are on the south or north edge; rows count northwards from the south edge.
// Row index of the row `distance` rows in from an edge (the edge row is distance 0).
inline int row_from_edge(Edge edge, int distance, int rows) { return edge == Edge::south ? distance : rows - 1 - distance; }
// How many rows in from `edge` the row `row` is.
inline int distance_from_edge(Edge edge, int row, int rows) { return edge == Edge::south ? row : rows - 1 - row; }

}  // namespace muster::acw
