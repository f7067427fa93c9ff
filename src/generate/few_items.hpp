#pragma once
// Up to `most` items kept in place, in the order added. A roll asks thousands of
// times for a square's neighbours, a hill's peak or the sizes of a few areas, and
// tries placings again and again until they fit: lists that allocate nothing.

#include <algorithm>
#include <array>
#include <cstddef>
#include <span>

namespace muster {

template <typename T, std::size_t most>
class FewItems {
 public:
  // There must be room: at most `most` items.
  void add(const T& item) { items_[count_++] = item; }
  void clear() { count_ = 0; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + count_; }
  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  const T& operator[](std::size_t i) const { return items_[i]; }
  const T& front() const { return items_[0]; }
  bool contains(const T& item) const { return std::find(begin(), end(), item) != end(); }
  std::span<const T> view() const { return {begin(), end()}; }

 private:
  std::array<T, most> items_{};
  std::size_t count_ = 0;
};

}  // namespace muster
