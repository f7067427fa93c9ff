#pragma once
// Test helper: the measurements every printed pack must pass, with real Pango.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <string>

#include "core/duplex_offset.hpp"
#include "layout/check_bar.hpp"
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

// Nothing outside its page; every text inside its box as Pango sets it, and no smaller than 6 pt,
// the maps' square names and labels included.
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
        EXPECT_GE(text->font.size.points(), smallest_text_pt) << name << " page " << p + 1 << ": '" << text->text << "' is too small to read";
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

// No wrapped text leaves a word of one or two characters alone on its last line ("Battery" over "A"),
// nor a count apart from the word it counts ("3" over "stands").
inline void expect_no_stranded_words(const layout::Document& doc, const std::string& name) {
  const auto& measurer = test_fonts().measurer();
  for (std::size_t p = 0; p < doc.pages.size(); ++p)
    walk(doc.pages[p], [&](const Placed& placed) {
      const auto* text = std::get_if<layout::Text>(&placed.item->shape);
      if (!text || text->markup) return;
      const layout::SetLines set = measurer.lines(text->text, text->font, text->width, false);
      if (set.starts.size() < 2) return;
      const std::string last = set.text.substr(set.starts.back());
      std::size_t characters = 0;
      for (unsigned char c : last) characters += (c & 0xC0) != 0x80 && c != ' ' && c != '\n' ? 1 : 0;
      EXPECT_GT(characters, 2u) << name << " page " << p + 1 << ": '" << text->text << "' ends on a line of its own: '" << last << "'";
      for (std::size_t line = 1; line < set.starts.size(); ++line)
        EXPECT_NE(set.text.compare(set.starts[line], 6, "stands"), 0) << name << " page " << p + 1 << ": '" << text->text << "' parts a count from its stands";
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

// The items of a page as they lie on it, those in groups shifted but not turned (a back page cut to the paper) included.
inline void walk_unturned(const layout::Page& page, const std::function<void(const layout::Item&, const Placement&)>& visit) {
  walk(page, [&](const Placed& placed) {
    if (placed.placement.quarter_turns % 4 == 0) visit(*placed.item, placed.placement);
  });
}

// The top-left corners of the cut outlines of one size on a page: stroked, unfilled rectangles.
inline std::vector<layout::Point> cut_outlines(const layout::Page& page, Length width, Length height) {
  std::vector<layout::Point> corners;
  walk_unturned(page, [&](const layout::Item& item, const Placement& placement) {
    if (const auto* r = std::get_if<layout::Rect>(&item.shape); r && r->stroke && !r->fill &&
                                                              std::abs((r->width - width).millimetres()) < 0.01 &&
                                                              std::abs((r->height - height).millimetres()) < 0.01)
      corners.push_back(placement.apply(r->at));
  });
  return corners;
}

// Long-edge duplex flips the sheet about its vertical centre line: every front needs its back there,
// moved by the duplex offset that cancels the printer's error.
// Returns how many counters of this size the pair of pages holds.
inline std::size_t expect_backs_in_register(const layout::Page& fronts_page, const layout::Page& backs_page, Length width, Length height,
                                            DuplexOffset offset = {}) {
  const auto fronts = cut_outlines(fronts_page, width, height), backs = cut_outlines(backs_page, width, height);
  EXPECT_EQ(fronts.size(), backs.size());
  for (const auto& front : fronts) {
    const Length mirrored = fronts_page.width - front.x - width + offset.x;
    EXPECT_TRUE(std::any_of(backs.begin(), backs.end(), [&](const layout::Point& back) {
      return std::abs((back.x - mirrored).millimetres()) < 0.01 && std::abs((back.y - front.y - offset.y).millimetres()) < 0.01;
    })) << "the back of the counter at " << front.x.millimetres() << ", " << front.y.millimetres() << " mm is out of register";
  }
  return fronts.size();
}

// Outlines closer than 5 mm, edge or corner, form one block (blocks stand 10 mm apart for their cut marks),
// so that a gutter between counters shows up as counters off their block's grid.
inline std::vector<std::vector<layout::Point>> blocks_of(const std::vector<layout::Point>& outlines, Length width, Length height) {
  std::vector<std::vector<layout::Point>> blocks;
  std::vector<bool> taken(outlines.size(), false);
  for (std::size_t seed = 0; seed < outlines.size(); ++seed) {
    if (taken[seed]) continue;
    taken[seed] = true;
    std::vector<layout::Point> block{outlines[seed]};
    for (std::size_t next = 0; next < block.size(); ++next)
      for (std::size_t i = 0; i < outlines.size(); ++i)
        if (!taken[i] && std::abs((outlines[i].x - block[next].x).millimetres()) < width.millimetres() + 5 &&
            std::abs((outlines[i].y - block[next].y).millimetres()) < height.millimetres() + 5) {
          taken[i] = true;
          block.push_back(outlines[i]);
        }
    blocks.push_back(block);
  }
  return blocks;
}

// Is `distance` a whole number of `step`s, within 0.01 mm?
inline bool on_grid(Length distance, Length step) {
  return std::abs((distance - step * std::round(distance / step)).millimetres()) < 0.01;
}

// A line of the page lying along x = `x` (vertical) or y = `y` (horizontal), wholly on one side of the block.
inline bool has_mark(const layout::Page& page, bool vertical, Length along, const std::function<bool(const layout::Line&)>& outside) {
  bool found = false;
  walk_unturned(page, [&](const layout::Item& item, const Placement& placement) {
    const auto* line = std::get_if<layout::Line>(&item.shape);
    if (!line || found) return;
    const layout::Line placed{placement.apply(line->from), placement.apply(line->to), line->stroke};
    const Length a = vertical ? placed.from.x : placed.from.y, b = vertical ? placed.to.x : placed.to.y;
    found = std::abs((a - along).millimetres()) < 0.01 && std::abs((b - along).millimetres()) < 0.01 && outside(placed);
  });
  return found;
}

// Counters of this size abut in blocks, each on a grid of its own counter size, so that every row
// and column edge is one straight cut; each such edge has a cut mark beyond both ends of the block.
inline void expect_abutting_blocks_with_cut_marks(const layout::Document& doc, Length width, Length height) {
  for (std::size_t p = 0; p < doc.pages.size(); ++p) {
    const auto& page = doc.pages[p];
    for (const auto& block : blocks_of(cut_outlines(page, width, height), width, height)) {
      Length left = block[0].x, top = block[0].y, right = left, bottom = top;
      for (const auto& at : block) {
        left = min(left, at.x), top = min(top, at.y);
        right = max(right, at.x + width), bottom = max(bottom, at.y + height);
      }
      for (const auto& at : block)
        ASSERT_TRUE(on_grid(at.x - left, width) && on_grid(at.y - top, height))
            << doc.title << " page " << p + 1 << ": the counter at " << at.x.millimetres() << ", " << at.y.millimetres()
            << " mm is off its block's grid: a gutter or a stagger means two cuts instead of one";
      const int columns = static_cast<int>(std::lround((right - left) / width)), rows = static_cast<int>(std::lround((bottom - top) / height));
      for (int c = 0; c <= columns; ++c) {
        const Length x = left + width * c;
        EXPECT_TRUE(has_mark(page, true, x, [&](const layout::Line& l) { return max(l.from.y, l.to.y) < top; }))
            << doc.title << " page " << p + 1 << ": no cut mark above the column edge at " << x.millimetres() << " mm";
        EXPECT_TRUE(has_mark(page, true, x, [&](const layout::Line& l) { return min(l.from.y, l.to.y) > bottom; }))
            << doc.title << " page " << p + 1 << ": no cut mark below the column edge at " << x.millimetres() << " mm";
      }
      for (int r = 0; r <= rows; ++r) {
        const Length y = top + height * r;
        EXPECT_TRUE(has_mark(page, false, y, [&](const layout::Line& l) { return max(l.from.x, l.to.x) < left; }))
            << doc.title << " page " << p + 1 << ": no cut mark left of the row edge at " << y.millimetres() << " mm";
        EXPECT_TRUE(has_mark(page, false, y, [&](const layout::Line& l) { return min(l.from.x, l.to.x) > right; }))
            << doc.title << " page " << p + 1 << ": no cut mark right of the row edge at " << y.millimetres() << " mm";
      }
    }
  }
}

// The scale check: a 50 mm bar and a 2 in bar, measured, in one group on the page; nullptr if there is none.
inline const layout::Group* check_bar_on(const layout::Page& page) {
  for (const auto& item : page.items) {
    const auto* group = std::get_if<layout::Group>(&item.shape);
    if (!group) continue;
    auto has_bar = [&](double mm) {
      return std::any_of(group->items.begin(), group->items.end(), [&](const layout::Item& i) {
        const auto* r = std::get_if<layout::Rect>(&i.shape);
        return r && r->fill == layout::black && std::abs(r->width.millimetres() - mm) < 0.01;
      });
    };
    if (has_bar(50.0) && has_bar(50.8)) return group;
  }
  return nullptr;
}

inline bool has_check_bar(const layout::Page& page) { return check_bar_on(page) != nullptr; }

// The page box of everything in a group on the page, as drawn (turned up or not).
inline Box box_of(const layout::Group& group) {
  Box box{1e9, 1e9, -1e9, -1e9};
  walk(group.items, Placement{}.inside(group), false, true, [&](const Placed& placed) {
    if (const auto b = extent(placed)) {
      box.left = std::min(box.left, b->left), box.top = std::min(box.top, b->top);
      box.right = std::max(box.right, b->right), box.bottom = std::max(box.bottom, b->bottom);
    }
  });
  return box;
}

// The check bar covers no counter of this size: its box and every outline are apart.
inline void expect_check_bar_clear_of(const layout::Page& page, Length width, Length height) {
  const layout::Group* bar = check_bar_on(page);
  ASSERT_NE(bar, nullptr);
  const Box box = box_of(*bar);
  const Length left = Length::pt(box.left), top = Length::pt(box.top), right = Length::pt(box.right), bottom = Length::pt(box.bottom);
  for (const auto& at : cut_outlines(page, width, height))
    EXPECT_TRUE(at.x >= right || at.x + width <= left || at.y >= bottom || at.y + height <= top)
        << "the check bar covers the counter at " << at.x.millimetres() << ", " << at.y.millimetres() << " mm";
}

}  // namespace muster::testing
