#include "layout/area_board.hpp"

#include <algorithm>
#include <optional>
#include <string>

#include "layout/map_type.hpp"
#include "layout/plated_text.hpp"
#include "layout/style.hpp"

namespace muster::layout {

namespace {
const Colour grid_ink = Colour::grey(0.3);
const Colour name_ink = Colour::grey(0.25);
const Colour terrain_border_ink = Colour::grey(0.1);

// The board's geometry (in areas, y north) turned into points on the drawing (y down).
struct Drawing {
  const AreaBoard& board;

  const AreaGrid& grid() const { return board.grid; }
  Length areas(double count) const { return board.area_size * count; }
  Point at(AreaPoint p) const { return {areas(p.x), areas(grid().height() - p.y)}; }
  // A point given in areas east and north of an area's centre.
  Point beside(Square area, double east, double north) const {
    const AreaPoint c = grid().centre(area);
    return at({c.x + east, c.y + north});
  }
  // The area's outline, `inset` areas inside its sides. Squares and hexes are
  // both half an area from centre to side, so shrinking about the centre moves every side in alike.
  std::vector<Point> outline(Square area, double inset = 0) const {
    const double keep = (0.5 - inset) / 0.5;
    const AreaPoint c = grid().centre(area);
    std::vector<Point> points;
    for (AreaPoint p : grid().corners(area)) points.push_back(at({c.x + (p.x - c.x) * keep, c.y + (p.y - c.y) * keep}));
    return points;
  }
  const AreaPaint& paint(Square area) const {
    static const AreaPaint open_ground;
    const auto i = static_cast<std::size_t>(grid().index(area));
    return i < board.paint.size() ? board.paint[i] : open_ground;
  }
};

void add_plated(std::vector<Item>& items, const TextMeasurer& measurer, const Text& box, const std::string& text) {
  add_all(items, plated_text(measurer, first_fitting(measurer, box, {text})));
}

void draw_terrain(std::vector<Item>& items, const Drawing& d) {
  for (Square area : d.grid().all_areas()) {
    const AreaPaint& paint = d.paint(area);
    const std::vector<Point> outline = d.outline(area);
    items.push_back({Path{outline, true, paint.fill, std::nullopt}});
    for (const Texture& texture : paint.textures) items.push_back(texture_over(outline, texture));
  }
}

// Over the terrain, so that every area keeps all its sides in woods and on hills.
void draw_grid(std::vector<Item>& items, const Drawing& d) {
  const Stroke stroke{grid_ink, max(Length::pt(0.5), d.areas(1.0 / 300)), {}};
  for (Square area : d.grid().all_areas()) items.push_back({Path{d.outline(area), true, std::nullopt, stroke}});
}

void draw_terrain_borders(std::vector<Item>& items, const Drawing& d) {
  const Stroke stroke{terrain_border_ink, max(Length::pt(0.8), d.areas(1.0 / 70)), {}};
  for (Square area : d.grid().all_areas())
    if (d.paint(area).holds_terrain) items.push_back({Path{d.outline(area, 0.035), true, std::nullopt, stroke}});
}

AreaPoint outward(Edge edge) {
  switch (edge) {
    case Edge::south: return {0, -1};
    case Edge::north: return {0, 1};
    case Edge::west: return {-1, 0};
    case Edge::east: return {1, 0};
  }
  return {0, -1};
}

// A diamond over the corner two areas share, half its width this share of an area: wide enough to
// see at an overview's size, narrow enough to leave the four areas' names and middles clear.
constexpr double corner_half_width = 0.16;

void draw_closed_corners(std::vector<Item>& items, const Drawing& d) {
  const Stroke stroke{terrain_border_ink, max(Length::pt(0.6), d.areas(1.0 / 90)), {}};
  for (const auto& [one, other] : d.board.closed_corners) {
    const AreaPoint a = d.grid().centre(one), b = d.grid().centre(other);
    const AreaPoint corner{(a.x + b.x) / 2, (a.y + b.y) / 2};
    const std::vector<Point> diamond = {d.at({corner.x, corner.y + corner_half_width}), d.at({corner.x + corner_half_width, corner.y}),
                                        d.at({corner.x, corner.y - corner_half_width}), d.at({corner.x - corner_half_width, corner.y})};
    const AreaPaint& paint = d.paint(one);
    items.push_back({Path{diamond, true, paint.fill, std::nullopt}});
    for (const Texture& texture : paint.textures) items.push_back(texture_over(diamond, texture));
    items.push_back({Path{diamond, true, std::nullopt, stroke}});
  }
}

// Where a path ending in `end` meets the table edge, if `end` lies on the
// board's edge: straight across whichever edge it lies on faces most nearly
// away from the area the path comes from.
std::optional<Point> run_out(const Drawing& d, Square end, std::optional<Square> coming_from) {
  const AreaGrid& grid = d.grid();
  const AreaPoint c = grid.centre(end);
  AreaPoint onward{0, 0};
  if (coming_from) onward = {c.x - grid.centre(*coming_from).x, c.y - grid.centre(*coming_from).y};
  std::optional<Edge> across;
  double best = 0;
  for (Edge edge : all_edges) {
    if (grid.distance_from_edge(end, edge) != 0) continue;
    const double away = outward(edge).x * onward.x + outward(edge).y * onward.y;
    if (!across || away > best) {
      across = edge;
      best = away;
    }
  }
  if (!across) return std::nullopt;
  switch (*across) {
    case Edge::south: return d.at({c.x, 0});
    case Edge::north: return d.at({c.x, grid.height()});
    case Edge::west: return d.at({0, c.y});
    case Edge::east: return d.at({grid.width(), c.y});
  }
  return std::nullopt;
}

std::vector<Point> course_of(const Drawing& d, const AreaPath& path) {
  std::vector<Point> course;
  const auto& areas = path.areas;
  if (areas.empty()) return course;
  const auto second = areas.size() > 1 ? std::optional<Square>(areas[1]) : std::nullopt;
  const auto second_last = areas.size() > 1 ? std::optional<Square>(areas[areas.size() - 2]) : std::nullopt;
  if (auto start = run_out(d, areas.front(), second)) course.push_back(*start);
  for (Square area : areas) course.push_back(d.at(d.grid().centre(area)));
  if (auto finish = run_out(d, areas.back(), second_last)) course.push_back(*finish);
  return course;
}

// Where an area's name goes, in areas from its centre: in its upper left,
// clear of the lines through the centre that paths follow; on the open table,
// whose edges carry the measuring marks, at the top in the middle.
struct NamePlace {
  double left, top, width;
  Align align;
};

NamePlace name_place(AreaShape shape) {
  switch (shape) {
    case AreaShape::square: return {-0.46, 0.47, 0.42, Align::left};
    case AreaShape::open: return {-0.25, 0.47, 0.5, Align::centre};
    case AreaShape::hex_flat_top: return {-0.28, 0.45, 0.26, Align::left};    // under the top flat, west of the middle
    case AreaShape::hex_pointy_top: return {-0.44, 0.28, 0.40, Align::left};  // below the west shoulder, where the hex is full width
  }
  return {-0.46, 0.47, 0.42, Align::left};
}

// A long label on a small overview steps down in size, never below the smallest type a table reads,
// then gives way to its shorter forms.
Text fitted_label(const TextMeasurer& measurer, const Drawing& d, Square area, const Font& font) {
  std::vector<std::string> forms;
  std::string rest = d.paint(area).label;
  for (auto bar = rest.find('|'); bar != std::string::npos; bar = rest.find('|')) {
    forms.push_back(rest.substr(0, bar));
    rest.erase(0, bar + 1);
  }
  forms.push_back(rest);
  Text box{d.beside(area, -0.35, -0.1), d.areas(0.7), max(d.areas(0.2), smallest_text_line), forms.front(), font, black, Align::centre, VAlign::middle, false};
  for (const std::string& form : forms) {
    box.text = form;
    box.font = font;
    while (!fits(measurer, box) && box.font.size > style::smallest_text) box.font.size = max(style::smallest_text, box.font.size - Length::pt(0.5));
    if (fits(measurer, box)) break;
  }
  return box;
}

void draw_names_and_labels(std::vector<Item>& items, const Drawing& d, const TextMeasurer& measurer) {
  const NamePlace place = name_place(d.grid().shape);
  const Font name_font{style::sans, map_type_size(d.board.area_size, 0.11, Length::pt(14)), false, false};
  const Font label_font{style::sans, map_type_size(d.board.area_size, 0.12, Length::pt(16)), true, false};
  for (Square area : d.grid().all_areas()) {
    const Text name{d.beside(area, place.left, place.top), d.areas(place.width), max(d.areas(0.16), smallest_text_line), {}, name_font, name_ink,
                    place.align, VAlign::top, false};
    add_plated(items, measurer, name, square_name(area));
    // Below the centre, where the hex is still wide enough on either shape.
    if (d.paint(area).label.empty()) continue;
    const Text label = fitted_label(measurer, d, area, label_font);
    add_plated(items, measurer, label, label.text);
  }
}

// Every side of an area that has no area beyond it: a hex board's edge follows its notches.
void draw_board_edge(std::vector<Item>& items, const Drawing& d) {
  const Stroke stroke = style::line();
  for (Square area : d.grid().all_areas()) {
    const AreaPoint c = d.grid().centre(area);
    const std::vector<AreaPoint> corners = d.grid().corners(area);
    for (std::size_t k = 0; k < corners.size(); ++k) {
      const AreaPoint a = corners[k], b = corners[(k + 1) % corners.size()];
      // The centre of the area across this side, if there were one.
      const AreaPoint across{a.x + b.x - c.x, a.y + b.y - c.y};
      if (!d.grid().area_at(across)) items.push_back({Line{d.at(a), d.at(b), stroke}});
    }
  }
}

// The open table has no grid: a tick every area along each edge, numbered
// from the west and from the south, lets the players measure in areas.
void draw_measuring_marks(std::vector<Item>& items, const Drawing& d, const TextMeasurer& measurer) {
  const Length width = d.areas(d.grid().columns), height = d.areas(d.grid().rows), tick = d.areas(0.08);
  const Font font{style::sans, map_type_size(d.board.area_size, 0.08, Length::pt(10)), false, false};
  // On a small overview the smallest type is wider than a share of the area: the box takes the widest number.
  const std::string widest = std::to_string(std::max(d.grid().columns, d.grid().rows) - 1);
  const Length number_width = max(d.areas(0.15), measurer.measure(widest, font, std::nullopt).width + Length::mm(0.1));
  const Length number_height = max(d.areas(0.1), smallest_text_line), gap = d.areas(0.02);
  const auto number = [&](Point at, Align align, int count) {
    add_plated(items, measurer, Text{at, number_width, number_height, {}, font, black, align, VAlign::middle, false}, std::to_string(count));
  };
  for (int k = 1; k < d.grid().columns; ++k) {
    const Length x = d.areas(k);
    items.push_back({Line{{x, Length{}}, {x, tick}, style::line()}});
    items.push_back({Line{{x, height - tick}, {x, height}, style::line()}});
    number({x - number_width / 2, tick + gap}, Align::centre, k);
    number({x - number_width / 2, height - tick - gap - number_height}, Align::centre, k);
  }
  for (int k = 1; k < d.grid().rows; ++k) {
    const Length y = height - d.areas(k);
    items.push_back({Line{{Length{}, y}, {tick, y}, style::line()}});
    items.push_back({Line{{width - tick, y}, {width, y}, style::line()}});
    number({tick + gap, y - number_height / 2}, Align::left, k);
    number({width - tick - gap - number_width, y - number_height / 2}, Align::right, k);
  }
}
}  // namespace

Area board_extent(const AreaBoard& board) {
  return {board.area_size * board.grid.width(), board.area_size * board.grid.height()};
}

Point area_centre(const AreaBoard& board, Square area) { return Drawing{board}.at(board.grid.centre(area)); }

std::vector<Item> draw_area_board(const AreaBoard& board, const TextMeasurer& measurer) {
  const Drawing drawing{board};
  std::vector<Item> items;
  draw_terrain(items, drawing);
  if (board.grid.shape != AreaShape::open) draw_grid(items, drawing);
  draw_terrain_borders(items, drawing);
  draw_closed_corners(items, drawing);
  for (const AreaPath& path : board.paths) add_all(items, draw_path(course_of(drawing, path), path.style, board.area_size));
  draw_names_and_labels(items, drawing, measurer);
  draw_board_edge(items, drawing);
  if (board.grid.shape == AreaShape::open) draw_measuring_marks(items, drawing, measurer);
  return items;
}

}  // namespace muster::layout
