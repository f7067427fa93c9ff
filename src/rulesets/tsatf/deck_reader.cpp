#include "rulesets/tsatf/deck_reader.hpp"

namespace muster::tsatf {

DeckCounts read_decks(const spec::Node& node, Diagnostics& d, const DeckCounts& fallback) {
  spec::MapReader reader(node, d, "'decks'");
  DeckCounts decks = fallback;
  decks.movement_per_unit = reader.integer("movement-per-unit", decks.movement_per_unit, 1, 4);
  decks.casualty = reader.integer("casualty", decks.casualty, 0, most_deck_cards);
  decks.key_figure = reader.integer("key-figure", decks.key_figure, 0, most_deck_cards);
  if (decks.casualty + decks.key_figure == 0) d.error(node.where(), "the casualty deck would hold no cards", "give it some 'casualty' or 'key-figure' cards");
  return decks;
}

}  // namespace muster::tsatf
