// The TSR board as the table reads it: grid lines over the terrain, each hill
// its own contour even where two hills touch, terrain distinct in grey, and a
// key to what the markers say.
#include <gtest/gtest.h>

#include "rulesets/tsr/pages/board_view.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "support/document_walk.hpp"
#include "support/grey_swatches.hpp"
#include "support/scenarios.hpp"

namespace muster::tsr {
namespace {

using testing::Placed;

const auto& measurer() { return testing::test_fonts().measurer(); }

std::vector<Square> block(int first_column, int last_column, int first_row, int last_row) {
  std::vector<Square> squares;
  for (int r = first_row; r <= last_row; ++r)
    for (int c = first_column; c <= last_column; ++c) squares.push_back({c, r});
  return squares;
}

// Two hills side by side, sharing the edge between columns D and E; a forest on the western one.
tsr::Setup touching_hills() {
  tsr::Setup s = roll(testing::default_tsr_scenario(), 1863);
  s.terrain.hills = {{block(1, 3, 4, 7), {{2, 5}}}, {block(4, 6, 4, 7), {{5, 6}}}};
  s.terrain.forest = {{{1, 4}, 4}};
  s.terrain.objective = {8, 12};
  return s;
}

struct Box {
  double left, top, right, bottom;  // points
  bool contains(const layout::Point& p) const {
    return p.x.points() >= left - 0.01 && p.x.points() <= right + 0.01 && p.y.points() >= top - 0.01 && p.y.points() <= bottom + 0.01;
  }
};

std::optional<Box> filled_box(const layout::Item& item) {
  if (const auto* r = std::get_if<layout::Rect>(&item.shape); r && r->fill)
    return Box{r->at.x.points(), r->at.y.points(), (r->at.x + r->width).points(), (r->at.y + r->height).points()};
  if (const auto* p = std::get_if<layout::Path>(&item.shape); p && p->fill && p->closed) {
    Box b{1e9, 1e9, -1e9, -1e9};
    for (const auto& pt : p->points) b = {std::min(b.left, pt.x.points()), std::min(b.top, pt.y.points()), std::max(b.right, pt.x.points()),
                                          std::max(b.bottom, pt.y.points())};
    return b;
  }
  return std::nullopt;
}

// A stroke lying along the segment a-b (a line over it, or a rectangle with it as a side).
bool strokes_along(const layout::Item& item, layout::Point a, layout::Point b) {
  const auto covers = [&](layout::Point from, layout::Point to) {
    const Box span{std::min(from.x, to.x).points(), std::min(from.y, to.y).points(), std::max(from.x, to.x).points(), std::max(from.y, to.y).points()};
    const bool collinear = (std::abs(from.x.points() - to.x.points()) < 0.01 && std::abs(from.x.points() - a.x.points()) < 0.01 &&
                            std::abs(a.x.points() - b.x.points()) < 0.01) ||
                           (std::abs(from.y.points() - to.y.points()) < 0.01 && std::abs(from.y.points() - a.y.points()) < 0.01 &&
                            std::abs(a.y.points() - b.y.points()) < 0.01);
    return collinear && span.contains(a) && span.contains(b);
  };
  if (const auto* l = std::get_if<layout::Line>(&item.shape)) return covers(l->from, l->to);
  if (const auto* r = std::get_if<layout::Rect>(&item.shape); r && r->stroke) {
    const layout::Point tl = r->at, tr{r->at.x + r->width, r->at.y}, bl{r->at.x, r->at.y + r->height}, br{r->at.x + r->width, r->at.y + r->height};
    return covers(tl, tr) || covers(bl, br) || covers(tl, bl) || covers(tr, br);
  }
  return false;
}

// On the 1:1 board every square of every hill keeps all four grid edges: the
// last fill over an edge comes before a stroke along it.
TEST(TsrBoardView, GridLinesLieOverTheTerrain) {
  const tsr::Setup s = touching_hills();
  const auto items = draw_board(s, {s.cell, {MarkerView::hidden, MarkerView::hidden}}, measurer());
  for (const Hill& hill : s.terrain.hills)
    for (Square square : hill.squares) {
      const layout::Point o = square_origin(s, square, s.cell);
      const Length c = s.cell;
      const std::pair<layout::Point, layout::Point> edges[] = {{o, {o.x + c, o.y}}, {{o.x, o.y + c}, {o.x + c, o.y + c}},
                                                               {o, {o.x, o.y + c}}, {{o.x + c, o.y}, {o.x + c, o.y + c}}};
      for (const auto& [a, b] : edges) {
        const layout::Point middle{(a.x + b.x) / 2, (a.y + b.y) / 2};
        std::size_t last_fill = 0;
        for (std::size_t i = 0; i < items.size(); ++i)
          if (auto box = filled_box(items[i]); box && box->contains(middle)) last_fill = i;
        bool stroked = false;
        for (std::size_t i = last_fill + 1; i < items.size() && !stroked; ++i) stroked = strokes_along(items[i], a, b);
        EXPECT_TRUE(stroked) << "an edge of " << square_name(square) << " is hidden under the terrain";
      }
    }
}

bool inside(const tsr::Setup& s, const std::vector<Square>& squares, layout::Point p, double margin_points) {
  for (Square square : squares) {
    const layout::Point o = square_origin(s, square, s.cell);
    if (p.x.points() > o.x.points() - margin_points && p.x.points() < (o.x + s.cell).points() + margin_points &&
        p.y.points() > o.y.points() - margin_points && p.y.points() < (o.y + s.cell).points() + margin_points)
      return true;
  }
  return false;
}

// Each hill has a closed contour of its own, lying inside it and at least
// 1 mm clear of every other hill, so two hills that touch show two lines; the
// contour is drawn after the forest so that a wood on a hill keeps it.
TEST(TsrBoardView, EachHillHasItsOwnContour) {
  const tsr::Setup s = touching_hills();
  const auto items = draw_board(s, {s.cell, {MarkerView::hidden, MarkerView::hidden}}, measurer());
  std::size_t last_forest_fill = 0;
  for (std::size_t i = 0; i < items.size(); ++i)
    if (const auto* r = std::get_if<layout::Rect>(&items[i].shape); r && r->fill && !(*r->fill == layout::white)) {
      for (const auto& f : s.terrain.forest)
        if (std::abs((r->at.x - square_origin(s, f.square, s.cell).x).millimetres()) < s.cell.millimetres() / 5 &&
            std::abs((r->at.y - square_origin(s, f.square, s.cell).y).millimetres()) < s.cell.millimetres() / 5)
          last_forest_fill = i;
    }
  const double clearance = Length::mm(1).points();
  for (std::size_t h = 0; h < s.terrain.hills.size(); ++h) {
    bool found = false;
    for (std::size_t i = 0; i < items.size() && !found; ++i) {
      const auto* p = std::get_if<layout::Path>(&items[i].shape);
      if (!p || !p->closed || p->fill || !p->stroke || p->points.size() < 4) continue;
      bool own = true;
      for (const auto& pt : p->points) {
        own = own && inside(s, s.terrain.hills[h].squares, pt, 0.01);
        for (std::size_t other = 0; other < s.terrain.hills.size(); ++other)
          if (other != h) own = own && !inside(s, s.terrain.hills[other].squares, pt, clearance);
      }
      if (own) {
        found = true;
        EXPECT_GT(i, last_forest_fill) << "the forest hides hill " << h + 1 << "'s contour";
      }
    }
    EXPECT_TRUE(found) << "hill " << h + 1 << " has no contour of its own";
  }
}

// Open ground, hill, peak and forest differ by at least 0.06 in mean grey or
// texture when printed in grey (the threshold is explained in zone_map_test).
TEST(TsrBoardView, TerrainStaysDistinctInGrey) {
  const tsr::Setup s = touching_hills();
  const Length cell = Length::mm(30);
  const auto items = draw_board(s, {cell, {MarkerView::hidden, MarkerView::hidden}}, measurer());
  const auto image = testing::raster(items, board_width(s, cell), board_height(s, cell));
  const auto print_of = [&](Square square) {
    const layout::Point o = square_origin(s, square, cell);
    // The lower part of the square, below its name and tree count.
    return testing::grey_print(image, o.x.millimetres() + 3, o.y.millimetres() + 9, o.x.millimetres() + 27, o.y.millimetres() + 27);
  };
  const std::vector<std::pair<std::string, Square>> kinds = {{"open", {8, 1}}, {"hill", {3, 6}}, {"peak", {2, 5}}, {"forest", {1, 4}}};
  for (std::size_t a = 0; a < kinds.size(); ++a)
    for (std::size_t b = a + 1; b < kinds.size(); ++b) {
      const auto pa = print_of(kinds[a].second), pb = print_of(kinds[b].second);
      EXPECT_GE(pa.distance(pb), 0.06) << kinds[a].first << " (" << testing::describe(pa) << ") and " << kinds[b].first << " ("
                                       << testing::describe(pb) << ") print alike";
    }
}

TEST(TsrBoardView, AMapWithMarkersCarriesAKeyToThem) {
  const tsr::Setup s = roll(testing::default_tsr_scenario(), 1863);
  for (const auto& doc : {umpire_briefing(s, measurer()), side_briefing(s, Side::usa, measurer())}) {
    std::string text;
    testing::walk(doc.pages.front(), [&](const Placed& p) {
      if (const auto* t = std::get_if<layout::Text>(&p.item->shape)) text += t->text + "\n";
    });
    for (const char* words : {"XXX infantry division", "XAX", "artillery", "decoy"})
      EXPECT_NE(text.find(words), std::string::npos) << doc.title << " has no key for '" << words << "'";
  }
}

// A marker standing on the liquor store covers neither the house nor its name.
TEST(TsrBoardView, AMarkerOnTheStoreCoversNeitherHouseNorName) {
  tsr::Setup s = roll(testing::default_tsr_scenario(), 1863);
  const Marker* marker = placed_in_draw_order(s.side(Side::csa)).front();
  s.terrain.objective = *marker->square;
  const BoardView view{Length::mm(13), {MarkerView::identified, MarkerView::identified}};
  const auto items = draw_board(s, view, measurer());
  std::vector<Box> plates, store;
  for (const auto& item : items) {
    if (const auto* r = std::get_if<layout::Rect>(&item.shape); r && r->fill == layout::Colour::hex(s.side(Side::csa).colour))
      plates.push_back({r->at.x.points(), r->at.y.points(), (r->at.x + r->width).points(), (r->at.y + r->height).points()});
    if (const auto* path = std::get_if<layout::Path>(&item.shape); path && path->points.size() == 5 && path->fill == layout::white) {
      Box b{1e9, 1e9, -1e9, -1e9};
      for (const auto& p : path->points)
        b = {std::min(b.left, p.x.points()), std::min(b.top, p.y.points()), std::max(b.right, p.x.points()), std::max(b.bottom, p.y.points())};
      store.push_back(b);
    }
    if (const auto* t = std::get_if<layout::Text>(&item.shape); t && t->text.find("STORE") != std::string::npos)
      store.push_back({t->at.x.points(), t->at.y.points(), (t->at.x + t->width).points(), (t->at.y + t->height).points()});
  }
  ASSERT_FALSE(store.empty());
  ASSERT_FALSE(plates.empty());
  for (const Box& a : store)
    for (const Box& b : plates)
      EXPECT_TRUE(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top) << "a marker covers the store";
}

}  // namespace
}  // namespace muster::tsr
