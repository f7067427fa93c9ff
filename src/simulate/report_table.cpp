#include "simulate/report_table.hpp"

#include <set>

#include "simulate/number_text.hpp"

namespace muster::simulate {

namespace {
std::string range_text(const NumberTally& n) {
  return n.lowest == n.highest ? value_text(n.lowest) : value_text(n.lowest) + " to " + value_text(n.highest);
}

// The statistic's name, with how often it applied when some setups lack it.
std::string name_cell(const StatisticTally& s, long long runs) {
  if (s.runs == runs) return s.label;
  return s.label + " (in " + percent(static_cast<double>(s.runs) / static_cast<double>(runs)) + " of rolls)";
}

void add_single(const StatisticTally& s, long long runs, std::vector<ReportRow>& rows) {
  if (s.is_number()) {
    rows.push_back({{name_cell(s, runs), decimal(s.number.mean), decimal(s.number.deviation()), range_text(s.number)}, false});
    return;
  }
  rows.push_back({{name_cell(s, runs), "", "", ""}, false});
  for (const auto& [category, count] : s.categories) rows.push_back({{category, percent(s.share(count)), "", ""}, true});
}

// The same statistic in every variant: a number's mean and range, or each category's share (none where it never came up).
void add_compared(const Simulation& sim, const StatisticTally& first, std::vector<ReportRow>& rows) {
  std::vector<const StatisticTally*> each;
  for (const VariantResult& v : sim.variants) each.push_back(v.tally.find(first.group, first.label));
  ReportRow head{{first.label}, false};
  for (const StatisticTally* s : each)
    head.cells.push_back(!s ? "-" : s->is_number() ? decimal(s->number.mean) + " (" + range_text(s->number) + ")" : "");
  rows.push_back(head);
  if (first.is_number()) return;
  std::set<std::string, NaturalOrder> categories;
  for (const StatisticTally* s : each)
    if (s)
      for (const auto& entry : s->categories) categories.insert(entry.first);
  for (const std::string& category : categories) {
    ReportRow row{{category}, true};
    for (const StatisticTally* s : each) {
      const auto found = s ? s->categories.find(category) : decltype(s->categories)::const_iterator{};
      row.cells.push_back(s && found != s->categories.end() ? percent(s->share(found->second)) : percent(0));
    }
    rows.push_back(row);
  }
}

ReportBlock& block_for(ReportTable& table, const std::string& group) {
  for (ReportBlock& block : table.blocks)
    if (block.group == group) return block;
  table.blocks.push_back({group, {}});
  return table.blocks.back();
}
}  // namespace

ReportTable report_table(const Simulation& sim) {
  ReportTable table;
  if (sim.variants.empty()) return table;
  const bool compared = sim.variants.size() > 1;
  if (compared) {
    table.header.push_back("");
    for (std::size_t v = 0; v < sim.variants.size(); ++v) table.header.push_back(variant_letter(v));
  } else {
    table.header = {"", "mean", "spread (sd)", "range"};
  }
  for (const StatisticTally& s : sim.variants.front().tally.statistics()) {
    ReportBlock& block = block_for(table, s.group);
    if (compared) add_compared(sim, s, block.rows);
    else add_single(s, sim.runs, block.rows);
  }
  return table;
}

std::string variant_letter(std::size_t variant) { return std::string(1, static_cast<char>('A' + variant % 26)); }

std::vector<Extreme> extremes(const Simulation& sim) {
  std::vector<Extreme> result;
  if (sim.variants.empty()) return result;
  for (const StatisticTally& s : sim.variants.front().tally.statistics()) {
    if (!s.is_number() || s.number.lowest == s.number.highest) continue;
    result.push_back({s.group, s.label, value_text(s.number.lowest), value_text(s.number.highest), s.number.lowest_seed, s.number.highest_seed});
  }
  return result;
}

}  // namespace muster::simulate
