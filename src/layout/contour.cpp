#include "layout/contour.hpp"

#include <map>

namespace muster::layout {

namespace {
struct Corner {
  int x = 0, y = 0;
  auto operator<=>(const Corner&) const = default;
};

struct Step {
  int dx = 0, dy = 0;
  bool operator==(const Step&) const = default;
  // With y pointing down the page, the region lies to the right of every boundary step.
  Step inward() const { return {-dy, dx}; }
};

Step step_between(Corner from, Corner to) { return {to.x - from.x, to.y - from.y}; }

// Every unit edge between a cell of the region and one outside, directed so the region is on its right.
std::multimap<Corner, Corner> boundary_edges(const std::set<GridCell>& cells) {
  std::multimap<Corner, Corner> edges;
  const auto outside = [&](int c, int r) { return cells.count({c, r}) == 0; };
  for (const GridCell& cell : cells) {
    const int c = cell.column, r = cell.row;
    if (outside(c, r - 1)) edges.insert({{c, r}, {c + 1, r}});
    if (outside(c + 1, r)) edges.insert({{c + 1, r}, {c + 1, r + 1}});
    if (outside(c, r + 1)) edges.insert({{c + 1, r + 1}, {c, r + 1}});
    if (outside(c - 1, r)) edges.insert({{c, r + 1}, {c, r}});
  }
  return edges;
}

// Where two loops meet at a corner, turning towards the region keeps them apart.
std::multimap<Corner, Corner>::iterator next_edge(std::multimap<Corner, Corner>& edges, Corner at, Step heading) {
  auto [first, last] = edges.equal_range(at);
  auto best = first;
  int best_rank = 3;
  for (auto it = first; it != last; ++it) {
    const Step s = step_between(it->first, it->second);
    const int rank = s == heading.inward() ? 0 : s == heading ? 1 : 2;
    if (rank < best_rank) best = it, best_rank = rank;
  }
  return best;
}

std::vector<std::vector<Corner>> trace_loops(std::multimap<Corner, Corner> edges) {
  std::vector<std::vector<Corner>> loops;
  while (!edges.empty()) {
    auto edge = edges.begin();
    const Corner start = edge->first;
    std::vector<Corner> loop{start};
    Corner at = edge->second;
    Step heading = step_between(start, at);
    edges.erase(edge);
    while (at != start) {
      loop.push_back(at);
      edge = next_edge(edges, at, heading);
      if (edge == edges.end() || edge->first != at) break;  // not closed: cannot happen for a set of whole cells
      heading = step_between(at, edge->second);
      at = edge->second;
      edges.erase(edge);
    }
    loops.push_back(std::move(loop));
  }
  return loops;
}
}  // namespace

std::vector<std::vector<Point>> region_outline(const std::set<GridCell>& cells, Length cell_width, Length cell_height, Length inset) {
  std::vector<std::vector<Point>> outlines;
  for (const auto& loop : trace_loops(boundary_edges(cells))) {
    std::vector<Point> points;
    const std::size_t n = loop.size();
    for (std::size_t i = 0; i < n; ++i) {
      const Corner before = loop[(i + n - 1) % n], here = loop[i], after = loop[(i + 1) % n];
      const Step in = step_between(before, here), out = step_between(here, after);
      if (in == out) continue;  // straight on: not a corner
      // At a square corner, moving in along both sides' inward normals lands `inset` from each side.
      const Step a = in.inward(), b = out.inward();
      points.push_back({cell_width * here.x + inset * (a.dx + b.dx), cell_height * here.y + inset * (a.dy + b.dy)});
    }
    outlines.push_back(std::move(points));
  }
  return outlines;
}

}  // namespace muster::layout
