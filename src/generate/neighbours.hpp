#pragma once
// The squares round one square of a grid, kept in place: asking for them
// allocates nothing, which matters where a roll asks thousands of times.

#include <algorithm>
#include <array>
#include <cstddef>

#include "core/square.hpp"

namespace muster {

class Neighbours {
 public:
  void add(Square area) { areas_[count_++] = area; }
  const Square* begin() const { return areas_.data(); }
  const Square* end() const { return areas_.data() + count_; }
  std::size_t size() const { return count_; }
  bool contains(Square area) const { return std::find(begin(), end(), area) != end(); }

 private:
  std::array<Square, 8> areas_{};
  std::size_t count_ = 0;
};

}  // namespace muster
