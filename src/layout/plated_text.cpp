#include "layout/plated_text.hpp"

namespace muster::layout {

namespace {
constexpr Length plate_margin = Length::mm(0.4);
}

std::vector<Item> plated_text(const TextMeasurer& measurer, const Text& text, Colour plate) {
  const Rect ink = ink_box(measurer, text);
  // The plate stays inside the text's own box, so it covers nothing the box did not claim.
  const Length left = max(text.at.x, ink.at.x - plate_margin), right = min(text.at.x + text.width, ink.at.x + ink.width + plate_margin);
  return {{Rect{{left, ink.at.y}, right - left, ink.height, plate, std::nullopt}}, {text}};
}

}  // namespace muster::layout
