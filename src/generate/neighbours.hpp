#pragma once
// The squares round one square of a grid, kept in place: asking for them
// allocates nothing, which matters where a roll asks thousands of times.

#include "core/square.hpp"
#include "generate/few_items.hpp"

namespace muster {

// Six on the offset and hex grids, up to eight on an area grid.
using Neighbours = FewItems<Square, 8>;

}  // namespace muster
