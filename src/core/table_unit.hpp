#pragma once
// The unit an open table is measured in with a tape: centimetres for State of
// War, inches for The Sword and the Flame. Rules, maps and tables of
// measurements speak in it; muster keeps lengths in Length underneath.

#include <string>

#include "core/length.hpp"

namespace muster {

struct TableUnit {
  Length length;       // one unit
  std::string symbol;  // "cm", "in"
  double finest = 1;   // the finest part of a unit a tape is read to here: 1 cm, half an inch

  static TableUnit centimetres() { return {Length::mm(10), "cm", 1}; }
  static TableUnit inches() { return {Length::in(1), "in", 0.5}; }
};

// The length in units, to the finest part: "45", "22.5".
std::string unit_number(Length length, const TableUnit& unit);
// The same with the symbol: "45 cm", "22.5 in".
std::string unit_text(Length length, const TableUnit& unit);

}  // namespace muster
