#pragma once
// The textures that keep terrain apart on a monochrome laser, where tints
// alone print as near-equal greys: one per kind of ground, the same on every
// map that draws it. Spacing is in paper units, so a pattern reads the same
// at any map scale.

#include "layout/hatching.hpp"
#include "layout/style.hpp"

namespace muster::layout::terrain {

// Woods: dark dots, the trees.
inline Texture woods() { return Stippling{Length::mm(2.4), Length::mm(0.45), style::tree}; }
// Hills and slopes: rising lines in the hill's brown.
inline Texture slope() { return Hatching{HatchDirection::rising, Length::mm(2.4), Stroke{style::peak, Length::pt(0.45), {}}}; }
// Towns and villages: heavy level lines, the rows of roofs.
inline Texture town() { return Hatching{HatchDirection::horizontal, Length::mm(1.8), Stroke{Colour::grey(0.3), Length::pt(1.1), {}}}; }
// Buildings: the town's level lines crossed by as heavy upright ones, the walls, so that a building
// (or a compound of them) is never read as a village.
inline Texture walls() { return Hatching{HatchDirection::vertical, Length::mm(1.8), Stroke{Colour::grey(0.3), Length::pt(1.1), {}}}; }
// Marsh: short level dashes, tufts of reed over water.
inline Texture marsh() {
  return Hatching{HatchDirection::horizontal, Length::mm(1.8), Stroke{style::reed, Length::pt(0.8), {Length::mm(1.6), Length::mm(1.0)}}};
}
// Rough ground and scrub: short falling strokes, scattered.
inline Texture scrub() {
  return Hatching{HatchDirection::falling, Length::mm(3), Stroke{style::scrub_ink, Length::pt(0.6), {Length::mm(0.9), Length::mm(2.1)}}};
}
// Fields: fine upright lines, the furrows.
inline Texture furrows() { return Hatching{HatchDirection::vertical, Length::mm(1.6), Stroke{style::peak, Length::pt(0.5), {}}}; }

}  // namespace muster::layout::terrain
