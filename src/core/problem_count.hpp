#pragma once
// A run lists at most most_reported_problems problems and one line more for the
// rest ("and 20 more problems"): how many problems a list stands for counts that
// line as the problems it stands for, so that the total said is the true one.

#include <cstddef>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"

namespace muster {

// The message of the line that stands for `count` problems not listed.
std::string unlisted_problems(std::size_t count);

// Every problem `diagnostics` stands for: one for each listed, and the unlisted ones.
std::size_t problem_count(const std::vector<Diagnostic>& diagnostics);

}  // namespace muster
