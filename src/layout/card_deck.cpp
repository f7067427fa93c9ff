#include "layout/card_deck.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "layout/check_bar.hpp"
#include "layout/counter_grid.hpp"
#include "layout/cut_marks.hpp"
#include "layout/style.hpp"

namespace muster::layout {

namespace {
constexpr Length block_width = poker_card_width * cards_across;
constexpr Length block_height = poker_card_height * cards_down;
// What is printed beside the cards keeps as far from them as the cut marks do, clear of a face's bleed.
constexpr Length clear_of_cards = cut_mark_gap;
// Between a cut mark's line and what runs beside it: the scale bars, 62 mm, just fit between two column marks.
constexpr Length clear_of_marks = Length::mm(0.75);
// Text keeps a little further from the marks at its ends, so that no mark reads as a stroke of a letter.
constexpr Length text_inset = Length::mm(1);
// A line of the footer's 6.5 pt type is 2.67 mm deep.
constexpr Length least_footer_depth = Length::mm(2.7);
// Sums of millimetres that should meet exactly may miss by a rounding error.
constexpr Length rounding = Length::mm(1e-6);

const std::string front_notes = "Print at 100%, actual size, double-sided, flipping on the long edge. Cut from mark to mark with a steel rule.";
const std::string back_notes = "Mirrored: flipped on its long edge, the sheet puts each back behind its own front.";

// Where a sheet's nine fronts go, and what is printed in the margins around them: the deck's title,
// the scale check and the notes side by side, and the footer.
struct SheetFrame {
  CounterGrid grid;
  Band title, scale, notes;
  Band footer;
};

// Title, scale and notes above the cards, each between two column marks; the footer below the cards.
std::optional<SheetFrame> frame_above_and_below(PaperSize paper) {
  const Length top_needed = unprinted_edge + scale_bars_height + clear_of_cards;
  const Length bottom_needed = cut_mark_clearance + clear_of_marks + least_footer_depth + unprinted_edge;
  const Length spare = paper.height - block_height - top_needed - bottom_needed;
  const Length left = (paper.width - block_width) / 2;
  if (spare < -rounding || left < cut_mark_clearance) return std::nullopt;
  const Length top = top_needed + spare / 2;
  auto between_marks = [&](int column) {
    return Band{{left + poker_card_width * column + clear_of_marks, unprinted_edge}, poker_card_width - clear_of_marks * 2,
                top - clear_of_cards - unprinted_edge, false};
  };
  const Length footer_top = top + block_height + cut_mark_clearance + clear_of_marks;
  return SheetFrame{{poker_card_width, poker_card_height, {left, top}, cards_across, cards_down},
                    between_marks(0),
                    between_marks(1),
                    between_marks(2),
                    {{left, footer_top}, block_width, paper.height - unprinted_edge - footer_top, false}};
}

// Title, scale and notes running up the right margin, each between two row marks, the title lowest
// where reading up begins; the footer up the left margin, outside the row marks.
std::optional<SheetFrame> frame_beside(PaperSize paper) {
  const Length left = (paper.width - block_width) / 2, top = (paper.height - block_height) / 2;
  const Length right = left + block_width;
  const Length span_depth = paper.width - unprinted_edge - (right + clear_of_cards);
  const Length footer_depth = left - cut_mark_clearance - clear_of_marks - unprinted_edge;
  if (top < cut_mark_clearance || span_depth + rounding < scale_bars_height || footer_depth + rounding < least_footer_depth)
    return std::nullopt;
  auto between_marks = [&](int row) {
    return Band{{right + clear_of_cards, top + poker_card_height * (row + 1) - clear_of_marks}, poker_card_height - clear_of_marks * 2,
                span_depth, true};
  };
  return SheetFrame{{poker_card_width, poker_card_height, {left, top}, cards_across, cards_down},
                    between_marks(2),
                    between_marks(1),
                    between_marks(0),
                    {{unprinted_edge, paper.height - unprinted_edge}, paper.height - unprinted_edge * 2, footer_depth, true}};
}

SheetFrame sheet_frame(PaperSize paper) {
  if (auto frame = frame_above_and_below(paper)) return *frame;
  if (auto frame = frame_beside(paper)) return *frame;
  throw std::invalid_argument("nine poker cards and their cut marks do not fit on this paper");
}

PaperSize portrait(PaperSize paper) { return {min(paper.width, paper.height), max(paper.width, paper.height)}; }

Point shifted(Point at, DuplexOffset offset) { return {at.x + offset.x, at.y + offset.y}; }
Band shifted(Band band, DuplexOffset offset) {
  band.at = shifted(band.at, offset);
  return band;
}

// The band moved back onto the paper where a large offset took it over the edge: a footer is
// needed more than it is needed in register.
Band kept_on_paper(Band band, PaperSize paper) {
  const Length width = band.turned_up ? band.depth : band.length, height = band.turned_up ? band.length : band.depth;
  const Point top_left = band_point(band, band.turned_up ? band.length : Length{}, Length{});
  const Length x = std::clamp(top_left.x, Length{}, paper.width - width), y = std::clamp(top_left.y, Length{}, paper.height - height);
  band.at = {band.at.x + (x - top_left.x), band.at.y + (y - top_left.y)};
  return band;
}

void add_cut_marks(PageBuilder& b, Point origin, const CounterGrid& grid, std::size_t count) {
  for (Item& mark : cut_marks(origin, grid.width, grid.height, grid.per_row, grid.rows_for(static_cast<int>(count)))) b.add(std::move(mark));
}

// Text in the band's own coordinates, from `top` down `depth`, inset from the band's ends.
Text band_text(const Band& band, Length top, Length depth, const std::string& text, Font font) {
  return Text{{text_inset, top}, band.length - text_inset * 2, depth, text, std::move(font), black, Align::left, VAlign::middle, false};
}

// The deck's title above what this sheet holds, in the band's two halves.
void add_title(PageBuilder& b, const Band& band, const std::string& title, const std::string& holds) {
  Group group = band_group(band);
  const Length half = band.depth / 2;
  group.items.push_back({shrink_to_fit(b.measurer(), band_text(band, Length{}, half, title, {style::serif, Length::pt(9), true, false}),
                                       style::smallest_identity)});
  group.items.push_back({shrink_to_fit(b.measurer(), band_text(band, half, half, holds, style::small()), style::smallest_text)});
  b.add({std::move(group)});
}

void add_notes(PageBuilder& b, const Band& band, const std::string& notes) {
  Group group = band_group(band);
  group.items.push_back({shrink_to_fit(b.measurer(), band_text(band, Length{}, band.depth, notes, style::footer()), style::smallest_text)});
  b.add({std::move(group)});
}

// The scale bars as a group of their own on the page, so that they read as the sheet's check bar; in the
// middle of their band, away from the marks at its ends that a bar's end tick could be taken for.
void add_scale(PageBuilder& b, const Band& band) {
  Item bars = scale_bars(band_point(band, (band.length - check_bar_width) / 2, (band.depth - scale_bars_height) / 2));
  std::get<Group>(bars.shape).turned_up = band.turned_up;
  b.add(std::move(bars));
}

struct SheetOfDeck {
  std::size_t first = 0, count = 0;  // the cards on it
  int number = 0, sheets = 0;
  std::size_t deck_size = 0;
  std::string holds(const std::string& side) const {
    return "cards " + std::to_string(first + 1) + "-" + std::to_string(first + count) + " of " + std::to_string(deck_size) + ", sheet " +
           std::to_string(number) + " of " + std::to_string(sheets) + ": " + side;
  }
};

void front_page(PageBuilder& b, const SheetFrame& frame, const CardDeck& deck, const SheetOfDeck& sheet) {
  b.new_page();
  b.place_footer(frame.footer);
  add_cut_marks(b, frame.grid.origin, frame.grid, sheet.count);
  for (std::size_t i = 0; i < sheet.count; ++i) {
    const Point at = frame.grid.front(static_cast<int>(i));
    deck.cards[sheet.first + i].front(b, at, poker_card_width, poker_card_height);
    counter_outline(b, at, poker_card_width, poker_card_height);
  }
  add_title(b, frame.title, deck.title, sheet.holds("fronts"));
  add_scale(b, frame.scale);
  add_notes(b, frame.notes, front_notes);
}

// Everything on the back moves with the offset, so that it lands where the front's margins are;
// what it takes off the paper is cut there, the footer brought back on.
void back_page(PageBuilder& b, const SheetFrame& frame, const CardDeck& deck, const SheetOfDeck& sheet, DuplexOffset offset) {
  b.new_page();
  const PaperSize paper = b.paper();
  b.place_footer(kept_on_paper(shifted(frame.footer, offset), paper));
  const std::size_t first_item = b.items_on_page();
  add_cut_marks(b, shifted(frame.grid.back_origin(paper.width), offset), frame.grid, sheet.count);
  for (std::size_t i = 0; i < sheet.count; ++i) {
    const Point at = shifted(frame.grid.back(static_cast<int>(i), paper.width), offset);
    const DeckCard& card = deck.cards[sheet.first + i];
    const CardFace& back = card.back ? card.back : deck.back;
    if (back) back(b, at, poker_card_width, poker_card_height);
    counter_outline(b, at, poker_card_width, poker_card_height);
  }
  add_title(b, shifted(frame.title, offset), deck.title, sheet.holds("backs"));
  add_notes(b, shifted(frame.notes, offset), back_notes);
  b.clip_items_since(first_item, Rect{{}, paper.width, paper.height, std::nullopt, std::nullopt});
}
}  // namespace

void card_deck_pages(PageBuilder& builder, const CardDeck& deck, DuplexOffset offset) {
  const PaperSize paper = builder.paper();
  builder.set_paper(portrait(paper));
  const SheetFrame frame = sheet_frame(builder.paper());
  const std::size_t size = deck.cards.size();
  const int sheets = static_cast<int>((size + cards_per_sheet - 1) / cards_per_sheet);
  for (int s = 0; s < sheets; ++s) {
    const std::size_t first = static_cast<std::size_t>(s) * cards_per_sheet;
    const SheetOfDeck sheet{first, std::min<std::size_t>(cards_per_sheet, size - first), s + 1, sheets, size};
    front_page(builder, frame, deck, sheet);
    back_page(builder, frame, deck, sheet, offset);
  }
  builder.set_paper(paper);
}

}  // namespace muster::layout
