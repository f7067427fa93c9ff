#pragma once
// Numbers as the simulation report prints them.

#include <string>

namespace muster::simulate {

// Said where every roll came out alike in all that is counted: the scenario fixes it all.
inline constexpr const char* nothing_varies_text =
    "Every roll came out alike in all that is counted here: this scenario leaves none of it to the dice.";

// "10,000"
std::string grouped(long long value);
// "8.50"; whole numbers keep their places too, so that columns line up.
std::string decimal(double value, int places = 2);
// "25.1%"
std::string percent(double share);
// A value of a statistic: "7" for whole numbers, else decimal().
std::string value_text(double value);

}  // namespace muster::simulate
