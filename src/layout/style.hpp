#pragma once
// muster's page style: typefaces, sizes, inks and margins. Chosen for a
// monochrome home laser printer: strong contrast, fills that stay distinct in
// grey, nothing smaller than 6 pt, and what identifies a counter at least 7 pt.

#include "layout/document.hpp"

namespace muster::layout::style {

inline const std::string serif = "Old Standard TT";
inline const std::string sans = "DejaVu Sans Condensed";

inline Font title() { return {serif, Length::pt(20), true, false}; }
inline Font heading() { return {serif, Length::pt(13), true, false}; }
inline Font subheading() { return {serif, Length::pt(10.5), true, false}; }
inline Font body() { return {serif, Length::pt(9.5), false, false}; }
inline Font small() { return {sans, Length::pt(7.5), false, false}; }
inline Font table() { return {sans, Length::pt(8), false, false}; }
inline Font table_header() { return {sans, Length::pt(8), true, false}; }
inline Font footer() { return {sans, Length::pt(6.5), false, false}; }

// The floors for text shrunk to fit: legible at arm's length on a home print, and
// across the table for the codes and names that tell one counter from another.
inline constexpr Length smallest_text = Length::pt(6);
inline constexpr Length smallest_identity = Length::pt(7);

inline constexpr Length margin = Length::mm(12);
inline constexpr Length footer_height = Length::mm(6);
inline constexpr Length gap = Length::mm(3);

inline const Colour rule = Colour::grey(0.35);
inline const Colour faint = Colour::grey(0.6);
inline const Colour shade = Colour::grey(0.9);
inline const Colour hill = {0.87, 0.80, 0.66};
inline const Colour peak = {0.45, 0.34, 0.22};
inline const Colour forest = {0.55, 0.72, 0.50};
inline const Colour tree = {0.16, 0.38, 0.18};
inline const Colour town = {0.84, 0.78, 0.74};
inline const Colour building = {0.72, 0.64, 0.58};  // darker than a town, so a building and a village print apart in grey
inline const Colour marsh = {0.86, 0.94, 0.92};
inline const Colour reed = {0.12, 0.35, 0.36};
inline const Colour scrub = {0.97, 0.95, 0.87};
inline const Colour scrub_ink = {0.42, 0.35, 0.16};
inline const Colour field = {0.97, 0.94, 0.78};

inline Stroke hairline(Colour c = rule) { return {c, Length::pt(0.4), {}}; }
inline Stroke line(Colour c = black) { return {c, Length::pt(0.8), {}}; }
inline Stroke heavy(Colour c = black) { return {c, Length::pt(1.6), {}}; }
inline Stroke dashed(Colour c = rule) { return {c, Length::pt(0.5), {Length::mm(1.5), Length::mm(1)}}; }

}  // namespace muster::layout::style
