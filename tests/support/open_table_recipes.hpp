#pragma once
// Test helper: terrain recipes like those the two open-table rule sets will
// give, on a State of War table in centimetres and a Sword and the Flame table
// in inches, with one of every kind each text names.

#include "generate/open_table_placement.hpp"

namespace muster::testing {

inline Length cm(double v) { return Length::mm(10 * v); }

inline std::vector<Edge> any_edge() { return {all_edges.begin(), all_edges.end()}; }

struct OpenTableCase {
  const char* name;
  Table table;
  TableRecipe recipe;
};

// 180 x 120 cm; deployment within 20 cm of the north and south edges, a tenth of each zone may hold terrain.
inline OpenTableCase state_of_war() {
  TableRecipe r;
  r.waters = {{"stream", "Stream", "soft", cm(8), cm(20), any_edge(), cm(50), cm(10)}};
  r.roads = {{"road", "Road", "", cm(6), cm(10), any_edge(), {}, {}}};
  r.areas = {{"hill", "Hill", "soft", {1, 3}, cm(20), cm(40), AreaOutline::ellipse},
             {"wood", "Wood", "soft", {1, 3}, cm(15), cm(35), AreaOutline::irregular},
             {"village", "Village", "hard", {0, 1}, cm(15), cm(25), AreaOutline::rectangle},
             {"marsh", "Marsh", "", {0, 1}, cm(15), cm(25), AreaOutline::irregular},
             {"rough", "Rough ground", "", {0, 2}, cm(10), cm(20), AreaOutline::irregular},
             {"field", "Field", "", {0, 1}, cm(15), cm(25), AreaOutline::rectangle}};
  r.barriers = {{"wall", "Wall", "hard", {1, 3}, cm(10), cm(30), cm(2), true},
                {"fence", "Fence", "soft", {0, 2}, cm(10), cm(30), cm(1), true},
                {"hedge", "Hedge", "soft", {0, 2}, cm(10), cm(30), cm(3), true},
                {"barricade", "Barricade", "hard", {0, 1}, cm(8), cm(15), cm(3), false}};
  r.keep_outs = {{"south deployment", {Length{}, Length{}, cm(180), cm(20)}, 0.1},
                 {"north deployment", {Length{}, cm(100), cm(180), cm(120)}, 0.1}};
  r.clearance = cm(5);
  r.resolution = cm(1);
  return {"State of War", {cm(180), cm(120)}, r};
}

// 6 x 4 ft; a river from west to east, a track, the British zone along the south edge kept clear entirely.
inline OpenTableCase sword_and_flame() {
  const auto in = [](double v) { return Length::in(v); };
  TableRecipe r;
  r.waters = {{"river", "River", "soft", in(4), in(8), {Edge::west, Edge::east}, in(18), in(3)}};
  r.roads = {{"track", "Track", "", in(2), in(4), any_edge(), {}, {}}};
  r.areas = {{"hill", "Hill", "", {1, 2}, in(8), in(16), AreaOutline::ellipse},
             {"village", "Kraal", "hard", {1, 2}, in(6), in(10), AreaOutline::ellipse},
             {"scrub", "Scrub", "", {1, 4}, in(4), in(8), AreaOutline::irregular}};
  r.barriers = {{"wall", "Wall", "hard", {0, 3}, in(4), in(12), in(1), true}};
  r.keep_outs = {{"British deployment", {Length{}, Length{}, in(72), in(6)}, 0.0},
                 {"native deployment", {Length{}, in(36), in(72), in(48)}, 0.25}};
  r.clearance = in(2);
  r.resolution = in(0.5);
  return {"Sword and the Flame", {in(72), in(48)}, r};
}

}  // namespace muster::testing
