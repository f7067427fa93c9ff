#pragma once
// The PDF report of `muster simulate`: how the rolls were made and how to print
// any of them, the table of means and ranges, the seeds of extreme rolls, and a
// chart of every statistic that varies (histograms of numbers, bars of
// categories; side by side when variants are compared).

#include <string>

#include "core/paper.hpp"
#include "layout/document.hpp"
#include "layout/text_measurer.hpp"
#include "simulate/bar_chart.hpp"
#include "simulate/simulation.hpp"

namespace muster::simulate {

// A number's histogram may have this many bars; a wider range is counted in bins.
inline constexpr long long most_bars = 40;

// The chart of one statistic over every variant compared.
BarChart chart_of(const Simulation& simulation, const StatisticTally& first);

// `print_hint`: how to print one roll ("muster generate scenarios/x.yaml --seed S").
layout::Document report_document(const Simulation& simulation, Paper paper, const std::string& print_hint,
                                 const layout::TextMeasurer& measurer);

}  // namespace muster::simulate
