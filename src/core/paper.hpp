#pragma once
#include <optional>
#include <string>

#include "core/length.hpp"

namespace muster {

enum class Paper { a4, letter };

struct PaperSize {
  Length width;
  Length height;
};

inline PaperSize paper_size(Paper paper) {
  if (paper == Paper::letter) return {Length::in(8.5), Length::in(11)};
  return {Length::mm(210), Length::mm(297)};
}
inline std::string paper_name(Paper paper) { return paper == Paper::letter ? "letter" : "a4"; }
inline std::optional<Paper> parse_paper(const std::string& name) {
  if (name == "a4") return Paper::a4;
  if (name == "letter") return Paper::letter;
  return std::nullopt;
}

}  // namespace muster
