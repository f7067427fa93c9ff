#include "layout/tiled_board.hpp"

#include <map>
#include <memory>
#include <numbers>
#include <tuple>

#include "core/diagnostic.hpp"
#include "layout/assembly_diagram.hpp"
#include "layout/check_bar.hpp"
#include "layout/compass.hpp"
#include "layout/hatching.hpp"
#include "layout/registration.hpp"
#include "layout/style.hpp"

namespace muster::layout {

namespace {
// Lists of items that many sheets show alike, made once and drawn by each through a group's
// `shared`, as the board is: keyed by everything that places them (the first number says what they are).
class SharedLists {
 public:
  template <class Make>
  std::shared_ptr<const std::vector<Item>> get(const std::vector<double>& key, const Make& make) {
    auto& list = made_[key];
    if (!list) list = std::make_shared<const std::vector<Item>>(make());
    return list;
  }

 private:
  std::map<std::vector<double>, std::shared_ptr<const std::vector<Item>>> made_;
};

// Crosses keep this far from the ends of the seam they mark, clear of the glue strips' corners.
constexpr Length cross_end_gap = Length::mm(20);

// The board, with the edge strips above and below it, is what the sheets cover.
Area tiled_area(Area board) { return {board.width, board.height + edge_strip * 2}; }
Rect board_within_tiles(Area board) { return {{Length{}, edge_strip}, board.width, board.height, {}, {}}; }

// Which sheet this is among all of them: its cell filled black in a grid of the sheets.
// Fits the header's height. The grid, a white block ruled by a line between each row and
// each column, is the same on every sheet: made once and shared, and drawn as ruled lines
// (one stroke) rather than a box per sheet, so that a large board's locators grow with its
// sheets, not with sheets x sheets.
void sheet_locator(PageBuilder& builder, const Tiling& tiling, const Tile& tile, Point at, Length cell, SharedLists& shared) {
  const Length width = cell * tiling.columns, height = cell * tiling.rows;
  const auto grid = shared.get({1, at.x.points(), at.y.points(), cell.points()}, [&] {
    LineSet rules{{}, style::hairline()};
    for (int r = 1; r < tiling.rows; ++r) rules.segments.push_back({{at.x, at.y + cell * r}, {at.x + width, at.y + cell * r}});
    for (int c = 1; c < tiling.columns; ++c) rules.segments.push_back({{at.x + cell * c, at.y}, {at.x + cell * c, at.y + height}});
    return std::vector<Item>{{Rect{at, width, height, white, style::hairline()}}, {std::move(rules)}};
  });
  builder.add({Group{{}, std::nullopt, {}, false, grid}});
  builder.add({Rect{{at.x + cell * tile.column, at.y + cell * tile.row}, cell, cell, black, style::hairline()}});
}

// Instructions at the left; north arrow, locator and scale check at the right, all above the board.
void sheet_header(PageBuilder& builder, const Tiling& tiling, const Tile& tile, SharedLists& shared) {
  const Length left = builder.content_left(), top = builder.content_top(), right = left + builder.content_width();
  const Length check_left = right - check_bar_width;
  builder.add(check_bar({check_left, top + (tile_header - check_bar_height) / 2}));
  const Length cell = min(Length::mm(2.2), (tile_header - Length::mm(1)) / tiling.rows);
  const Length locator_left = check_left - style::gap - cell * tiling.columns;
  sheet_locator(builder, tiling, tile, {locator_left, top}, cell, shared);
  const Length compass_left = locator_left - style::gap - compass_width;
  builder.add(compass({compass_left, top}));
  // Which sheet this is, in bold on lines of its own, where a player laying the sheets out looks
  // first; then what to do with it, in the same words on every sheet, so set once for them all.
  const int number = tile.row * tiling.columns + tile.column + 1;
  const std::string place = "Sheet " + std::to_string(number) + " of " + std::to_string(tiling.count()) + ": row " +
                            std::to_string(tile.row + 1) + " from the north, column " + std::to_string(tile.column + 1) + " from the west";
  const std::string how = "The board at 1:1; the plan of its sheets is on page 1. Trim the dashed edges; lay this sheet over the "
                          "hatched strips of the sheets before it, crosses on crosses.";
  const Length width = compass_left - style::gap - left;
  Font bold = style::small();
  bold.bold = true;
  const Text where = shrink_to_fit(builder.measurer(), Text{{left, top}, width, tile_header / 2, place, bold, black, Align::left, VAlign::top, false},
                                   Length::pt(5.5));
  const Length below = min(builder.measurer().measure(where.text, where.font, width).height, tile_header / 2);
  builder.add({where});
  builder.add({shrink_to_fit(builder.measurer(),
                             Text{{left, top + below}, width, tile_header - below, how, style::small(), black, Align::left, VAlign::top, false},
                             Length::pt(5.5))});
}

// Light diagonal hatching: marks where the next sheet goes while leaving the grid visible to line it up.
// One Hatch item, which the PDF holds as one dashed stroke: drawn line by line, a large board's glue
// strips were a sixth of its pack's time. Lines 3 mm apart along the strip's edge.
void glue_strip(PageBuilder& builder, Point at, Length width, Length height) {
  builder.add(hatch(Rect{at, width, height, std::nullopt, std::nullopt}, HatchDirection::rising, Length::mm(3) / std::numbers::sqrt2,
                    Stroke{Colour::grey(0.55), Length::pt(0.6), {}}));
}

// What a cross must not cover: every text on the board, where it is set, in tiled coordinates.
std::vector<KeepOut> board_texts(const std::vector<Item>& board, const TextMeasurer& measurer) {
  std::vector<KeepOut> boxes;
  for (const Item& item : board)
    if (const auto* text = std::get_if<Text>(&item.shape)) {
      const Rect ink = ink_box(measurer, *text);
      boxes.push_back({ink.at.x, ink.at.y + edge_strip, ink.at.x + ink.width, ink.at.y + ink.height + edge_strip});
    }
  return boxes;
}

// The crosses on one seam between two sheets: one near each end of the stretch
// both sheets share, moved along the seam off any text. In tiled coordinates,
// so both sheets compute the same places.
std::vector<Point> seam_crosses(Point from, Point to, const std::vector<KeepOut>& texts) {
  const bool along_x = from.y == to.y;
  const auto at = [&](Length d) { return along_x ? Point{d, from.y} : Point{from.x, d}; };
  const Length start = (along_x ? from.x : from.y) + cross_end_gap, end = (along_x ? to.x : to.y) - cross_end_gap;
  const Length middle = (start + end) / 2;
  std::vector<Point> crosses;
  for (auto [low, high, preferred] : {std::tuple{start, middle, start}, std::tuple{middle, end, end}})
    if (auto p = clear_cross_position(at(low), at(high), at(preferred), texts)) crosses.push_back(*p);
  return crosses;
}

// Every cross on the seams round a sheet, in tiled coordinates.
std::vector<Point> crosses_round(const Tiling& tiling, const Tile& tile, const std::vector<KeepOut>& texts) {
  std::vector<Point> crosses;
  const auto add = [&](Point from, Point to) {
    for (Point p : seam_crosses(from, to, texts)) crosses.push_back(p);
  };
  const Length half = tile_overlap / 2, right = tile.x + tile.width, bottom = tile.y + tile.height;
  if (tile.column > 0) add({tile.x + half, tile.y}, {tile.x + half, bottom});
  if (tile.column + 1 < tiling.columns) add({right - half, tile.y}, {right - half, bottom});
  if (tile.row > 0) add({tile.x, tile.y + half}, {right, tile.y + half});
  if (tile.row + 1 < tiling.rows) add({tile.x, bottom - half}, {right, bottom - half});
  return crosses;
}

void edge_labels(PageBuilder& builder, const TiledBoard& board, const Tile& tile, Point window) {
  const Font font{style::sans, Length::pt(9), true, false};
  const Length south_strip = edge_strip + board.size.height;
  if (tile.y < edge_strip)
    builder.add({Text{window, tile.width, edge_strip - tile.y, board.north_label, font, black, Align::centre, VAlign::middle, false}});
  if (tile.y + tile.height > south_strip)
    builder.add({Text{{window.x, window.y + south_strip - tile.y}, tile.width, tile.y + tile.height - south_strip, board.south_label, font, black,
                      Align::centre, VAlign::middle, false}});
}

// `shared_board` is board.items, made once for all the sheets: each shows it through its own clip.
void sheet_page(PageBuilder& builder, const TiledBoard& board, const std::shared_ptr<const std::vector<Item>>& shared_board, const Tiling& tiling,
                const Tile& tile, const std::vector<KeepOut>& texts, SharedLists& shared) {
  builder.new_page();
  sheet_header(builder, tiling, tile, shared);
  const Point window{builder.content_left(), builder.content_top() + tile_header};
  const auto on_page = [&](Point tiled) { return Point{window.x + tiled.x - tile.x, window.y + tiled.y - tile.y}; };

  // The board, cut to the part of this sheet's window that holds board rather than edge strip.
  const Rect board_area = board_within_tiles(board.size);
  const Length board_top = max(tile.y, board_area.at.y), board_bottom = min(tile.y + tile.height, board_area.at.y + board_area.height);
  const Rect clip{{tile.x, board_top - edge_strip}, tile.width, board_bottom - board_top, std::nullopt, std::nullopt};
  builder.add({Group{on_page({Length{}, edge_strip}), clip, {}, false, shared_board}});
  edge_labels(builder, board, tile, window);

  // Where later sheets will lie over this one.
  if (tile.column + 1 < tiling.columns) glue_strip(builder, {window.x + tile.width - tile_overlap, window.y}, tile_overlap, tile.height);
  if (tile.row + 1 < tiling.rows) glue_strip(builder, {window.x, window.y + tile.height - tile_overlap}, tile.width, tile_overlap);
  // Cut where this sheet lies over earlier ones.
  const Length reach = Length::mm(4);
  if (tile.column > 0) builder.add({Line{{window.x, window.y - reach}, {window.x, window.y + tile.height + reach}, style::dashed(black)}});
  if (tile.row > 0) builder.add({Line{{window.x - reach, window.y}, {window.x + tile.width + reach, window.y}, style::dashed(black)}});
  for (Point cross : crosses_round(tiling, tile, texts))
    for (auto& item : registration_cross(on_page(cross))) builder.add(std::move(item));
}
}  // namespace

Tiling tile_board(Area board, Paper paper) {
  Tiling tiling = best_tiling(tiled_area(board), paper_size(paper), tile_header, tile_overlap);
  if (tiling.count() > most_tiled_sheets)
    throw InputError({}, "the board at 1:1 would take " + std::to_string(tiling.count()) + " sheets, more than the " + std::to_string(most_tiled_sheets) +
                             " muster tiles",
                     "print the map without 1:1 sheets ('print: {map-tiles: no}'), or use a smaller board");
  return tiling;
}

void add_assembly_plan(PageBuilder& builder, const Tiling& tiling, Area board, Point at) {
  builder.add(compass({at.x + assembly_plan_width - compass_width, at.y}));
  builder.add({Text{at, assembly_plan_width - compass_width, compass_height, "The " + std::to_string(tiling.count()) + " sheets at 1:1",
                    style::subheading(), black, Align::left, VAlign::top, false}});
  const Area tiled = tiled_area(board);
  const Rect box{{at.x, at.y + compass_height + Length::mm(2)}, assembly_plan_width, assembly_plan_width * (tiled.height / tiled.width), {}, {}};
  for (auto& item : assembly_diagram(tiling, tiled, board_within_tiles(board), box)) builder.add(std::move(item));
  const std::string how = "Lay the sheets out as numbered, north at the top: the board is shaded. Trim each sheet's dashed edges and lay it "
                          "over the hatched strips of the sheets before it, crosses on crosses. Sheets overlap by " +
                          std::to_string(static_cast<int>(tile_overlap.millimetres())) + " mm.";
  builder.add({text_box(builder.measurer(), {at.x, box.at.y + box.height + Length::mm(2)}, assembly_plan_width, how, style::small())});
}

void add_sheets(PageBuilder& builder, const TiledBoard& board, const Tiling& tiling) {
  builder.set_paper(tiling.sheet);
  const auto texts = board_texts(board.items, builder.measurer());
  const auto shared_board = std::make_shared<const std::vector<Item>>(board.items);
  SharedLists shared;
  for (const Tile& tile : tiling.tiles) sheet_page(builder, board, shared_board, tiling, tile, texts, shared);
}

}  // namespace muster::layout
