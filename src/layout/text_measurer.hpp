#pragma once
// How big a piece of text is once set. Pango implements it (render/); tests may fake it.

#include <optional>
#include <string>

#include "layout/document.hpp"

namespace muster::layout {

struct TextExtent {
  Length width, height;
};

class TextMeasurer {
 public:
  virtual ~TextMeasurer() = default;
  // With `wrap_width`, lines break to fit it and the width is the widest line.
  virtual TextExtent measure(const std::string& text, const Font& font, std::optional<Length> wrap_width,
                             bool markup = false) const = 0;
};

// Does the text item fit its box, as set by `measurer`?
bool fits(const TextMeasurer& measurer, const Text& text);
// Where the ink of a text item lies: as wide and tall as it is set, placed in its box by its alignment.
Rect ink_box(const TextMeasurer& measurer, const Text& text);
// The item with its font shrunk (down to `smallest`) until it fits its box.
Text shrink_to_fit(const TextMeasurer& measurer, Text text, Length smallest);

}  // namespace muster::layout
