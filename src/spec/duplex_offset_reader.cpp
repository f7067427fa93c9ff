#include "spec/duplex_offset_reader.hpp"

namespace muster::spec {

namespace {
const std::string key = "duplex-offset";
const std::string how_to_measure = "print duplex-check.pdf and write the x and y it reads, like [1.5mm, -0.5mm]";

std::optional<Length> read_shift(const Node& node, Diagnostics& d, const std::string& axis) {
  const std::string what = "'" + key + "' " + axis;
  // Wide bounds here: the limit gets its own message below.
  const auto length = read_length(node, d, -Length::mm(1000), Length::mm(1000), what);
  if (!length) return std::nullopt;
  if (*length > largest_duplex_offset || *length < -largest_duplex_offset) {
    d.error(node.where(), what + " is " + node.scalar() + ", more than " + length_text(largest_duplex_offset) + " either way",
            "a printer that far out needs its paper guides set, not an offset; " + how_to_measure);
    return std::nullopt;
  }
  return length;
}
}  // namespace

DuplexOffset read_duplex_offset(MapReader& print, DuplexOffset fallback) {
  const auto value = print.take(key);
  if (!value) return fallback;
  if (!value->is_sequence() || value->items().size() != 2) {
    const std::string given = value->is_sequence() ? std::to_string(value->items().size()) + " of them" : value->kind_name();
    print.diagnostics().error(value->where(), "'" + key + "' should be two lengths, x and y, not " + given, how_to_measure);
    return fallback;
  }
  const auto x = read_shift(value->items()[0], print.diagnostics(), "x");
  const auto y = read_shift(value->items()[1], print.diagnostics(), "y");
  if (!x || !y) return fallback;
  return {*x, *y};
}

Record duplex_offset_record(DuplexOffset offset) {
  return Record::list(true).push(Record::value(length_text(offset.x))).push(Record::value(length_text(offset.y)));
}

}  // namespace muster::spec
