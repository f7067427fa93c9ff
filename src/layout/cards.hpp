#pragma once
// Quick reference cards: titled boxes of paragraphs, numbered steps, bullet
// points and small tables, flowed into balanced columns so no card is split.

#include <string>
#include <variant>
#include <vector>

#include "layout/page_builder.hpp"

namespace muster::layout {

struct CardParagraph {
  std::string text;  // may use <b> and <i>
};
struct CardSteps {
  std::vector<std::string> items;
};
struct CardBullets {
  std::vector<std::string> items;
};
struct CardTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  std::vector<double> shares;  // column widths; empty: the first column twice the others
};

struct Card {
  std::string title;
  std::vector<std::variant<CardParagraph, CardSteps, CardBullets, CardTable>> blocks;
};

// Places the cards, in order and never split, from the builder's cursor on, two columns a
// page, over the fewest pages, the columns balanced so that no page is left with a scrap.
void flow_cards(PageBuilder& builder, const std::vector<Card>& cards);
// The height a card takes at `width`.
Length card_height(const TextMeasurer& measurer, const Card& card, Length width);

}  // namespace muster::layout
