#pragma once
// Test helper: the measurements every printed pack must pass, with real Pango.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>

#include "layout/style.hpp"
#include "render/fonts.hpp"
#include "support/document_walk.hpp"

namespace muster::testing {

inline const render::FontLibrary& test_fonts() {
  static const render::FontLibrary library(render::find_fonts_dir());
  return library;
}

// The smallest type a player reads at arm's length on a home laser print; what identifies a
// counter (a marker's identification and code, a unit's name) must be read across the table.
inline const double smallest_text_pt = layout::style::smallest_text.points();
inline const double smallest_identity_pt = layout::style::smallest_identity.points();

// Nothing outside its page; every text inside its box as Pango sets it, and no smaller than 6 pt.
// The map drawings (groups) set their own type, checked with the maps.
inline void expect_on_page_and_fitting(const layout::Document& doc, const std::string& name) {
  const auto& measurer = test_fonts().measurer();
  for (std::size_t p = 0; p < doc.pages.size(); ++p) {
    const auto& page = doc.pages[p];
    walk(page, [&](const Placed& placed) {
      if (placed.clipped) return;  // cut to its group's window, which is checked itself
      if (auto box = extent(placed)) {
        ASSERT_GE(box->left, -0.01) << name << " page " << p + 1;
        ASSERT_GE(box->top, -0.01) << name << " page " << p + 1;
        ASSERT_LE(box->right, page.width.points() + 0.01) << name << " page " << p + 1;
        ASSERT_LE(box->bottom, page.height.points() + 0.01) << name << " page " << p + 1;
      }
      if (const auto* text = std::get_if<layout::Text>(&placed.item->shape)) {
        ASSERT_TRUE(layout::fits(measurer, *text)) << name << " page " << p + 1 << ": '" << text->text << "' overflows "
                                                   << text->width.millimetres() << " x " << text->height.millimetres() << " mm";
        if (!placed.grouped) {
          EXPECT_GE(text->font.size.points(), smallest_text_pt) << name << " page " << p + 1 << ": '" << text->text << "' is too small to read";
        }
      }
    });
  }
}

// Every line Pango sets begins a word: no word is split, hyphenated or not, over two lines.
inline void expect_no_word_broken(const layout::Document& doc, const std::string& name) {
  const auto& measurer = test_fonts().measurer();
  for (std::size_t p = 0; p < doc.pages.size(); ++p)
    walk(doc.pages[p], [&](const Placed& placed) {
      const auto* text = std::get_if<layout::Text>(&placed.item->shape);
      if (!text) return;
      EXPECT_TRUE(layout::breaks_only_between_words(measurer, *text))
          << name << " page " << p + 1 << ": '" << text->text << "' breaks inside a word at " << text->font.size.points() << " pt in "
          << text->width.millimetres() << " mm";
    });
}

// The texts that identify counters (`identities`: codes, identifications, names) are at least 7 pt.
inline void expect_identities_legible(const layout::Document& doc, const std::string& name, const std::set<std::string>& identities) {
  std::size_t seen = 0;
  for (std::size_t p = 0; p < doc.pages.size(); ++p)
    walk(doc.pages[p], [&](const Placed& placed) {
      const auto* text = std::get_if<layout::Text>(&placed.item->shape);
      if (!text || !identities.count(text->text)) return;
      ++seen;
      EXPECT_GE(text->font.size.points(), smallest_identity_pt) << name << " page " << p + 1 << ": '" << text->text << "' is too small to identify";
    });
  EXPECT_GT(seen, 0u) << name << ": no identity found";
}

// How much of the page between the margins its content covers: how far down the content runs in
// the left half and in the right half, averaged, so that a side with one column of cards counts
// as half empty. The footer below the margin does not count.
inline double used_share(const layout::Page& page) {
  const double top = layout::style::margin.points(), bottom = (page.height - layout::style::margin - layout::style::footer_height).points();
  const double middle = page.width.points() / 2;
  double lowest_left = top, lowest_right = top;
  walk(page, [&](const Placed& placed) {
    const auto box = extent(placed);
    if (!box || box->top >= bottom) return;
    if (box->left < middle) lowest_left = std::max(lowest_left, box->bottom);
    if (box->right > middle) lowest_right = std::max(lowest_right, box->bottom);
  });
  return (lowest_left + lowest_right - 2 * top) / (2 * (bottom - top));
}

// Every page of the document is at least `share` used: no sheet side printed for a scrap.
inline void expect_pages_filled(const layout::Document& doc, const std::string& name, double share) {
  for (std::size_t p = 0; p < doc.pages.size(); ++p)
    EXPECT_GE(used_share(doc.pages[p]), share) << name << " page " << p + 1 << " of " << doc.pages.size() << " is mostly empty";
}

// Keep-together: no page ends with a heading, and a run of rows (a table, a roster's blocks)
// that breaks over pages leaves at least two rows on each page, a table its header on each.
inline void expect_kept_together(const layout::Document& doc, const std::string& name) {
  using Kind = layout::Flowed::Kind;
  struct Piece {
    int headers = 0, rows = 0;
  };
  std::map<int, std::map<std::size_t, Piece>> runs;  // run -> page -> its piece there
  for (std::size_t p = 0; p < doc.pages.size(); ++p) {
    const auto& flow = doc.pages[p].flow;
    if (!flow.empty()) {
      EXPECT_NE(flow.back().kind, Kind::heading) << name << " page " << p + 1 << " ends with a heading";
    }
    for (const auto& f : flow) {
      if (f.kind == Kind::header) ++runs[f.run][p].headers;
      if (f.kind == Kind::row) ++runs[f.run][p].rows;
    }
  }
  for (const auto& [run, pieces] : runs) {
    const bool has_header = std::any_of(pieces.begin(), pieces.end(), [](const auto& piece) { return piece.second.headers > 0; });
    for (const auto& [page, piece] : pieces) {
      if (pieces.size() > 1) {
        EXPECT_GE(piece.rows, 2) << name << " page " << page + 1 << ": a run broken over pages leaves " << piece.rows << " row(s) here";
      }
      if (has_header) {
        EXPECT_GE(piece.headers, 1) << name << " page " << page + 1 << ": a broken table without its header";
      }
      if (piece.headers > 0) {
        EXPECT_GE(piece.rows, 1) << name << " page " << page + 1 << ": a header with no rows under it";
      }
    }
  }
}

// The top-left corners of the cut outlines of one size on a page: stroked, unfilled rectangles.
inline std::vector<layout::Point> cut_outlines(const layout::Page& page, Length width, Length height) {
  std::vector<layout::Point> corners;
  for (const auto& item : page.items)
    if (const auto* r = std::get_if<layout::Rect>(&item.shape); r && r->stroke && !r->fill &&
                                                              std::abs((r->width - width).millimetres()) < 0.01 &&
                                                              std::abs((r->height - height).millimetres()) < 0.01)
      corners.push_back(r->at);
  return corners;
}

// Long-edge duplex flips the sheet about its vertical centre line: every front needs its back there.
// Returns how many counters of this size the pair of pages holds.
inline std::size_t expect_backs_in_register(const layout::Page& fronts_page, const layout::Page& backs_page, Length width, Length height) {
  const auto fronts = cut_outlines(fronts_page, width, height), backs = cut_outlines(backs_page, width, height);
  EXPECT_EQ(fronts.size(), backs.size());
  for (const auto& front : fronts) {
    const Length mirrored = fronts_page.width - front.x - width;
    EXPECT_TRUE(std::any_of(backs.begin(), backs.end(), [&](const layout::Point& back) {
      return std::abs((back.x - mirrored).millimetres()) < 0.01 && std::abs((back.y - front.y).millimetres()) < 0.01;
    })) << "the back of the counter at " << front.x.millimetres() << ", " << front.y.millimetres() << " mm is out of register";
  }
  return fronts.size();
}

}  // namespace muster::testing
