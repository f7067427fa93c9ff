#include "rulesets/tsatf/deck_reader.hpp"

namespace muster::tsatf {

DeckCounts read_decks(const spec::Node& node, Diagnostics& d, const DeckCounts& fallback) {
  spec::MapReader reader(node, d, "'decks'");
  DeckCounts decks = fallback;
  decks.movement_per_unit = reader.integer("movement-per-unit", decks.movement_per_unit, 1, 4);
  decks.casualty = reader.integer("casualty", decks.casualty, 1, most_deck_cards);
  decks.key_figure = reader.integer("key-figure", decks.key_figure, 0, most_deck_cards);
  if (decks.key_figure > decks.casualty) {
    const auto key_figure = node.child("key-figure");
    d.error(key_figure ? key_figure->where() : node.where(),
            std::to_string(decks.key_figure) + " key-figure cards are more than the casualty deck's " + std::to_string(decks.casualty) +
                " cards, and they are among them",
            "give at most " + std::to_string(decks.casualty) + " key-figure cards, or a larger 'casualty' deck");
    decks.key_figure = decks.casualty;
  }
  return decks;
}

}  // namespace muster::tsatf
