#pragma once
// A page drawn to grey pixels in memory, as a monochrome laser would see it:
// lets tests measure how terrain prints without reading image files back.

#include <cstdint>
#include <vector>

#include "layout/document.hpp"
#include "render/fonts.hpp"

namespace muster::render {

struct GreyImage {
  int width = 0, height = 0;
  std::vector<std::uint8_t> pixels;  // row-major, 0 black .. 255 white
  std::uint8_t at(int x, int y) const { return pixels[static_cast<std::size_t>(y * width + x)]; }
};

// The page on white paper, converted to grey by luminance (0.299 R + 0.587 G + 0.114 B).
GreyImage grey_raster(const layout::Page& page, const FontLibrary& fonts, double dots_per_inch);

}  // namespace muster::render
