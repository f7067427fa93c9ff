#pragma once
// Flows blocks down pages of one paper size: titles, paragraphs, tables and
// hand-drawn blocks, starting a new page when one will not fit. Adds the footer
// that lets any printed sheet be re-created.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/paper.hpp"
#include "layout/document.hpp"
#include "layout/text_measurer.hpp"

namespace muster::layout {

struct TableColumn {
  std::string header;
  double share = 1;  // of the table width
  Align align = Align::left;
};

struct Table {
  std::vector<TableColumn> columns;
  std::vector<std::vector<std::string>> rows;
};

// A strip of the page that text runs along: `length` long and `depth` deep from `at`, to the right,
// or up the page when `turned_up` (then `at` is its bottom-left corner and its text reads upward).
struct Band {
  Point at;
  Length length, depth;
  bool turned_up = false;
};

// An empty group whose own coordinates are the band's: x along it from its start, y across it from its top.
Group band_group(const Band& band);
// Where the point `along` the band and `across` it from its top lies on the page.
Point band_point(const Band& band, Length along, Length across);

class PageBuilder {
 public:
  PageBuilder(PaperSize paper, const TextMeasurer& measurer, std::string footer);

  Length content_left() const;
  Length content_width() const;
  Length content_top() const;
  Length content_bottom() const;
  Length remaining() const;
  const TextMeasurer& measurer() const { return measurer_; }

  // A new page; headings that end the page in hand go over with what they head.
  void new_page();
  // Pages begun from now on have this size (e.g. landscape sheets for map tiles).
  void set_paper(PaperSize paper) { paper_ = paper; }
  PaperSize paper() const { return paper_; }
  // The footer of every page begun from now on, and of the current page if nothing is on it yet.
  void set_footer(std::string footer);
  // A block of `height`: on this page if it fits, else on a new one. Returns its top-left corner.
  Point reserve(Length height);
  // Rows that belong together, such as a table's or a roster's blocks: a new run, and a place in it
  // for its header or for a row (Flowed::Kind), reserved as above.
  int begin_run() { return ++runs_; }
  Point reserve_in_run(Length height, Flowed::Kind kind, int run);
  // A run of rows over as many pages as it needs (see rows_per_page): `draw_header` at the top of
  // each page it reaches (`continued` after the first; skipped when `header_height` is zero),
  // `draw_row` for each row.
  void run_of_rows(Length header_height, const std::vector<Length>& row_heights,
                   const std::function<void(Point at, bool continued)>& draw_header,
                   const std::function<void(std::size_t row, Point at)>& draw_row);
  void add(Item item);
  void space(Length height);
  // How many pages there are so far, the page in hand included: where a part that must start on an odd page stands.
  std::size_t page_count() const { return pages_.size(); }
  // How many items the page in hand holds; with clip_items_since, cuts what was added since to a window.
  std::size_t items_on_page() const { return pages_.back().items.size(); }
  // Moves the items added to the page in hand since it held `first` into one group cut to `window`:
  // for drawing that may run off the page, such as backs shifted by a large duplex offset.
  void clip_items_since(std::size_t first, Rect window);
  // The page in hand's footer goes in `band` instead of across the foot of the page, for a sheet whose
  // content runs into the bottom margin (nine cards to a sheet). Text only: a rule so near cut marks
  // would read as one more cut.
  void place_footer(const Band& band) { footer_bands_.back() = band; }

  void title(const std::string& text, const std::string& subtitle = {});
  void heading(const std::string& text);
  void subheading(const std::string& text);
  void paragraph(const std::string& text, Font font, bool markup = false);
  // Rows break across pages; the header repeats on each.
  void table(const Table& table, Length width = Length{});

  Document finish(std::string title, std::string subject);
  // How tall a paragraph of `text` sets at `width`: to tell before a block whether it fits what is left of the page.
  Length text_height(const std::string& text, const Font& font, Length width, bool markup = false) const;

 private:
  PaperSize paper_;
  const TextMeasurer& measurer_;
  std::string footer_;
  std::vector<Page> pages_;
  std::vector<std::string> footers_;
  std::vector<std::optional<Band>> footer_bands_;  // nullopt: across the foot of the page
  void open_page();
  Length cursor_;
  int runs_ = 0;
  // Where the headings at the foot of the page in hand begin: its first item and the cursor then.
  std::optional<std::pair<std::size_t, Length>> headings_from_;
};

// A text item with its box sized to the text (wrapped at `width`).
Text text_box(const TextMeasurer& measurer, Point at, Length width, const std::string& text, Font font,
              Align align = Align::left, bool markup = false);

}  // namespace muster::layout
