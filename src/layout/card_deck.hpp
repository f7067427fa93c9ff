#pragma once
// Decks of cards the size of a poker card, nine to a sheet, for rule sets that
// draw cards at the table (The Sword and the Flame activates units by playing
// card; unit cards, event cards). Each sheet of fronts is followed by its backs,
// mirrored for a long-edge flip and shifted by the duplex offset, as counter
// sheets are; the cards abut, with cut marks in the margins.
//
// Nine poker cards leave narrow margins: on A4 the deck's title, the scale
// check and the notes go above the cards between the column marks and the
// footer below them; on Letter, whose margins above and below hold only the
// marks (and those partly where printers do not print, so that the cards'
// outlines guide those cuts), they run up the side margins instead.

#include <string>
#include <vector>

#include "core/duplex_offset.hpp"
#include "layout/counter_pages.hpp"
#include "layout/page_builder.hpp"

namespace muster::layout {

inline constexpr Length poker_card_width = Length::mm(63.5);
inline constexpr Length poker_card_height = Length::mm(88.9);
inline constexpr int cards_across = 3;
inline constexpr int cards_down = 3;
inline constexpr int cards_per_sheet = cards_across * cards_down;

// How near the paper's edge a home printer prints: most leave about 1/6 in blank.
// Text and the scale check keep inside it; only the outer ends of cut marks may not.
inline constexpr Length unprinted_edge = Length::mm(4.2);

// Draws one face of a card in its box, as a counter face does; the deck draws the cut outline over it.
using CardFace = CounterFace;

struct DeckCard {
  CardFace front;
  CardFace back;  // empty: the deck's own back
};

struct CardDeck {
  std::string title;  // "British unit cards"
  CardFace back;      // the back every card shares that has none of its own
  std::vector<DeckCard> cards;
};

// A sheet of fronts and a sheet of their backs for every nine cards of the deck, on portrait pages of
// the builder's paper (A4 or Letter), with the builder's footer. Every back is mirrored behind its front
// and shifted by `offset`; what the offset takes off the paper is cut at its edge. Finish the file with
// finish_counter_file, which marks it for long-edge duplex printing.
void card_deck_pages(PageBuilder& builder, const CardDeck& deck, DuplexOffset offset);

}  // namespace muster::layout
