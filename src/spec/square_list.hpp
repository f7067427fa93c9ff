#pragma once
// A list of squares or areas as every record writes it: [C4, D4] on one line.

#include <vector>

#include "core/record.hpp"
#include "core/square.hpp"

namespace muster::spec {

inline Record square_list(const std::vector<Square>& squares) {
  Record list = Record::list(true);
  for (Square s : squares) list.push(Record::value(square_name(s)));
  return list;
}

}  // namespace muster::spec
