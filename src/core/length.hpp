#pragma once
// A length on paper. Stored in PostScript points (what Cairo and PDF use);
// built from millimetres, inches or points so no bare double crosses a layout API.

#include <cmath>
#include <compare>
#include <cstdio>
#include <string>

namespace muster {

class Length {
 public:
  constexpr Length() = default;
  static constexpr Length pt(double points) { return Length(points); }
  static constexpr Length mm(double millimetres) { return Length(millimetres * points_per_inch / mm_per_inch); }
  static constexpr Length in(double inches) { return Length(inches * points_per_inch); }

  constexpr double points() const { return points_; }
  constexpr double millimetres() const { return points_ * mm_per_inch / points_per_inch; }
  constexpr double inches() const { return points_ / points_per_inch; }

  constexpr Length operator+(Length other) const { return Length(points_ + other.points_); }
  constexpr Length operator-(Length other) const { return Length(points_ - other.points_); }
  constexpr Length operator-() const { return Length(-points_); }
  constexpr Length operator*(double factor) const { return Length(points_ * factor); }
  constexpr Length operator/(double divisor) const { return Length(points_ / divisor); }
  constexpr double operator/(Length other) const { return points_ / other.points_; }
  constexpr Length& operator+=(Length other) { points_ += other.points_; return *this; }
  constexpr Length& operator-=(Length other) { points_ -= other.points_; return *this; }
  constexpr auto operator<=>(const Length&) const = default;

 private:
  static constexpr double points_per_inch = 72.0;
  static constexpr double mm_per_inch = 25.4;
  constexpr explicit Length(double points) : points_(points) {}
  double points_ = 0.0;
};

constexpr Length operator*(double factor, Length length) { return length * factor; }
constexpr Length min(Length a, Length b) { return a < b ? a : b; }
constexpr Length max(Length a, Length b) { return a < b ? b : a; }

// "1.5mm": a length as records and messages write it. A tenth of a millimetre
// is as close as anyone reads a printed scale.
inline std::string length_text(Length length) {
  char buffer[32];
  const double tenths = std::round(length.millimetres() * 10) / 10;
  std::snprintf(buffer, sizeof buffer, "%gmm", tenths == 0 ? 0.0 : tenths);
  return buffer;
}

namespace length_literals {
constexpr Length operator""_mm(long double v) { return Length::mm(static_cast<double>(v)); }
constexpr Length operator""_mm(unsigned long long v) { return Length::mm(static_cast<double>(v)); }
constexpr Length operator""_pt(long double v) { return Length::pt(static_cast<double>(v)); }
constexpr Length operator""_pt(unsigned long long v) { return Length::pt(static_cast<double>(v)); }
}  // namespace length_literals

}  // namespace muster
