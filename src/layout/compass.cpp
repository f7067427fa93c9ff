#include "layout/compass.hpp"

#include "layout/style.hpp"

namespace muster::layout {

Item compass(Point at) {
  const Length w = compass_width, letter = Length::mm(4.6);
  Group group{at, std::nullopt, {}};
  group.items.push_back({Text{{Length{}, Length{}}, w, letter, "N", {style::sans, Length::pt(10), true, false}, black, Align::centre, VAlign::top,
                              false}});
  const Length top = letter + Length::mm(0.5), bottom = compass_height, middle = w / 2;
  // Half the arrow black, half white: reads as an arrow, not a blob, at any size.
  group.items.push_back({Path{{{middle, top}, {w * 0.9, bottom}, {middle, bottom - Length::mm(1.8)}}, true, black, Stroke{black, Length::pt(0.6), {}}}});
  group.items.push_back({Path{{{middle, top}, {middle, bottom - Length::mm(1.8)}, {w * 0.1, bottom}}, true, white, Stroke{black, Length::pt(0.6), {}}}});
  return {std::move(group)};
}

}  // namespace muster::layout
