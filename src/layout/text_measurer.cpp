#include "layout/text_measurer.hpp"

namespace muster::layout {

namespace {
// Text set exactly to its box may be reported a hair over it by rounding; ignore that.
constexpr Length tolerance = Length::pt(0.05);

// A line may begin after a space or after a dash or slash written in the text itself.
bool ends_a_word(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '-' || c == '/'; }
bool after_a_dash(const std::string& text, std::size_t at) {
  static const std::string dashes[] = {"\u2013", "\u2014"};
  for (const auto& dash : dashes)
    if (at >= dash.size() && text.compare(at - dash.size(), dash.size(), dash) == 0) return true;
  return false;
}
}  // namespace

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

bool breaks_only_between_words(const TextMeasurer& measurer, const Text& text) {
  const SetLines set = measurer.lines(text.text, text.font, text.width, text.markup);
  for (std::size_t start : set.starts)
    if (start > 0 && !ends_a_word(set.text[start - 1]) && !after_a_dash(set.text, start)) return false;
  return true;
}

Text shrink_to_fit(const TextMeasurer& measurer, Text text, Length smallest) {
  while (!fits(measurer, text) && text.font.size > smallest) text.font.size = max(smallest, text.font.size * 0.92);
  return text;
}

}  // namespace muster::layout
