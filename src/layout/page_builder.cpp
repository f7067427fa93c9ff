#include "layout/page_builder.hpp"

#include "layout/row_breaks.hpp"
#include "layout/style.hpp"

namespace muster::layout {

namespace {
constexpr Length cell_padding = Length::mm(1);
}

Text text_box(const TextMeasurer& measurer, Point at, Length width, const std::string& text, Font font, Align align, bool markup) {
  const TextExtent extent = measurer.measure(text, font, width, markup);
  return Text{at, width, extent.height, text, std::move(font), black, align, VAlign::top, markup};
}

PageBuilder::PageBuilder(PaperSize paper, const TextMeasurer& measurer, std::string footer)
    : paper_(paper), measurer_(measurer), footer_(std::move(footer)) {
  new_page();
}

Length PageBuilder::content_left() const { return style::margin; }
Length PageBuilder::content_width() const { return paper_.width - style::margin * 2; }
Length PageBuilder::content_top() const { return style::margin; }
Length PageBuilder::content_bottom() const { return paper_.height - style::margin - style::footer_height; }
Length PageBuilder::remaining() const { return content_bottom() - cursor_; }

void PageBuilder::set_footer(std::string footer) {
  footer_ = std::move(footer);
  if (pages_.back().items.empty()) footers_.back() = footer_;
}

void PageBuilder::open_page() {
  // A page with nothing on it yet is reused rather than left blank.
  if (!pages_.empty() && pages_.back().items.empty()) {
    pages_.back() = Page{paper_.width, paper_.height, {}, {}};
    footers_.back() = footer_;
    footer_bands_.back().reset();
    cursor_ = content_top();
    headings_from_.reset();
    return;
  }
  pages_.push_back(Page{paper_.width, paper_.height, {}, {}});
  footers_.push_back(footer_);
  footer_bands_.emplace_back();
  cursor_ = content_top();
  headings_from_.reset();
}

Point PageBuilder::reserve(Length height) { return reserve_in_run(height, Flowed::Kind::block, 0); }

Point PageBuilder::reserve_in_run(Length height, Flowed::Kind kind, int run) {
  if (height > remaining() && cursor_ > content_top()) new_page();
  if (kind == Flowed::Kind::heading && !headings_from_) headings_from_ = {{pages_.back().items.size(), cursor_}};
  if (kind != Flowed::Kind::heading) headings_from_.reset();
  const Point at{content_left(), cursor_};
  cursor_ += height;
  pages_.back().flow.push_back({kind, run});
  return at;
}

namespace {
void shift_down(Item& item, Length dy) {
  std::visit(
      [dy](auto& shape) {
        using T = std::decay_t<decltype(shape)>;
        if constexpr (std::is_same_v<T, Line>) shape.from.y += dy, shape.to.y += dy;
        else if constexpr (std::is_same_v<T, Path>) for (Point& p : shape.points) p.y += dy;
        else if constexpr (std::is_same_v<T, LineSet>) for (Segment& s : shape.segments) s.from.y += dy, s.to.y += dy;
        else if constexpr (std::is_same_v<T, Circle>) shape.centre.y += dy;
        else if constexpr (std::is_same_v<T, Group>) shape.offset.y += dy;
        else shape.at.y += dy;
      },
      item.shape);
}
}  // namespace

void PageBuilder::new_page() {
  if (!headings_from_) return open_page();
  // A heading belongs with what it heads: it goes over with it.
  const auto [first_item, top] = *headings_from_;
  Page& old_page = pages_.back();
  std::vector<Item> moved(std::make_move_iterator(old_page.items.begin() + static_cast<std::ptrdiff_t>(first_item)),
                          std::make_move_iterator(old_page.items.end()));
  old_page.items.resize(first_item);
  std::vector<Flowed> moved_flow;
  while (!old_page.flow.empty() && old_page.flow.back().kind == Flowed::Kind::heading) {
    moved_flow.insert(moved_flow.begin(), old_page.flow.back());
    old_page.flow.pop_back();
  }
  const Length height = cursor_ - top;
  open_page();
  for (Item& item : moved) {
    shift_down(item, content_top() - top);
    add(std::move(item));
  }
  pages_.back().flow = std::move(moved_flow);
  headings_from_ = {{0, cursor_}};
  cursor_ += height;
}

void PageBuilder::run_of_rows(Length header_height, const std::vector<Length>& row_heights,
                              const std::function<void(Point at, bool continued)>& draw_header,
                              const std::function<void(std::size_t row, Point at)>& draw_row) {
  const int run = begin_run();
  const auto pages = rows_per_page(row_heights, header_height, remaining(), content_bottom() - content_top());
  std::size_t row = 0;
  for (std::size_t page = 0; page < pages.size(); ++page) {
    if (pages[page] == 0) continue;  // the run starts on the next page
    if (page > 0) new_page();
    if (header_height > Length{}) draw_header(reserve_in_run(header_height, Flowed::Kind::header, run), row > 0);
    for (std::size_t n = 0; n < pages[page]; ++n, ++row) draw_row(row, reserve_in_run(row_heights[row], Flowed::Kind::row, run));
  }
}

void PageBuilder::add(Item item) { pages_.back().items.push_back(std::move(item)); }

void PageBuilder::clip_items_since(std::size_t first, Rect window) {
  auto& items = pages_.back().items;
  if (first >= items.size()) return;
  Group clipped{{}, window, {}};
  clipped.items.assign(std::make_move_iterator(items.begin() + static_cast<std::ptrdiff_t>(first)), std::make_move_iterator(items.end()));
  items.resize(first);
  items.push_back({std::move(clipped)});
  // Headings among the moved items now begin at the group.
  if (headings_from_ && headings_from_->first > first) headings_from_->first = first;
}

Group band_group(const Band& band) { return Group{band.at, std::nullopt, {}, band.turned_up}; }

Point band_point(const Band& band, Length along, Length across) {
  if (band.turned_up) return {band.at.x + across, band.at.y - along};
  return {band.at.x + along, band.at.y + across};
}

void PageBuilder::space(Length height) {
  if (cursor_ > content_top()) cursor_ = min(cursor_ + height, content_bottom());
}

Length PageBuilder::text_height(const std::string& text, const Font& font, Length width, bool markup) const {
  return measurer_.measure(text, font, width, markup).height;
}

void PageBuilder::title(const std::string& text, const std::string& subtitle) {
  Text t = text_box(measurer_, {}, content_width(), text, style::title());
  Length height = t.height;
  std::optional<Text> sub;
  if (!subtitle.empty()) {
    sub = text_box(measurer_, {}, content_width(), subtitle, {style::serif, Length::pt(10), false, true});
    height += sub->height;
  }
  const Point at = reserve(height + Length::mm(2));
  t.at = at;
  add({t});
  if (sub) {
    sub->at = {at.x, at.y + t.height};
    add({*sub});
  }
  add({Line{{at.x, at.y + height + Length::mm(1)}, {at.x + content_width(), at.y + height + Length::mm(1)}, style::line()}});
  space(style::gap);
}

void PageBuilder::heading(const std::string& text) {
  Text t = text_box(measurer_, {}, content_width(), text, style::heading());
  // Keep a heading with at least a few lines of what follows it; should what follows still not
  // fit, reserving it takes the heading over to the next page too.
  if (remaining() < t.height + Length::mm(25)) new_page();
  t.at = reserve_in_run(t.height + Length::mm(1), Flowed::Kind::heading, 0);
  add({t});
}

void PageBuilder::subheading(const std::string& text) {
  Text t = text_box(measurer_, {}, content_width(), text, style::subheading());
  if (remaining() < t.height + Length::mm(15)) new_page();
  t.at = reserve_in_run(t.height + Length::mm(0.5), Flowed::Kind::heading, 0);
  add({t});
}

void PageBuilder::paragraph(const std::string& text, Font font, bool markup) {
  Text t = text_box(measurer_, {}, content_width(), text, std::move(font), Align::left, markup);
  t.at = reserve(t.height + Length::mm(1.5));
  add({t});
}

void PageBuilder::table(const Table& table, Length width) {
  if (width == Length{}) width = content_width();
  double total_share = 0;
  for (const auto& c : table.columns) total_share += c.share;
  std::vector<Length> widths;
  for (const auto& c : table.columns) widths.push_back(width * (c.share / total_share));

  auto row_height = [&](const std::vector<std::string>& cells, const Font& font) {
    Length tallest = text_height("X", font, widths[0] - cell_padding * 2);
    for (std::size_t i = 0; i < cells.size() && i < widths.size(); ++i)
      tallest = max(tallest, text_height(cells[i], font, widths[i] - cell_padding * 2));
    return tallest + cell_padding * 2;
  };
  auto draw_row = [&](const std::vector<std::string>& cells, const Font& font, Point at, Length height, std::optional<Colour> fill) {
    if (fill) add({Rect{at, width, height, fill, std::nullopt}});
    Length x = at.x;
    for (std::size_t i = 0; i < cells.size() && i < widths.size(); ++i) {
      Text t{{x + cell_padding, at.y + cell_padding}, widths[i] - cell_padding * 2, height - cell_padding * 2,
             cells[i], font, black, table.columns[i].align, VAlign::top, false};
      // A word wider than its column is set smaller rather than broken.
      add({shrink_to_fit(measurer_, t, style::smallest_text)});
      x += widths[i];
    }
    add({Line{{at.x, at.y + height}, {at.x + width, at.y + height}, style::hairline()}});
  };

  std::vector<std::string> header;
  for (const auto& c : table.columns) header.push_back(c.header);
  const Length header_height = row_height(header, style::table_header());
  std::vector<Length> heights;
  for (const auto& row : table.rows) heights.push_back(row_height(row, style::table()));
  run_of_rows(
      header_height, heights, [&](Point at, bool) { draw_row(header, style::table_header(), at, header_height, style::shade); },
      [&](std::size_t r, Point at) {
        const bool zebra = r % 2 == 1;
        draw_row(table.rows[r], style::table(), at, heights[r], zebra ? std::optional<Colour>(Colour::grey(0.965)) : std::nullopt);
      });
  space(style::gap);
}

namespace {
// The footer text and the page count along a band placed by the page, in the band's own coordinates.
Group footer_in_band(const Band& band, const std::string& footer, const std::string& page_count) {
  Group group = band_group(band);
  group.items.push_back({Text{{}, band.length * 0.8, band.depth, footer, style::footer(), Colour::grey(0.3), Align::left, VAlign::middle, false}});
  group.items.push_back({Text{{band.length * 0.8, Length{}}, band.length * 0.2, band.depth, page_count, style::footer(), Colour::grey(0.3),
                              Align::right, VAlign::middle, false}});
  return group;
}
}  // namespace

Document PageBuilder::finish(std::string title, std::string subject) {
  const std::size_t count = pages_.size();
  for (std::size_t i = 0; i < count; ++i) {
    Page& page = pages_[i];
    if (footer_bands_[i]) {
      page.items.push_back({footer_in_band(*footer_bands_[i], footers_[i], "page " + std::to_string(i + 1) + " of " + std::to_string(count))});
      continue;
    }
    const Length y = page.height - style::margin - style::footer_height + Length::mm(2);
    const Length width = page.width - style::margin * 2;
    page.items.push_back({Line{{style::margin, y}, {style::margin + width, y}, style::hairline(style::faint)}});
    page.items.push_back({Text{{style::margin, y + Length::mm(0.8)}, width * 0.8, Length::mm(4), footers_[i], style::footer(),
                               Colour::grey(0.3), Align::left, VAlign::top, false}});
    page.items.push_back({Text{{style::margin + width * 0.8, y + Length::mm(0.8)}, width * 0.2, Length::mm(4),
                               "page " + std::to_string(i + 1) + " of " + std::to_string(count), style::footer(),
                               Colour::grey(0.3), Align::right, VAlign::top, false}});
  }
  // Each page's items grew one by one: without the slack that left, a large board's 169 sheets take 5 MB less.
  for (Page& page : pages_) page.items.shrink_to_fit();
  return Document{std::move(title), std::move(subject), std::move(pages_)};
}

}  // namespace muster::layout
