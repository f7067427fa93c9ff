#pragma once
// 'print:' in scenarios and setup records, read and written the same way by
// every rule set. A scenario takes its paper from the header (and --paper);
// a record keeps it under 'print'.

#include "core/print_options.hpp"
#include "core/record.hpp"
#include "spec/map_reader.hpp"

namespace muster::spec {

enum class PaperKey { in_header, in_print };

// Reads 'print' from `parent` into `print`, keeping what is absent; problems go to the diagnostics.
void read_print(MapReader& parent, PrintOptions& print, const PrintRules& rules, PaperKey paper);
// The record's 'print', on one line.
Record print_record(const PrintOptions& print, const PrintRules& rules);

}  // namespace muster::spec
