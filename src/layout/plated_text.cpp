#include "layout/plated_text.hpp"

namespace muster::layout {

std::vector<Item> plated_text(const TextMeasurer& measurer, const Text& text, Colour plate, Length beyond_right) {
  const Rect ink = ink_box(measurer, text);
  // The plate stays inside what the text claimed, so it covers nothing else.
  const Length left = max(text.at.x, ink.at.x - plate_margin);
  const Length right = min(text.at.x + text.width + beyond_right, ink.at.x + ink.width + plate_margin);
  return {{Rect{{left, ink.at.y}, right - left, ink.height, plate, std::nullopt}}, {text}};
}

}  // namespace muster::layout
