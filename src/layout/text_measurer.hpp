#pragma once
// How big a piece of text is once set, and where its lines break. Pango
// implements it (render/); tests may fake it.

#include <optional>
#include <string>
#include <vector>

#include "layout/document.hpp"

namespace muster::layout {

struct TextExtent {
  Length width, height;
};

// The text as set (markup stripped) and the byte where each of its lines starts.
struct SetLines {
  std::string text;
  std::vector<std::size_t> starts;
};

class TextMeasurer {
 public:
  virtual ~TextMeasurer() = default;
  // With `wrap_width`, lines break between words to fit it and the width is the widest line;
  // a word wider than `wrap_width` is not broken but sticks out, so that `fits` refuses it.
  virtual TextExtent measure(const std::string& text, const Font& font, std::optional<Length> wrap_width,
                             bool markup = false) const = 0;
  virtual SetLines lines(const std::string& text, const Font& font, std::optional<Length> wrap_width, bool markup = false) const = 0;
};

// Does the text item fit its box, as set by `measurer`?
bool fits(const TextMeasurer& measurer, const Text& text);
// Where the ink of a text item lies: as wide and tall as it is set, placed in its box by its alignment.
// Never larger than the box: for a text that overflows it, ask `fits` as well.
Rect ink_box(const TextMeasurer& measurer, const Text& text);
// Does every line of the item start where a word starts, so that no word is split over two lines?
bool breaks_only_between_words(const TextMeasurer& measurer, const Text& text);
// The item with its font shrunk (down to `smallest`) until it fits its box.
Text shrink_to_fit(const TextMeasurer& measurer, Text text, Length smallest);

}  // namespace muster::layout
