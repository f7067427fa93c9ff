#include "layout/assembly_diagram.hpp"

#include <string>

#include "layout/style.hpp"

namespace muster::layout {

std::vector<Item> assembly_diagram(const Tiling& tiling, Area tiled, const Rect& board, const Rect& box) {
  const double scale = std::min(box.width / tiled.width, box.height / tiled.height);
  const Point origin{box.at.x + (box.width - tiled.width * scale) / 2, box.at.y + (box.height - tiled.height * scale) / 2};
  const auto place = [&](Length x, Length y) { return Point{origin.x + x * scale, origin.y + y * scale}; };
  std::vector<Item> items;
  items.push_back({Rect{place(board.at.x, board.at.y), board.width * scale, board.height * scale, style::shade, Stroke{black, Length::pt(1.2), {}}}});
  // Each sheet's outline, then its number in the middle of the part no later sheet covers.
  for (const Tile& t : tiling.tiles)
    items.push_back({Rect{place(t.x, t.y), t.width * scale, t.height * scale, std::nullopt, Stroke{style::rule, Length::pt(0.5), {}}}});
  const Font number_font{style::sans, min(Length::pt(8), tiling.tiles.front().height * scale * 0.6), true, false};
  for (std::size_t i = 0; i < tiling.tiles.size(); ++i) {
    const Tile& t = tiling.tiles[i];
    items.push_back({Text{place(t.x, t.y), t.width * scale, t.height * scale, std::to_string(i + 1), number_font, black, Align::centre,
                          VAlign::middle, false}});
  }
  return items;
}

}  // namespace muster::layout
