#pragma once
// Test helper: how a patch of a drawing prints on a monochrome laser. Renders
// items to grey pixels through the real renderer and reduces a rectangle of
// them to three numbers: mean grey, and how often the grey changes from one
// pixel to the next across and down (texture: hatching, stipple, tree symbols).

#include <cmath>
#include <cstdlib>
#include <string>

#include "render/raster.hpp"
#include "support/layout_checks.hpp"

namespace muster::testing {

// Pixels per inch of the test rasters: a coarse laser's halftone cell is
// about this size, so finer detail than this would not survive printing anyway.
inline constexpr double swatch_dpi = 150;

struct GreyPrint {
  double mean = 0;        // 0 black .. 1 white
  double across = 0;      // mean |grey step| between horizontal neighbours, 0..1
  double down = 0;        // the same between vertical neighbours
  // How far apart two prints look: the largest of the three differences.
  double distance(const GreyPrint& other) const {
    return std::max({std::abs(mean - other.mean), std::abs(across - other.across), std::abs(down - other.down)});
  }
};

inline render::GreyImage raster(const std::vector<layout::Item>& items, Length width, Length height) {
  const layout::Page page{width, height, items};
  return render::grey_raster(page, test_fonts(), swatch_dpi);
}

// The print of the rectangle [left, right) x [top, bottom) of the image, in mm.
inline GreyPrint grey_print(const render::GreyImage& image, double left, double top, double right, double bottom) {
  const auto px = [](double mm) { return static_cast<int>(mm / 25.4 * swatch_dpi); };
  GreyPrint print;
  double sum = 0, across = 0, down = 0;
  int count = 0;
  for (int y = px(top); y < px(bottom) - 1; ++y)
    for (int x = px(left); x < px(right) - 1; ++x) {
      sum += image.at(x, y);
      across += std::abs(image.at(x + 1, y) - image.at(x, y));
      down += std::abs(image.at(x, y + 1) - image.at(x, y));
      ++count;
    }
  print.mean = sum / count / 255.0;
  print.across = across / count / 255.0;
  print.down = down / count / 255.0;
  return print;
}

inline std::string describe(const GreyPrint& p) {
  return "mean " + std::to_string(p.mean) + ", across " + std::to_string(p.across) + ", down " + std::to_string(p.down);
}

}  // namespace muster::testing
