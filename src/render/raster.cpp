#include "render/raster.hpp"

#include <cmath>

#include "render/painter.hpp"

namespace muster::render {

GreyImage grey_raster(const layout::Page& page, const FontLibrary& fonts, double dots_per_inch) {
  const double scale = dots_per_inch / 72.0;
  GreyImage image;
  image.width = static_cast<int>(std::ceil(page.width.points() * scale));
  image.height = static_cast<int>(std::ceil(page.height.points() * scale));
  CairoSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, image.width, image.height));
  check(cairo_surface_status(surface.get()), "creating a grey raster");
  {
    CairoContext cr(cairo_create(surface.get()));
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    cairo_scale(cr.get(), scale, scale);
    paint_page(cr.get(), page, fonts.typesetter());
  }
  cairo_surface_flush(surface.get());
  const unsigned char* data = cairo_image_surface_get_data(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  image.pixels.reserve(static_cast<std::size_t>(image.width * image.height));
  for (int y = 0; y < image.height; ++y)
    for (int x = 0; x < image.width; ++x) {
      // RGB24 keeps each pixel in a native-endian 32-bit word: 0x00RRGGBB.
      const auto pixel = *reinterpret_cast<const std::uint32_t*>(data + y * stride + x * 4);
      const double grey = 0.299 * ((pixel >> 16) & 0xff) + 0.587 * ((pixel >> 8) & 0xff) + 0.114 * (pixel & 0xff);
      image.pixels.push_back(static_cast<std::uint8_t>(std::lround(grey)));
    }
  return image;
}

}  // namespace muster::render
