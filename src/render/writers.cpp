#include "render/writers.hpp"

#include <cairo-pdf.h>

#include <cmath>
#include <new>
#include <utility>

#include "core/file_output.hpp"
#include "render/painter.hpp"
#include "render/pdf_viewer_preferences.hpp"
#include "render/svg_page.hpp"

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

// The page's paper, filled white before anything is drawn on it. Cairo checks every drawing
// operation against the union of all the page's operations so far (to find any it would have to
// print as an image), and that union of scattered texts and shapes grows as the page fills: on a
// board's page, merging each operation into it cost more than writing the operation. With the
// whole page in it first, every later operation is merged at once. White on paper prints nothing.
void paint_paper(cairo_t* cr, const layout::Page& page) {
  cairo_save(cr);
  // Whole points: Cairo's page extents are, and an operation reaching past them gets a clip.
  cairo_rectangle(cr, 0, 0, std::floor(page.width.points()), std::floor(page.height.points()));
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_fill(cr);
  cairo_restore(cr);
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
      paint_paper(cr.get(), page);
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
  write_file(path, svg_page(page, pdf_layouts(typesetter)));
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
