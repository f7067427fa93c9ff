#pragma once
// The Sword and the Flame's decks of poker cards (cards.cpp prints them):
// the movement deck, whose cards say which side moves a unit next; the
// casualty deck with its key-figure cards, drawn to see who is hit; and a
// card per unit with what its player needs at a glance. One file per deck;
// the drawing they share is in card_faces.

#include <cstddef>
#include <string>

#include "layout/card_deck.hpp"
#include "rulesets/tsatf/model.hpp"

namespace muster::tsatf {

// setup.decks.movement_per_unit cards per unit of each side, in that side's colour; one back for all.
layout::CardDeck movement_deck(const Setup& setup);
// setup.decks.casualty cards: first those that hit a man of the ranks, then setup.decks.key_figure key-figure cards; one back for all.
layout::CardDeck casualty_deck(const Setup& setup);
// A card for each unit of the side, its back the side's.
layout::CardDeck unit_card_deck(const Setup& setup, std::size_t side);

// What a casualty card says of the deck it belongs to: how many of each kind, and whose count that is
// (muster's default, or the scenario's 'decks').
std::string casualty_deck_makeup(const DeckCounts& decks);

}  // namespace muster::tsatf
