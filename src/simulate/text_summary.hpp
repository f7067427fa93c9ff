#pragma once
// What `muster simulate` prints on the terminal: the table of means and
// ranges, the frequencies of values that take few, and the seeds of extreme
// runs with the command that prints one.

#include <cstdint>
#include <string>

#include "simulate/simulation.hpp"

namespace muster::simulate {

// `print_hint`: the command that prints one roll, with SEED for its seed.
std::string text_summary(const Simulation& simulation, const std::string& print_hint);

// "10,000 rolls of seeds 1863 to 11862 (run i rolls seed 1863 + i)": the first line of text and report alike.
std::string runs_line(const Simulation& simulation);
// The most values a count may take and still have its frequencies listed in the text.
inline constexpr std::size_t most_listed_values = 12;

}  // namespace muster::simulate
