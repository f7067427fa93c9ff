#include "rulesets/tsatf/pages/card_faces.hpp"

#include "layout/card_back.hpp"

namespace muster::tsatf {

using namespace layout;

Rect face_panel(Point at, Length width, Length height) {
  return {{at.x + card_border, at.y + card_border}, width - card_border * 2, height - card_border * 2, std::nullopt, std::nullopt};
}

Text fitted_words(const TextMeasurer& measurer, Rect box, const std::string& words, Font font, Colour ink, Length smallest) {
  return shrink_to_fit(measurer, Text{box.at, box.width, box.height, words, std::move(font), ink, Align::centre, VAlign::middle, false}, smallest);
}

// Two quarter turns: the outer group turns about the box's far corner, the inner one again about the
// same corner, so that the box lands where it stood, upside down.
Item upside_down(Text text) {
  const Point far_corner{text.at.x + text.width, text.at.y + text.height};
  text.at = {Length{}, Length{}};
  Group inner{{}, std::nullopt, {{std::move(text)}}, true};
  Group outer{far_corner, std::nullopt, {{std::move(inner)}}, true};
  return {std::move(outer)};
}

}  // namespace muster::tsatf
