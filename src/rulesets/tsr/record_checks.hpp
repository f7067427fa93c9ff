#pragma once
// The rules a hand-edited setup record must still keep, checked once the whole
// record is read: only then are the hills, both baselines and every marker known.
// The reader notes where it read each piece, so that an error points at the
// line the user edited rather than at the block that holds it.

#include <array>
#include <vector>

#include "core/diagnostic.hpp"
#include "rulesets/tsr/model.hpp"

namespace muster::tsr {

// Where the record wrote each piece the checks look at, in the order of the Setup's own vectors.
struct RecordPlaces {
  SourceLocation objective;
  std::vector<std::vector<SourceLocation>> hill_squares;  // per hill, per square
  std::vector<SourceLocation> forest;                     // per forest square
  std::array<SourceLocation, 2> baselines;
  std::array<std::vector<SourceLocation>, 2> markers;         // each marker's item
  std::array<std::vector<SourceLocation>, 2> marker_squares;  // each marker's square, or its item when it has none
  std::array<std::vector<SourceLocation>, 2> division_markers;
  std::array<std::vector<SourceLocation>, 2> division_artillery;
};

void check_record(const Setup& setup, const RecordPlaces& places, Diagnostics& d);

}  // namespace muster::tsr
