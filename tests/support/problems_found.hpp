#pragma once
// Test helper: the problems a read reports, as the user would see them, or none.

#include <vector>

#include "core/diagnostic.hpp"

namespace muster::testing {

// Runs `read`; the diagnostics of the InputError it throws, or nothing when it reads cleanly.
template <typename Read>
std::vector<Diagnostic> problems_found(Read&& read) {
  try {
    read();
  } catch (const InputError& error) {
    return error.diagnostics();
  }
  return {};
}

}  // namespace muster::testing
