#pragma once
// The back of a card deck: a panel of one tint and a pattern inside a white
// border, with the deck's name on a white plate in the middle. Every card of
// a deck that shares it looks the same face down, and two decks with
// different patterns stay apart on a monochrome print. The white border
// forgives a cut a little off the line, as a playing card's does.

#include <string>

#include "layout/card_deck.hpp"
#include "layout/hatching.hpp"

namespace muster::layout {

struct CardBackDesign {
  std::string title;     // "Movement": large on the plate
  std::string subtitle;  // "The Sword and the Flame": small under it; may be empty
  Colour tint = Colour::grey(0.85);
  Texture texture = Hatching{HatchDirection::rising, Length::mm(2.5), Stroke{Colour::grey(0.55), Length::pt(0.5), {}}};
  Texture second_texture = Hatching{HatchDirection::falling, Length::mm(2.5), Stroke{Colour::grey(0.55), Length::pt(0.5), {}}};
  bool crossed = true;  // lay the second texture over the first
};

// The white border between the cut and the panel.
inline constexpr Length card_border = Length::mm(3);

CardFace card_back(CardBackDesign design);

}  // namespace muster::layout
