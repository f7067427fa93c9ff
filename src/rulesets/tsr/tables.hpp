#pragma once
// The Terrible Swift Rules tables that both the generator and the reference
// cards use. Written once here; the cards print them from these arrays.

#include <array>
#include <string>

#include "rulesets/tsr/model.hpp"

namespace muster::tsr {

// Start time: average die + 5 o'clock.
inline constexpr int start_hour_offset = 5;
int start_hour_for(int average_die);

// Dusk on a D8: 1-2 16:00, 3-4 17:00, 5-6 18:00, 7-8 19:00.
struct DuskRow {
  int low;
  int high;
  int hour;
};
inline constexpr std::array<DuskRow, 4> dusk_table = {{{1, 2, 16}, {3, 4, 17}, {5, 6, 18}, {7, 8, 19}}};
int dusk_hour_for(int d8);

// Brigades in a division, rolled on an average die when it is first contacted.
// The CSA has as many brigades as the die shows; the USA 2 on a 2, 4 on a 5, 3 otherwise.
int brigades_for(Side side, int average_die);
inline constexpr int figures_per_brigade = 2;
inline constexpr int guns_per_battalion = 1;
inline constexpr int gunners_per_battalion = 2;

// Default marker pools and what they say on their backs.
MarkerPool default_pool(Side side);
std::string identification(MarkerKind kind);  // "XXX", "XAX" or "" for a decoy

std::string clock(int hour);  // 9 -> "09:00"

}  // namespace muster::tsr
