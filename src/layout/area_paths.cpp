#include "layout/area_paths.hpp"

namespace muster::layout {

namespace {
const Colour road_core{0.95, 0.87, 0.70};
const Colour river_water{0.60, 0.76, 0.92};
const Colour river_bank{0.13, 0.29, 0.52};
const Colour wire{0.2, 0.2, 0.2};

// Never thinner than a laser prints cleanly, however small the overview.
Length at_least_hairline(Length width) { return max(width, Length::pt(0.4)); }

Item stroked(const std::vector<Point>& course, Stroke stroke) { return {Path{course, false, std::nullopt, std::move(stroke)}}; }

// A casing and a narrower core drawn over it: the casing shows as the two edges.
std::vector<Item> cased(const std::vector<Point>& course, Colour casing, Length outer, Colour core, Length inner) {
  return {stroked(course, {casing, at_least_hairline(outer), {}}), stroked(course, {core, at_least_hairline(inner), {}})};
}

// Sleepers are a wide stroke dashed into short bars across the rail.
std::vector<Item> railway(const std::vector<Point>& course, Length size) {
  const Stroke sleepers{black, size * 0.06, {at_least_hairline(size * 0.008), size * 0.035}};
  return {stroked(course, sleepers), stroked(course, {black, at_least_hairline(size * 0.012), {}})};
}

std::vector<Item> telephone_line(const std::vector<Point>& course, Length size) {
  std::vector<Item> items{stroked(course, {wire, Length::pt(0.6), {size * 0.04, size * 0.025}})};
  for (const Point& pole : course) items.push_back({Circle{pole, max(size * 0.015, Length::mm(0.5)), wire, std::nullopt}});
  return items;
}
}  // namespace

std::vector<Item> draw_path(const std::vector<Point>& course, PathStyle style, Length area_size) {
  if (course.size() < 2) return {};
  switch (style) {
    case PathStyle::road: return cased(course, black, area_size * 0.05, road_core, area_size * 0.03);
    case PathStyle::river: return cased(course, river_bank, area_size * 0.09, river_water, area_size * 0.065);
    case PathStyle::railway: return railway(course, area_size);
    case PathStyle::telephone_line: return telephone_line(course, area_size);
  }
  return {};
}

}  // namespace muster::layout
