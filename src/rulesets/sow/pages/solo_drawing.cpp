// The solo side's deployment on a board of the table and as standing orders:
// each group drawn as its two ranks to scale with a numbered disc beside it
// (the commander's black), and the orders card that says what the groups will
// do and where each stands, for the player who sets them out.
#include <algorithm>
#include <cmath>
#include <optional>

#include "layout/style.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/solo_geometry.hpp"

namespace muster::sow {

namespace {

using solo::Vec;

// Big enough for "12" in type a player reads on an overview of the whole table.
constexpr Length disc_radius = Length::mm(2);
constexpr Length disc_clearance = Length::mm(0.4);
const layout::Font disc_font{layout::style::sans, Length::pt(6.5), true, false};

Vec lerp(Vec a, Vec b, double share) { return a + (b - a) * share; }

// The figures in each rank, when the force holds the group the plan placed.
std::array<int, 2> ranks_of(const Setup& setup, std::size_t group) {
  const auto& units = setup.sides[setup.solo->side].force.units;
  if (group < units.size()) return solo::rank_counts(units[group].figures.size());
  return {1, 1};
}

layout::Path rank_path(const layout::OpenTableBoard& board, const std::array<Vec, 4>& corners, layout::Colour fill) {
  layout::Path path{{}, true, fill, layout::Stroke{layout::black, Length::pt(0.5), {}}};
  for (Vec v : corners) path.points.push_back(layout::board_point(board, solo::point_of(v)));
  return path;
}

// The front rank full width; the rear rank behind it, one figure shorter when the group is odd, centred.
std::vector<layout::Item> draw_ranks(const layout::OpenTableBoard& board, const solo::Quad& quad, std::array<int, 2> ranks,
                                     layout::Colour fill) {
  const auto& [front_left, front_right, rear_right, rear_left] = quad.corners;
  if (ranks[1] == 0) return {{rank_path(board, quad.corners, fill)}};
  const Vec mid_left = lerp(front_left, rear_left, 0.5), mid_right = lerp(front_right, rear_right, 0.5);
  const double trim = (1 - static_cast<double>(ranks[1]) / ranks[0]) / 2;
  return {{rank_path(board, {front_left, front_right, mid_right, mid_left}, fill)},
          {rank_path(board, {lerp(mid_left, mid_right, trim), lerp(mid_right, mid_left, trim), lerp(rear_right, rear_left, trim),
                             lerp(rear_left, rear_right, trim)},
                     fill)}};
}

bool on_board(const layout::OpenTableBoard& board, layout::Point centre) {
  const Length width = board.table.width * board.scale, depth = board.table.depth * board.scale;
  return centre.x >= disc_radius && centre.y >= disc_radius && centre.x <= width - disc_radius && centre.y <= depth - disc_radius;
}

Vec mm_of(layout::Point p) { return {p.x.millimetres(), p.y.millimetres()}; }

// A group's ranks as they lie on the paper, in millimetres.
solo::Polygon on_paper(const layout::OpenTableBoard& board, const solo::Quad& quad) {
  solo::Polygon polygon;
  for (Vec corner : quad.corners) polygon.push_back(mm_of(layout::board_point(board, solo::point_of(corner))));
  return polygon;
}

// Rings of places round `middle`, widening from `radius` a disc's width at a time: where a crowded
// line leaves none of a group's near places clear, its disc goes to the nearest clear place round it.
void add_rings(std::vector<layout::Point>& places, layout::Point middle, Length radius) {
  constexpr int rings = 8, per_ring = 16;
  const double pi = std::acos(-1.0);
  for (int ring = 0; ring < rings; ++ring)
    for (int k = 0; k < per_ring; ++k) {
      const double angle = 2 * pi * k / per_ring;
      const Length r = radius + (disc_radius + disc_clearance) * (2.0 * ring);
      places.push_back({middle.x + r * std::sin(angle), middle.y + r * std::cos(angle)});
    }
}

// Where a group's disc may go, best first: behind it, in front, beside it, further behind, then round it.
std::vector<layout::Point> disc_places(const layout::OpenTableBoard& board, const solo::Quad& quad) {
  const Vec ahead = solo::heading(quad.degrees), right = solo::heading(quad.degrees + 90);
  const auto paper = [&](Vec table_cm) { return layout::board_point(board, solo::point_of(table_cm)); };
  const Length step = disc_radius + disc_clearance;
  // On paper y runs south: the table's north is up the page.
  const auto moved = [&](layout::Point from, Vec way, double steps) {
    return layout::Point{from.x + step * (way.x * steps), from.y - step * (way.y * steps)};
  };
  const Vec back_middle = quad.front - ahead * quad.size.depth, middle = quad.front - ahead * (quad.size.depth / 2);
  const Vec right_middle = middle + right * (quad.size.frontage / 2), left_middle = middle - right * (quad.size.frontage / 2);
  std::vector<layout::Point> places{moved(paper(back_middle), ahead, -1),   moved(paper(quad.front), ahead, 1),
                                    moved(paper(right_middle), right, 1),   moved(paper(left_middle), right, -1),
                                    moved(paper(back_middle), ahead, -2.2), moved(paper(quad.front), ahead, 2.2)};
  const layout::Point centre = paper(middle);
  double half_diagonal_mm = 0;
  for (Vec corner : quad.corners) {
    const layout::Point p = paper(corner);
    half_diagonal_mm = std::max(half_diagonal_mm, std::hypot((p.x - centre.x).millimetres(), (p.y - centre.y).millimetres()));
  }
  add_rings(places, centre, Length::mm(half_diagonal_mm) + disc_radius + disc_clearance);
  return places;
}

// Each disc where it is on the table and clear of every group's ranks and every disc placed before it; else the first on the table.
std::vector<layout::Point> disc_centres(const layout::OpenTableBoard& board, const std::vector<solo::Quad>& quads) {
  std::vector<solo::Polygon> ranks;
  for (const solo::Quad& quad : quads) ranks.push_back(on_paper(board, quad));
  const double clear = (disc_radius + disc_clearance).millimetres();
  std::vector<layout::Point> centres;
  for (const solo::Quad& quad : quads) {
    std::optional<layout::Point> chosen, fallback;
    for (layout::Point place : disc_places(board, quad)) {
      if (!on_board(board, place)) continue;
      if (!fallback) fallback = place;
      const Vec c = mm_of(place);
      const bool clear_of_ranks = std::all_of(ranks.begin(), ranks.end(), [&](const solo::Polygon& r) { return solo::distance_to(r, c) >= clear; });
      const bool clear_of_discs = std::all_of(centres.begin(), centres.end(), [&](layout::Point o) { return solo::length(mm_of(o) - c) >= 2 * clear; });
      if (clear_of_ranks && clear_of_discs) {
        chosen = place;
        break;
      }
    }
    centres.push_back(chosen ? *chosen : fallback ? *fallback : disc_places(board, quad).front());
  }
  return centres;
}

std::vector<layout::Item> draw_disc(layout::Point centre, int number, bool commander) {
  const layout::Colour ink = commander ? layout::white : layout::black, paper = commander ? layout::black : layout::white;
  layout::Text label{{centre.x - disc_radius, centre.y - disc_radius}, disc_radius * 2, disc_radius * 2, std::to_string(number), disc_font, ink,
                     layout::Align::centre, layout::VAlign::middle, false};
  return {{layout::Circle{centre, disc_radius, paper, layout::Stroke{layout::black, Length::pt(0.6), {}}}}, {label}};
}

}  // namespace

std::vector<layout::Item> draw_solo_deployment(const layout::OpenTableBoard& board, const Setup& setup) {
  std::vector<layout::Item> items;
  if (!setup.solo) return items;
  const layout::Colour fill = layout::Colour::hex(setup.sides[setup.solo->side].colour);
  for (std::size_t g = 0; g < setup.solo->groups.size(); ++g)
    add_all(items, draw_ranks(board, solo::quad_of(setup.solo->groups[g]), ranks_of(setup, g), fill));
  // The discs after every group's ranks, so that no rank hides a number.
  std::vector<solo::Quad> quads;
  for (const GroupPlacement& placement : setup.solo->groups) quads.push_back(solo::quad_of(placement));
  const std::vector<layout::Point> centres = disc_centres(board, quads);
  for (std::size_t g = 0; g < centres.size(); ++g) add_all(items, draw_disc(centres[g], static_cast<int>(g + 1), g == 0));
  return items;
}

}  // namespace muster::sow
