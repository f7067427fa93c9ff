#include "layout/check_bar.hpp"

#include "layout/style.hpp"

namespace muster::layout {

namespace {
constexpr Length row_height = check_bar_height / 3;
constexpr Length bar_thickness = Length::mm(1);
const Font label_font{style::sans, Length::pt(6.5), false, false};
const Stroke tick_stroke{black, Length::pt(0.4), {}};

// A solid bar of `length` with end ticks across it, and its label to its right.
void add_bar(std::vector<Item>& items, Length top, Length length, const std::string& label) {
  const Length bar_top = top + (row_height - bar_thickness) / 2;
  items.push_back({Rect{{Length{}, bar_top}, length, bar_thickness, black, std::nullopt}});
  for (Length x : {Length{}, length}) items.push_back({Line{{x, top + Length::mm(0.3)}, {x, top + row_height - Length::mm(0.3)}, tick_stroke}});
  const Length label_left = length + Length::mm(1.5);
  items.push_back({Text{{label_left, top}, check_bar_width - label_left, row_height, label, label_font, black, Align::left, VAlign::middle, false}});
}

Group bars(Point at) {
  Group group{at, std::nullopt, {}};
  add_bar(group.items, Length{}, Length::mm(50), "50 mm");
  add_bar(group.items, row_height, Length::in(2), "2 in");
  return group;
}
}  // namespace

Item scale_bars(Point at) { return {bars(at)}; }

Item check_bar(Point at) {
  Group group = bars(at);
  group.items.push_back({Text{{Length{}, row_height * 2}, check_bar_width, row_height, actual_size_reminder, label_font, black, Align::left,
                              VAlign::middle, false}});
  return {std::move(group)};
}

}  // namespace muster::layout
