#include "layout/plated_text.hpp"

namespace muster::layout {

namespace {
constexpr Length plate_margin = Length::mm(0.4);
}

std::vector<Item> plated_text(const TextMeasurer& measurer, const Text& text, Colour plate) {
  const TextExtent ink = measurer.measure(text.text, text.font, text.width, text.markup);
  const Length width = min(ink.width, text.width), height = min(ink.height, text.height);
  Length left = text.at.x;
  if (text.align == Align::centre) left += (text.width - width) / 2;
  if (text.align == Align::right) left += text.width - width;
  Length top = text.at.y;
  if (text.valign == VAlign::middle) top += (text.height - height) / 2;
  if (text.valign == VAlign::bottom) top += text.height - height;
  // The plate stays inside the text's own box, so it covers nothing the box did not claim.
  const Length plate_left = max(text.at.x, left - plate_margin), plate_right = min(text.at.x + text.width, left + width + plate_margin);
  return {{Rect{{plate_left, top}, plate_right - plate_left, height, plate, std::nullopt}}, {text}};
}

}  // namespace muster::layout
