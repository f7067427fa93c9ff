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

Text shrink_to_fit(const TextMeasurer& measurer, Text text, Length smallest) {
  while (!fits(measurer, text) && text.font.size > smallest) text.font.size = max(smallest, text.font.size * 0.92);
  return text;
}

}  // namespace muster::layout
