#pragma once
// Writes a laid-out document as PDF, or one of its pages as PNG or SVG.

#include <filesystem>
#include <string>

#include "layout/document.hpp"
#include "render/fonts.hpp"

namespace muster::render {

struct PdfInfo {
  std::string author;    // "muster"
  std::string keywords;  // scenario, rule set, seed
};

// Fixed so that the same setup gives the same bytes on every run.
inline constexpr const char* fixed_creation_date = "2026-01-01T00:00:00Z";

void write_pdf(const layout::Document& document, const std::filesystem::path& path, const FontLibrary& fonts, const PdfInfo& info);
void write_png(const layout::Page& page, const std::filesystem::path& path, const FontLibrary& fonts, double dots_per_inch);
// The page as the PDF draws it, sized in millimetres. Cairo's SVG surface writes each
// glyph as an outline (a <symbol> used where the text stands), never as <text>: the
// drawing is exact without muster's fonts, but the words are not editable as text.
void write_svg(const layout::Page& page, const std::filesystem::path& path, const FontLibrary& fonts);

}  // namespace muster::render
