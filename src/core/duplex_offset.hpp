#pragma once
// How far to shift the content of every back page so that it lands behind its
// front on a printer that does not register its two sides. Measured on the
// duplex check page and kept in the scenario's 'print: duplex-offset'.

#include "core/length.hpp"

namespace muster {

// In the back page's own coordinates, as a reader looking at the back sees it:
// x grows to the right, y grows down the page.
struct DuplexOffset {
  Length x, y;
  bool operator==(const DuplexOffset&) const = default;
};

// Beyond this a printer is broken, not merely out of register, and the shifted
// backs would run into the margin.
inline constexpr Length largest_duplex_offset = Length::mm(10);

}  // namespace muster
