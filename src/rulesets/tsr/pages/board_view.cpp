#include "rulesets/tsr/pages/board_view.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "generate/offset_grid.hpp"
#include "layout/contour.hpp"
#include "layout/hatching.hpp"
#include "layout/plated_text.hpp"
#include "layout/map_type.hpp"
#include "layout/style.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/tables.hpp"

namespace muster::tsr {

namespace {
using namespace layout;

const Colour grid_ink = Colour::grey(0.4);

double shift_of(int row) { return OffsetGrid::shifted_east(row) ? 0.5 : 0.0; }

// Which square of `row` covers the point `x` (in cells from the west edge), if any.
std::optional<Square> square_at(const Setup& setup, int row, double x) {
  if (row < 0 || row >= setup.rows) return std::nullopt;
  const int column = static_cast<int>(std::floor(x - shift_of(row)));
  if (column < 0 || column >= setup.columns) return std::nullopt;
  return Square{column, row};
}

// A label box is never shorter than a line of the smallest text.
constexpr Length label_height = Length::mm(2.9);

struct Canvas {
  const Setup& setup;
  Length cell;
  const TextMeasurer& measurer;
  std::vector<Item> items;

  Point origin(Square s) const { return square_origin(setup, s, cell); }
  void add(Item item) { items.push_back(std::move(item)); }

  void fill_square(Square s, Colour colour) { add({Rect{origin(s), cell, cell, colour, std::nullopt}}); }

  // Outline of a set of squares: every edge (or half edge, where rows are offset) that borders a square outside the set.
  void outline(const std::set<Square>& area, Stroke stroke) {
    for (Square s : area) {
      const Point o = origin(s);
      auto outside = [&](std::optional<Square> n) { return !n || area.count(*n) == 0; };
      const double x = s.column + shift_of(s.row);
      if (outside(square_at(setup, s.row, x - 0.5))) add({Line{o, {o.x, o.y + cell}, stroke}});
      if (outside(square_at(setup, s.row, x + 1.5))) add({Line{{o.x + cell, o.y}, {o.x + cell, o.y + cell}, stroke}});
      for (int half = 0; half < 2; ++half) {
        const Length from = o.x + cell * (0.5 * half), to = o.x + cell * (0.5 * (half + 1));
        const double probe = x + 0.25 + 0.5 * half;
        if (outside(square_at(setup, s.row + 1, probe))) add({Line{{from, o.y}, {to, o.y}, stroke}});
        if (outside(square_at(setup, s.row - 1, probe))) add({Line{{from, o.y + cell}, {to, o.y + cell}, stroke}});
      }
    }
  }

  // The first of `wordings` that fits, never under the smallest text.
  void label(Point at, Length width, Length height, const std::vector<std::string>& wordings, Font font, Colour colour, Align align,
             VAlign valign = VAlign::top) {
    add({first_fitting(measurer, Text{at, width, height, {}, std::move(font), colour, align, valign, false}, wordings)});
  }
};

// Over the terrain, so that every square keeps its four edges on hills and in woods.
void draw_grid(Canvas& c) {
  for (int r = 0; r < c.setup.rows; ++r)
    for (int col = 0; col < c.setup.columns; ++col)
      c.add({Rect{c.origin({col, r}), c.cell, c.cell, std::nullopt, Stroke{grid_ink, Length::pt(0.5), {}}}});
}

// The half-squares a set of squares covers: the cells in which an offset board's outline runs.
std::set<GridCell> half_square_cells(const Setup& setup, const std::vector<Square>& squares) {
  std::set<GridCell> cells;
  for (Square s : squares) {
    const int first = 2 * s.column + (OffsetGrid::shifted_east(s.row) ? 1 : 0), row = setup.rows - 1 - s.row;
    cells.insert({first, row});
    cells.insert({first + 1, row});
  }
  return cells;
}

// Each hill its own contour, inside its edge: where two hills touch, two lines.
void draw_hill_contours(Canvas& c) {
  const Length inset = c.cell / 22;
  for (const Hill& hill : c.setup.terrain.hills)
    for (auto& loop : region_outline(half_square_cells(c.setup, hill.squares), c.cell / 2, c.cell, inset))
      c.add({Path{std::move(loop), true, std::nullopt, Stroke{style::peak, c.cell / 35, {}}}});
}

void draw_hills(Canvas& c) {
  for (const Hill& hill : c.setup.terrain.hills) {
    for (Square s : hill.squares) {
      c.fill_square(s, style::hill);
      // Slope hatching keeps a hill apart from open ground and forest on a grey printer.
      c.add(hatch(Rect{c.origin(s), c.cell, c.cell, {}, {}}, HatchDirection::rising, Length::mm(2.6), Stroke{style::peak, Length::pt(0.35), {}}));
    }
    for (Square p : hill.peak) {
      c.fill_square(p, style::peak);
      // Cross-hatching keeps the peak distinct from forest on a grey printer.
      const Point o = c.origin(p);
      for (int i = 1; i < 4; ++i) {
        const Length step = c.cell * (i / 4.0);
        c.add({Line{{o.x + step, o.y}, {o.x, o.y + step}, {white, c.cell / 60, {}}}});
        c.add({Line{{o.x + c.cell, o.y + step}, {o.x + step, o.y + c.cell}, {white, c.cell / 60, {}}}});
      }
    }
  }
}

void draw_forest(Canvas& c) {
  std::set<Square> all;
  for (const auto& f : c.setup.terrain.forest) all.insert(f.square);
  for (const auto& f : c.setup.terrain.forest) {
    const Point o = c.origin(f.square);
    c.add({Rect{{o.x + c.cell * 0.04, o.y + c.cell * 0.04}, c.cell * 0.92, c.cell * 0.92, style::forest, std::nullopt}});
    // One symbol per model tree, in rows of up to four, where the trees go on the table.
    const int per_row = std::min(4, std::max(1, f.trees));
    const int rows = (f.trees + per_row - 1) / per_row;
    const Length radius = c.cell * std::min(0.09, 0.36 / std::max(per_row, rows));
    for (int i = 0; i < f.trees; ++i) {
      const int row = i / per_row, col = i % per_row;
      const int in_row = std::min(per_row, f.trees - row * per_row);
      const Length x = o.x + c.cell * ((col + 0.5) / in_row) * 0.8 + c.cell * 0.1;
      const Length y = o.y + c.cell * (0.38 + 0.5 * (row + 0.5) / rows);
      c.add({Circle{{x, y}, radius, style::tree, Stroke{white, c.cell / 150, {}}}});
    }
    c.label({o.x + c.cell * 0.45, o.y + c.cell * 0.05}, c.cell * 0.5, max(c.cell * 0.22, label_height),
            {std::to_string(f.trees) + " trees", std::to_string(f.trees)}, {style::sans, map_type_size(c.cell, 0.13, Length::pt(16)), true, false},
            black, Align::right);
  }
  c.outline(all, {style::tree, c.cell / 45, {}});
}

// A house `w` wide whose ridge is at `top`, its base at `base`.
void draw_house(Canvas& c, Length left, Length w, Length top, Length base) {
  const Length eaves = top + (base - top) * 0.4;
  const Path house{{{left, base}, {left, eaves}, {left + w / 2, top}, {left + w, eaves}, {left + w, base}}, true, white, Stroke{black, c.cell / 50, {}}};
  c.add({house});
  c.add({Rect{{left + w * 0.38, base - (base - top) * 0.3}, w * 0.24, (base - top) * 0.3, black, std::nullopt}});
}

bool marker_on(const Setup& setup, const BoardView& view, Square square) {
  for (Side side : both_sides)
    if (view.markers[index_of(side)] != MarkerView::hidden)
      for (const Marker* m : placed_in_draw_order(setup.side(side)))
        if (*m->square == square) return true;
  return false;
}

// The store fills its square, named; where a marker stands on it, the house moves up into the
// corner, unnamed (the marker key says what it is), so the marker covers neither.
void draw_store(Canvas& c, const BoardView& view) {
  const Point o = c.origin(c.setup.terrain.objective);
  if (marker_on(c.setup, view, c.setup.terrain.objective)) {
    draw_house(c, o.x + c.cell * 0.66, c.cell * 0.26, o.y + c.cell * 0.05, o.y + c.cell * 0.4);
    return;
  }
  const Length base = o.y + c.cell * 0.66;
  draw_house(c, o.x + c.cell * 0.32, c.cell * 0.36, o.y + c.cell * 0.26, base);
  c.label({o.x + c.cell * 0.04, base + c.cell * 0.02}, c.cell * 0.92, max(c.cell * 0.16, label_height), {"LIQUOR STORE", "STORE"},
          {style::sans, map_type_size(c.cell, 0.11, Length::pt(14)), true, false}, black, Align::centre);
}

void draw_square_names(Canvas& c) {
  for (int r = 0; r < c.setup.rows; ++r)
    for (int col = 0; col < c.setup.columns; ++col) {
      const Point o = c.origin({col, r});
      const bool dark = on_peak(c.setup.terrain.hills, {col, r});
      const Text name = first_fitting(c.measurer,
                                      Text{{o.x + c.cell * 0.04, o.y + c.cell * 0.03}, c.cell * 0.45, max(c.cell * 0.2, label_height), {},
                                           {style::sans, map_type_size(c.cell, 0.12, Length::pt(14)), false, false},
                                           dark ? white : Colour::grey(0.25), Align::left, VAlign::top, false},
                                      {square_name({col, r})});
      // A plate keeps the name readable over hill hatching; the peak's white name reads on its dark fill.
      if (dark) c.add({name});
      else
        for (auto& item : plated_text(c.measurer, name)) c.add(std::move(item));
    }
}

void draw_markers(Canvas& c, const BoardView& view) {
  std::map<Square, int> on_square;
  for (Side side : both_sides) {
    const MarkerView how = view.markers[index_of(side)];
    if (how == MarkerView::hidden) continue;
    const SideSetup& owner = c.setup.side(side);
    const Colour fill = Colour::hex(owner.colour);
    const Colour ink = fill.readable_ink();
    // Unknown markers go down by square, so not even the drawing order of the PDF follows the enemy's draw.
    for (const Marker* m : how == MarkerView::unknown ? placed_by_square(owner) : placed_in_draw_order(owner)) {
      const int slot = on_square[*m->square]++;
      const Point o = c.origin(*m->square);
      // Wide and tall enough for a code over its identification at the smallest text on an overview.
      const Length w = c.cell * 0.86, h = c.cell * 0.44;
      const Point at{o.x + (c.cell - w) / 2 + c.cell * 0.05 * slot, o.y + c.cell * 0.5 - c.cell * 0.08 * slot};
      c.add({Rect{at, w, h, fill, Stroke{black, c.cell / 80, {}}}});
      const bool known = how == MarkerView::identified;
      const std::string text = known ? m->code + "\n" + (m->kind == MarkerKind::decoy ? "decoy" : identification(m->kind)) : "?";
      c.label({at.x + w * 0.05, at.y}, w * 0.9, h, {text}, {style::sans, map_type_size(c.cell, known ? 0.12 : 0.2, Length::pt(24)), true, false},
              ink, Align::centre, VAlign::middle);
    }
  }
}

// The board's outer edge follows the brickwork, so it is the outline of every square.
void draw_edges(Canvas& c) {
  std::set<Square> all;
  for (int r = 0; r < c.setup.rows; ++r)
    for (int col = 0; col < c.setup.columns; ++col) all.insert({col, r});
  c.outline(all, {black, c.cell / 40, {}});
}
}  // namespace

Length board_width(const Setup& setup, Length cell) { return cell * (setup.columns + 0.5); }
Length board_height(const Setup& setup, Length cell) { return cell * setup.rows; }

Point square_origin(const Setup& setup, Square s, Length cell) {
  return {cell * (s.column + shift_of(s.row)), cell * (setup.rows - 1 - s.row)};
}

std::vector<Item> draw_board(const Setup& setup, const BoardView& view, const TextMeasurer& measurer) {
  // No white under the squares: every page is laid on white paper before it is drawn (render/writers,
  // svg_page, raster), and nothing is drawn under a board.
  Canvas canvas{setup, view.cell, measurer, {}};
  draw_hills(canvas);
  draw_forest(canvas);
  draw_grid(canvas);
  draw_hill_contours(canvas);
  draw_store(canvas, view);
  draw_square_names(canvas);
  draw_markers(canvas, view);
  draw_edges(canvas);
  // Without the slack of its growth: a pack holds several boards (each briefing, the umpire's, the 1:1 sheets).
  canvas.items.shrink_to_fit();
  return std::move(canvas.items);  // a member of a local: returned by copy unless moved
}

std::vector<Item> draw_legend(Point at, Length width) {
  const Length swatch = Length::mm(4);
  const std::vector<std::pair<Colour, std::string>> keys = {
      {style::hill, "hill (cross its contour: -1 movement point)"},
      {style::peak, "peak: impassable"},
      // "Woods", as the rules say in play and the cards do; the setup calls its areas forest.
      {style::forest, "woods (forest): put the number of model trees shown"},
  };
  std::vector<Item> items;
  Length x = at.x;
  const Length column = width / static_cast<double>(keys.size());
  for (const auto& [colour, text] : keys) {
    items.push_back({Rect{{x, at.y}, swatch, swatch, colour, style::hairline()}});
    if (colour == style::hill)
      items.push_back(hatch(Rect{{x, at.y}, swatch, swatch, {}, {}}, HatchDirection::rising, Length::mm(1.3), Stroke{style::peak, Length::pt(0.35), {}}));
    Text t{{x + swatch + Length::mm(1.5), at.y}, column - swatch - Length::mm(3), Length::mm(8), text, style::small(), black,
           Align::left, VAlign::top, false};
    items.push_back({t});
    x += column;
  }
  return items;
}

std::string marker_key(bool unknowns) {
  return std::string("Markers: code, then what it is: XXX infantry division, XAX infantry division with artillery, decoy: nothing there. "
                     "The house is the liquor store.") +
         (unknowns ? " ? an enemy marker, not yet identified." : "");
}

}  // namespace muster::tsr
