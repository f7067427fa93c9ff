#pragma once
// Writes a laid-out document as PDF, or one of its pages as PNG or SVG.

#include <filesystem>
#include <functional>
#include <string>

#include "layout/document.hpp"
#include "render/fonts.hpp"
#include "render/typesetter.hpp"

namespace muster::render {

struct PdfInfo {
  std::string author;    // "muster"
  std::string keywords;  // scenario, rule set, seed
};

// Fixed so that the same setup gives the same bytes on every run.
inline constexpr const char* fixed_creation_date = "2026-01-01T00:00:00Z";

// Called with each page's index once the page is in the PDF, which never looks at that
// page again: the caller may release its items. It may throw to give up (another
// thread's file failed): the exception leaves write_pdf, and nothing is written.
using PageDrawn = std::function<void(std::size_t page)>;

// Each writer draws with `typesetter`, which belongs to the calling thread (typesetter.hpp);
// the forms taking the font library draw with the library's own, on the thread that made it.
void write_pdf(const layout::Document& document, const std::filesystem::path& path, Typesetter& typesetter, const PdfInfo& info,
               const PageDrawn& page_drawn = {});
void write_pdf(const layout::Document& document, const std::filesystem::path& path, const FontLibrary& fonts, const PdfInfo& info);
void write_png(const layout::Page& page, const std::filesystem::path& path, Typesetter& typesetter, double dots_per_inch);
void write_png(const layout::Page& page, const std::filesystem::path& path, const FontLibrary& fonts, double dots_per_inch);
// The page as the PDF draws it, sized in millimetres. Cairo's SVG surface writes each
// glyph as an outline (a <symbol> used where the text stands), never as <text>: the
// drawing is exact without muster's fonts, but the words are not editable as text.
void write_svg(const layout::Page& page, const std::filesystem::path& path, Typesetter& typesetter);
void write_svg(const layout::Page& page, const std::filesystem::path& path, const FontLibrary& fonts);

}  // namespace muster::render
