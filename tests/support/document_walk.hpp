#pragma once
// Test helper: visits every drawing item of a page with its absolute position.

#include <functional>
#include <string>

#include "layout/document.hpp"

namespace muster::testing {

struct Box {
  double left, top, right, bottom;  // points
};

struct Placed {
  const layout::Item* item;
  layout::Point offset;  // add to the item's own coordinates
  bool clipped;          // inside a group with a clip rectangle
  bool grouped;          // inside any group: a map drawing
};

inline void walk(const std::vector<layout::Item>& items, layout::Point offset, bool clipped, bool grouped,
                 const std::function<void(const Placed&)>& visit) {
  for (const auto& item : items) {
    visit({&item, offset, clipped, grouped});
    if (const auto* group = std::get_if<layout::Group>(&item.shape))
      walk(group->items, {offset.x + group->offset.x, offset.y + group->offset.y}, clipped || group->clip.has_value(), true, visit);
  }
}

inline void walk(const layout::Page& page, const std::function<void(const Placed&)>& visit) { walk(page.items, {}, false, false, visit); }

// The box an item covers on the page (strokes ignored); nullopt for groups.
inline std::optional<Box> extent(const Placed& p) {
  const double dx = p.offset.x.points(), dy = p.offset.y.points();
  return std::visit(
      [&](const auto& s) -> std::optional<Box> {
        using T = std::decay_t<decltype(s)>;
        if constexpr (std::is_same_v<T, layout::Rect>)
          return Box{dx + s.at.x.points(), dy + s.at.y.points(), dx + (s.at.x + s.width).points(), dy + (s.at.y + s.height).points()};
        else if constexpr (std::is_same_v<T, layout::Text>)
          return Box{dx + s.at.x.points(), dy + s.at.y.points(), dx + (s.at.x + s.width).points(), dy + (s.at.y + s.height).points()};
        else if constexpr (std::is_same_v<T, layout::Line>)
          return Box{dx + std::min(s.from.x, s.to.x).points(), dy + std::min(s.from.y, s.to.y).points(),
                     dx + std::max(s.from.x, s.to.x).points(), dy + std::max(s.from.y, s.to.y).points()};
        else if constexpr (std::is_same_v<T, layout::Circle>)
          return Box{dx + (s.centre.x - s.radius).points(), dy + (s.centre.y - s.radius).points(), dx + (s.centre.x + s.radius).points(),
                     dy + (s.centre.y + s.radius).points()};
        else if constexpr (std::is_same_v<T, layout::Path>) {
          if (s.points.empty()) return std::nullopt;
          Box b{1e9, 1e9, -1e9, -1e9};
          for (const auto& pt : s.points) {
            b.left = std::min(b.left, dx + pt.x.points());
            b.right = std::max(b.right, dx + pt.x.points());
            b.top = std::min(b.top, dy + pt.y.points());
            b.bottom = std::max(b.bottom, dy + pt.y.points());
          }
          return b;
        } else {
          if (!s.clip) return std::nullopt;
          return Box{dx + s.offset.x.points() + s.clip->at.x.points(), dy + s.offset.y.points() + s.clip->at.y.points(),
                     dx + s.offset.x.points() + (s.clip->at.x + s.clip->width).points(),
                     dy + s.offset.y.points() + (s.clip->at.y + s.clip->height).points()};
        }
      },
      p.item->shape);
}

// Every text of the document, one a line, in drawing order: what a reader of the printed sheets can see.
inline std::string all_text(const layout::Document& doc) {
  std::string text;
  for (const auto& page : doc.pages)
    walk(page, [&](const Placed& p) {
      if (const auto* t = std::get_if<layout::Text>(&p.item->shape)) text += t->text + "\n";
    });
  return text;
}

}  // namespace muster::testing
