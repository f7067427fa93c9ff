#pragma once
// The open table's points as plane vectors in millimetres, for the code that
// measures and places its features (generate/plane_geometry works on plain numbers).

#include <vector>

#include "generate/open_table.hpp"
#include "generate/plane_geometry.hpp"

namespace muster {

inline plane::Vec vec_of(TablePoint p) { return {p.x.millimetres(), p.y.millimetres()}; }
inline TablePoint point_of(plane::Vec v) { return {Length::mm(v.x), Length::mm(v.y)}; }

inline std::vector<plane::Vec> vecs_of(const std::vector<TablePoint>& points) {
  std::vector<plane::Vec> vecs;
  vecs.reserve(points.size());
  for (TablePoint p : points) vecs.push_back(vec_of(p));
  return vecs;
}

inline std::vector<TablePoint> points_of(const std::vector<plane::Vec>& vecs) {
  std::vector<TablePoint> points;
  points.reserve(vecs.size());
  for (plane::Vec v : vecs) points.push_back(point_of(v));
  return points;
}

}  // namespace muster
