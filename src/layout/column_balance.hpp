#pragma once
// Splits blocks, kept in their order, over columns so that no column is much
// fuller than another: reference cards spread over whole sheet sides instead
// of filling the first columns and leaving a last page with one card on it.

#include <optional>
#include <vector>

#include "core/length.hpp"

namespace muster::layout {

// How many blocks each column takes, in order, so that the columns are as evenly full as they
// can be (the least sum of squares of each one's blocks and `gap`s as a share of its capacity);
// nullopt when the blocks do not fit. A block taller than any column may stand alone in one.
std::optional<std::vector<std::size_t>> balance_columns(const std::vector<Length>& heights, Length gap,
                                                        const std::vector<Length>& capacities);

}  // namespace muster::layout
