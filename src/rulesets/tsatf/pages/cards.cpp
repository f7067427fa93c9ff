// cards.pdf: The Sword and the Flame's decks on poker cards for the whole
// table, each deck from a sheet of its own: the movement deck, the casualty
// deck with its key-figure cards, then each side's unit cards (their backs
// show the side, so each side's start a sheet of their own and a player can
// be handed his).
#include "layout/card_deck.hpp"
#include "layout/counter_pages.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/tsatf/pages/card_decks.hpp"
#include "rulesets/tsatf/pages/pages.hpp"

namespace muster::tsatf {

layout::Document cards(const Setup& setup, const layout::TextMeasurer& measurer) {
  layout::PageBuilder builder(paper_size(setup.print.paper), measurer, table_footer(setup, ruleset_title));
  const DuplexOffset offset = setup.print.duplex_offset;
  layout::card_deck_pages(builder, movement_deck(setup), offset);
  layout::card_deck_pages(builder, casualty_deck(setup), offset);
  for (std::size_t side = 0; side < setup.sides.size(); ++side) layout::card_deck_pages(builder, unit_card_deck(setup, side), offset);
  return layout::finish_counter_file(builder, setup.scenario + ": cards", ruleset_title + " movement, casualty and unit cards");
}

}  // namespace muster::tsatf
