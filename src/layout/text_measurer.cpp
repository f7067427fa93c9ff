#include "layout/text_measurer.hpp"

namespace muster::layout {

namespace {
// Text set exactly to its box may be reported a hair over it by rounding; ignore that.
constexpr Length tolerance = Length::pt(0.05);
}

bool fits(const TextMeasurer& measurer, const Text& text) {
  const TextExtent extent = measurer.measure(text.text, text.font, text.width, text.markup);
  return extent.width <= text.width + tolerance && extent.height <= text.height + tolerance;
}

Rect ink_box(const TextMeasurer& measurer, const Text& text) {
  const TextExtent ink = measurer.measure(text.text, text.font, text.width, text.markup);
  const Length width = min(ink.width, text.width), height = min(ink.height, text.height);
  Point at = text.at;
  if (text.align == Align::centre) at.x += (text.width - width) / 2;
  if (text.align == Align::right) at.x += text.width - width;
  if (text.valign == VAlign::middle) at.y += (text.height - height) / 2;
  if (text.valign == VAlign::bottom) at.y += text.height - height;
  return {at, width, height, std::nullopt, std::nullopt};
}

Text shrink_to_fit(const TextMeasurer& measurer, Text text, Length smallest) {
  while (!fits(measurer, text) && text.font.size > smallest) text.font.size = max(smallest, text.font.size * 0.92);
  return text;
}

}  // namespace muster::layout
