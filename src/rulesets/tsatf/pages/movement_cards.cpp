// The movement deck: a card per unit of each side (or as many per unit as the
// scenario's 'decks' says), shuffled together. Each face is in its side's
// colour with "<key> move" large at both ends, the lower copy upside down, so
// that everyone round the table reads whose turn it is; the middle reminds
// the player what the card lets him do. The back is one for the whole deck
// and shows no side, so the next card cannot be read from the pile.
#include <algorithm>

#include "layout/card_back.hpp"
#include "layout/style.hpp"
#include "rulesets/tsatf/pages/card_decks.hpp"
#include "rulesets/tsatf/pages/card_faces.hpp"

namespace muster::tsatf {

using namespace layout;

namespace {
// Down the panel, symmetric about its middle: the words, the side's name, the reminder, then the name
// and words again upside down.
constexpr Length words_top = Length::mm(3), words_depth = Length::mm(20);
constexpr Length name_depth = Length::mm(7);
constexpr Length reminder_depth = Length::mm(19);
constexpr Length inset = Length::mm(2.5);

bool any_phased_move(const SideSetup& side) {
  return std::any_of(side.force.units.begin(), side.force.units.end(),
                     [&](const Unit& unit) { return may_use_phased_move(unit.kind, side.allegiance); });
}

// In muster's words: the card moves one unit of its side; mounted units that may use the phased move
// say which move they make when the card is drawn (the text's "Cavalry Phased Movement").
std::string reminder(const SideSetup& side) {
  std::string words = "This card drawn: the " + side.key + " side moves one of its units.";
  if (any_phased_move(side)) words += " Cavalry or camels say first whether they make a normal or a phased move.";
  return words;
}

CardFace movement_front(const SideSetup& side) {
  return [colour = Colour::hex(side.colour), key = side.key, name = side.name, words = reminder(side)](PageBuilder& b, Point at, Length width,
                                                                                                        Length height) {
    Rect panel = face_panel(at, width, height);
    panel.fill = colour;
    panel.stroke = style::line();
    b.add({panel});
    const Colour ink = colour.readable_ink();
    const Length x = panel.at.x + inset, w = panel.width - inset * 2;
    const Length middle = panel.at.y + panel.height / 2;
    const Font big{style::serif, Length::pt(24), true, false}, named{style::serif, Length::pt(9.5), false, true};
    const Rect words_box{{x, panel.at.y + words_top}, w, words_depth, std::nullopt, std::nullopt};
    const Rect name_box{{x, words_box.at.y + words_depth}, w, name_depth, std::nullopt, std::nullopt};
    const Text title = fitted_words(b.measurer(), words_box, key + " move", big, ink, style::smallest_identity);
    const Text subtitle = fitted_words(b.measurer(), name_box, name, named, ink, style::smallest_text);
    b.add({title});
    b.add({subtitle});
    // The same two, turned about the card's middle.
    Text title_turned = title, subtitle_turned = subtitle;
    title_turned.at.y = middle * 2 - title.at.y - title.height;
    subtitle_turned.at.y = middle * 2 - subtitle.at.y - subtitle.height;
    b.add(upside_down(title_turned));
    b.add(upside_down(subtitle_turned));
    const Rect plate{{x, middle - reminder_depth / 2}, w, reminder_depth, white, style::hairline()};
    b.add({plate});
    const Rect reminder_box{{plate.at.x + Length::mm(1.5), plate.at.y + Length::mm(1)}, plate.width - Length::mm(3), plate.height - Length::mm(2),
                            std::nullopt, std::nullopt};
    b.add({fitted_words(b.measurer(), reminder_box, words, {style::sans, Length::pt(7.5), false, false}, black, style::smallest_text)});
  };
}
}  // namespace

CardDeck movement_deck(const Setup& setup) {
  CardDeck deck{"Movement deck: " + setup.sides[0].key + " and " + setup.sides[1].key,
                card_back({"Movement", ruleset_title, Colour::grey(0.85)}), {}};
  for (const SideSetup& side : setup.sides) {
    const std::size_t count = side.force.units.size() * static_cast<std::size_t>(std::max(setup.decks.movement_per_unit, 0));
    for (std::size_t n = 0; n < count; ++n) deck.cards.push_back({movement_front(side), {}});
  }
  return deck;
}

}  // namespace muster::tsatf
