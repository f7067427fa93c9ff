#pragma once
// Flows blocks down pages of one paper size: titles, paragraphs, tables and
// hand-drawn blocks, starting a new page when one will not fit. Adds the footer
// that lets any printed sheet be re-created.

#include <functional>
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

class PageBuilder {
 public:
  PageBuilder(PaperSize paper, const TextMeasurer& measurer, std::string footer);

  Length content_left() const;
  Length content_width() const;
  Length content_top() const;
  Length content_bottom() const;
  Length remaining() const;
  const TextMeasurer& measurer() const { return measurer_; }

  void new_page();
  // Pages begun from now on have this size (e.g. landscape sheets for map tiles).
  void set_paper(PaperSize paper) { paper_ = paper; }
  PaperSize paper() const { return paper_; }
  // The footer of every page begun from now on, and of the current page if nothing is on it yet.
  void set_footer(std::string footer);
  // A block of `height`: on this page if it fits, else on a new one. Returns its top-left corner.
  Point reserve(Length height);
  void add(Item item);
  void space(Length height);

  void title(const std::string& text, const std::string& subtitle = {});
  void heading(const std::string& text);
  void subheading(const std::string& text);
  void paragraph(const std::string& text, Font font, bool markup = false);
  // Rows break across pages; the header repeats on each.
  void table(const Table& table, Length width = Length{});

  Document finish(std::string title, std::string subject);

 private:
  Length text_height(const std::string& text, const Font& font, Length width, bool markup = false) const;
  PaperSize paper_;
  const TextMeasurer& measurer_;
  std::string footer_;
  std::vector<Page> pages_;
  std::vector<std::string> footers_;
  Length cursor_;
};

// A text item with its box sized to the text (wrapped at `width`).
Text text_box(const TextMeasurer& measurer, Point at, Length width, const std::string& text, Font font,
              Align align = Align::left, bool markup = false);

}  // namespace muster::layout
