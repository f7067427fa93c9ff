#include "simulate/bar_chart.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "layout/hatching.hpp"
#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "simulate/number_text.hpp"

namespace muster::simulate {

using layout::Align;
using layout::Item;
using layout::Point;

namespace {
constexpr Length title_depth = Length::mm(6);
constexpr Length scale_width = Length::mm(9);

// The top of the scale: the largest share rounded up to a step of 10% (5% below 20%, 1% below 5%).
double scale_top(const BarChart& chart) {
  double largest = 0;
  for (const BarGroup& g : chart.groups)
    for (double s : g.shares) largest = std::max(largest, s);
  const double step = largest < 0.05 ? 0.01 : largest < 0.2 ? 0.05 : 0.1;
  return std::max(step, std::ceil(largest / step - 1e-9) * step);
}

double scale_step(double top) { return top <= 0.05 ? 0.01 : top <= 0.2 ? 0.05 : top <= 0.5 ? 0.1 : 0.2; }

layout::Text small_text(Point at, Length width, Length height, const std::string& text, Align align,
                        layout::VAlign valign = layout::VAlign::middle) {
  return {at, width, height, text, layout::style::small(), layout::black, align, valign, false};
}

// Every n-th label, so that labels of a long histogram do not run into each other.
std::size_t label_stride(const BarChart& chart, Length group_width, const layout::TextMeasurer& measurer) {
  if (chart.wrap_labels) return 1;
  Length widest;
  for (const BarGroup& g : chart.groups) widest = std::max(widest, measurer.measure(g.label, layout::style::small(), std::nullopt).width);
  const double needed = (widest + Length::mm(1.5)) / group_width;
  return std::max<std::size_t>(1, static_cast<std::size_t>(std::ceil(needed)));
}

// How deep the labels under the bars set: one line, or for wrapped labels the deepest.
Length label_depth(const BarChart& chart, Length label_width, const layout::TextMeasurer& measurer) {
  Length deepest = measurer.measure("0", layout::style::small(), std::nullopt).height;
  if (chart.wrap_labels)
    for (const BarGroup& g : chart.groups) deepest = std::max(deepest, measurer.measure(g.label, layout::style::small(), label_width).height);
  return deepest + Length::mm(1.5);
}

void draw_scale(double top, Point origin, Length plot_width, Length plot_height, std::vector<Item>& items) {
  for (double tick = 0; tick <= top + 1e-9; tick += scale_step(top)) {
    const Length y = origin.y + plot_height * (1 - tick / top);
    items.push_back({layout::Line{{origin.x, y}, {origin.x + plot_width, y}, layout::style::hairline(layout::style::faint)}});
    items.push_back({small_text({origin.x - scale_width, y - Length::mm(2)}, scale_width - Length::mm(1), Length::mm(4),
                                decimal(100 * tick, 0) + "%", Align::right)});
  }
}
}  // namespace

namespace {
// Greys of about 0.26, 0.61, 0.85, 0.41 and 1 on a monochrome print, in the order used.
const std::vector<layout::Colour>& fills() {
  static const std::vector<layout::Colour> list = {
      {0.18, 0.27, 0.42}, {0.82, 0.58, 0.28}, {0.80, 0.86, 0.93}, {0.30, 0.45, 0.28}, {1, 1, 1}};
  return list;
}
// Narrower than this, a bar's outline would be most of it.
constexpr Length thinnest_outlined = Length::mm(1.2);
constexpr Length pattern_spacing = Length::mm(0.9);
}  // namespace

layout::Colour series_fill(std::size_t series) { return fills()[series % fills().size()]; }

std::vector<layout::Item> series_bar(const layout::Rect& area, std::size_t series) {
  const layout::Colour fill = series_fill(series);
  const bool outlined = area.width >= thinnest_outlined;
  std::vector<layout::Item> items{{layout::Rect{area.at, area.width, area.height, fill, std::nullopt}}};
  const std::size_t round = series / fills().size();
  if (round > 0 && area.height > Length{}) {
    static const layout::HatchDirection directions[] = {layout::HatchDirection::rising, layout::HatchDirection::falling,
                                                        layout::HatchDirection::horizontal, layout::HatchDirection::vertical};
    const layout::HatchDirection direction = directions[(round - 1) % std::size(directions)];
    items.push_back(layout::hatch({area.at, area.width, area.height, std::nullopt, std::nullopt}, direction, pattern_spacing,
                                  layout::Stroke{fill.readable_ink(), Length::mm(0.18), {}}));
  }
  if (outlined) items.push_back({layout::Rect{area.at, area.width, area.height, std::nullopt, layout::style::hairline(layout::black)}});
  return items;
}

layout::Group draw_bar_chart(const BarChart& chart, Length width, Length height, const layout::TextMeasurer& measurer) {
  layout::Group group;
  auto& items = group.items;
  items.push_back({layout::text_box(measurer, {Length{}, Length{}}, width, chart.title, layout::style::table_header())});
  if (chart.groups.empty()) return group;
  const Point origin{scale_width, title_depth};
  const Length plot_width = width - scale_width;
  const Length group_width = plot_width / static_cast<double>(chart.groups.size());
  const std::size_t stride = label_stride(chart, group_width, measurer);
  const Length label_width = group_width * static_cast<double>(stride) - Length::mm(0.6);
  const Length labels = label_depth(chart, label_width, measurer);
  const Length plot_height = height - title_depth - labels;
  const double top = scale_top(chart);
  draw_scale(top, origin, plot_width, plot_height, items);
  const std::size_t series = chart.groups.front().shares.size();
  const Length bar_width = group_width * 0.8 / static_cast<double>(std::max<std::size_t>(1, series));
  for (std::size_t g = 0; g < chart.groups.size(); ++g) {
    const Length left = origin.x + group_width * static_cast<double>(g) + group_width * 0.1;
    for (std::size_t s = 0; s < chart.groups[g].shares.size(); ++s) {
      const Length bar_height = plot_height * (chart.groups[g].shares[s] / top);
      for (layout::Item& item : series_bar({{left + bar_width * static_cast<double>(s), origin.y + plot_height - bar_height}, bar_width, bar_height,
                                            std::nullopt, std::nullopt},
                                           s))
        items.push_back(std::move(item));
    }
    if (g % stride != 0) continue;
    const Length centre = origin.x + group_width * (static_cast<double>(g) + 0.5);
    items.push_back({small_text({centre - label_width / 2, origin.y + plot_height + Length::mm(1)}, label_width, labels - Length::mm(1),
                                chart.groups[g].label, Align::centre, layout::VAlign::top)});
  }
  items.push_back({layout::Line{{origin.x, origin.y + plot_height}, {origin.x + plot_width, origin.y + plot_height}, layout::style::line()}});
  return group;
}

}  // namespace muster::simulate
