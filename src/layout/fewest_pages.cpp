#include "layout/fewest_pages.hpp"

#include <cmath>

namespace muster::layout {

Document on_fewest_pages(const LayOutWithBlock& lay_out, Length largest, Length smallest) {
  Document at_largest = lay_out(largest);
  if (at_largest.pages.size() <= 1 || !(smallest < largest)) return at_largest;
  Document best = lay_out(smallest);
  if (best.pages.size() >= at_largest.pages.size()) return at_largest;
  // Whole millimetres above `smallest`, halved between one known to give as few
  // pages (`fits`) and one known to give more or past `largest` (`spills`):
  // a block only takes more room as it grows, so pages never fall as it does.
  const std::size_t fewest = best.pages.size();
  int fits = 0;
  int spills = static_cast<int>(std::floor((largest - smallest).millimetres())) + 1;
  while (spills - fits > 1) {
    const int middle = (fits + spills) / 2;
    Document tried = lay_out(smallest + Length::mm(middle));
    if (tried.pages.size() <= fewest) {
      fits = middle;
      best = std::move(tried);
    } else {
      spills = middle;
    }
  }
  return best;
}

}  // namespace muster::layout
