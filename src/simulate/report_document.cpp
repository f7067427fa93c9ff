#include "simulate/report_document.hpp"

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <set>

#include "core/seed.hpp"
#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "simulate/number_text.hpp"
#include "simulate/report_table.hpp"
#include "simulate/text_summary.hpp"

namespace muster::simulate {

using layout::PageBuilder;

namespace {
constexpr Length chart_height = Length::mm(52);

std::vector<const StatisticTally*> in_each_variant(const Simulation& sim, const StatisticTally& first) {
  std::vector<const StatisticTally*> each;
  for (const VariantResult& v : sim.variants) each.push_back(v.tally.find(first.group, first.label));
  return each;
}

BarChart histogram(const std::vector<const StatisticTally*>& each) {
  long long low = LLONG_MAX, high = LLONG_MIN;
  for (const StatisticTally* s : each)
    if (s && !s->number.histogram.empty()) {
      low = std::min(low, s->number.histogram.begin()->first);
      high = std::max(high, s->number.histogram.rbegin()->first);
    }
  BarChart chart;
  if (low > high) return chart;
  const long long bin = (high - low + most_bars) / most_bars;  // values per bar, at least 1
  for (long long from = low; from <= high; from += bin) {
    const long long to = std::min(high, from + bin - 1);
    BarGroup group{from == to ? std::to_string(from) : std::to_string(from) + "-" + std::to_string(to), {}};
    for (const StatisticTally* s : each) {
      long long runs = 0;
      if (s)
        for (auto at = s->number.histogram.lower_bound(from); at != s->number.histogram.end() && at->first <= to; ++at) runs += at->second;
      group.shares.push_back(s ? s->share(runs) : 0);
    }
    chart.groups.push_back(std::move(group));
  }
  return chart;
}

BarChart category_bars(const std::vector<const StatisticTally*>& each) {
  std::set<std::string, NaturalOrder> categories;
  for (const StatisticTally* s : each)
    if (s)
      for (const auto& entry : s->categories) categories.insert(entry.first);
  BarChart chart;
  chart.wrap_labels = true;
  for (const std::string& category : categories) {
    BarGroup group{category, {}};
    for (const StatisticTally* s : each) {
      const auto found = s ? s->categories.find(category) : decltype(s->categories)::const_iterator{};
      group.shares.push_back(s && found != s->categories.end() ? s->share(found->second) : 0);
    }
    chart.groups.push_back(std::move(group));
  }
  return chart;
}

void introduction(PageBuilder& builder, const Simulation& sim, const std::string& print_hint) {
  builder.title(sim.scenario_name + ": simulated setups", sim.ruleset_title);
  builder.paragraph(runs_line(sim) + ".", layout::style::body());
  builder.paragraph("Print any roll again with: " + print_hint, layout::style::body());
  if (!sim.anything_varies()) builder.paragraph(nothing_varies_text, layout::style::body());
  if (sim.variants.size() > 1)
    builder.paragraph(std::to_string(sim.variants.size()) + " variants of the scenario, each rolled on the same seeds, side by side:",
                      layout::style::body());
  else if (sim.compared())
    builder.paragraph("One variant, rolled in place of the scenario as written: " + variant_letter(0) + "  " + sim.variants.front().label,
                      layout::style::body());
}

void means_and_ranges(PageBuilder& builder, const Simulation& sim) {
  const ReportTable table = report_table(sim);
  builder.heading(sim.variants.size() > 1 ? "Means (and ranges), and how often each category came up" : "Means and ranges");
  for (const ReportBlock& block : table.blocks) {
    layout::Table out;
    out.columns.push_back({block.group, 2.2, layout::Align::left});
    for (std::size_t c = 1; c < table.header.size(); ++c) out.columns.push_back({table.header[c], 1, layout::Align::right});
    for (const ReportRow& row : block.rows) {
      out.rows.push_back(row.cells);
      if (row.category) out.rows.back()[0] = "    " + row.cells[0];
    }
    builder.table(out);
    builder.space(layout::style::gap);
  }
}

void extreme_rolls(PageBuilder& builder, const Simulation& sim) {
  const auto found = extremes(sim);
  if (found.empty()) return;
  builder.heading(sim.compared() ? "Extreme rolls of " + variant_letter(0) + ", " + sim.variants.front().label : "Extreme rolls");
  layout::Table out{{{"statistic", 2.2, layout::Align::left}, {"lowest", 0.6, layout::Align::right}, {"at seed", 1.4, layout::Align::left},
                     {"highest", 0.6, layout::Align::right}, {"at seed", 1.4, layout::Align::left}},
                    {}};
  for (const Extreme& e : found) out.rows.push_back({e.group + ", " + e.label, e.lowest, seed_text(e.lowest_seed), e.highest, seed_text(e.highest_seed)});
  builder.table(out);
}

void legend(PageBuilder& builder, const Simulation& sim) {
  if (sim.variants.size() < 2) return;
  const Length row = Length::mm(5);
  for (std::size_t v = 0; v < sim.variants.size(); ++v) {
    const layout::Point at = builder.reserve(row);
    for (layout::Item& item : series_bar({{at.x, at.y + Length::mm(0.8)}, Length::mm(6), Length::mm(3.4), std::nullopt, std::nullopt}, v))
      builder.add(std::move(item));
    builder.add({layout::text_box(builder.measurer(), {at.x + Length::mm(8), at.y}, builder.content_width() - Length::mm(8),
                                  variant_letter(v) + "  " + sim.variants[v].label, layout::style::small())});
  }
  builder.space(layout::style::gap);
}

void charts(PageBuilder& builder, const Simulation& sim) {
  std::vector<BarChart> all;
  for (const StatisticTally& s : sim.variants.front().tally.statistics())
    if (s.kind != Statistic::Kind::measure && s.distinct() > 1) all.push_back(chart_of(sim, s));
  if (all.empty()) return;
  builder.new_page();
  builder.heading("How often each value came up");
  legend(builder, sim);
  const Length width = (builder.content_width() - layout::style::gap * 2) / 2;
  for (std::size_t i = 0; i < all.size(); i += 2) {
    const layout::Point at = builder.reserve(chart_height + layout::style::gap);
    for (std::size_t k = i; k < std::min(all.size(), i + 2); ++k) {
      layout::Group chart = draw_bar_chart(all[k], width, chart_height, builder.measurer());
      chart.offset = {at.x + (width + layout::style::gap * 2) * static_cast<double>(k - i), at.y};
      builder.add({std::move(chart)});
    }
  }
}
}  // namespace

BarChart chart_of(const Simulation& sim, const StatisticTally& first) {
  const auto each = in_each_variant(sim, first);
  BarChart chart = first.is_number() ? histogram(each) : category_bars(each);
  chart.title = first.group + ": " + first.label;
  return chart;
}

layout::Document report_document(const Simulation& sim, Paper paper, const std::string& print_hint, const layout::TextMeasurer& measurer) {
  PageBuilder builder(paper_size(paper), measurer, sim.scenario_name + "  ·  simulated setups  ·  muster " MUSTER_VERSION);
  introduction(builder, sim, print_hint);
  legend(builder, sim);
  if (!sim.variants.empty()) {
    means_and_ranges(builder, sim);
    extreme_rolls(builder, sim);
    charts(builder, sim);
  }
  return builder.finish(sim.scenario_name + ": simulated setups", "muster simulate report");
}

}  // namespace muster::simulate
