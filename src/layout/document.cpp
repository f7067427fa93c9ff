#include "layout/document.hpp"

#include <cctype>
#include <cmath>

namespace muster::layout {

Colour Colour::hex(std::string_view text) {
  auto digit = [](char c) -> int {
    if (std::isdigit(static_cast<unsigned char>(c))) return c - '0';
    const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower >= 'a' && lower <= 'f') return lower - 'a' + 10;
    return -1;
  };
  if (text.size() != 7 || text[0] != '#') return black;
  double channels[3];
  for (int i = 0; i < 3; ++i) {
    const int high = digit(text[static_cast<std::size_t>(1 + 2 * i)]);
    const int low = digit(text[static_cast<std::size_t>(2 + 2 * i)]);
    if (high < 0 || low < 0) return black;
    channels[i] = (high * 16 + low) / 255.0;
  }
  return {channels[0], channels[1], channels[2]};
}

namespace {
// sRGB channel to linear light, as WCAG defines relative luminance.
double linear(double channel) { return channel <= 0.03928 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4); }
}  // namespace

Colour Colour::readable_ink() const {
  const double luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  const double against_white = 1.05 / (luminance + 0.05), against_black = (luminance + 0.05) / 0.05;
  return against_black >= against_white ? black : white;
}

}  // namespace muster::layout
