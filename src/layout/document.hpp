#pragma once
// What a pack looks like, before anything is drawn: pages of a fixed size
// holding drawing items placed in Lengths from the page's top-left corner.
// render/ walks this; layout/ builds it; neither reaches into the other.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/length.hpp"

namespace muster::layout {

struct Colour {
  double red = 0, green = 0, blue = 0;
  static Colour grey(double level) { return {level, level, level}; }
  static Colour hex(std::string_view text);  // "#rrggbb"; black if malformed
  // Perceived lightness 0..1.
  double lightness() const { return 0.299 * red + 0.587 * green + 0.114 * blue; }
  // Black or white, whichever stands out more on this fill (WCAG contrast of relative luminance).
  Colour readable_ink() const;
  bool operator==(const Colour&) const = default;
};

inline const Colour black{0, 0, 0};
inline const Colour white{1, 1, 1};

struct Point {
  Length x, y;
};

struct Stroke {
  Colour colour = black;
  Length width = Length::pt(0.5);
  std::vector<Length> dashes;  // empty: solid
};

struct Rect {
  Point at;
  Length width, height;
  std::optional<Colour> fill;
  std::optional<Stroke> stroke;
};

struct Line {
  Point from, to;
  Stroke stroke;
};

// Straight lines stroked alike and drawn as one path: the rules of a grid, a hatching cut
// to a hex. One item rather than a Line each: Cairo writes every stroke as an operation of
// its own, and one that a clip cuts comes with a clip and the whole stroke state again.
struct Segment {
  Point from, to;
};
struct LineSet {
  std::vector<Segment> segments;
  Stroke stroke;
};

// Parallel lines `spacing` apart (measured across them) over a rectangle, each `stroke.width`
// wide: a fill pattern that stays distinct on a monochrome laser. Drawn as one dashed stroke,
// each dash a line of the hatching (layout/hatching.hpp, hatch_stroke), so that however many
// lines it has, the PDF holds a handful of numbers for it.
enum class HatchDirection {
  rising,      // "/" lines
  falling,     // "\" lines
  horizontal,  // "-" lines
  vertical,    // "|" lines
};
struct Hatch {
  Point at;
  Length width, height;
  HatchDirection direction = HatchDirection::rising;
  Length spacing;
  Stroke stroke;  // solid (layout::hatch keeps a hatching of dashed lines as lines)
};

struct Path {
  std::vector<Point> points;
  bool closed = true;
  std::optional<Colour> fill;
  std::optional<Stroke> stroke;
};

struct Circle {
  Point centre;
  Length radius;
  std::optional<Colour> fill;
  std::optional<Stroke> stroke;
};

enum class Align { left, centre, right };
enum class VAlign { top, middle, bottom };

struct Font {
  std::string family;
  Length size;
  bool bold = false;
  bool italic = false;
};

// Text laid out inside a box; wraps at the box width. `markup` allows Pango's
// <b>, <i>, <u> tags; otherwise the text is taken literally.
struct Text {
  Point at;  // top-left of the box
  Length width, height;
  std::string text;
  Font font;
  Colour colour = black;
  Align align = Align::left;
  VAlign valign = VAlign::top;
  bool markup = false;
};

struct Item;

// Items drawn shifted by `offset`, and cut to `clip` (in the group's own coordinates) if set.
// `shared` items are drawn after `items`: a list many groups show without each copying it, as
// every sheet of a board printed at 1:1 shows the one board through its own clip.
// A group `turned_up` is turned a quarter turn anticlockwise about `offset`, so that its text reads
// up the page: (x, y) in the group lands at (offset.x + y, offset.y - x). Margins too narrow for a
// line of text across them, such as those beside nine cards on a Letter sheet, hold text that way.
struct Group {
  Point offset;
  std::optional<Rect> clip;
  std::vector<Item> items;
  bool turned_up = false;
  std::shared_ptr<const std::vector<Item>> shared = {};
};

struct Item {
  std::variant<Rect, Line, Path, Circle, Text, Group, LineSet, Hatch> shape;
};

// `more` moved onto the end of `items`.
inline void add_all(std::vector<Item>& items, std::vector<Item> more) {
  for (Item& item : more) items.push_back(std::move(item));
}

// What the page builder flowed onto a page, in order, so that checks can see how a run of
// rows (a table, a roster's blocks) breaks over pages and that no heading ends a page.
struct Flowed {
  enum class Kind { block, heading, header, row };
  Kind kind = Kind::block;
  int run = 0;  // for a header or row: the table or run of blocks it belongs to
};

struct Page {
  Length width, height;
  std::vector<Item> items;
  std::vector<Flowed> flow = {};
};

struct Document {
  std::string title;
  std::string subject;
  std::vector<Page> pages;
  // Meant to be printed on both sides, flipped on the long edge (counter sheets): the PDF asks the printer dialog for it.
  bool duplex = false;
};

}  // namespace muster::layout
