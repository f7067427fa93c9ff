#include "simulate/text_summary.hpp"

#include <algorithm>
#include <sstream>

#include "core/seed.hpp"
#include "simulate/number_text.hpp"
#include "simulate/report_table.hpp"

namespace muster::simulate {

namespace {
// Width in characters, not bytes: a label may hold a dash or an accent.
std::size_t shown_width(const std::string& text) {
  std::size_t shown = 0;
  for (unsigned char c : text) shown += (c & 0xC0) != 0x80 ? 1 : 0;
  return shown;
}

std::string padded(const std::string& text, std::size_t width, bool right) {
  const std::size_t shown = shown_width(text);
  const std::string fill(width > shown ? width - shown : 0, ' ');
  return right ? fill + text : text + fill;
}

void print_table(const ReportTable& table, std::ostream& out) {
  std::vector<std::size_t> widths(table.header.size(), 0);
  for (std::size_t c = 0; c < table.header.size(); ++c) widths[c] = shown_width(table.header[c]);
  for (const ReportBlock& block : table.blocks) {
    widths[0] = std::max(widths[0], shown_width(block.group));
    for (const ReportRow& row : block.rows)
      for (std::size_t c = 0; c < row.cells.size() && c < widths.size(); ++c)
        widths[c] = std::max(widths[c], shown_width(row.cells[c]) + (c == 0 ? (row.category ? 4 : 2) : 0));
  }
  for (const ReportBlock& block : table.blocks) {
    out << padded(block.group, widths[0], false);
    for (std::size_t c = 1; c < table.header.size(); ++c) out << "  " << padded(table.header[c], widths[c], true);
    out << "\n";
    for (const ReportRow& row : block.rows) {
      out << padded((row.category ? "    " : "  ") + row.cells[0], widths[0], false);
      for (std::size_t c = 1; c < row.cells.size() && c < widths.size(); ++c) out << "  " << padded(row.cells[c], widths[c], true);
      out << "\n";
    }
  }
}

void print_frequencies(const Simulation& sim, std::ostream& out) {
  bool any = false;
  for (const StatisticTally& s : sim.variants.front().tally.statistics()) {
    if (s.kind != Statistic::Kind::count || s.distinct() < 2 || s.distinct() > most_listed_values) continue;
    if (!any) out << "\nHow often each value came up\n";
    any = true;
    out << "  " << s.group << ", " << s.label << ":";
    for (const auto& [value, count] : s.number.histogram) out << "  " << value << " " << percent(s.share(count));
    out << "\n";
  }
}

void print_extremes(const Simulation& sim, std::ostream& out) {
  const auto found = extremes(sim);
  if (found.empty()) return;
  out << "\nExtreme rolls" << (sim.compared() ? " of " + variant_letter(0) + ", " + sim.variants.front().label : "") << "\n";
  for (const Extreme& e : found)
    out << "  " << e.group << ", " << e.label << ": lowest " << e.lowest << " at seed " << seed_text(e.lowest_seed) << ", highest "
        << e.highest << " at seed " << seed_text(e.highest_seed) << "\n";
}
}  // namespace

std::string runs_line(const Simulation& sim) {
  if (sim.runs == 1) return "1 roll, of seed " + seed_text(sim.seed_of_run(0));
  return grouped(sim.runs) + " rolls of seeds " + seed_text(sim.seed_of_run(0)) + " to " + seed_text(sim.seed_of_run(sim.runs - 1)) +
         " (roll i uses seed " + seed_text(sim.base_seed) + " + i)";
}

std::string text_summary(const Simulation& sim, const std::string& print_hint) {
  std::ostringstream out;
  out << sim.scenario_name << " (" << sim.ruleset_title << "): " << runs_line(sim) << "\n";
  if (!sim.anything_varies()) out << nothing_varies_text << "\n";
  if (sim.compared()) {
    if (sim.variants.size() > 1)
      out << "compared: " << sim.variants.size() << " variants, each rolled on the same seeds\n";
    else
      out << "rolled: 1 variant, in place of the scenario as written\n";
    for (std::size_t v = 0; v < sim.variants.size(); ++v) out << "  " << variant_letter(v) << "  " << sim.variants[v].label << "\n";
  }
  out << "\n";
  print_table(report_table(sim), out);
  if (sim.variants.size() == 1) print_frequencies(sim, out);
  print_extremes(sim, out);
  out << "\nprint any roll with: " << print_hint << "\n";
  return out.str();
}

}  // namespace muster::simulate
