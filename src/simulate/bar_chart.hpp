#pragma once
// A bar chart of shares (0..1) for the simulation report: one group of bars
// per value or category, one bar in each group per variant compared. Drawn to
// read on a monochrome print: the series differ in lightness and pattern, bars
// are outlined, and the scale is labelled in percent.

#include <string>
#include <vector>

#include "layout/document.hpp"
#include "layout/text_measurer.hpp"

namespace muster::simulate {

struct BarGroup {
  std::string label;          // "7", "Union"
  std::vector<double> shares;  // one per series
};

struct BarChart {
  std::string title;
  std::vector<BarGroup> groups;
  // Categories ("Union, more sixes") wrap under their bars; numbers are labelled every so many bars instead.
  bool wrap_labels = false;
};

// Five fills that stay apart in grey; from the sixth series on they come again with a
// pattern over them (rising, falling, level, upright lines), so up to 25 series stay apart.
layout::Colour series_fill(std::size_t series);
// A bar (or a legend's swatch) of one series: its fill, its pattern, and an outline where
// the bar is wide enough for one not to swallow it.
std::vector<layout::Item> series_bar(const layout::Rect& area, std::size_t series);

// The chart in a box of `width` by `height`, its top-left corner at the group's origin.
layout::Group draw_bar_chart(const BarChart& chart, Length width, Length height, const layout::TextMeasurer& measurer);

}  // namespace muster::simulate
