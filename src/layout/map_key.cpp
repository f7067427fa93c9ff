#include "layout/map_key.hpp"

#include <algorithm>
#include <cmath>

#include "layout/area_paths.hpp"
#include "layout/compass.hpp"
#include "layout/hatching.hpp"
#include "layout/tiled_board.hpp"

namespace muster::layout {

void MapKey::text(const std::string& words, Font font, Length indent) {
  Text box = text_box(builder_.measurer(), {at_.x + indent, y_}, map_key_width - indent, words, font);
  y_ += box.height + Length::mm(1);
  builder_.add({std::move(box)});
}

void MapKey::entry(std::vector<Item> swatch, const std::string& words, Font font) {
  const Length indent = key_swatch_width + Length::mm(2);
  Text box = text_box(builder_.measurer(), {at_.x + indent, y_}, map_key_width - indent, words, font);
  const Length height = max(box.height, key_swatch_height);
  box.at.y = y_ + (height - box.height) / 2;
  builder_.add({Group{{at_.x, y_ + (height - key_swatch_height) / 2}, std::nullopt, std::move(swatch)}});
  builder_.add({std::move(box)});
  y_ += height + Length::mm(0.8);
}

std::vector<Item> area_swatch(const FeatureLook& look) {
  const std::vector<Point> box = {{}, {key_swatch_width, Length{}}, {key_swatch_width, key_swatch_height}, {Length{}, key_swatch_height}};
  std::vector<Item> items{{Path{box, true, look.fill, std::nullopt}}};
  for (const Texture& texture : look.textures) items.push_back(texture_over(box, texture));
  items.push_back({Path{box, true, std::nullopt, Stroke{Colour::grey(0.25), Length::pt(0.6), {}}}});
  return items;
}

std::vector<Item> line_swatch(const FeatureLook& look, Length width_on_map) {
  const Length y = key_swatch_height / 2;
  // Within the swatch's height too: a river 4 in wide is 11 mm at 1:9, and ran into the entries around it.
  return draw_path_of_width({{Length{}, y}, {key_swatch_width, y}}, look.line, std::clamp(width_on_map, Length::mm(1), key_swatch_height));
}

int table_units_per_map_unit(const muster::Table& table, Area room) {
  const double needed = std::max(table.width / room.width, table.depth / room.height);
  return std::max(1, static_cast<int>(std::ceil(needed - 1e-9)));
}

Length assembly_plan_height(Area board) {
  return compass_height + Length::mm(4) + assembly_plan_width * ((board.height + edge_strip * 2) / board.width) + Length::mm(24);
}

}  // namespace muster::layout
