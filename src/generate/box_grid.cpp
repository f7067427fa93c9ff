#include "generate/box_grid.hpp"

#include <algorithm>
#include <cmath>

namespace muster::plane {

namespace {
constexpr std::size_t most_cells_a_side = 1024;
constexpr std::size_t most_cells_a_box = 64;

std::size_t cells_along(double length, double side) {
  if (!(length > 0) || !(side > 0)) return 1;
  const double count = std::ceil(length / side);
  if (count >= static_cast<double>(most_cells_a_side)) return most_cells_a_side;
  return std::max<std::size_t>(1, static_cast<std::size_t>(count));
}

// The cell `at` falls in, counting `size` from `origin`; held to the `count` cells there are.
std::size_t clamped_cell(double at, double origin, double size, std::size_t count) {
  const double k = std::floor((at - origin) / size);
  if (!(k > 0)) return 0;  // before the first cell, or not a number
  return k >= static_cast<double>(count - 1) ? count - 1 : static_cast<std::size_t>(k);
}
}  // namespace

BoxGrid::BoxGrid(Box extent, std::size_t expected) : extent_(extent) {
  const double width = extent.width(), height = extent.height(), area = width * height;
  const double side = area > 0 ? std::sqrt(area / static_cast<double>(std::max<std::size_t>(expected, 1))) : std::max(width, height);
  columns_ = cells_along(width, side);
  rows_ = cells_along(height, side);
  cell_width_ = width > 0 ? width / static_cast<double>(columns_) : 1;
  cell_height_ = height > 0 ? height / static_cast<double>(rows_) : 1;
  cells_.resize(columns_ * rows_);
}

std::size_t BoxGrid::column_of(double x) const { return clamped_cell(x, extent_.left, cell_width_, columns_); }
std::size_t BoxGrid::row_of(double y) const { return clamped_cell(y, extent_.bottom, cell_height_, rows_); }

BoxGrid::Span BoxGrid::span_of(Box box) const {
  const auto [left, right] = std::minmax(box.left, box.right);
  const auto [bottom, top] = std::minmax(box.bottom, box.top);
  return {column_of(left), std::max(column_of(left), column_of(right)), row_of(bottom), std::max(row_of(bottom), row_of(top))};
}

void BoxGrid::add(std::size_t id, Box box) {
  if (taken_by_.size() <= id) taken_by_.resize(id + 1, 0);
  const Span span = span_of(box);
  if (span.cells() > most_cells_a_box) {
    everywhere_.push_back(id);
    return;
  }
  for (std::size_t row = span.first_row; row <= span.last_row; ++row)
    for (std::size_t column = span.first_column; column <= span.last_column; ++column) cells_[row * columns_ + column].push_back(id);
}

std::vector<std::size_t> BoxGrid::near(Box box) const {
  std::vector<std::size_t> found = everywhere_;
  const std::size_t question = ++questions_;
  const Span span = span_of(box);
  for (std::size_t row = span.first_row; row <= span.last_row; ++row)
    for (std::size_t column = span.first_column; column <= span.last_column; ++column)
      for (std::size_t id : cells_[row * columns_ + column])
        if (taken_by_[id] != question) {
          taken_by_[id] = question;
          found.push_back(id);
        }
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace muster::plane
