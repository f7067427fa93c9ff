#include "layout/cards.hpp"

#include "layout/column_balance.hpp"
#include "layout/style.hpp"

namespace muster::layout {

namespace {
constexpr Length column_gap = Length::mm(5);
constexpr Length padding = Length::mm(2);
constexpr Length block_gap = Length::mm(1.5);
constexpr Length cell_pad = Length::mm(0.8);

Font card_body() { return {style::serif, Length::pt(8.5), false, false}; }
Font card_title() { return {style::serif, Length::pt(11), true, false}; }

// Draws (when `out` is set) or only measures one card; returns its height.
struct CardPainter {
  const TextMeasurer& measurer;
  std::vector<Item>* out;
  Point at;
  Length width;
  Length y;

  void text(Length x, Length w, const std::string& s, Font font, Align align = Align::left, bool markup = true) {
    const Length h = measurer.measure(s, font, w, markup).height;
    if (out) out->push_back({Text{{x, y}, w, h, s, font, black, align, VAlign::top, markup}});
    y += h;
  }

  void operator()(const CardParagraph& p) { text(at.x + padding, width - padding * 2, p.text, card_body()); }

  void list(const std::vector<std::string>& items, bool numbered) {
    const Length indent = Length::mm(4);
    for (std::size_t i = 0; i < items.size(); ++i) {
      const Length top = y;
      text(at.x + padding + indent, width - padding * 2 - indent, items[i], card_body());
      const Length bottom = y;
      y = top;
      const std::string mark = numbered ? std::to_string(i + 1) + "." : "•";
      if (out) out->push_back({Text{{at.x + padding, top}, indent, bottom - top, mark, {style::serif, Length::pt(8.5), numbered, false},
                                    black, Align::left, VAlign::top, false}});
      y = bottom + Length::mm(0.4);
    }
  }
  void operator()(const CardSteps& s) { list(s.items, true); }
  void operator()(const CardBullets& b) { list(b.items, false); }

  void operator()(const CardTable& t) {
    const Length inner = width - padding * 2;
    std::vector<double> shares = t.shares;
    if (shares.empty()) {
      shares.assign(t.header.size(), 1.0);
      if (!shares.empty()) shares[0] = 2.0;
    }
    double total = 0;
    for (double s : shares) total += s;
    auto row = [&](const std::vector<std::string>& cells, bool header) {
      Length tallest = Length::pt(0);
      Font font = header ? style::table_header() : style::table();
      for (std::size_t i = 0; i < cells.size() && i < shares.size(); ++i)
        tallest = max(tallest, measurer.measure(cells[i], font, inner * (shares[i] / total) - cell_pad * 2, true).height);
      const Length h = tallest + cell_pad * 2;
      if (out) {
        if (header) out->push_back({Rect{{at.x + padding, y}, inner, h, style::shade, std::nullopt}});
        Length x = at.x + padding;
        for (std::size_t i = 0; i < cells.size() && i < shares.size(); ++i) {
          const Length w = inner * (shares[i] / total);
          // A word wider than its column is set smaller rather than broken.
          out->push_back({shrink_to_fit(measurer, Text{{x + cell_pad, y + cell_pad}, w - cell_pad * 2, tallest, cells[i], font, black,
                                                       Align::left, VAlign::top, true},
                                        style::smallest_text)});
          x += w;
        }
        out->push_back({Line{{at.x + padding, y + h}, {at.x + padding + inner, y + h}, style::hairline()}});
      }
      y += h;
    };
    if (!t.header.empty()) row(t.header, true);
    for (const auto& r : t.rows) row(r, false);
  }

  Length paint(const Card& card) {
    y = at.y;
    const Length title_height = measurer.measure(card.title, card_title(), width - padding * 2, false).height + padding;
    if (out) {
      out->push_back({Rect{at, width, title_height, Colour::grey(0.2), std::nullopt}});
      out->push_back({Text{{at.x + padding, at.y + padding / 2}, width - padding * 2, title_height - padding, card.title, card_title(),
                           white, Align::left, VAlign::top, false}});
    }
    y += title_height + block_gap;
    for (const auto& block : card.blocks) {
      std::visit(*this, block);
      y += block_gap;
    }
    const Length height = y - at.y + padding / 2;
    if (out) out->push_back({Rect{at, width, height, std::nullopt, style::line()}});
    return height;
  }
};
}  // namespace

Length card_height(const TextMeasurer& measurer, const Card& card, Length width) {
  CardPainter measure{measurer, nullptr, {}, width, {}};
  return measure.paint(card);
}

namespace {
// The columns `pages` sheet sides offer, two a side: the first side's from the builder's cursor down.
std::vector<Length> column_capacities(const PageBuilder& builder, Length first_top, std::size_t pages) {
  std::vector<Length> capacities(2, builder.content_bottom() - first_top);
  capacities.resize(pages * 2, builder.content_bottom() - builder.content_top());
  return capacities;
}

// The fewest sheet sides that hold the cards, and how many cards each column takes on them.
std::vector<std::size_t> cards_per_column(const PageBuilder& builder, Length first_top, const std::vector<Length>& heights) {
  for (std::size_t pages = 1;; ++pages)
    if (auto counts = balance_columns(heights, style::gap, column_capacities(builder, first_top, pages))) return *counts;
}
}  // namespace

void flow_cards(PageBuilder& builder, const std::vector<Card>& cards) {
  if (cards.empty()) return;
  const Length width = (builder.content_width() - column_gap) / 2;
  std::vector<Length> heights;
  for (const Card& card : cards) heights.push_back(card_height(builder.measurer(), card, width));
  Length top = builder.reserve(Length{}).y;
  const auto counts = cards_per_column(builder, top, heights);
  std::size_t next = 0;
  Length tallest;
  for (std::size_t column = 0; column < counts.size(); ++column) {
    if (column > 0 && column % 2 == 0) {
      builder.new_page();
      top = builder.content_top();
      tallest = Length{};
    }
    Length y = top;
    for (std::size_t n = 0; n < counts[column]; ++n, ++next) {
      std::vector<Item> items;
      CardPainter painter{builder.measurer(), &items, {builder.content_left() + (width + column_gap) * static_cast<double>(column % 2), y}, width, {}};
      painter.paint(cards[next]);
      for (auto& item : items) builder.add(std::move(item));
      y += heights[next] + style::gap;
    }
    tallest = max(tallest, y - top);
  }
  // What follows the cards starts below the longer column of the last side.
  builder.reserve(tallest);
}

}  // namespace muster::layout
