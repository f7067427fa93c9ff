// The casualty deck. The text has a casualty card drawn to see who is hit
// (going ashore draws one per casualty) and names key-figure cards, which a
// scout needs to be hit; muster lets them hit leaders too (its reading, said on
// the card). The text does not say how many of each a deck holds. The
// counts are muster's default (DeckCounts) or the scenario's 'decks', and
// every card says which in small type at its foot (docs/DECISIONS.md, The
// Sword and the Flame, Card decks). All cards share one back, so the pile
// gives nothing away.
#include <cmath>

#include "layout/card_back.hpp"
#include "layout/style.hpp"
#include "rulesets/tsatf/pages/card_decks.hpp"
#include "rulesets/tsatf/pages/card_faces.hpp"

namespace muster::tsatf {

using namespace layout;

namespace {
constexpr Length inset = Length::mm(2.5);
constexpr Length word_top = Length::mm(8), word_depth = Length::mm(20);
constexpr Length meaning_depth = Length::mm(16);
constexpr Length emblem_radius = Length::mm(9);
constexpr Length makeup_depth = Length::mm(7);

struct CasualtyKind {
  std::string word;     // "Casualty"
  std::string meaning;  // "A man of the rank and file is hit."
  bool key_figure = false;
};

// A five-pointed star for a key figure; a plain ring for a man of the ranks.
Item emblem(Point centre, bool key_figure, Colour ink) {
  if (!key_figure) return {Circle{centre, emblem_radius * 0.7, std::nullopt, Stroke{ink, Length::pt(2.5), {}}}};
  std::vector<Point> points;
  for (int i = 0; i < 10; ++i) {
    const double angle = -M_PI / 2 + M_PI * i / 5;
    const Length r = i % 2 ? emblem_radius * 0.42 : emblem_radius;
    points.push_back({centre.x + r * std::cos(angle), centre.y + r * std::sin(angle)});
  }
  return {Path{points, true, ink, std::nullopt}};
}

// A casualty card is white; a key-figure card dark, so that the two are told apart as they are turned up.
CardFace casualty_front(CasualtyKind kind, std::string makeup) {
  return [kind = std::move(kind), makeup = std::move(makeup)](PageBuilder& b, Point at, Length width, Length height) {
    Rect panel = face_panel(at, width, height);
    const Colour ground = kind.key_figure ? Colour::grey(0.15) : white;
    const Colour ink = ground.readable_ink();
    panel.fill = ground;
    panel.stroke = style::heavy();
    b.add({panel});
    const Length x = panel.at.x + inset, w = panel.width - inset * 2;
    const Rect word_box{{x, panel.at.y + word_top}, w, word_depth, std::nullopt, std::nullopt};
    b.add({fitted_words(b.measurer(), word_box, kind.word, {style::serif, Length::pt(24), true, false}, ink, style::smallest_identity)});
    b.add(emblem({at.x + width / 2, word_box.at.y + word_depth + emblem_radius + Length::mm(2)}, kind.key_figure, ink));
    const Rect meaning_box{{x, word_box.at.y + word_depth + emblem_radius * 2 + Length::mm(5)}, w, meaning_depth, std::nullopt, std::nullopt};
    b.add({fitted_words(b.measurer(), meaning_box, kind.meaning, {style::serif, Length::pt(11), false, true}, ink, style::smallest_text)});
    const Rect makeup_box{{x, panel.at.y + panel.height - inset - makeup_depth}, w, makeup_depth, std::nullopt, std::nullopt};
    b.add({fitted_words(b.measurer(), makeup_box, makeup, style::footer(), kind.key_figure ? Colour::grey(0.75) : Colour::grey(0.3),
                        style::smallest_text)});
  };
}
}  // namespace

std::string casualty_deck_makeup(const DeckCounts& decks) {
  const DeckCounts standard;
  const bool muster_s = decks.casualty == standard.casualty && decks.key_figure == standard.key_figure;
  return std::to_string(decks.casualty) + " casualty cards, " + std::to_string(decks.key_figure) + " of them key-figure cards (" +
         (muster_s ? "muster's default" : "the scenario's count") + ")";
}

CardDeck casualty_deck(const Setup& setup) {
  const std::string makeup = casualty_deck_makeup(setup.decks);
  CardDeck deck{"Casualty deck", card_back({"Casualty", ruleset_title, Colour::grey(0.9), Stippling{Length::mm(2.2), Length::mm(0.4), Colour::grey(0.35)},
                                            Hatching{}, false}),
                {}};
  const CasualtyKind casualty{"Casualty", "A man of the rank and file is hit.", false};
  const CasualtyKind key_figure{"Key figure", "A scout is hit, or (muster's reading) a leader.", true};
  for (int n = 0; n < setup.decks.rank_and_file(); ++n) deck.cards.push_back({casualty_front(casualty, makeup), {}});
  for (int n = 0; n < setup.decks.key_figure; ++n) deck.cards.push_back({casualty_front(key_figure, makeup), {}});
  return deck;
}

}  // namespace muster::tsatf
