#include "layout/cards.hpp"

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
          out->push_back({Text{{x + cell_pad, y + cell_pad}, w - cell_pad * 2, tallest, cells[i], font, black, Align::left,
                               VAlign::top, true}});
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

void flow_cards(PageBuilder& builder, const std::vector<Card>& cards) {
  const Length width = (builder.content_width() - column_gap) / 2;
  int column = 0;
  Length top = builder.reserve(Length{}).y;
  Length y = top;
  for (const Card& card : cards) {
    const Length height = card_height(builder.measurer(), card, width);
    if (y + height > builder.content_bottom() && y > top) {
      if (column == 0) {
        column = 1;
      } else {
        column = 0;
        builder.new_page();
        top = builder.content_top();
      }
      y = top;
    }
    std::vector<Item> items;
    CardPainter painter{builder.measurer(), &items, {builder.content_left() + (width + column_gap) * column, y}, width, {}};
    painter.paint(card);
    for (auto& item : items) builder.add(std::move(item));
    y += height + style::gap;
  }
}

}  // namespace muster::layout
