#pragma once
// Writes a laid-out document as PDF, or one of its pages as PNG.

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

}  // namespace muster::render
