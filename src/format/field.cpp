#include "format/field.hpp"

namespace muster::format {

std::string millimetres_text(Length length) { return std::to_string(static_cast<int>(length.millimetres() + 0.5)) + "mm"; }

}  // namespace muster::format
