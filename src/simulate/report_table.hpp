#pragma once
// The table of means, ranges and frequencies that both the text summary and
// the PDF report print: one block per group of statistics ("Timeline",
// "Union"), one row per number and one per category seen. With one variant
// its columns are mean, spread and range; with several, one column per variant.

#include <string>
#include <vector>

#include "simulate/simulation.hpp"

namespace muster::simulate {

struct ReportRow {
  std::vector<std::string> cells;
  bool category = false;  // a row of one category's shares, under its statistic's row
};

struct ReportBlock {
  std::string group;
  std::vector<ReportRow> rows;
};

struct ReportTable {
  std::vector<std::string> header;
  std::vector<ReportBlock> blocks;
};

ReportTable report_table(const Simulation& simulation);

// "A", "B", ...: what names a variant in the table's header, where its label would not fit.
std::string variant_letter(std::size_t variant);

// Where the lowest and highest of each number came up, as seeds to print: "start hour: 07 at 7K3QM-..., 10 at ...".
struct Extreme {
  std::string group, label;
  std::string lowest, highest;                   // the values
  std::uint64_t lowest_seed = 0, highest_seed = 0;
};
// For the first variant's numbers that vary.
std::vector<Extreme> extremes(const Simulation& simulation);

}  // namespace muster::simulate
