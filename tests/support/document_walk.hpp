#pragma once
// Test helper: visits every drawing item of a page with its absolute position.

#include <functional>
#include <string>

#include "layout/document.hpp"

namespace muster::testing {

struct Box {
  double left, top, right, bottom;  // points
};

// Where a group's own coordinates land on the page: turned `quarter_turns` times anticlockwise
// (as a group `turned_up` is), then shifted by `offset`.
struct Placement {
  layout::Point offset;
  int quarter_turns = 0;
  layout::Point apply(layout::Point p) const {
    for (int turn = 0; turn < quarter_turns % 4; ++turn) p = {p.y, -p.x};
    return {offset.x + p.x, offset.y + p.y};
  }
  // The placement of the items inside `group`, itself placed by this one.
  Placement inside(const layout::Group& group) const { return {apply(group.offset), quarter_turns + (group.turned_up ? 1 : 0)}; }
};

struct Placed {
  const layout::Item* item;
  Placement placement;  // from the item's own coordinates to the page's
  bool clipped;         // inside a group with a clip rectangle
  bool grouped;         // inside any group: a map drawing
};

inline void walk(const std::vector<layout::Item>& items, const Placement& placement, bool clipped, bool grouped,
                 const std::function<void(const Placed&)>& visit) {
  for (const auto& item : items) {
    visit({&item, placement, clipped, grouped});
    if (const auto* group = std::get_if<layout::Group>(&item.shape)) {
      walk(group->items, placement.inside(*group), clipped || group->clip.has_value(), true, visit);
      if (group->shared) walk(*group->shared, placement.inside(*group), clipped || group->clip.has_value(), true, visit);
    }
  }
}

inline void walk(const layout::Page& page, const std::function<void(const Placed&)>& visit) { walk(page.items, {}, false, false, visit); }

// The page box of a box in some placement's own coordinates: its corners carried over.
inline Box placed_box(const Placement& placement, Length left, Length top, Length right, Length bottom) {
  Box box{1e9, 1e9, -1e9, -1e9};
  for (const layout::Point corner : {layout::Point{left, top}, layout::Point{right, top}, layout::Point{left, bottom}, layout::Point{right, bottom}}) {
    const layout::Point p = placement.apply(corner);
    box.left = std::min(box.left, p.x.points());
    box.right = std::max(box.right, p.x.points());
    box.top = std::min(box.top, p.y.points());
    box.bottom = std::max(box.bottom, p.y.points());
  }
  return box;
}

// The box an item covers on the page (strokes ignored); nullopt for groups without a clip.
inline std::optional<Box> extent(const Placed& p) {
  const Placement& at = p.placement;
  return std::visit(
      [&](const auto& s) -> std::optional<Box> {
        using T = std::decay_t<decltype(s)>;
        if constexpr (std::is_same_v<T, layout::Rect> || std::is_same_v<T, layout::Text> || std::is_same_v<T, layout::Hatch>)
          return placed_box(at, s.at.x, s.at.y, s.at.x + s.width, s.at.y + s.height);
        else if constexpr (std::is_same_v<T, layout::Line>)
          return placed_box(at, min(s.from.x, s.to.x), min(s.from.y, s.to.y), max(s.from.x, s.to.x), max(s.from.y, s.to.y));
        else if constexpr (std::is_same_v<T, layout::Circle>)
          return placed_box(at, s.centre.x - s.radius, s.centre.y - s.radius, s.centre.x + s.radius, s.centre.y + s.radius);
        else if constexpr (std::is_same_v<T, layout::Path>) {
          if (s.points.empty()) return std::nullopt;
          Length left = s.points.front().x, top = s.points.front().y, right = left, bottom = top;
          for (const auto& pt : s.points) left = min(left, pt.x), right = max(right, pt.x), top = min(top, pt.y), bottom = max(bottom, pt.y);
          return placed_box(at, left, top, right, bottom);
        } else if constexpr (std::is_same_v<T, layout::LineSet>) {
          if (s.segments.empty()) return std::nullopt;
          Length left = s.segments.front().from.x, top = s.segments.front().from.y, right = left, bottom = top;
          for (const auto& segment : s.segments)
            for (const auto& pt : {segment.from, segment.to})
              left = min(left, pt.x), right = max(right, pt.x), top = min(top, pt.y), bottom = max(bottom, pt.y);
          return placed_box(at, left, top, right, bottom);
        } else {
          if (!s.clip) return std::nullopt;
          const Placement inside = at.inside(s);
          return placed_box(inside, s.clip->at.x, s.clip->at.y, s.clip->at.x + s.clip->width, s.clip->at.y + s.clip->height);
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
