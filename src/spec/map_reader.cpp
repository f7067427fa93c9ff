#include "spec/map_reader.hpp"

#include "core/text_rules.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

#include "core/seed.hpp"
#include "core/suggest.hpp"
#include "spec/key_probe.hpp"

namespace muster::spec {

namespace {
std::string format_mm(Length length) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g mm", std::round(length.millimetres() * 10) / 10);
  return buffer;
}

// A bound in the unit the file wrote, so that a length given in inches is answered in inches: "0.8 in",
// "2 cm", else "20 mm". Inches and centimetres keep a tenth, rounded inwards (up for a low bound, down
// for a high one; a hair of slack for a bound that is a whole tenth already) so that the length printed
// is one the reader takes.
std::string format_in_unit(Length length, const std::string& unit, bool low_bound) {
  const double tenths = unit == "in" ? length.inches() * 10 : unit == "cm" ? length.millimetres() : 0;
  if (tenths == 0) return format_mm(length);
  const double inward = low_bound ? std::ceil(tenths - 1e-6) : std::floor(tenths + 1e-6);
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g %s", inward / 10, unit.c_str());
  return buffer;
}

// "75mm": as a scenario writes it, so that it reads back.
std::string compact_mm(Length length) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%gmm", std::round(length.millimetres() * 10) / 10);
  return buffer;
}

std::optional<long long> parse_whole_number(const std::string& text) {
  long long value = 0;
  const char* end = text.data() + text.size();
  auto [stop, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc{} || stop != end) return std::nullopt;
  return value;
}
}  // namespace

MapReader::MapReader(Node node, Diagnostics& diagnostics, std::string context)
    : node_(std::move(node)), diagnostics_(diagnostics), context_(std::move(context)) {
  if (!node_.is_map() && !node_.is_null()) {
    diagnostics_.error(node_.where(), context_ + " should be a mapping of 'key: value' lines, not " + node_.kind_name(),
                       "write each setting on its own line as 'key: value'");
    valid_ = false;
  }
  if (auto* probe = listening_probe(); probe && valid_) probe->mapping_read(node_);
}

MapReader::~MapReader() {
  if (!finished_) finish();
}

std::optional<Node> MapReader::take(const std::string& key) {
  known_.push_back(key);
  if (auto* probe = listening_probe()) probe->key_taken(node_, key);
  if (!valid_) return std::nullopt;
  auto value = node_.child(key);
  if (value && value->is_null()) return std::nullopt;
  return value;
}

void MapReader::refuse(const std::string& key, const std::string& why, const std::string& hint) {
  known_.push_back(key);
  if (!valid_) return;
  if (auto value = node_.child(key)) diagnostics_.error(value->where(), "'" + key + "' " + why, hint);
}

void MapReader::pass_over(const std::string& key) { known_.push_back(key); }

std::optional<Node> MapReader::require(const std::string& key) {
  auto value = take(key);
  if (!value && valid_) diagnostics_.error(node_.where(), context_ + " needs '" + key + "'", "add a line '" + key + ": ...'");
  return value;
}

namespace {
// "rows 15" as the last line of a block: YAML reads it as a key with no value. When its
// first word is a key the block knows, the colon after that word is what is missing.
std::optional<std::string> known_key_missing_its_colon(const std::string& name, const Node& value, const std::vector<std::string>& known) {
  const std::size_t space = name.find(' ');
  if (!value.is_null() || space == std::string::npos) return std::nullopt;
  const std::string first = name.substr(0, space);
  if (std::find(known.begin(), known.end(), first) == known.end()) return std::nullopt;
  return first;
}
}  // namespace

void MapReader::finish() {
  finished_ = true;
  if (!valid_) return;
  for (const auto& [key, value] : node_.entries()) {
    const std::string name = key.scalar();
    if (std::find(known_.begin(), known_.end(), name) != known_.end()) continue;
    if (const auto first = known_key_missing_its_colon(name, value, known_)) {
      SourceLocation after = key.where();
      after.column += static_cast<int>(first->size());
      std::string rest = name.substr(first->size());
      rest.erase(0, rest.find_first_not_of(' '));
      diagnostics_.error(after, "'" + *first + "' has no ':' after it", "write '" + *first + ": " + rest + "'");
      continue;
    }
    diagnostics_.error(key.where(), "unknown key '" + name + "' in " + context_, suggestion_hint(name, known_));
  }
}

void MapReader::note_default(const std::string& key, const std::string& fallback) {
  if (auto* probe = listening_probe()) probe->default_given(node_, key, fallback);
}

namespace {
// What a typed reader would accept under `key`, told whether or not the file gives it,
// so that a key read only when another is absent is described all the same.
void note_key_fact(const Node& mapping, const std::string& key, const ValueFact& fact) {
  if (auto* probe = listening_probe()) probe->key_fact(mapping, key, fact);
}
long long tenths(Length length) { return std::llround(length.millimetres() * 10); }
}  // namespace

void MapReader::describe(const std::string& key, const ValueFact& fact, const std::string& fallback) {
  note_default(key, fallback);
  note_key_fact(node_, key, fact);
}

int MapReader::integer(const std::string& key, int fallback, int low, int high) {
  note_default(key, std::to_string(fallback));
  note_key_fact(node_, key, {ValueKind::integer, low, high, {}, 0});
  return optional_integer(key, low, high).value_or(fallback);
}

std::optional<int> MapReader::optional_integer(const std::string& key, int low, int high) {
  auto value = take(key);
  if (!value) return std::nullopt;
  auto number = read_integer(*value, diagnostics_, low, high, "'" + key + "'");
  if (!number) return std::nullopt;
  return static_cast<int>(*number);
}

std::string MapReader::text(const std::string& key, const std::string& fallback, std::size_t max_length) {
  note_default(key, fallback);
  note_key_fact(node_, key, {ValueKind::text, 0, 0, {}, max_length});
  auto value = take(key);
  if (!value) return fallback;
  report_value(*value, {ValueKind::text, 0, 0, {}, max_length});
  if (!value->is_scalar()) {
    diagnostics_.error(value->where(), "'" + key + "' should be a piece of text, not " + value->kind_name());
    return fallback;
  }
  std::string result = value->scalar();
  // A name left blank prints as nothing on every page; a key with no default may be blank.
  if (!fallback.empty() && result.find_first_not_of(" \t") == std::string::npos) {
    diagnostics_.error(value->where(), "'" + key + "' is empty", "give it some words, or delete the line to print '" + fallback + "'");
    return fallback;
  }
  if (auto problem = text_problem(result)) {
    diagnostics_.error(value->where(), "'" + key + "' cannot be printed: " + *problem, "write it again in plain text, saved as UTF-8");
    return fallback;
  }
  if (character_count(result) > max_length) {
    diagnostics_.error(value->where(), "'" + key + "' is " + std::to_string(character_count(result)) + " characters long",
                       "keep it to " + std::to_string(max_length) + " characters so it fits on the page");
    return fallback;
  }
  return result;
}

std::string MapReader::choice(const std::string& key, const std::string& fallback, const std::vector<std::string>& allowed) {
  note_default(key, fallback);
  note_key_fact(node_, key, {ValueKind::choice, 0, 0, allowed, 0});
  auto value = take(key);
  if (!value) return fallback;
  return read_choice(*value, diagnostics_, allowed, "'" + key + "'").value_or(fallback);
}

bool MapReader::flag(const std::string& key, bool fallback) {
  note_default(key, fallback ? "true" : "false");
  note_key_fact(node_, key, {ValueKind::flag, 0, 0, {}, 0});
  auto value = take(key);
  if (!value) return fallback;
  auto word = read_choice(*value, diagnostics_, {"true", "false", "yes", "no"}, "'" + key + "'");
  report_value(*value, {ValueKind::flag, 0, 0, {}, 0});
  if (!word) return fallback;
  return *word == "true" || *word == "yes";
}

Length MapReader::length(const std::string& key, Length fallback, Length low, Length high) {
  note_default(key, compact_mm(fallback));
  note_key_fact(node_, key, {ValueKind::length, tenths(low), tenths(high), {}, 0});
  auto value = take(key);
  if (!value) return fallback;
  return read_length(*value, diagnostics_, low, high, "'" + key + "'").value_or(fallback);
}

IntRange MapReader::range(const std::string& key, IntRange fallback, int low, int high) {
  note_default(key, fallback.low == fallback.high ? std::to_string(fallback.low) : std::to_string(fallback.low) + "-" + std::to_string(fallback.high));
  note_key_fact(node_, key, {ValueKind::range, low, high, {}, 0});
  auto value = take(key);
  if (!value) return fallback;
  // Reported before the numbers inside are read, and again after, so that the range wins over a plain integer.
  const ValueFact range_fact{ValueKind::range, low, high, {}, 0};
  struct ReportAfter {
    const Node& value;
    const ValueFact& fact;
    ~ReportAfter() { report_value(value, fact); }
  } report_after{*value, range_fact};
  const std::string what = "'" + key + "'";
  std::optional<long long> first, last;
  if (value->is_sequence() && value->items().size() == 2) {
    first = read_integer(value->items()[0], diagnostics_, low, high, what);
    last = read_integer(value->items()[1], diagnostics_, low, high, what);
  } else if (value->is_scalar()) {
    const std::string text = value->scalar();
    const auto dash = text.find('-', 1);
    if (dash == std::string::npos && !parse_whole_number(text)) {
      diagnostics_.error(value->where(), what + " should be a whole number or a range like '2-3', not '" + text + "'",
                         "write one number, or two joined by '-', each from " + std::to_string(low) + " to " + std::to_string(high) + ", in digits");
      return fallback;
    }
    if (dash == std::string::npos) {
      first = last = read_integer(*value, diagnostics_, low, high, what);
    } else {
      first = parse_whole_number(text.substr(0, dash));
      last = parse_whole_number(text.substr(dash + 1));
      if (!first || !last || *first < low || *last > high) {
        diagnostics_.error(value->where(), what + " should be a range like '2-3' within " + std::to_string(low) + "-" +
                                               std::to_string(high) + ", not '" + text + "'");
        return fallback;
      }
    }
  } else {
    diagnostics_.error(value->where(), what + " should be a number or a range like '2-3', not " + value->kind_name(),
                       "write one number, or two joined by '-', each from " + std::to_string(low) + " to " + std::to_string(high));
    return fallback;
  }
  if (!first || !last) return fallback;
  if (*first > *last) {
    diagnostics_.error(value->where(), what + " runs backwards", "write the smaller number first");
    return fallback;
  }
  return {static_cast<int>(*first), static_cast<int>(*last)};
}

std::optional<long long> read_integer(const Node& node, Diagnostics& d, long long low, long long high, const std::string& what) {
  report_value(node, {ValueKind::integer, low, high, {}, 0});
  const auto number = node.is_scalar() ? parse_whole_number(node.scalar()) : std::nullopt;
  if (!number) {
    d.error(node.where(), what + " should be a whole number, not " + node.kind_name(),
            "write a number from " + std::to_string(low) + " to " + std::to_string(high) + ", in digits");
    return std::nullopt;
  }
  if (*number < low || *number > high) {
    d.error(node.where(), what + " is " + std::to_string(*number) + ", outside what the rules allow",
            "use a number from " + std::to_string(low) + " to " + std::to_string(high));
    return std::nullopt;
  }
  return number;
}

std::optional<std::uint64_t> read_seed(const Node& node, Diagnostics& d) {
  report_value(node, {ValueKind::seed, 0, 0, {}, 0});
  const auto seed = node.is_scalar() ? parse_seed(node.scalar()) : std::nullopt;
  if (!seed)
    d.error(node.where(), "the seed should be a code like 7K3QM-X9WR-TB2D or a whole number from 0 to 18446744073709551615, not " +
                              node.kind_name(),
            "leave 'seed' out and muster picks a fresh 64-bit one");
  return seed;
}

std::optional<Length> read_length(const Node& node, Diagnostics& d, Length low, Length high, const std::string& what) {
  report_value(node, {ValueKind::length, std::llround(low.millimetres() * 10), std::llround(high.millimetres() * 10), {}, 0});
  const std::string text = node.scalar();
  double number = 0;
  const char* begin = text.data();
  const char* end = text.data() + text.size();
  auto [stop, error] = std::from_chars(begin, end, number);
  const std::string unit(stop, end);
  std::optional<Length> length;
  if (node.is_scalar() && error == std::errc{} && std::isfinite(number)) {
    if (unit == "mm" || unit.empty()) length = Length::mm(number);
    else if (unit == "cm") length = Length::mm(number * 10);
    else if (unit == "in") length = Length::in(number);
  }
  if (!length) {
    d.error(node.where(), what + " should be a length like '15mm', '1.5cm' or '0.6in', not " + node.kind_name(),
            "write a number and its unit, mm, cm or in, with no space between; a bare number is millimetres");
    return std::nullopt;
  }
  if (*length < low || *length > high) {
    d.error(node.where(), what + " is " + text + ", outside what fits on paper",
            "use a length from " + format_in_unit(low, unit, true) + " to " + format_in_unit(high, unit, false));
    return std::nullopt;
  }
  return length;
}

std::optional<std::string> read_choice(const Node& node, Diagnostics& d, const std::vector<std::string>& allowed, const std::string& what) {
  report_value(node, {ValueKind::choice, 0, 0, allowed, 0});
  const std::string word = node.scalar();
  if (node.is_scalar() && std::find(allowed.begin(), allowed.end(), word) != allowed.end()) return word;
  d.error(node.where(), what + " cannot be " + node.kind_name(), suggestion_hint(word, allowed));
  return std::nullopt;
}

std::optional<Square> read_square(const Node& node, Diagnostics& d, int columns, int rows) {
  report_value(node, {ValueKind::square, 0, 0, {}, 0});
  auto square = node.is_scalar() ? parse_square(node.scalar()) : std::nullopt;
  const std::string last = square_name({columns - 1, rows - 1});
  if (!square) {
    d.error(node.where(), "expected a square name like 'C7', not " + node.kind_name(), "squares run from A1 to " + last);
    return std::nullopt;
  }
  if (square->column >= columns || square->row >= rows) {
    d.error(node.where(), "square " + node.scalar() + " is off the board", "squares run from A1 to " + last);
    return std::nullopt;
  }
  return square;
}

std::optional<std::string> read_colour(const Node& node, Diagnostics& d) {
  report_value(node, {ValueKind::colour, 0, 0, {}, 0});
  const std::string text = node.scalar();
  const bool ok = node.is_scalar() && text.size() == 7 && text[0] == '#' &&
                  std::all_of(text.begin() + 1, text.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
  if (!ok) {
    d.error(node.where(), "a colour should be written '#rrggbb', not " + node.kind_name(), "for example '#2f4f8f' for Union blue");
    return std::nullopt;
  }
  return text;
}

std::optional<int> read_clock_time(const Node& node, Diagnostics& d) {
  report_value(node, {ValueKind::clock_time, 0, 0, {}, 0});
  const std::string text = node.scalar();
  if (node.is_scalar() && text.size() == 5 && text[2] == ':') {
    auto hours = parse_whole_number(text.substr(0, 2));
    auto minutes = parse_whole_number(text.substr(3, 2));
    if (hours && minutes && *hours < 24 && *minutes < 60) return static_cast<int>(*hours * 60 + *minutes);
  }
  d.error(node.where(), "expected a time of day like \"08:00\", not " + node.kind_name(),
          "write hours (00 to 23) and minutes with a colon between, in quotes: \"07:00\"");
  return std::nullopt;
}

bool is_word(const Node& node, const std::string& word) {
  report_other_form(node, {ValueKind::choice, 0, 0, {word}, 0});
  return node.is_scalar() && node.scalar() == word;
}

}  // namespace muster::spec
