#pragma once
// Test helper: a PNG read back as grey levels (0 black .. 255 white), by the same
// luminance weights as render::grey_raster, so a picture drawn by another program
// (librsvg, poppler) compares pixel by pixel with muster's own.

#include <cairo.h>

#include <cstdint>
#include <filesystem>

#include "render/raster.hpp"

namespace muster::testing {

// Empty (width 0) when the file is not a PNG cairo can read.
inline render::GreyImage grey_png(const std::filesystem::path& png) {
  render::GreyImage image;
  cairo_surface_t* surface = cairo_image_surface_create_from_png(png.c_str());
  if (cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS) {
    cairo_surface_flush(surface);
    image.width = cairo_image_surface_get_width(surface);
    image.height = cairo_image_surface_get_height(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    const unsigned char* data = cairo_image_surface_get_data(surface);
    for (int y = 0; y < image.height; ++y)
      for (int x = 0; x < image.width; ++x) {
        const auto pixel = *reinterpret_cast<const std::uint32_t*>(data + y * stride + x * 4);
        const unsigned grey = (((pixel >> 16U) & 255U) * 299 + ((pixel >> 8U) & 255U) * 587 + (pixel & 255U) * 114) / 1000;
        image.pixels.push_back(static_cast<std::uint8_t>(grey));
      }
  }
  cairo_surface_destroy(surface);
  return image;
}

}  // namespace muster::testing
