#pragma once
// How a pack is printed, whatever the rule set: the paper, the size of square
// counters, whether maps are tiled at 1:1, and how far the backs are shifted
// for a printer that does not register. Each rule set says which sizes its
// counters may take, whether it prints counters and backs at all, and whether
// it tiles maps.

#include "core/duplex_offset.hpp"
#include "core/length.hpp"
#include "core/paper.hpp"

namespace muster {

struct PrintOptions {
  Paper paper = Paper::a4;
  Length counter_size = Length::mm(15);
  bool map_tiles = true;
  DuplexOffset duplex_offset;
};

struct PrintRules {
  Length smallest_counter, largest_counter;
  bool tiles_maps = false;       // whether 'map-tiles' means anything to this rule set
  bool prints_counters = true;   // whether 'counter-size' does
  bool prints_backs = true;      // whether 'duplex-offset' does: some file is printed double-sided
};

}  // namespace muster
