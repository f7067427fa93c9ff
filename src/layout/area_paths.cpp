#include "layout/area_paths.hpp"

#include <algorithm>
#include <cmath>

namespace muster::layout {

namespace {
const Colour road_core{0.95, 0.87, 0.70};
const Colour river_water{0.60, 0.76, 0.92};
const Colour river_bank{0.13, 0.29, 0.52};
const Colour wire{0.2, 0.2, 0.2};
const Colour wall_stone = Colour::grey(0.3);
const Colour wall_mortar = Colour::grey(0.78);
const Colour hedge_leaf{0.42, 0.62, 0.36};
const Colour hedge_clump{0.12, 0.30, 0.14};
const Colour barricade_timber{0.36, 0.23, 0.12};
const Colour shallows{0.95, 0.91, 0.78};
// Each bank of a river, as a share of its width.
constexpr double bank_share = (0.09 - 0.065) / 0.09 / 2;

// Never thinner than a laser prints cleanly, however small the overview.
Length at_least_hairline(Length width) { return max(width, Length::pt(0.4)); }

Item stroked(const std::vector<Point>& course, Stroke stroke) { return {Path{course, false, std::nullopt, std::move(stroke)}}; }

// A casing and a narrower core drawn over it: the casing shows as the two
// edges, each `edge_share` of the width but no heavier than `heaviest_edge`,
// so that a broad road or river drawn to scale keeps fine edges.
std::vector<Item> cased(const std::vector<Point>& course, Colour casing, Length width, Colour core, double edge_share, Length heaviest_edge) {
  const Length edge = min(width * edge_share, heaviest_edge);
  return {stroked(course, {casing, at_least_hairline(width), {}}), stroked(course, {core, at_least_hairline(width - edge * 2), {}})};
}

// Sleepers are a wide stroke dashed into short bars across the rail.
std::vector<Item> railway(const std::vector<Point>& course, Length width) {
  const Stroke sleepers{black, width, {at_least_hairline(width * (2.0 / 15)), width * (7.0 / 12)}};
  return {stroked(course, sleepers), stroked(course, {black, at_least_hairline(width * 0.2), {}})};
}

std::vector<Item> telephone_line(const std::vector<Point>& course, Length width) {
  std::vector<Item> items{stroked(course, {wire, Length::pt(0.6), {width, width * 0.625}})};
  for (const Point& pole : course) items.push_back({Circle{pole, max(width * 0.375, Length::mm(0.5)), wire, std::nullopt}});
  return items;
}

// A band with a narrower dashed core over it: a wall's stones, a hedge's clumps, a barricade's bars.
// The pattern is never finer than a millimetre, however thin the band, so it still prints.
std::vector<Item> banded(const std::vector<Point>& course, Colour band, Length width, Colour core, double core_share, double dash_share,
                         double gap_share) {
  const Length band_width = at_least_hairline(width), pattern = max(width, Length::mm(1));
  return {stroked(course, {band, band_width, {}}), stroked(course, {core, band_width * core_share, {pattern * dash_share, pattern * gap_share}})};
}

// A thin rail with posts: a wide stroke dashed into thin bars across it.
std::vector<Item> fence(const std::vector<Point>& course, Length width) {
  const Length posts = max(width, Length::mm(1.2));
  return {stroked(course, {black, at_least_hairline(width * 0.25), {}}), stroked(course, {black, posts, {at_least_hairline(posts * 0.12), posts * 1.4}})};
}
// `p` moved `by` to the left of the way from `from` to `to` (on the page, y down).
Point beside(Point p, Point from, Point to, Length by) {
  const double dx = (to.x - from.x).points(), dy = (to.y - from.y).points(), length = std::hypot(dx, dy);
  if (length == 0) return p;
  return {p.x + by * (dy / length), p.y - by * (dx / length)};
}
}  // namespace

Length path_width(PathStyle style, Length area_size) {
  switch (style) {
    case PathStyle::road: return area_size * 0.05;
    case PathStyle::river: return area_size * 0.09;
    case PathStyle::railway: return area_size * 0.06;
    case PathStyle::telephone_line: return area_size * 0.04;
    case PathStyle::fence: return area_size * 0.02;
    case PathStyle::wall:
    case PathStyle::hedge:
    case PathStyle::barricade: return area_size * 0.03;
  }
  return area_size * 0.05;
}

std::vector<Item> draw_path(const std::vector<Point>& course, PathStyle style, Length area_size) {
  return draw_path_of_width(course, style, path_width(style, area_size));
}

std::vector<Item> draw_path_of_width(const std::vector<Point>& course, PathStyle style, Length width) {
  if (course.size() < 2) return {};
  switch (style) {
    case PathStyle::road: return cased(course, black, width, road_core, 0.2, Length::mm(1.2));
    case PathStyle::river: return cased(course, river_bank, width, river_water, bank_share, Length::mm(2));
    case PathStyle::railway: return railway(course, width);
    case PathStyle::telephone_line: return telephone_line(course, width);
    case PathStyle::wall: return banded(course, wall_stone, width, wall_mortar, 0.45, 0.9, 0.45);
    case PathStyle::hedge: return banded(course, hedge_leaf, width, hedge_clump, 0.7, 0.55, 0.45);
    case PathStyle::fence: return fence(course, width);
    case PathStyle::barricade: return banded(course, barricade_timber, width, white, 0.75, 0.25, 0.45);
  }
  return {};
}

std::vector<Item> draw_ford(const std::vector<Point>& stretch, Length width) {
  if (stretch.size() < 2) return {};
  const Length water = at_least_hairline(width - min(width * bank_share, Length::mm(2)) * 2), stripe = std::clamp(water * 0.18, Length::mm(0.5), Length::mm(3));
  return {stroked(stretch, {shallows, water, {}}), stroked(stretch, {river_water, water, {stripe, stripe}})};
}

std::vector<Item> draw_bridge(const std::vector<Point>& stretch, Length width) {
  if (stretch.size() < 2) return {};
  const Point from = stretch.front(), to = stretch.back();
  const Length thickness = std::clamp(width * 0.15, Length::pt(1.2), Length::mm(1.5));
  const Length apart = width / 2 + thickness * 1.5;
  const Stroke parapet{black, thickness, {}};
  std::vector<Item> items;
  for (Length side : {apart, -apart}) items.push_back({Line{beside(from, from, to, side), beside(to, from, to, side), parapet}});
  return items;
}

}  // namespace muster::layout
