#include "layout/open_table_board.hpp"

#include <algorithm>
#include <cmath>

#include "generate/box_grid.hpp"
#include "generate/table_vectors.hpp"
#include "layout/map_type.hpp"
#include "layout/plated_text.hpp"
#include "layout/style.hpp"
#include "layout/terrain_textures.hpp"

namespace muster::layout {

namespace {
const Colour grid_ink = Colour::grey(0.72);
const Colour outline_ink = Colour::grey(0.25);
// Ruler ticks closer than this on paper would run together: only every fifth or tenth is drawn then.
constexpr Length closest_ticks = Length::mm(1.2);

// The table (in its own units, y north) turned into points on the drawing (y down).
struct Drawing {
  const OpenTableBoard& board;

  Length on_paper(Length table_length) const { return table_length * board.scale; }
  Length width() const { return on_paper(board.table.width); }
  Length height() const { return on_paper(board.table.depth); }
  Point at(TablePoint p) const { return {on_paper(p.x), on_paper(board.table.depth - p.y)}; }
  Point at(plane::Vec v) const { return at(point_of(v)); }
  std::vector<Point> at(const std::vector<TablePoint>& points) const {
    std::vector<Point> drawn;
    for (TablePoint p : points) drawn.push_back(at(p));
    return drawn;
  }
  Length grid_step() const { return board.unit.length * board.grid_step; }
  // The size type grows with: a square of the reference grid on paper.
  Length cell() const { return on_paper(grid_step()); }
  const FeatureLook* look(const Feature& feature) const {
    const auto found = board.looks.find(feature.kind);
    return found == board.looks.end() ? nullptr : &found->second;
  }
  // A text box kept on the board, however near an edge its anchor lies.
  Point kept_on_board(Point top_left, Length box_width, Length box_height) const {
    return {std::clamp(top_left.x, Length{}, max(Length{}, width() - box_width)), std::clamp(top_left.y, Length{}, max(Length{}, height() - box_height))};
  }
};

// Deployment zones lie under everything: a pale wash of the side's colour, hatched in it.
void draw_zone_bands(std::vector<Item>& items, const Drawing& d) {
  for (const DeploymentBand& zone : d.board.zones) {
    const Point nw = d.at(TablePoint{zone.box.west, zone.box.north}), se = d.at(TablePoint{zone.box.east, zone.box.south});
    const Colour c = zone.colour;
    const Rect band{nw, se.x - nw.x, se.y - nw.y, Colour{0.82 + 0.18 * c.red, 0.82 + 0.18 * c.green, 0.82 + 0.18 * c.blue}, std::nullopt};
    items.push_back({band});
    // Hatched in a paler shade of the side's colour, so the band reads as a zone and the terrain over it still reads.
    const Colour line{0.5 + 0.5 * c.red, 0.5 + 0.5 * c.green, 0.5 + 0.5 * c.blue};
    items.push_back(hatch(band, HatchDirection::falling, Length::mm(5), Stroke{line, Length::pt(0.4), {}}));
  }
}

// Faint lines every grid step from the south-west corner, so that the table can be ruled out in chalk to match.
void draw_reference_grid(std::vector<Item>& items, const Drawing& d) {
  const Stroke stroke{grid_ink, Length::pt(d.board.scale >= 0.5 ? 0.5 : 0.3), {}};
  const Length step = d.grid_step();
  if (step <= Length{}) return;
  for (Length x = step; x < d.board.table.width - step * 1e-6; x += step)
    items.push_back({Line{d.at(TablePoint{x, d.board.table.depth}), d.at(TablePoint{x, Length{}}), stroke}});
  for (Length y = step; y < d.board.table.depth - step * 1e-6; y += step)
    items.push_back({Line{d.at(TablePoint{Length{}, y}), d.at(TablePoint{d.board.table.width, y}), stroke}});
}

void draw_area(std::vector<Item>& items, const Drawing& d, const Feature& feature) {
  const std::vector<Point> outline = d.at(drawn_outline(*feature.footprint()));
  const FeatureLook* look = d.look(feature);
  items.push_back({Path{outline, true, look ? look->fill : white, std::nullopt}});
  if (look)
    for (const Texture& texture : look->textures) items.push_back(texture_over(outline, texture));
  items.push_back({Path{outline, true, std::nullopt, Stroke{outline_ink, max(Length::pt(0.6), d.on_paper(Length::mm(1))), {}}}});
}

void draw_line(std::vector<Item>& items, const Drawing& d, const Feature& feature) {
  const Course& course = *feature.course();
  const FeatureLook* look = d.look(feature);
  const PathStyle style = look ? look->line : course.role == LineRole::water ? PathStyle::river : course.role == LineRole::road ? PathStyle::road : PathStyle::wall;
  add_all(items, draw_path_of_width(d.at(course.points), style, d.on_paper(course.width)));
}

// The road's stretch over the water at a bridge: from bank to bank and a little beyond.
std::vector<plane::Vec> span_of_bridge(const std::vector<plane::Vec>& road, const std::vector<plane::Vec>& water, double water_width) {
  const auto crossed = plane::crossings_along(road, water);
  if (crossed.empty()) return {};
  const double reach = water_width * 0.6, step = std::max(water_width / 20, 0.5);
  double before = crossed.front(), after = crossed.front();
  while (before > 0 && plane::distance_to_polyline(water, plane::point_along(road, before)) < reach) before -= step;
  while (after < plane::polyline_length(road) && plane::distance_to_polyline(water, plane::point_along(road, after)) < reach) after += step;
  return plane::stretch_of(road, before, after);
}

void draw_crossings(std::vector<Item>& items, const Drawing& d, const Feature& water) {
  const Course& river = *water.course();
  const std::vector<plane::Vec> line = vecs_of(river.points);
  for (const Crossing& crossing : river.crossings) {
    const auto stretch = plane::stretch_of(line, crossing.along.millimetres(), (crossing.along + crossing.length).millimetres());
    if (crossing.kind != "bridge") {
      std::vector<Point> drawn;
      for (plane::Vec v : stretch) drawn.push_back(d.at(v));
      add_all(items, draw_ford(drawn, d.on_paper(river.width)));
      continue;
    }
    for (const Feature& road : d.board.features) {
      if (!road.is_road()) continue;
      std::vector<Point> span;
      for (plane::Vec v : span_of_bridge(vecs_of(road.course()->points), stretch, river.width.millimetres())) span.push_back(d.at(v));
      add_all(items, draw_bridge(span, d.on_paper(road.course()->width)));
    }
  }
}

// Water first, roads over it, then walls, hedges and the rest; crossings last, over the roads.
void draw_features(std::vector<Item>& items, const Drawing& d) {
  for (const Feature& feature : d.board.features)
    if (feature.footprint()) draw_area(items, d, feature);
  for (LineRole role : {LineRole::water, LineRole::road, LineRole::barrier})
    for (const Feature& feature : d.board.features)
      if (feature.course() && feature.course()->role == role) draw_line(items, d, feature);
  for (const Feature& feature : d.board.features)
    if (feature.course() && feature.course()->role == LineRole::water) draw_crossings(items, d, feature);
}

void draw_zone_borders(std::vector<Item>& items, const Drawing& d) {
  for (const DeploymentBand& zone : d.board.zones) {
    const Point nw = d.at(TablePoint{zone.box.west, zone.box.north}), se = d.at(TablePoint{zone.box.east, zone.box.south});
    items.push_back({Rect{nw, se.x - nw.x, se.y - nw.y, std::nullopt, Stroke{zone.colour, Length::pt(1.2), {Length::mm(3), Length::mm(1.5)}}}});
  }
}

Font label_font(const Drawing& d, double share, bool bold) { return {style::sans, map_type_size(d.cell(), share, Length::pt(14)), bold, false}; }

// How far apart two boxes stand: across the gap between them, or (negative) how deep they overlap.
Length distance_between(const Rect& a, const Rect& b) {
  const Length apart_x = max(b.at.x - (a.at.x + a.width), a.at.x - (b.at.x + b.width));
  const Length apart_y = max(b.at.y - (a.at.y + a.height), a.at.y - (b.at.y + b.height));
  return max(apart_x, apart_y);
}

// How far a label keeps from other texts: set letter to letter, "60" and "USA deploys here" read as "60USA".
constexpr Length label_gap = Length::mm(1);

// A feature's shape on the drawing, in millimetres of paper, for labels to keep off.
struct DrawnShape {
  plane::Chain chain;
  double reach = 0;  // half a line's width
  std::size_t owner = 0;
};

plane::Vec paper_mm(Point p) { return {p.x.millimetres(), p.y.millimetres()}; }

DrawnShape drawn_shape(const Drawing& d, const Feature& feature, std::size_t owner) {
  DrawnShape shape{{{}, feature.footprint() != nullptr}, 0, owner};
  const std::vector<Point> points = feature.footprint() ? d.at(drawn_outline(*feature.footprint())) : d.at(feature.course()->points);
  for (Point p : points) shape.chain.points.push_back(paper_mm(p));
  if (feature.course()) shape.reach = d.on_paper(feature.course()->width).millimetres() / 2;
  return shape;
}

bool covers(const DrawnShape& shape, const Rect& box) {
  const plane::Vec nw = paper_mm(box.at), se = paper_mm({box.at.x + box.width, box.at.y + box.height});
  const plane::Chain rect{{nw, {se.x, nw.y}, se, {nw.x, se.y}}, true};
  return plane::chain_gap(rect, shape.chain, shape.reach + 0.01) < shape.reach;
}

// A box on the drawing in millimetres of paper, x east and y down.
plane::Box box_mm(const Rect& rect) { return {rect.at.x.millimetres(), rect.at.y.millimetres(), (rect.at.x + rect.width).millimetres(), (rect.at.y + rect.height).millimetres()}; }

// What the grids below are asked is widened by this much more than the test that follows needs,
// so that no rounding between lengths and millimetres can leave out a box the test would count.
constexpr double grid_slack_mm = 1;

// The box round the ground a shape covers, as far as `covers` can find it: chain_gap looks no
// further than the shape's points' own box, grown by the reach it is asked about.
plane::Box reach_box(const DrawnShape& shape) { return plane::grown(plane::bounds(shape.chain.points), shape.reach + 0.01 + grid_slack_mm); }

// The box round each path, circle and rectangle drawn over the board.
std::vector<Rect> boxes_round(const std::vector<Item>& items) {
  std::vector<Rect> boxes;
  for (const Item& item : items) {
    if (const auto* path = std::get_if<Path>(&item.shape); path && !path->points.empty()) {
      Point low = path->points.front(), high = low;
      for (Point p : path->points) {
        low = {min(low.x, p.x), min(low.y, p.y)};
        high = {max(high.x, p.x), max(high.y, p.y)};
      }
      boxes.push_back(Rect{low, high.x - low.x, high.y - low.y, std::nullopt, std::nullopt});
    } else if (const auto* circle = std::get_if<Circle>(&item.shape)) {
      const Length r = circle->radius;
      boxes.push_back(Rect{{circle->centre.x - r, circle->centre.y - r}, r * 2, r * 2, std::nullopt, std::nullopt});
    } else if (const auto* rect = std::get_if<Rect>(&item.shape)) {
      boxes.push_back(Rect{rect->at, rect->width, rect->height, std::nullopt, std::nullopt});
    }
  }
  return boxes;
}

// Sets labels where they come no nearer than `label_gap` to a label or ruler number set before
// them and, where it can, cover no other feature either. Texts and shapes are filed in grids of
// the drawing, so that each label is tried against those near it only: a table of 6,400
// hand-placed woods took minutes when every label was tried against every shape and text.
class Labeller {
 public:
  Labeller(const Drawing& d, const TextMeasurer& measurer)
      : d_(d),
        measurer_(measurer),
        taken_grid_(drawing_box(d), 2 * d.board.features.size() + 256),
        shape_grid_(drawing_box(d), d.board.features.size()) {
    for (std::size_t k = 0; k < d.board.features.size(); ++k) {
      shapes_.push_back(drawn_shape(d, d.board.features[k], k));
      shape_grid_.add(k, reach_box(shapes_.back()));
    }
  }

  // Notes the ink of texts already on the drawing, such as the rulers' numbers.
  void avoid(const std::vector<Item>& items) {
    for (const Item& item : items)
      if (const auto* text = std::get_if<Text>(&item.shape)) take(ink_box(measurer_, *text));
  }
  // Keeps labels off what is drawn over the board, each shape by the box round it.
  void avoid_shapes(const std::vector<Item>& items) {
    avoid(items);
    for (const Rect& box : boxes_round(items)) take(box);
  }

  // At the first of `centres` a `label_gap` clear of every text and clear of every feature but
  // `own` (an area's label lies on its area); else the first clear of texts; else the one furthest
  // from the nearest text. `text` is the wording to use, and `shorter` the ones to fall back on, in
  // order, where it does not fit.
  void add(std::vector<Item>& items, const std::vector<Point>& centres, const std::string& text, const Font& font, Colour ink = black,
           std::optional<std::size_t> own = std::nullopt, const std::vector<std::string>& shorter = {}) {
    std::optional<Text> best;
    int best_rank = 3;
    Length best_distance = -Length::mm(1e6);
    for (Point centre : centres) {
      const Text box = fitted(centre, text, shorter, font, ink);
      const Rect ink_rect = ink_box(measurer_, box);
      const Length nearest = nearest_text(ink_rect);
      const int rank = nearest >= label_gap ? (clear_of_shapes(ink_rect, own) ? 0 : 1) : 2;
      if (rank < best_rank || (rank == 2 && best_rank == 2 && nearest > best_distance)) best = box, best_rank = rank, best_distance = nearest;
      if (rank == 0) break;
    }
    if (!best) return;
    take(ink_box(measurer_, *best));
    add_all(items, plated_text(measurer_, *best));
  }

 private:
  static plane::Box drawing_box(const Drawing& d) { return {0, 0, d.width().millimetres(), d.height().millimetres()}; }

  void take(const Rect& ink) {
    taken_grid_.add(taken_.size(), box_mm(ink));
    taken_.push_back(ink);
  }

  // How far `ink` is from the nearest text taken, where that is under `label_gap`; else some
  // distance no smaller, which is all that is asked of it then.
  Length nearest_text(const Rect& ink) const {
    Length nearest = Length::mm(1e6);
    for (std::size_t k : taken_grid_.near(plane::grown(box_mm(ink), label_gap.millimetres() + grid_slack_mm)))
      nearest = min(nearest, distance_between(ink, taken_[k]));
    return nearest;
  }

  bool clear_of_shapes(const Rect& ink, std::optional<std::size_t> own) const {
    const auto near = shape_grid_.near(box_mm(ink));
    return std::none_of(near.begin(), near.end(), [&](std::size_t k) { return shapes_[k].owner != own && covers(shapes_[k], ink); });
  }

  // A box no wider than the text needs, so that keeping it on the board moves the text no further than that.
  Text fitted(Point centre, const std::string& text, const std::vector<std::string>& shorter, const Font& font, Colour ink) const {
    const Length widest = min(max(d_.cell() * 3, Length::mm(22)), d_.width());
    const Length width = min(measurer_.measure(text, font, std::nullopt).width + Length::mm(1), widest), height = max(font.size * 1.3, smallest_text_line);
    const Point at = d_.kept_on_board({centre.x - width / 2, centre.y - height / 2}, width, height);
    std::vector<std::string> wordings{text};
    wordings.insert(wordings.end(), shorter.begin(), shorter.end());
    return first_fitting(measurer_, Text{at, width, height, text, font, ink, Align::centre, VAlign::middle, false}, wordings);
  }

  const Drawing& d_;
  const TextMeasurer& measurer_;
  std::vector<Rect> taken_;
  std::vector<DrawnShape> shapes_;
  plane::BoxGrid taken_grid_, shape_grid_;
};

// Places beside a line for its label: either side of it, halfway along, then a third and two thirds of the way.
std::vector<Point> beside_line(const Drawing& d, const Course& course, Length label_height) {
  const std::vector<plane::Vec> line = vecs_of(course.points);
  const double length = plane::polyline_length(line);
  const double clear = course.width.millimetres() / 2 + (label_height / d.board.scale).millimetres() * 0.8;
  std::vector<Point> places;
  for (double share : {0.5, 0.33, 0.67}) {
    const plane::Vec at = plane::point_along(line, length * share);
    const plane::Vec ahead = plane::point_along(line, length * share + 1) - plane::point_along(line, length * share - 1);
    const double norm = plane::norm(ahead);
    if (norm == 0) continue;
    // North (or west) of the line first.
    plane::Vec side{-ahead.y / norm, ahead.x / norm};
    if (side.y < 0 || (side.y == 0 && side.x > 0)) side = side * -1;
    places.push_back(d.at(at + side * clear));
    places.push_back(d.at(at - side * clear));
  }
  return places;
}

// On the area's centre, or just above or below it.
std::vector<Point> on_area(const Drawing& d, const Footprint& area, Length label_height) {
  const Point centre = d.at(area.centre);
  return {centre, {centre.x, centre.y - label_height * 1.1}, {centre.x, centre.y + label_height * 1.1}};
}

// In the middle of the band, or further towards either end of its length.
std::vector<Point> in_band(const Drawing& d, const TableBox& box) {
  const Length middle_x = (box.west + box.east) / 2, middle_y = (box.south + box.north) / 2;
  const bool runs_north = box.north - box.south > box.east - box.west;
  std::vector<Point> places;
  for (double share : {0.5, 0.3, 0.7, 0.15, 0.85})
    places.push_back(d.at(runs_north ? TablePoint{middle_x, box.south + (box.north - box.south) * share}
                                     : TablePoint{box.west + (box.east - box.west) * share, middle_y}));
  return places;
}

void draw_labels(std::vector<Item>& items, const Drawing& d, Labeller& labeller) {
  const Font area_font = label_font(d, 0.1, true), line_font = label_font(d, 0.08, false), zone_font = label_font(d, 0.1, true);
  for (const DeploymentBand& zone : d.board.zones)
    labeller.add(items, in_band(d, zone.box), zone.label, zone_font, zone.colour.lightness() > 0.5 ? black : zone.colour, std::nullopt, zone.shorter);
  const auto& features = d.board.features;
  for (std::size_t k = 0; k < features.size(); ++k)
    if (const Footprint* area = features[k].footprint(); area && !features[k].label.empty())
      labeller.add(items, on_area(d, *area, area_font.size * 1.3), features[k].label, area_font, black, k);
  for (std::size_t k = 0; k < features.size(); ++k)
    if (const Course* course = features[k].course(); course && !features[k].label.empty())
      labeller.add(items, beside_line(d, *course, line_font.size * 1.3), features[k].label, line_font);
}

// Every how many units a ruler ticks and numbers, so that neither runs together on paper.
struct RulerSteps {
  double tick = 1, number = 10;
};

RulerSteps ruler_steps(const Drawing& d, const TextMeasurer& measurer, const Font& font) {
  RulerSteps steps{1, d.board.grid_step};
  const Length unit = d.on_paper(d.board.unit.length);
  while (unit * steps.tick < closest_ticks) steps.tick *= steps.tick == 1 ? 5 : 2;
  const std::string widest = unit_number(std::max(d.board.table.width, d.board.table.depth), d.board.unit);
  const Length number_width = measurer.measure(widest, font, std::nullopt).width * 1.6;
  while (unit * steps.number < number_width) steps.number *= 2;
  return steps;
}

bool boxes_meet(const Rect& a, const Rect& b) {
  return a.at.x < b.at.x + b.width && b.at.x < a.at.x + a.width && a.at.y < b.at.y + b.height && b.at.y < a.at.y + a.height;
}

// A ruler along each edge: a tick every unit (longer every half and whole grid
// step), numbered every grid step, counted from the west along the north and
// south edges and from the south along the west and east ones. A number whose
// plate would cover one of `keep_clear` is left out; the ticks stay.
void draw_rulers(std::vector<Item>& items, const Drawing& d, const TextMeasurer& measurer, const std::vector<Rect>& keep_clear) {
  const Font font{style::sans, map_type_size(d.cell(), 0.09, Length::pt(10)), false, false};
  const RulerSteps steps = ruler_steps(d, measurer, font);
  const Length longest = std::clamp(d.cell() * 0.08, Length::mm(1.5), Length::mm(8)), unit = d.board.unit.length;
  const Length number_height = max(font.size * 1.3, smallest_text_line), number_width = d.on_paper(unit * steps.number) * 0.9;
  const Stroke stroke = style::line();
  const auto tick_length = [&](double units) {
    if (std::fmod(units, d.board.grid_step) == 0) return longest;
    return std::fmod(units, d.board.grid_step / 2) == 0 ? longest * 0.65 : longest * 0.4;
  };
  const auto number = [&](Point at, Align align, double units) {
    const Text text{at, number_width, number_height, unit_number(unit * units, d.board.unit), font, black, align, VAlign::middle, false};
    if (!keep_clear.empty()) {
      const Rect ink = ink_box(measurer, text);
      const Rect plate{{ink.at.x - plate_margin, ink.at.y - plate_margin}, ink.width + plate_margin * 2, ink.height + plate_margin * 2, std::nullopt, std::nullopt};
      if (std::any_of(keep_clear.begin(), keep_clear.end(), [&](const Rect& box) { return boxes_meet(plate, box); })) return;
    }
    add_all(items, plated_text(measurer, text));
  };
  const Length w = d.width(), h = d.height();
  for (double k = steps.tick; unit * k < d.board.table.width - unit * 1e-6; k += steps.tick) {
    const Length x = d.on_paper(unit * k), tick = tick_length(k);
    items.push_back({Line{{x, Length{}}, {x, tick}, stroke}});
    items.push_back({Line{{x, h - tick}, {x, h}, stroke}});
    if (std::fmod(k, steps.number) != 0) continue;
    number({x - number_width / 2, longest}, Align::centre, k);
    number({x - number_width / 2, h - longest - number_height}, Align::centre, k);
  }
  for (double k = steps.tick; unit * k < d.board.table.depth - unit * 1e-6; k += steps.tick) {
    const Length y = h - d.on_paper(unit * k), tick = tick_length(k);
    items.push_back({Line{{Length{}, y}, {tick, y}, stroke}});
    items.push_back({Line{{w - tick, y}, {w, y}, stroke}});
    if (std::fmod(k, steps.number) != 0) continue;
    number({longest + Length::mm(0.5), y - number_height / 2}, Align::left, k);
    number({w - longest - Length::mm(0.5) - number_width, y - number_height / 2}, Align::right, k);
  }
}
}  // namespace

std::map<std::string, FeatureLook> standard_looks() {
  const FeatureLook hill{style::hill, {terrain::slope()}, PathStyle::wall}, wood{style::forest, {terrain::woods()}, PathStyle::wall};
  const FeatureLook village{style::town, {terrain::town()}, PathStyle::wall}, marsh{style::marsh, {terrain::marsh()}, PathStyle::wall};
  const FeatureLook buildings{style::building, {terrain::town(), terrain::walls()}, PathStyle::wall};
  const FeatureLook rough{style::scrub, {terrain::scrub()}, PathStyle::wall}, field{style::field, {terrain::furrows()}, PathStyle::wall};
  const auto line = [](PathStyle style) { return FeatureLook{white, {}, style}; };
  return {{"hill", hill},       {"wood", wood},      {"village", village},       {"buildings", buildings},
          {"marsh", marsh},     {"rough", rough},    {"scrub", rough},           {"field", field},
          {"river", line(PathStyle::river)},         {"stream", line(PathStyle::river)},
          {"road", line(PathStyle::road)},           {"track", line(PathStyle::road)},
          {"wall", line(PathStyle::wall)},           {"hedge", line(PathStyle::hedge)},
          {"fence", line(PathStyle::fence)},         {"barricade", line(PathStyle::barricade)}};
}

Area open_table_extent(const OpenTableBoard& board) { return {board.table.width * board.scale, board.table.depth * board.scale}; }

Point board_point(const OpenTableBoard& board, TablePoint point) { return Drawing{board}.at(point); }

std::vector<Item> draw_open_table(const OpenTableBoard& board, const TextMeasurer& measurer) {
  const Drawing d{board};
  // What is drawn to the table's shape (water and roads run out across its edges) is cut to it.
  Group terrain{{}, Rect{{}, d.width(), d.height(), std::nullopt, std::nullopt}, {}};
  terrain.items.push_back({Rect{{}, d.width(), d.height(), white, std::nullopt}});
  draw_zone_bands(terrain.items, d);
  draw_reference_grid(terrain.items, d);
  draw_features(terrain.items, d);
  draw_zone_borders(terrain.items, d);
  terrain.items.insert(terrain.items.end(), board.overlays.begin(), board.overlays.end());
  std::vector<Item> rulers;
  draw_rulers(rulers, d, measurer, board.rulers_clear_of_overlays ? boxes_round(board.overlays) : std::vector<Rect>{});
  Labeller labeller(d, measurer);
  labeller.avoid(rulers);
  labeller.avoid_shapes(board.overlays);
  std::vector<Item> items{{std::move(terrain)}};
  add_all(items, std::move(rulers));
  draw_labels(items, d, labeller);
  items.push_back({Rect{{}, d.width(), d.height(), std::nullopt, style::line()}});
  return items;
}

}  // namespace muster::layout
