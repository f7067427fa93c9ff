#pragma once
// Categories in the order a reader counts them: "0-5", "6-14", "15-30", not
// "0-5", "15-30", "6-14" as bytes sort them. Runs of digits compare as numbers.

#include <cctype>
#include <cstddef>
#include <string_view>

namespace muster::simulate {

struct NaturalOrder {
  using is_transparent = void;

  bool operator()(std::string_view a, std::string_view b) const {
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
      if (is_digit(a[i]) && is_digit(b[j])) {
        const std::string_view x = digits_from(a, i), y = digits_from(b, j);
        const std::string_view x_value = without_leading_zeros(x), y_value = without_leading_zeros(y);
        if (x_value.size() != y_value.size()) return x_value.size() < y_value.size();
        if (x_value != y_value) return x_value < y_value;
        if (x.size() != y.size()) return x.size() < y.size();  // "5" before "05": still a strict order
        i += x.size();
        j += y.size();
        continue;
      }
      if (a[i] != b[j]) return static_cast<unsigned char>(a[i]) < static_cast<unsigned char>(b[j]);
      ++i;
      ++j;
    }
    return a.size() - i < b.size() - j;
  }

 private:
  static bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
  static std::string_view digits_from(std::string_view text, std::size_t at) {
    std::size_t end = at;
    while (end < text.size() && is_digit(text[end])) ++end;
    return text.substr(at, end - at);
  }
  static std::string_view without_leading_zeros(std::string_view digits) {
    while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
    return digits;
  }
};

}  // namespace muster::simulate
