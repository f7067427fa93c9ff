#include "layout/map_type.hpp"

namespace muster::layout {

Length map_type_size(Length cell, double share, Length largest) {
  return max(style::smallest_text, min(cell * share, largest));
}

Text first_fitting(const TextMeasurer& measurer, Text box, const std::vector<std::string>& wordings) {
  box.font.size = max(box.font.size, style::smallest_text);
  for (const std::string& wording : wordings) {
    box.text = wording;
    const Text set = shrink_to_fit(measurer, box, style::smallest_text);
    // Lines break only between words, so a wording that fits splits none.
    if (fits(measurer, set)) return set;
  }
  return shrink_to_fit(measurer, box, style::smallest_text);
}

}  // namespace muster::layout
