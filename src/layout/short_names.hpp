#pragma once
// Names on counters and in narrow columns: a unit or an officer named at
// length in an orbat file must still be told apart at 7 pt on a label a few
// centimetres wide. Rather than shrink type below what can be read across the
// table, the name is shortened the way a clerk would: brackets dropped,
// the usual military abbreviations, given names to initials, and only then cut
// with an ellipsis.

#include <string>
#include <vector>

#include "layout/text_measurer.hpp"

namespace muster::layout {

enum class NameKind {
  unit,    // "1st Battalion, 20th Massachusetts Volunteer Infantry"
  person,  // "Brig. Gen. Joshua Lawrence Chamberlain"
};

// The name, then ever shorter forms of it, best first; the last is its first letter and an ellipsis.
std::vector<std::string> shorter_names(const std::string& name, NameKind kind);

// The text item with the first of `forms` that fits its box at `smallest` or larger, set as large as
// that form allows (down from the item's own size); the last form, shrunk, if none fits.
Text first_that_fits(const TextMeasurer& measurer, Text text, Length smallest, const std::vector<std::string>& forms);

// The text item with the longest form of its name that fits its box at `smallest` or larger,
// set as large as that form allows (down from the item's own size).
Text fit_name(const TextMeasurer& measurer, Text text, Length smallest, NameKind kind);

}  // namespace muster::layout
