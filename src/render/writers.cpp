#include "render/writers.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <cctype>
#include <cmath>
#include <map>
#include <new>
#include <utility>

#include "core/file_output.hpp"
#include "render/painter.hpp"
#include "render/pdf_viewer_preferences.hpp"

namespace muster::render {

namespace {
// Cairo draws into memory and write_file writes the file in one go: Cairo's
// own file output says only "error while writing to output stream", where
// write_file can tell a full disk from other failures and name the file.
cairo_status_t append_to(void* bytes, const unsigned char* data, unsigned int length) {
  try {
    static_cast<std::string*>(bytes)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
  } catch (const std::bad_alloc&) {
    return CAIRO_STATUS_NO_MEMORY;
  }
}

// Cairo names the page's group "surface<N>" after a counter shared by every surface the
// process has made, so the same page would come out with another name after other
// drawing. Numbered again in order of appearance, the SVG depends on the page alone.
std::string with_surfaces_renumbered(const std::string& svg) {
  static const std::string prefix = "surface";
  std::map<std::string, std::string> renamed;
  std::string out;
  out.reserve(svg.size());
  std::size_t at = 0;
  while (true) {
    const std::size_t found = svg.find(prefix, at);
    if (found == std::string::npos) break;
    std::size_t end = found + prefix.size();
    while (end < svg.size() && std::isdigit(static_cast<unsigned char>(svg[end]))) ++end;
    out.append(svg, at, end - at);
    if (end > found + prefix.size()) {
      const std::string number = svg.substr(found + prefix.size(), end - found - prefix.size());
      const auto name = renamed.emplace(number, std::to_string(renamed.size() + 1)).first;
      out.resize(out.size() - number.size());
      out += name->second;
    }
    at = end;
  }
  out.append(svg, at, std::string::npos);
  return out;
}
}  // namespace

void write_pdf(const layout::Document& document, const std::filesystem::path& path, Typesetter& typesetter, const PdfInfo& info,
               const PageDrawn& page_drawn) {
  if (document.pages.empty()) throw std::runtime_error("refusing to write an empty PDF: " + path.string());
  const auto& first = document.pages.front();
  std::string pdf;
  CairoSurface surface(cairo_pdf_surface_create_for_stream(append_to, &pdf, first.width.points(), first.height.points()));
  check(cairo_surface_status(surface.get()), "creating " + path.string());
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, document.title.c_str());
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_SUBJECT, document.subject.c_str());
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_AUTHOR, info.author.c_str());
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_KEYWORDS, info.keywords.c_str());
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "muster " MUSTER_VERSION);
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATE_DATE, fixed_creation_date);
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_MOD_DATE, fixed_creation_date);
  CairoContext cr(cairo_create(surface.get()));
  {
    SurfacePainter painter(cr.get(), typesetter, SurfacePainter::Layouts::kept_for_pdf);
    for (std::size_t i = 0; i < document.pages.size(); ++i) {
      const auto& page = document.pages[i];
      cairo_pdf_surface_set_size(surface.get(), page.width.points(), page.height.points());
      painter.paint_page(page);
      cairo_show_page(cr.get());
      if (page_drawn) page_drawn(i);
    }
  }
  cr.reset();
  cairo_surface_finish(surface.get());
  check(cairo_surface_status(surface.get()), "writing " + path.string());
  surface.reset();
  write_file(path, with_viewer_preferences(std::move(pdf), {document.duplex}));
}

void write_png(const layout::Page& page, const std::filesystem::path& path, Typesetter& typesetter, double dots_per_inch) {
  const double scale = dots_per_inch / 72.0;
  const int width = static_cast<int>(std::ceil(page.width.points() * scale));
  const int height = static_cast<int>(std::ceil(page.height.points() * scale));
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  check(cairo_surface_status(surface.get()), "creating a " + std::to_string(width) + " x " + std::to_string(height) + " image");
  CairoContext cr(cairo_create(surface.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_scale(cr.get(), scale, scale);
  paint_page(cr.get(), page, typesetter);
  cr.reset();
  std::string png;
  check(cairo_surface_write_to_png_stream(surface.get(), append_to, &png), "writing " + path.string());
  write_file(path, png);
}

void write_svg(const layout::Page& page, const std::filesystem::path& path, Typesetter& typesetter) {
  // Cairo writes the surface's size with the unit after it and uses the same numbers as the
  // viewBox: a surface sized in millimetres, drawn on in points scaled down to them.
  constexpr double millimetres_per_point = 25.4 / 72.0;
  const double width = page.width.points() * millimetres_per_point;
  const double height = page.height.points() * millimetres_per_point;
  std::string svg;
  CairoSurface surface(cairo_svg_surface_create_for_stream(append_to, &svg, width, height));
  check(cairo_surface_status(surface.get()), "creating " + path.string());
  cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_MM);
  CairoContext cr(cairo_create(surface.get()));
  cairo_scale(cr.get(), millimetres_per_point, millimetres_per_point);
  paint_page(cr.get(), page, typesetter);
  cr.reset();
  cairo_surface_finish(surface.get());
  check(cairo_surface_status(surface.get()), "writing " + path.string());
  surface.reset();
  write_file(path, with_surfaces_renumbered(svg));
}

void write_pdf(const layout::Document& document, const std::filesystem::path& path, const FontLibrary& fonts, const PdfInfo& info) {
  write_pdf(document, path, fonts.typesetter(), info);
}

void write_png(const layout::Page& page, const std::filesystem::path& path, const FontLibrary& fonts, double dots_per_inch) {
  write_png(page, path, fonts.typesetter(), dots_per_inch);
}

void write_svg(const layout::Page& page, const std::filesystem::path& path, const FontLibrary& fonts) {
  write_svg(page, path, fonts.typesetter());
}

}  // namespace muster::render
