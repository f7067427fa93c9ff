#pragma once
// A bar chart of shares (0..1) for the simulation report: one group of bars
// per value or category, one bar in each group per variant compared. Drawn to
// read on a monochrome print: the series differ in lightness, every bar is
// outlined, and the scale is labelled in percent.

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

// Fills that stay apart in grey, for up to this many series; further ones repeat.
layout::Colour series_fill(std::size_t series);

// The chart in a box of `width` by `height`, its top-left corner at the group's origin.
layout::Group draw_bar_chart(const BarChart& chart, Length width, Length height, const layout::TextMeasurer& measurer);

}  // namespace muster::simulate
